import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeSnapshot } from '@chronicle/snapshot/testing';
import type { Agent, AgentMeta } from '../sdk/agent.js';
import { DocumentationAgent } from '../sdk/documentation-agent.decorator.js';
import { AgentDefinitionError } from './validate-agent.js';
import { createAgentRegistry } from './agent-registry.js';

const META: AgentMeta = {
  id: 'readme',
  name: 'README Agent',
  description: 'Writes the README.',
  category: 'Core Documentation',
  docType: 'readme',
  tiers: ['lite', 'pro'],
  version: '1.0.0',
  inputs: { paths: ['**'], manifests: true, history: true },
};

function agentClass(meta: Partial<AgentMeta> = {}) {
  class Written implements Agent {
    requiredSections() {
      return [];
    }
    coverage() {
      return { measure: 'nothing', items: [] };
    }
    write() {
      return '# Written\n';
    }
  }
  return DocumentationAgent({ ...META, ...meta })(Written);
}

describe('createAgentRegistry', () => {
  let project: string;

  beforeAll(() => {
    // A user's project with two installed agent packages: one broken, one that is not ESM-loadable.
    project = mkdtempSync(path.join(tmpdir(), 'chronicle-agents-'));
    writeFileSync(path.join(project, 'package.json'), '{"name":"project","private":true}');
    const install = (name: string, files: Record<string, string>) => {
      const folder = path.join(project, 'node_modules', name);
      mkdirSync(folder, { recursive: true });
      for (const [file, content] of Object.entries(files)) writeFileSync(path.join(folder, file), content);
    };
    install('broken-agent', {
      'package.json': '{"name":"broken-agent","type":"module","exports":"./index.js"}',
      'index.js': 'export class NotAnAgent { write() { return ""; } }\nexport const agents = [NotAnAgent];\n',
    });
    install('crashing-agent', { 'package.json': '{"name":"crashing-agent","type":"module","main":"index.js"}', 'index.js': 'throw new Error("boom at load");\n' });
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('lists the built-in agents in the spec’s document order', async () => {
    const { registry, refused } = await createAgentRegistry({ builtIns: [agentClass({ id: 'code-index', docType: 'code_index' }), agentClass()] });
    expect(registry.list().map((agent) => agent.meta.id)).toEqual(['readme', 'code-index']);
    expect(registry.forDocType('readme')?.source).toBe('built-in');
    expect(refused).toEqual([]);
  });

  it('stops on a built-in agent without metadata, a duplicate id or a second agent for one document', async () => {
    class Bare {}
    await expect(createAgentRegistry({ builtIns: [Bare as never] })).rejects.toThrow('Bare from the built-in agents is not marked with @DocumentationAgent, so it is not an agent.');
    await expect(createAgentRegistry({ builtIns: [agentClass(), agentClass({ docType: 'todo' })] })).rejects.toThrow('Two built-in agents have the id "readme".');
    await expect(createAgentRegistry({ builtIns: [agentClass(), agentClass({ id: 'other' })] })).rejects.toThrow(AgentDefinitionError);
  });

  it('refuses metadata that is not what the spec allows, with a sentence', async () => {
    await expect(createAgentRegistry({ builtIns: [agentClass({ category: 'Misc' as never })] })).rejects.toThrow(/has the category "Misc", not one of Core Documentation/);
    await expect(createAgentRegistry({ builtIns: [agentClass({ tiers: ['gold' as never] })] })).rejects.toThrow(/has the tiers \["gold"\]/);
    await expect(createAgentRegistry({ builtIns: [agentClass({ id: 'Not Kebab' })] })).rejects.toThrow(/not kebab-case/);
  });

  it('loads the example agent package, and refuses broken ones by name while the others still load', async () => {
    const { registry, refused, log } = await createAgentRegistry({
      builtIns: [agentClass()],
      packageNames: ['broken-agent', '@chronicle/example-agent', 'crashing-agent', 'not-installed-agent', '../outside'],
      resolveFrom: [project],
    });
    expect(registry.list().map((agent) => `${agent.meta.id}:${agent.source}`)).toEqual(['readme:built-in', 'example-todo-list:@chronicle/example-agent']);
    expect(refused.map((entry) => entry.packageName)).toEqual(['broken-agent', 'crashing-agent', 'not-installed-agent', '../outside']);
    expect(refused[0]?.reason).toBe('NotAnAgent from the package broken-agent is not marked with @DocumentationAgent, so it is not an agent.');
    expect(refused[1]?.reason).toBe('The agent package crashing-agent could not be loaded: boom at load');
    expect(refused[2]?.reason).toMatch(/^The agent package not-installed-agent is not installed/);
    expect(refused[3]?.reason).toBe('"../outside" is not an npm package name, so it was not loaded as an agent package.');
    expect(log).toContain('agent "example-todo-list" (TODO List Agent (example package), todo, lite/pro) from @chronicle/example-agent');
  });

  it('runs the package agent on a snapshot', async () => {
    const { registry } = await createAgentRegistry({ builtIns: [], packageNames: ['@chronicle/example-agent'] });
    const todo = registry.forDocType('todo');
    const snapshot = makeSnapshot();
    expect(todo?.agent.write({ snapshot })).toContain('No TODO, FIXME, HACK or XXX comment in 0 files');
  });

  it('lets a package agent replace the built-in agent for its document type, and says so', async () => {
    const { registry, log } = await createAgentRegistry({ builtIns: [agentClass({ id: 'todo', docType: 'todo' })], packageNames: ['@chronicle/example-agent'] });
    expect(registry.forDocType('todo')?.meta.id).toBe('example-todo-list');
    expect(log[0]).toBe('agent "example-todo-list" from @chronicle/example-agent writes todo instead of "todo" (built-in)');
  });
});

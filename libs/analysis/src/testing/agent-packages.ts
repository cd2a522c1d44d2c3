// Test helpers: a project folder with agent packages installed, as an operator would have it.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's name in {@link projectWithFailingAgent}: its agent writes TODO and always throws. */
export const FAILING_AGENT_PACKAGE = 'chronicle-failing-agent';
export const FAILING_AGENT_MESSAGE = 'the TODO index is not there';

/**
 * A temporary folder with `node_modules/chronicle-failing-agent` (a TODO agent whose `write` throws)
 * and `node_modules/@chronicle/agents` linked to this workspace's agents lib, for `agentResolveFrom`.
 */
export function projectWithFailingAgent(): string {
  const project = mkdtempSync(path.join(tmpdir(), 'chronicle-analysis-agents-'));
  const agentsLib = fileURLToPath(new URL('../../../agents', import.meta.url));
  mkdirSync(path.join(project, 'node_modules', '@chronicle'), { recursive: true });
  symlinkSync(agentsLib, path.join(project, 'node_modules', '@chronicle', 'agents'), 'dir');
  const folder = path.join(project, 'node_modules', FAILING_AGENT_PACKAGE);
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: FAILING_AGENT_PACKAGE, version: '1.0.0', type: 'module', exports: './index.js' }));
  writeFileSync(
    path.join(folder, 'index.js'),
    `import { DocumentationAgent } from '@chronicle/agents';

class FailingTodoAgent {
  requiredSections() { return []; }
  coverage() { return { measure: 'nothing', items: [] }; }
  write() { throw new Error(${JSON.stringify(FAILING_AGENT_MESSAGE)}); }
}

DocumentationAgent({
  id: 'failing-todo',
  name: 'Failing TODO Agent',
  description: 'Throws on every run.',
  category: 'Operational Context',
  docType: 'todo',
  tiers: ['pro'],
  version: '1.0.0',
  inputs: { paths: ['**'], manifests: false, history: false },
})(FailingTodoAgent);

export const agents = [FailingTodoAgent];
`,
  );
  return project;
}

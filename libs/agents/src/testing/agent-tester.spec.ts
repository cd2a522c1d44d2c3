import type { Agent, AgentFacts, AgentMeta, CoverageTarget, RequiredSection } from '../sdk/agent.js';
import { DocumentationAgent } from '../sdk/documentation-agent.decorator.js';
import { md } from '../index.js';
import { gateSnapshot } from '../gate/gate.fixture.js';
import { describeReport, expectDocumentPasses, expectDocumentRefused, testAgent } from './agent-tester.js';

const meta: AgentMeta = {
  id: 'file-list',
  name: 'File List Agent',
  description: 'Lists the source files.',
  category: 'Structural Intelligence',
  docType: 'code_index',
  tiers: ['pro'],
  version: '1.0.0',
  inputs: { paths: ['**'], manifests: false, history: false },
};

class FileListBase implements Agent {
  requiredSections(facts: AgentFacts): RequiredSection[] {
    return facts.snapshot.files.length > 0 ? [{ title: 'Files', because: 'the repository has files' }] : [];
  }

  coverage(facts: AgentFacts): CoverageTarget {
    return { measure: 'files listed', items: facts.snapshot.files.map((file) => ({ key: file.path, mention: file.path })) };
  }

  write(facts: AgentFacts): string {
    return md.document(['# Code index', '## Files', md.list(facts.snapshot.files.map((file) => md.code(file.path)))]);
  }
}

@DocumentationAgent(meta)
class FileListAgent extends FileListBase {}

@DocumentationAgent({ ...meta, id: 'inventing' })
class InventingAgent extends FileListBase {
  override write(facts: AgentFacts): string {
    return `${super.write(facts)}\nAnd \`src/invented.ts\`.\n`;
  }
}

const snapshot = gateSnapshot();

describe('testAgent', () => {
  it('runs a marked agent on a snapshot and applies the gate with its own sections and coverage', async () => {
    const result = await testAgent(FileListAgent, snapshot);
    expect(result.meta.id).toBe('file-list');
    expect(result.file).toBe('CODE_INDEX.md');
    expect(result.markdown).toContain('- `src/index.ts`');
    expect(result.requiredSections).toEqual([{ title: 'Files', because: 'the repository has files' }]);
    expect(result.report.coverage).toEqual({ measure: 'files listed', listed: snapshot.files.length, total: snapshot.files.length, missing: [] });
    expect(result.report.qualityScore).toBe(100);
    expectDocumentPasses(result);
  });

  it('refuses a class that is not marked as an agent, with a sentence', async () => {
    await expect(testAgent(FileListBase, snapshot)).rejects.toThrow('FileListBase is not a documentation agent: mark it with @DocumentationAgent');
  });

  it('makes a failing document fail the spec with every problem listed', async () => {
    const result = await testAgent(InventingAgent, snapshot);
    expect(() => expectDocumentPasses(result)).toThrow(
      'quality 97/100, REFUSED (truthfulness 0.8889, completeness 1, coverage 1, diagrams 1, hygiene 1, substance 1)\n  - [truthfulness] CODE_INDEX.md line 14 names `src/invented.ts`, which is not in the repository at a1b2c3d.',
    );
    expect(expectDocumentRefused(result)).toEqual(['CODE_INDEX.md line 14 names `src/invented.ts`, which is not in the repository at a1b2c3d.']);
  });

  it('accepts a document with problems above a minimum score when asked, and says why one is not refused', async () => {
    const result = await testAgent(FileListAgent, snapshot);
    const lowered = { ...result.report, components: { ...result.report.components, hygiene: 0.5 }, qualityScore: 95, problems: [{ check: 'hygiene' as const, line: 1, message: 'CODE_INDEX.md line 1: MD041' }] };
    expect(() => expectDocumentPasses(lowered)).toThrow('quality 95/100 (truthfulness 1, completeness 1, coverage 1, diagrams 1, hygiene 0.5, substance 1)');
    expect(() => expectDocumentPasses(lowered, { minScore: 90 })).not.toThrow();
    expect(() => expectDocumentRefused(result)).toThrow('expected to refuse the document but did not');
    expect(describeReport(result.report)).toBe('quality 100/100 (truthfulness 1, completeness 1, coverage 1, diagrams 1, hygiene 1, substance 1)');
  });
});

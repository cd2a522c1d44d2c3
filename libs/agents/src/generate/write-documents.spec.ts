import { makeFile, makeManifest, makeSnapshot } from '@chronicle/snapshot/testing';
import type { RegisteredAgent } from '../registry/agent-registry.js';
import type { Agent, AgentMeta } from '../sdk/agent.js';
import { IN_THREAD_READER } from '../gate/text-reader.js';
import { inputsDigest } from './inputs-digest.js';
import { writeDocuments, type DocumentRun } from './write-documents.js';

function registered(meta: Pick<AgentMeta, 'id' | 'docType'> & { paths: string[] }, write: () => string): RegisteredAgent {
  const agent: Agent = {
    requiredSections: () => [],
    coverage: () => ({ measure: 'nothing', items: [] }),
    write,
  };
  return {
    agent,
    source: 'built-in',
    meta: { id: meta.id, name: `${meta.id} agent`, description: 'Test agent.', category: 'Core Documentation', docType: meta.docType, tiers: ['pro'], version: '1.0.0', inputs: { paths: meta.paths, manifests: false, history: false } },
  };
}

describe('writeDocuments', () => {
  const snapshot = makeSnapshot({ files: [makeFile({ path: 'src/a.ts', blob: '1'.repeat(40) }), makeFile({ path: 'docs/guide.md', blob: '2'.repeat(40) })] });
  const todo = registered({ id: 'todo-test', docType: 'todo', paths: ['src/**'] }, () => '# TODO\n\nNothing is left to do.\n');
  const onboarding = registered({ id: 'onboarding-test', docType: 'onboarding', paths: ['docs/**'] }, () => '# Onboarding\n\nRead the guide.\n');
  const broken = registered({ id: 'broken-test', docType: 'security', paths: ['**'] }, () => {
    throw new Error('the scan table is missing\nat line 3');
  });

  it('writes every document whose inputs changed, keeps the others and reports each in order', async () => {
    const progress: Array<[string, number, number]> = [];
    const runs = await writeDocuments({
      snapshot,
      agents: [todo, onboarding],
      engine: 'built-in',
      previousInputs: new Map([['onboarding', inputsDigest(onboarding.meta, snapshot, 'built-in')], ['todo', 'sha256:older']]),
      onDocument: (run, { done, total }) => void progress.push([run.status, done, total]),
    });
    expect(runs.map((run) => [run.agent.meta.docType, run.status])).toEqual([
      ['todo', 'written'],
      ['onboarding', 'kept'],
    ]);
    const written = runs[0] as Extract<DocumentRun, { status: 'written' }>;
    expect(written.outcome.document.content).toBe('# TODO\n\nNothing is left to do.\n');
    expect(written.inputs).toBe(inputsDigest(todo.meta, snapshot, 'built-in'));
    expect(progress).toEqual([
      ['written', 1, 2],
      ['kept', 2, 2],
    ]);
  });

  it('with a reader beside it, lets the agent whose document lists the most items write first, and still reports in the agents\' order', async () => {
    const written: string[] = [];
    const listing = (id: string, docType: 'todo' | 'code_index', items: number) => {
      const agent = registered({ id, docType, paths: ['**'] }, () => {
        written.push(id);
        return `# ${id}\n\nA list.\n`;
      });
      agent.agent.coverage = () => ({ measure: 'files listed', items: Array.from({ length: items }, (_, index) => ({ key: `f${index}`, mention: `f${index}` })) });
      return agent;
    };
    const short = listing('short-test', 'todo', 1);
    const long = listing('long-test', 'code_index', 40);
    const runs = await writeDocuments({ snapshot, agents: [short, long], engine: 'built-in', reader: IN_THREAD_READER });
    expect(written).toEqual(['long-test', 'short-test']);
    expect(runs.map((run) => [run.agent.meta.id, run.status])).toEqual([
      ['short-test', 'written'],
      ['long-test', 'written'],
    ]);
  });

  it('reports an agent that throws as failed, with its reason as a sentence, and still runs the others', async () => {
    const runs = await writeDocuments({ snapshot, agents: [broken, todo], engine: 'built-in' });
    expect(runs.map((run) => run.status)).toEqual(['failed', 'written']);
    expect(runs[0]).toEqual(
      expect.objectContaining({ status: 'failed', reason: 'The agent "broken-test" (broken-test agent, from built-in) could not write the security document: the scan table is missing.' }),
    );
  });

  it('writes again when the engine differs from the one the previous document was written with', async () => {
    const previousInputs = new Map([['todo', inputsDigest(todo.meta, snapshot, 'built-in')]]);
    const runs = await writeDocuments({ snapshot, agents: [todo], engine: 'model:other', previousInputs });
    expect(runs[0]?.status).toBe('written');
  });

  it('refuses a document that denies what another document of the run shows, and says where', async () => {
    const code = makeSnapshot({
      files: [makeFile({ path: 'src/read.rs', blob: '3'.repeat(40), lines: 500 })],
      manifests: [makeManifest({ path: 'Cargo.toml', ecosystem: 'cargo', kind: 'Cargo.toml', dependencies: [{ name: 'memchr', requirement: '2', scope: 'runtime', group: null }] })],
    });
    const dependencies = registered({ id: 'deps-test', docType: 'dependency_report', paths: ['**'] }, () =>
      ['# Dependencies', '', '## Possibly unused', '', '| Manifest | Name | Requirement |', '| --- | --- | --- |', '| `Cargo.toml` | `memchr` | `2` |', ''].join('\n'),
    );
    const performance = registered({ id: 'performance-test', docType: 'performance', paths: ['**'] }, () =>
      ['# Performance', '', '| Where | Call |', '| --- | --- |', '| [src/read.rs:422](src/read.rs#L422) | `memchr` |', ''].join('\n'),
    );
    const progress: number[] = [];
    const runs = await writeDocuments({ snapshot: code, agents: [dependencies, performance], engine: 'built-in', onAgentDone: ({ done }) => void progress.push(done) });
    expect(progress).toEqual([1, 2]);
    const [denying, showing] = runs as Extract<DocumentRun, { status: 'written' }>[];
    expect(showing!.outcome.report.refused).toBe(false);
    expect(denying!.outcome.report.refused).toBe(true);
    expect(denying!.outcome.document.components.truthfulness).toBeLessThan(1);
    expect(denying!.outcome.document.qualityScore).toBeLessThan(showing!.outcome.document.qualityScore);
    expect(denying!.outcome.report.problems[0]!.message).toBe(
      'DEPENDENCY_REPORT.md line 7 calls a dependency possibly unused, but PERFORMANCE.md line 5 shows it used: "| [src/read.rs:422](src/read.rs#L422) | `memchr` |".',
    );
  });
});

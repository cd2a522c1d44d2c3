import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_AGENTS, checkDocument, createAgentRegistry, IN_THREAD_READER, startTextReaderThread, writeDocuments, type DocumentRun, type TextReaderThread } from '@chronicle/agents';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';
import { createRepository } from './testing/git-fixture.js';

// `chronicle docs` reads the documents' Markdown and diagrams on a thread of its own (the built
// worker of @chronicle/agents, which this project's tests load from dist/): what a user gets must
// be what one thread gives.

/** What a run gives a user: each document's file, bytes, score, components and problems. */
function outcomes(runs: DocumentRun[]) {
  return runs.map((run) => (run.status === 'written' ? { file: run.outcome.document.file, content: run.outcome.document.content, score: run.outcome.document.qualityScore, components: run.outcome.document.components, problems: run.outcome.report.problems } : run.status));
}

describe("the gate's reader thread", () => {
  let repo: string;
  let cache: string;
  let snapshot: Snapshot;
  let reader: TextReaderThread;

  beforeAll(async () => {
    repo = createRepository([
      {
        message: 'feat: a queue with a worker interface',
        files: {
          'package.json': JSON.stringify({ name: 'tiny-queue', version: '1.0.0', description: 'A tiny job queue.', license: 'MIT', dependencies: { ms: '^2.1.3' } }, null, 2),
          'src/queue.ts': "import ms from 'ms';\nimport { retry } from './retry.js';\n\n/** Runs jobs. */\nexport interface Worker {\n  run(job: string): Promise<void>;\n}\n\n/** Holds jobs until a worker takes them. */\nexport class Queue {\n  /** Adds a job. */\n  push(job: string): void {\n    void ms('1s');\n    void retry(job.length);\n  }\n}\n",
          'src/retry.ts': '// TODO: back off between tries\nexport function retry(times: number): number {\n  return times;\n}\n',
        },
      },
    ]);
    cache = mkdtempSync(path.join(tmpdir(), 'chronicle-reader-thread-'));
    snapshot = await buildSnapshot(repo, { cloneCacheDir: cache });
    reader = startTextReaderThread();
  });
  afterAll(async () => {
    await reader.close();
    for (const folder of [repo, cache]) rmSync(folder, { recursive: true, force: true });
  });

  it('gives the same documents, scores and problems as reading on one thread', async () => {
    const { registry } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS, packageNames: [], resolveFrom: [repo] });
    const agents = registry.list();
    const alone = await writeDocuments({ snapshot, agents, engine: 'built-in' });
    const shared = await writeDocuments({ snapshot, agents, engine: 'built-in', reader });
    expect(outcomes(shared)).toEqual(outcomes(alone));
    expect(outcomes(shared)).toHaveLength(12);
  });

  it('finds the same faults in a bad document: lint findings, a diagram that does not parse, a one-box diagram', async () => {
    const bad = ['# Bad', 'Text right under the title.', '## Diagram', '', '```mermaid', 'flowchart LR', '  a -->', '```', '', '```mermaid', 'flowchart LR', '  only[One box]', '```', ''].join('\n');
    const options = { snapshot, docFile: 'BAD.md' };
    const here = await checkDocument(bad, options);
    const there = await checkDocument(bad, { ...options, reader });
    expect(there).toEqual(here);
    expect(there.problems.map((problem) => problem.check)).toEqual(expect.arrayContaining(['diagrams', 'hygiene']));
    expect(there.components.diagrams).toBe(0);
  });

  it('reads a document of many parts on both threads and gives what one thread gives: findings, mentions and problems in every part', async () => {
    // 120 sections of 60 lines (about 700 KB): read as parts of a quarter megabyte, some on each thread.
    const sections = Array.from({ length: 120 }, (_, section) => {
      const heading = `## Section ${section}`;
      // Every 30th section has its text right under the heading (a lint finding) and names a file that does not exist.
      const first = section % 30 === 7 ? [heading, `See \`src/missing-${section}.ts\`.`] : [heading, ''];
      const rows = Array.from({ length: 58 }, (_, row) => `- \`Queue.push\` in \`src/queue.ts\` takes job ${section * 100 + row}, retried by \`retry\` in \`src/retry.ts\` as many times as the job's settings say.`);
      return [...first, ...rows, ''].join('\n');
    });
    const long = ['# Long', '', 'Everything the queue does, one line each.', '', ...sections].join('\n');
    expect(long.length).toBeGreaterThan(600_000);
    const options = { snapshot, docFile: 'LONG.md' };
    const here = await checkDocument(long, options);
    const there = checkDocument(long, { ...options, reader });
    reader.helpWhileWaiting?.();
    expect(await there).toEqual(here);
    expect(here.problems.map((problem) => problem.message).join(' ')).toEqual(expect.stringContaining('src/missing-97.ts'));
    const [one, both] = await Promise.all([IN_THREAD_READER.readMarkdown(long), reader.readMarkdown(long)]);
    expect(both.value).toEqual(one.value);
    // Each of the four faulty sections: its heading without a blank line below, its list without one above.
    expect(one.value.findings.map((finding) => finding.rule)).toEqual(['MD022', 'MD032', 'MD022', 'MD032', 'MD022', 'MD032', 'MD022', 'MD032']);
    expect(one.value.inventory.mentions.length).toBeGreaterThan(120 * 58 * 3);
  });
});

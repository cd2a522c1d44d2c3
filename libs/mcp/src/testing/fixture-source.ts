import { execFileSync } from 'node:child_process';
import { DOC_FILE_NAMES, type DocType } from '@chronicle/contracts';
import { openRepository, type Repository } from '@chronicle/history';
import { GitFixture } from '@chronicle/history/testing';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';
import { runSnapshotQuery } from '../snapshot-queries.js';
import type { ChronicleSource, McpDocument, McpDocumentInfo, McpEntry, McpRepository, RepositoryReader } from '../source.js';

/** A small repository with a tag, a merged pull request, a fix, a docs change and a deleted file. */
export function createQueueRepository(): GitFixture {
  const fixture = new GitFixture(undefined);
  fixture.commit('feat: a queue with a worker interface', {
    'package.json': JSON.stringify({ name: 'tiny-queue', version: '1.0.0', description: 'A tiny job queue.', license: 'MIT' }, null, 2),
    'src/queue.ts': '/** Runs jobs. */\nexport interface Worker {\n  run(job: string): Promise<void>;\n}\n\n/** Holds jobs until a worker takes them. */\nexport class Queue {\n  /** Adds a job. */\n  push(job: string): void {\n    void job;\n  }\n}\n',
    'notes.txt': 'old notes\n',
  });
  fixture.tag('v1.0.0', { annotated: true });
  fixture.git('checkout', '-q', '-b', 'retry');
  fixture.commit('feat(retry): a worker that retries', { 'src/retry.ts': "import { Queue, type Worker } from './queue.js';\n\n/** Retries a job. */\nexport class RetryWorker implements Worker {\n  async run(job: string): Promise<void> {\n    new Queue().push(job);\n  }\n}\n" });
  fixture.commit('test: retries', { 'test/retry.test.ts': "import { RetryWorker } from '../src/retry.js';\nvoid RetryWorker;\n" });
  fixture.git('checkout', '-q', 'main');
  fixture.merge('retry', 'Merge pull request #3 from ada/retry\n\nfeat(retry): a worker that retries');
  fixture.commit('fix: the queue keeps the order of jobs', { 'src/queue.ts': '/** Runs jobs. */\nexport interface Worker {\n  run(job: string): Promise<void>;\n}\n\n/** Holds jobs, in order, until a worker takes them. */\nexport class Queue {\n  /** Adds a job at the end. */\n  push(job: string): void {\n    void job;\n  }\n}\n' });
  fixture.git('rm', '-q', 'notes.txt');
  fixture.commit('chore: remove the old notes');
  return fixture;
}

/**
 * A repository with `commits` commits written by one `git fast-import` (quick, however many): each
 * adds a documented, exported function `handlerN` to src/handlers.ts, as a `feat:` or a `fix:`.
 * Its answers (history, symbols, search) are far longer than one page.
 */
export function createBusyRepository(commits = 150): GitFixture {
  const fixture = new GitFixture(undefined);
  const lines: string[] = [];
  let source = '';
  for (let index = 1; index <= commits; index++) {
    source += `/** Handles request number ${index} of the busy queue. */\nexport function handler${index}(job: string): string {\n  return job + ${index};\n}\n\n`;
    const message = `${index % 3 === 0 ? 'fix' : 'feat'}: handler ${index} for the busy queue\n`;
    const date = 1_704_110_400 + index * 3_600;
    lines.push('commit refs/heads/main', `committer Ada Lovelace <ada@example.com> ${date} +0000`, `data ${Buffer.byteLength(message)}`, message);
    lines.push(`M 100644 inline src/handlers.ts`, `data ${Buffer.byteLength(source)}`, source);
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: fixture.dir, input: `${lines.join('\n')}\n`, stdio: ['pipe', 'ignore', 'pipe'] });
  fixture.git('reset', '-q', '--hard', 'main');
  return fixture;
}

export const README = `# tiny-queue

A tiny job queue.

## Installation

Run npm install tiny-queue.

## Usage

Push a job onto the Queue; a Worker runs it.

### Retries

The RetryWorker retries a failed job.

#### Backoff

Each retry waits twice as long.

## Licence

MIT.
`;

export const ARCHITECTURE = `# Architecture

## Layers

The queue holds jobs and the workers run them.

## Data flow

A job goes from push to a worker's run method.
`;

/** A ChronicleSource over one fixture repository, with hand-written documents and a real snapshot. */
export class FixtureSource implements ChronicleSource {
  private snapshot: Promise<Snapshot> | null = null;
  readonly entries: McpEntry[] = [];

  constructor(
    private readonly dir: string,
    readonly id = 'tiny-queue',
    private readonly documents: Partial<Record<DocType, string>> = { readme: README, architecture: ARCHITECTURE },
  ) {}

  async listRepositories(): Promise<McpRepository[]> {
    return [await this.repository()];
  }

  async open(id: string): Promise<RepositoryReader | null> {
    if (id !== this.id) return null;
    const repository = await this.repository();
    const git = await openRepository(this.dir, { cacheDir: this.dir });
    const infos = (): (McpDocumentInfo & { content?: string })[] => [
      ...Object.entries(this.documents).map(([type, content]) => ({ type: type as DocType, file: DOC_FILE_NAMES[type as DocType], status: 'ready' as const, qualityScore: 90, commit: repository.headSha, commitsBehind: 0, generatedAt: '2024-02-01T00:00:00.000Z', error: null, content })),
      { type: 'security' as const, file: 'SECURITY.md', status: 'failed' as const, qualityScore: null, commit: null, commitsBehind: null, generatedAt: null, error: 'The agent could not read the lockfile.' },
    ];
    return {
      repository,
      listDocuments: async () => infos().map(({ content: _content, ...info }) => info),
      readDocument: async (type) => (infos().find((info): info is McpDocument => info.type === type && info.status === 'ready') ?? null),
      querySnapshot: async (query) => runSnapshotQuery(await this.takeSnapshot(), query),
      gitRepository: async (): Promise<Repository> => git,
      entriesSince: async (since) => this.entries.filter((entry) => new Date(entry.pushedAt) >= since),
    };
  }

  /** The repository's snapshot, taken once. */
  takeSnapshot(): Promise<Snapshot> {
    this.snapshot ??= buildSnapshot(this.dir);
    return this.snapshot;
  }

  private async repository(): Promise<McpRepository> {
    const git = await openRepository(this.dir, { cacheDir: this.dir });
    const { runGit } = await import('@chronicle/history');
    const head = (await runGit(['--git-dir', git.gitDir, 'rev-parse', 'HEAD'])).trim();
    return { id: this.id, fullName: this.id, description: 'A tiny job queue.', language: 'TypeScript', url: null, headSha: head };
  }
}

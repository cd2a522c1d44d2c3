import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import { DOC_FILE_NAMES, DOC_TYPES, type DocType } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import { runSnapshotQuery } from './snapshot-queries.js';
import { callTool as call, connectInMemory as connect } from './testing/mcp-client.js';
import type { ChronicleSource, DocumentsUnderWay, McpDocument, McpRepository, RepositoryReader, SnapshotUnderWay } from './source.js';

const EARLIER = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);

/**
 * A repository whose documents of HEAD are being written, one at a time when the test says so
 * (`writeOne`), as the CLI's background thread writes them; `earlier` documents may stand meanwhile.
 */
class WritingSource implements ChronicleSource {
  private written = 0;
  private documents: McpDocument[];
  private changed = resolvable();
  readonly repository: McpRepository = { id: 'acme', fullName: 'acme', description: null, language: null, url: null, headSha: HEAD };

  constructor(earlier: DocType[] = []) {
    this.documents = earlier.map((type) => documentOf(type, EARLIER, 1));
  }

  /** One more document written; the twelfth ends the writing and replaces every document. */
  writeOne(): void {
    this.written++;
    if (this.written === DOC_TYPES.length) this.documents = DOC_TYPES.map((type) => documentOf(type, HEAD, 0));
    const changed = this.changed;
    this.changed = resolvable();
    changed.resolve();
  }

  async listRepositories(): Promise<McpRepository[]> {
    return [this.repository];
  }

  async open(id: string): Promise<RepositoryReader | null> {
    if (id !== this.repository.id) return null;
    return {
      repository: this.repository,
      listDocuments: async () => this.documents.map(({ content: _content, ...info }) => info),
      readDocument: async (type) => this.documents.find((document) => document.type === type) ?? null,
      querySnapshot: async () => null,
      gitRepository: async () => null,
      entriesSince: async () => [],
      documentsUnderWay: (): DocumentsUnderWay | null => (this.written < DOC_TYPES.length ? { commit: HEAD, written: this.written, total: DOC_TYPES.length, next: this.changed.promise } : null),
    };
  }
}

function resolvable(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

function documentOf(type: DocType, commit: string, commitsBehind: number): McpDocument {
  return { type, file: DOC_FILE_NAMES[type], status: 'ready', qualityScore: 90, commit, commitsBehind, generatedAt: '2024-02-01T00:00:00.000Z', error: null, content: `# ${DOC_FILE_NAMES[type]} at ${commit.slice(0, 7)}\n\n## Overview\n\nThe queue holds jobs.\n` };
}



/** The rows of a list_documents answer: type, status and the commit's first letter (`readme ready a`). */
function rowsOf(listed: string): string[] {
  return [...listed.matchAll(/^\| (\w+) \| \S+\.md \| ([\w ]+?) \| \S+ \| (\S+) \|/gm)].map((row) => `${row[1]} ${row[2]} ${row[3]!.slice(0, 1)}`);
}

/** The documents a search answer's hits name, in rank order. */
function hitFiles(found: string): string[] {
  return [...found.matchAll(/^\d+\. \*\*\S+\*\* (\S+\.md) › /gm)].map((hit) => hit[1]!);
}

describe('the document tools while the documents are being written', () => {
  it('read_document tells the client each document written, then answers with the document', async () => {
    const source = new WritingSource();
    const client = await connect(source);
    const progress: Progress[] = [];
    // Each notification the client receives lets one more document be written.
    const readme = await call(client, 'read_document', { type: 'readme' }, (event) => {
      progress.push(event);
      setImmediate(() => source.writeOne());
    });
    expect(readme.isError).toBe(false);
    expect(readme.text).toContain(`# README.md at ${HEAD.slice(0, 7)}\n\n## Overview`);
    expect(progress.map((event) => event.progress)).toEqual([...Array(12).keys()]);
    expect(progress[3]).toEqual({ progress: 3, total: 12, message: `Writing the documents of acme at ${HEAD.slice(0, 7)}: 3 of 12 written.` });
    await client.close();
  });

  it('answers "still being written" after its wait when they are not, and a client that sent no progressToken gets the same', async () => {
    const source = new WritingSource();
    source.writeOne();
    const client = await connect(source);
    const progress: Progress[] = [];
    const [withProgress, without] = await Promise.all([call(client, 'read_document', { type: 'architecture' }, (event) => progress.push(event)), call(client, 'search', { query: 'queue' })]);
    expect(withProgress).toMatchObject({ isError: true, text: `ARCHITECTURE.md of acme is still being written for commit ${HEAD.slice(0, 7)} (1 of 12 written); ask again in a few seconds.` });
    expect(progress).toEqual([{ progress: 1, total: 12, message: expect.stringContaining('1 of 12 written') }]);
    expect(without.isError).toBe(false);
    expect(without.text).toContain(`> The documents of acme are still being written for commit ${HEAD.slice(0, 7)} (1 of 12 written); ask again in a few seconds.`);
    expect(hitFiles(without.text)).toEqual([]);
    expect(without.text).toContain('Nothing in the documents and code of acme');
    await client.close();
  });

  it('answers at once from an earlier commit’s documents, saying the head’s are being written, and lists the pending ones', async () => {
    const source = new WritingSource(['readme', 'architecture']);
    const client = await connect(source);
    const listed = await call(client, 'list_documents', {});
    expect(rowsOf(listed.text)).toEqual(['readme ready a', 'architecture ready a', ...DOC_TYPES.filter((type) => type !== 'readme' && type !== 'architecture').map((type) => `${type} being written —`)]);
    expect(listed.text).toContain('Being written for the head: 0 of 12; list again in a few seconds.');
    expect(listed.text).toContain('| code_index | CODE_INDEX.md | being written | — | — | — |');

    const readme = await call(client, 'read_document', { type: 'readme' });
    expect(readme.text).toMatch(new RegExp(`^> The documents are being written again for the head ${HEAD.slice(0, 7)} \\(0 of 12 written\\): this answer is from those of commit ${EARLIER.slice(0, 7)}\\.\n\n> README.md of acme at commit ${EARLIER.slice(0, 7)} \\(head ${HEAD.slice(0, 7)}, 1 commits behind\\)`));
    const found = await call(client, 'search', { query: 'queue' });
    expect(found.text).toContain('this answer is from an earlier commit\'s.');
    expect(hitFiles(found.text).sort()).toEqual(['ARCHITECTURE.md', 'README.md']);
    await client.close();
  });
});

/**
 * A repository whose head's snapshot is being taken, `FILES` files parsed one at a time when the
 * test says so (`parseOne`), as the CLI's background thread parses them; `querySnapshot` waits for it.
 */
class ReadingSource implements ChronicleSource {
  static readonly FILES = 40;
  private parsed = 0;
  private changed = resolvable();
  private taken = resolvable();
  readonly repository: McpRepository = { id: 'acme', fullName: 'acme', description: null, language: null, url: null, headSha: HEAD };
  private readonly snapshot = {
    commit: { sha: HEAD },
    files: [{ path: 'src/queue.ts', role: 'source', language: 'TypeScript', code: { symbols: [{ name: 'Queue', qualifiedName: 'Queue', kind: 'class', signature: 'class Queue', doc: null, exported: true, line: 1, endLine: 3, parent: null, implements: [], extends: [] }], imports: [], calls: [] } }],
  } as unknown as Snapshot;

  parseOne(): void {
    this.parsed++;
    if (this.parsed === ReadingSource.FILES) this.taken.resolve();
    const changed = this.changed;
    this.changed = resolvable();
    changed.resolve();
  }

  async listRepositories(): Promise<McpRepository[]> {
    return [this.repository];
  }

  async open(id: string): Promise<RepositoryReader | null> {
    if (id !== this.repository.id) return null;
    return {
      repository: this.repository,
      listDocuments: async () => [],
      readDocument: async () => null,
      querySnapshot: async (query) => {
        await this.taken.promise;
        return runSnapshotQuery(this.snapshot, query);
      },
      gitRepository: async () => null,
      entriesSince: async () => [],
      snapshotUnderWay: (): SnapshotUnderWay | null => (this.parsed < ReadingSource.FILES ? { commit: HEAD, filesParsed: this.parsed, filesTotal: ReadingSource.FILES, next: this.changed.promise } : null),
    };
  }
}

describe('the code tools while the head’s snapshot is being taken', () => {
  it('tell the client how many files are parsed, every 5% of them, then answer from the snapshot', async () => {
    const source = new ReadingSource();
    const client = await connect(source);
    const progress: Progress[] = [];
    // Each notification lets one more file be parsed; the others are parsed meanwhile.
    const found = await call(client, 'find_symbol', { name: 'Queue' }, (event) => {
      progress.push(event);
      setImmediate(() => {
        for (let file = 0; file < ReadingSource.FILES / 10; file++) source.parseOne();
      });
    });
    expect(found.isError).toBe(false);
    expect(found.text).toContain(`"Queue" in acme at ${HEAD.slice(0, 7)}`);
    expect(found.text).toContain('## Queue (class, exported)');
    // 40 files in steps of 4 at least: strictly more each time, never more than the total.
    expect(progress.map((event) => event.progress)).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32, 36]);
    expect(progress[1]).toEqual({ progress: 4, total: 40, message: `Reading the code of acme at ${HEAD.slice(0, 7)}: 4 of 40 files parsed.` });
    await client.close();
  });
});

import { Worker } from 'node:worker_threads';
import { DOC_TYPES, type DocType } from '@chronicle/contracts';
import { openRepository, runGit, type Repository } from '@chronicle/history';
import { runSnapshotQuery, ToolError, type ChronicleSource, type DocumentsUnderWay, type McpDocument, type McpDocumentInfo, type McpRepository, type RepositoryReader, type SnapshotUnderWay } from '@chronicle/mcp';
import type { Snapshot } from '@chronicle/snapshot';
import { cacheDir, documentsCacheDir, gateCacheDir, snapshotCacheDir } from '../cache-dir.js';
import type { CliIo } from '../cli-io.js';
import type { BackgroundSettings, FromBackground, ToBackground } from './background-messages.js';
import { readStoredDocuments, storedDocumentsFile, type StoredDocuments } from './stored-documents.js';

/**
 * How long a tool that needs the code waits for the head's snapshot (a first start on a large
 * repository, or the few seconds after a commit) before it answers from an earlier commit's, or
 * says the code is still being read: well under the SDK client's 60 s request timeout.
 */
const SNAPSHOT_WAIT_MS = 20_000;

/** A promise that settles when something changed, for whoever waits on it. */
type Signal = { promise: Promise<void>; resolve: () => void };

function signal(): Signal {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The head's documents while the background thread writes them. */
type Writing = { commit: string; written: number; total: number; changed: Signal };

/**
 * One local repository for `chronicle mcp`. Nothing heavy runs on the thread that answers: from
 * the start, and again each time HEAD moves, a background thread (background-worker.ts) takes
 * the head's snapshot (cached by commit like `chronicle docs`; a new commit parses only the files
 * it changed) and writes the twelve documents with the built-in engine (kept on disk by commit,
 * so a second start on the same commit reads them back). Git answers need neither; code answers
 * wait for the head's snapshot (SNAPSHOT_WAIT_MS at most); document answers use what is ready —
 * an earlier commit's documents while the head's are written, and the tools wait a few seconds
 * with progress when there are none (`documentsUnderWay`). Every call checks HEAD first.
 */
export class LocalSource implements ChronicleSource {
  private head: string | null = null;
  /** The newest snapshot received; `snapshotChanged` settles when another arrives or one fails. */
  private snapshot: Snapshot | null = null;
  private snapshotChanged = signal();
  private snapshotFailure: { commit: string; message: string } | null = null;
  private reading: { commit: string; filesParsed: number; filesTotal: number } | null = null;
  /** The newest documents received (the head's, or an earlier commit's while the head's are written). */
  private documents: StoredDocuments | null = null;
  private writing: Writing | null = null;
  private failure: { commit: string; message: string } | null = null;
  private readonly behind = new Map<string, Promise<number | null>>();
  private worker: Worker | null = null;
  private readonly generation = new Int32Array(new SharedArrayBuffer(4));
  private language: string | null = null;
  private description: string | null = null;

  private constructor(
    private readonly repository: Repository,
    private readonly folder: string,
    private readonly io: CliIo,
  ) {}

  /** Opens the repository at `folder` (a work tree, any folder inside one, or a bare repository). */
  static async open(folder: string, io: CliIo): Promise<LocalSource> {
    return new LocalSource(await openRepository(folder, { cacheDir: cacheDir(io) }), folder, io);
  }

  /** `owner/name` from the remote when it names a known host, else the folder's name. */
  get id(): string {
    return this.repository.name;
  }

  /** Starts the background work for HEAD at once, before any call asks for it. */
  async start(): Promise<void> {
    await this.currentHead();
  }

  /** Ends the background thread (the server is closing). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  async listRepositories(): Promise<McpRepository[]> {
    await this.currentHead();
    return [this.describe()];
  }

  async open(id: string): Promise<RepositoryReader | null> {
    if (id !== this.id) return null;
    const head = await this.currentHead();
    const describe = () => this.describe();
    return {
      get repository() {
        return describe();
      },
      listDocuments: async () => (await this.documentsAt(head)).map(({ content: _content, ...info }): McpDocumentInfo => info),
      readDocument: async (type: DocType) => (await this.documentsAt(head)).find((document) => document.type === type && document.status === 'ready') ?? null,
      // Every code tool's question, on the snapshot this thread holds (parsed once per commit).
      querySnapshot: async (query) => {
        const snapshot = await this.snapshotOf(head);
        return snapshot ? runSnapshotQuery(snapshot, query) : null;
      },
      gitRepository: async () => this.repository,
      entriesSince: async () => [],
      documentsUnderWay: () => this.underWay(head),
      snapshotUnderWay: () => this.snapshotUnderWay(head),
    };
  }

  private describe(): McpRepository {
    return { id: this.id, fullName: this.id, description: this.description, language: this.language, url: this.repository.webUrl, headSha: this.head };
  }

  /** HEAD now (`git rev-parse` on every call); when it moved, the background thread is asked for its snapshot and documents. */
  private async currentHead(): Promise<string | null> {
    const head = (await runGit(['--git-dir', this.repository.gitDir, 'rev-parse', '--verify', '-q', 'HEAD^{commit}']).catch(() => '')).trim() || null;
    if (head !== this.head) {
      if (this.head) this.io.stderr(`chronicle mcp: HEAD moved to ${head ? head.slice(0, 7) : 'nothing'}; reading it afresh.\n`);
      this.head = head;
      if (head) this.follow(head);
    }
    return head;
  }

  /** Sets what is known of a new head and asks the background thread for what is missing. */
  private follow(head: string): void {
    this.failure = null;
    this.snapshotFailure = null;
    this.reading = null;
    if (this.documents?.commit !== head) this.documents = readStoredDocuments(storedDocumentsFile(documentsCacheDir(this.io), head), head) ?? this.documents;
    this.setWriting(this.documents?.commit === head ? null : { commit: head, written: 0, total: DOC_TYPES.length });
    this.ask(head);
  }

  /** Posts the head to the background thread, started on first need (again after it ended). */
  private ask(head: string): void {
    const generation = Atomics.add(this.generation, 0, 1) + 1;
    this.worker ??= this.startWorker();
    this.worker.postMessage({ type: 'head', commit: head, generation } satisfies ToBackground);
  }

  private startWorker(): Worker {
    const settings: BackgroundSettings = {
      folder: this.folder,
      id: this.id,
      cloneCacheDir: cacheDir(this.io),
      snapshotCacheDir: snapshotCacheDir(this.io),
      gateCacheDir: gateCacheDir(this.io),
      documentsCacheDir: documentsCacheDir(this.io),
      resolveFrom: this.io.cwd,
      generation: this.generation,
    };
    const worker = new Worker(new URL('./background-worker.js', import.meta.url), { workerData: settings });
    // The answering thread alone keeps the process alive: it ends when the client closes stdin.
    worker.unref();
    worker.on('message', (message: FromBackground) => this.received(message));
    worker.on('error', (error) => this.workerEnded(worker, error.message));
    worker.on('exit', (code) => this.workerEnded(worker, `the background thread ended (exit code ${code})`));
    return worker;
  }

  private received(message: FromBackground): void {
    switch (message.type) {
      case 'log':
        this.io.stderr(`chronicle mcp: ${message.text}\n`);
        return;
      case 'snapshot-progress':
        if (message.commit !== this.head) return;
        this.reading = { commit: message.commit, filesParsed: message.filesParsed, filesTotal: message.filesTotal };
        // Wakes a code tool telling its client how far the snapshot is (`snapshotUnderWay`).
        return this.signalSnapshot();
      case 'snapshot':
        return this.snapshotReceived(message.commit, JSON.parse(message.json) as Snapshot);
      case 'snapshot-failed':
        return this.snapshotFailed(message.commit, message.message);
      case 'documents-progress':
        if (this.writing?.commit === message.commit && message.written > this.writing.written) this.setWriting({ commit: message.commit, written: message.written, total: message.total });
        return;
      case 'documents':
        // An earlier head's documents are still newer than none, or than an older commit's.
        if (message.commit === this.head || this.documents?.commit !== this.head) this.documents = message.stored;
        if (this.writing?.commit === message.commit) this.setWriting(null);
        return;
      case 'documents-failed':
        return this.documentsFailed(message.commit, message.message);
    }
  }

  private snapshotReceived(commit: string, snapshot: Snapshot): void {
    // An earlier head's snapshot replaces an older one, never the head's.
    if (commit !== this.head && this.snapshot?.commit.sha === this.head) return;
    this.snapshot = snapshot;
    // What list_repositories shows once the snapshot is taken: the main language and the root manifest's description.
    this.language = snapshot.languages.find((language) => language.type === 'programming')?.language ?? null;
    this.description = snapshot.manifests.find((manifest) => !manifest.path.includes('/') && manifest.description)?.description ?? null;
    this.signalSnapshot();
  }

  private snapshotFailed(commit: string, message: string): void {
    if (commit !== this.head) return;
    this.snapshotFailure = { commit, message };
    this.signalSnapshot();
    this.documentsFailed(commit, `its snapshot could not be taken: ${message}`);
  }

  private signalSnapshot(): void {
    const changed = this.snapshotChanged;
    this.snapshotChanged = signal();
    changed.resolve();
  }

  private documentsFailed(commit: string, message: string): void {
    if (this.writing?.commit !== commit) return;
    this.failure = { commit, message };
    this.io.stderr(`chronicle mcp: the documents of ${this.id} at ${commit.slice(0, 7)} could not be written: ${message}\n`);
    this.setWriting(null);
  }

  /** A thread that failed or ended leaves nothing waiting on it; the next call that needs it starts another. */
  private workerEnded(worker: Worker, message: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    if (this.head && this.snapshot?.commit.sha !== this.head) this.snapshotFailed(this.head, message);
    if (this.writing) this.documentsFailed(this.writing.commit, message);
  }

  /** Replaces the writing state and wakes whoever waits on the old one. */
  private setWriting(writing: Omit<Writing, 'changed'> | null): void {
    const previous = this.writing;
    this.writing = writing ? { ...writing, changed: signal() } : null;
    previous?.changed.resolve();
  }

  private underWay(head: string | null): DocumentsUnderWay | null {
    const writing = this.writing;
    if (!writing || writing.commit !== head) return null;
    return { commit: writing.commit, written: writing.written, total: writing.total, next: writing.changed.promise };
  }

  /** The head's snapshot while the background thread takes it: files parsed so far, and a promise of the next change. */
  private snapshotUnderWay(opened: string | null): SnapshotUnderWay | null {
    const head = this.head ?? opened;
    if (!head || this.snapshot?.commit.sha === head || this.snapshotFailure?.commit === head) return null;
    const reading = this.reading?.commit === head ? this.reading : null;
    return { commit: head, filesParsed: reading?.filesParsed ?? 0, filesTotal: reading?.filesTotal ?? 0, next: this.snapshotChanged.promise };
  }

  /** The newest documents ready, with how far behind `head` they are; a failure of the head's said as a sentence. */
  private async documentsAt(head: string | null): Promise<McpDocument[]> {
    if (!head) return [];
    // The thread ended (it crashed): a call that needs the documents starts another for them.
    if (this.failure?.commit === head && !this.worker && head === this.head) this.follow(head);
    const stored = this.documents;
    if (this.failure?.commit === head && stored?.commit !== head) throw new ToolError(`The documents of ${this.id} at ${head.slice(0, 7)} could not be written: ${this.failure.message}`);
    if (!stored) return [];
    if (stored.commit === head) return stored.documents;
    const behind = await this.commitsBehind(stored.commit, head);
    return stored.documents.map((document) => ({ ...document, commitsBehind: behind }));
  }

  private commitsBehind(commit: string, head: string): Promise<number | null> {
    const key = `${commit}..${head}`;
    let count = this.behind.get(key);
    if (!count) {
      count = runGit(['--git-dir', this.repository.gitDir, 'rev-list', '--count', key]).then((out) => Number(out.trim()), () => null);
      this.behind.set(key, count);
    }
    return count;
  }

  /**
   * The snapshot the code tools answer from: the head's — the newest head's when HEAD moved on
   * meanwhile — waited for at most SNAPSHOT_WAIT_MS; then an earlier commit's when there is one
   * (the answer names its commit), else a sentence saying the code is still being read. Null
   * when the repository has no commit.
   */
  private async snapshotOf(opened: string | null): Promise<Snapshot | null> {
    const deadline = Date.now() + SNAPSHOT_WAIT_MS;
    let restarted = false;
    for (;;) {
      const head = this.head ?? opened;
      if (!head) return null;
      if (this.snapshot?.commit.sha === head) return this.snapshot;
      if (this.snapshotFailure?.commit === head) {
        // A snapshot that could not be taken is not taken again for this head; a thread that
        // ended (it crashed) is started again, once per call.
        if (this.worker || restarted) throw new Error(`The code of ${this.id} at ${head.slice(0, 7)} could not be read: ${this.snapshotFailure.message}`);
        restarted = true;
        this.follow(head);
      }
      const left = deadline - Date.now();
      if (left <= 0) break;
      await settledOrAfter(this.snapshotChanged.promise, left);
    }
    if (this.snapshot) return this.snapshot;
    const reading = this.reading && this.reading.filesTotal > 0 ? ` (${this.reading.filesParsed.toLocaleString('en-US')} of ${this.reading.filesTotal.toLocaleString('en-US')} files parsed)` : '';
    throw new ToolError(`The code of ${this.id} at ${this.head?.slice(0, 7) ?? 'HEAD'} is still being read${reading}; ask again in a few seconds.`);
  }
}

/** Resolves when `promise` settles or after `ms`, whichever is first; leaves no timer behind. */
function settledOrAfter(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

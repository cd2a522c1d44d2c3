import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOC_FILE_NAMES, DOC_TYPES, type DocType } from '@chronicle/contracts';
import { BUILT_IN_AGENTS, createAgentRegistry, folderGateCache, writeDocuments } from '@chronicle/agents';
import { openRepository, runGit, type Repository } from '@chronicle/history';
import { answerSnapshotQuery, symbolAnswerOf, type ChronicleSource, type McpDocument, type McpDocumentInfo, type McpRepository, type RepositoryReader } from '@chronicle/mcp';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';
import { cacheDir, documentsCacheDir, gateCacheDir, snapshotCacheDir } from '../cache-dir.js';
import type { CliIo } from '../cli-io.js';

/** The documents written for one commit, as kept on disk. */
type StoredDocuments = { repository: string; commit: string; generatedAt: string; documents: McpDocument[] };

/** What is known of one head: taken and written at most once each, on first need. */
type HeadState = { head: string | null; snapshot?: Promise<Snapshot>; documents?: Promise<StoredDocuments>; language?: string | null; description?: string | null };

// The layout of the stored documents; another value is written again.
const STORE_VERSION = 1;

/**
 * One local repository for `chronicle mcp`: the snapshot of HEAD (cached by commit like `chronicle
 * docs`), the twelve documents written by the built-in engine on the first tool call that needs
 * them and kept on disk by commit (a second start on the same commit reads them back), the git
 * history itself, and no stored entries. Every call checks HEAD first: a new commit is read afresh.
 */
export class LocalSource implements ChronicleSource {
  private state: HeadState = { head: null };

  private constructor(
    private readonly repository: Repository,
    private readonly io: CliIo,
  ) {}

  /** Opens the repository at `folder` (a work tree, any folder inside one, or a bare repository). */
  static async open(folder: string, io: CliIo): Promise<LocalSource> {
    return new LocalSource(await openRepository(folder, { cacheDir: cacheDir(io) }), io);
  }

  /** `owner/name` from the remote when it names a known host, else the folder's name. */
  get id(): string {
    return this.repository.name;
  }

  async listRepositories(): Promise<McpRepository[]> {
    await this.currentState();
    return [this.describe()];
  }

  async open(id: string): Promise<RepositoryReader | null> {
    if (id !== this.id) return null;
    const state = await this.currentState();
    const describe = () => this.describe();
    return {
      get repository() {
        return describe();
      },
      listDocuments: async () => (await this.documents(state))?.documents.map(({ content: _content, ...info }): McpDocumentInfo => info) ?? [],
      readDocument: async (type: DocType) => (await this.documents(state))?.documents.find((document) => document.type === type && document.status === 'ready') ?? null,
      findSymbols: async (query) => {
        const snapshot = await this.snapshot(state);
        return snapshot ? symbolAnswerOf(snapshot, query) : null;
      },
      querySnapshot: async (query) => {
        const snapshot = await this.snapshot(state);
        return snapshot ? answerSnapshotQuery(snapshot, query) : null;
      },
      gitRepository: async () => this.repository,
      entriesSince: async () => [],
    };
  }

  private describe(): McpRepository {
    return { id: this.id, fullName: this.id, description: this.state.description ?? null, language: this.state.language ?? null, url: this.repository.webUrl, headSha: this.state.head };
  }

  /** The state of HEAD now: `git rev-parse HEAD` on every call, a fresh state when it moved. */
  private async currentState(): Promise<HeadState> {
    const head = (await runGit(['--git-dir', this.repository.gitDir, 'rev-parse', '--verify', '-q', 'HEAD^{commit}']).catch(() => '')).trim() || null;
    if (head !== this.state.head) {
      if (this.state.head) this.io.stderr(`chronicle mcp: HEAD moved to ${head ? head.slice(0, 7) : 'nothing'}; reading it afresh.\n`);
      this.state = { head };
    }
    return this.state;
  }

  private snapshot(state: HeadState): Promise<Snapshot | null> {
    if (!state.head) return Promise.resolve(null);
    state.snapshot ??= buildSnapshot(this.repository, { commit: state.head, cacheDir: snapshotCacheDir(this.io), cloneCacheDir: cacheDir(this.io) }).then((snapshot) => {
      // What list_repositories shows once the snapshot is taken: the main language and the root manifest's description.
      state.language = snapshot.languages.find((language) => language.type === 'programming')?.language ?? null;
      state.description = snapshot.manifests.find((manifest) => !manifest.path.includes('/') && manifest.description)?.description ?? null;
      return snapshot;
    });
    state.snapshot.catch(() => (state.snapshot = undefined));
    return state.snapshot;
  }

  private documents(state: HeadState): Promise<StoredDocuments | null> {
    if (!state.head) return Promise.resolve(null);
    state.documents ??= this.readOrWrite(state, state.head);
    state.documents.catch(() => (state.documents = undefined));
    return state.documents;
  }

  private async readOrWrite(state: HeadState, head: string): Promise<StoredDocuments> {
    const file = path.join(documentsCacheDir(this.io), `${head}.json`);
    const stored = readStored(file, head);
    if (stored) return stored;
    const snapshot = (await this.snapshot(state))!;
    const { registry } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS, packageNames: [], resolveFrom: [this.io.cwd] });
    const agents = registry.list();
    this.io.stderr(`chronicle mcp: writing ${agents.length} documents of ${this.id} at ${head.slice(0, 7)} (once per commit)…\n`);
    const documents: McpDocument[] = [];
    await writeDocuments({
      snapshot,
      agents,
      engine: 'built-in',
      gateCache: folderGateCache(gateCacheDir(this.io)),
      onAgentDone: (progress) => this.io.stderr(`chronicle mcp: ${progress.done}/${progress.total} documents written\n`),
      onDocument: (run) => {
        const { docType } = run.agent.meta;
        const file = DOC_FILE_NAMES[docType];
        const base = { type: docType, file, commit: head, commitsBehind: 0, generatedAt: new Date().toISOString() };
        if (run.status === 'written' && !run.outcome.report.refused) documents.push({ ...base, status: 'ready', qualityScore: run.outcome.document.qualityScore, error: null, content: run.outcome.document.content });
        else {
          const error = run.status === 'failed' ? run.reason : run.status === 'written' ? `The quality gate refused it: ${run.outcome.report.problems.map((problem) => problem.message).join(' ')}` : 'It was not written.';
          documents.push({ ...base, status: 'failed', qualityScore: null, error, content: '' });
        }
      },
    });
    documents.sort((a, b) => DOC_TYPES.indexOf(a.type) - DOC_TYPES.indexOf(b.type));
    const written: StoredDocuments = { repository: this.id, commit: head, generatedAt: new Date().toISOString(), documents };
    writeStored(file, written);
    return written;
  }
}

function readStored(file: string, head: string): StoredDocuments | null {
  if (!existsSync(file)) return null;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredDocuments & { version?: number };
    return stored.version === STORE_VERSION && stored.commit === head && Array.isArray(stored.documents) ? stored : null;
  } catch {
    return null;
  }
}

/** Written to a temporary file and renamed, so a second server never reads half a file. */
function writeStored(file: string, stored: StoredDocuments): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ version: STORE_VERSION, ...stored }));
  renameSync(temporary, file);
}

// The background thread of `chronicle mcp`: takes the snapshot of the head and writes its twelve
// documents, so that the thread answering the client never parses code or runs an agent and a
// tool that needs only git answers at once. The snapshot library (tree-sitter, the language data)
// and the agents load here, the agents only once a snapshot is taken.
import { parentPort, workerData } from 'node:worker_threads';
import { DOC_FILE_NAMES, DOC_TYPES } from '@chronicle/contracts';
import { openRepository, type Repository } from '@chronicle/history';
import type { McpDocument } from '@chronicle/mcp';
import { buildSnapshot, type Snapshot } from '@chronicle/snapshot';
import type { BackgroundSettings, FromBackground, ToBackground } from './background-messages.js';
import { readStoredDocuments, storedDocumentsFile, writeStoredDocuments, type StoredDocuments } from './stored-documents.js';

/** Thrown between two documents when HEAD moved: the run for the old head is given up. */
class Superseded extends Error {}

const settings = workerData as BackgroundSettings;
const port = parentPort!;
let wanted: ToBackground | null = null;
let running = false;
let repository: Promise<Repository> | null = null;

function post(message: FromBackground): void {
  port.postMessage(message);
}

port.on('message', (message: ToBackground) => {
  wanted = message;
  if (!running) void serveWanted();
});

/** Serves the newest head asked for, then any newer one asked for meanwhile. */
async function serveWanted(): Promise<void> {
  running = true;
  try {
    let served: ToBackground | null = null;
    while (wanted && wanted !== served) {
      served = wanted;
      await serve(served);
    }
  } finally {
    running = false;
  }
}

async function serve({ commit, generation }: ToBackground): Promise<void> {
  const superseded = () => Atomics.load(settings.generation, 0) !== generation;
  let snapshot: Snapshot;
  try {
    snapshot = await takeSnapshot(commit);
  } catch (error) {
    post({ type: 'snapshot-failed', commit, message: messageOf(error) });
    return;
  }
  if (superseded()) return;
  const file = storedDocumentsFile(settings.documentsCacheDir, commit);
  try {
    const stored = readStoredDocuments(file, commit) ?? (await writeAll(snapshot, commit, superseded));
    post({ type: 'documents', commit, stored });
  } catch (error) {
    if (!(error instanceof Superseded)) post({ type: 'documents-failed', commit, message: messageOf(error) });
  }
}

/** The snapshot of `commit`: read back from the cache, or taken reading only the files no earlier snapshot has seen. */
async function takeSnapshot(commit: string): Promise<Snapshot> {
  repository ??= openRepository(settings.folder, { cacheDir: settings.cloneCacheDir }).catch((error: unknown) => {
    // Opened again by the next head asked for (the folder may be back by then).
    repository = null;
    throw error;
  });
  const snapshot = await buildSnapshot(await repository, {
    commit,
    cacheDir: settings.snapshotCacheDir,
    cloneCacheDir: settings.cloneCacheDir,
    onProgress: (event) => {
      if (event.stage === 'files') post({ type: 'snapshot-progress', commit, filesParsed: event.filesParsed, filesTotal: event.filesTotal });
    },
  });
  post({ type: 'snapshot', commit, json: JSON.stringify(snapshot) });
  return snapshot;
}

/** The twelve documents of the snapshot by the built-in engine, stored on disk by commit. */
async function writeAll(snapshot: Snapshot, commit: string, superseded: () => boolean): Promise<StoredDocuments> {
  const { BUILT_IN_AGENTS, createAgentRegistry, folderGateCache, writeDocuments } = await import('@chronicle/agents');
  const { registry } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS, packageNames: [], resolveFrom: [settings.resolveFrom] });
  const agents = registry.list();
  post({ type: 'log', text: `writing ${agents.length} documents of ${settings.id} at ${commit.slice(0, 7)} (once per commit)…` });
  post({ type: 'documents-progress', commit, written: 0, total: agents.length });
  const documents: McpDocument[] = [];
  await writeDocuments({
    snapshot,
    agents,
    engine: 'built-in',
    gateCache: folderGateCache(settings.gateCacheDir),
    onAgentDone: (progress) => {
      // Thrown outside the agent's own error handling, so the run ends here.
      if (superseded()) throw new Superseded();
      post({ type: 'documents-progress', commit, written: progress.done, total: progress.total });
      post({ type: 'log', text: `${progress.done}/${progress.total} documents written` });
    },
    onDocument: (run) => {
      const { docType } = run.agent.meta;
      const base = { type: docType, file: DOC_FILE_NAMES[docType], commit, commitsBehind: 0, generatedAt: new Date().toISOString() };
      if (run.status === 'written' && !run.outcome.report.refused) documents.push({ ...base, status: 'ready', qualityScore: run.outcome.document.qualityScore, error: null, content: run.outcome.document.content });
      else {
        const error = run.status === 'failed' ? run.reason : run.status === 'written' ? `The quality gate refused it: ${run.outcome.report.problems.map((problem) => problem.message).join(' ')}` : 'It was not written.';
        documents.push({ ...base, status: 'failed', qualityScore: null, error, content: '' });
      }
    },
  });
  documents.sort((a, b) => DOC_TYPES.indexOf(a.type) - DOC_TYPES.indexOf(b.type));
  const stored: StoredDocuments = { repository: settings.id, commit, generatedAt: new Date().toISOString(), documents };
  writeStoredDocuments(storedDocumentsFile(settings.documentsCacheDir, commit), stored);
  return stored;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim() || 'an unexpected error';
}

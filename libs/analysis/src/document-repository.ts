import { DOC_TYPES, type DocType } from '@chronicle/contracts';
import { BUILT_IN_AGENTS, createAgentRegistry, documentRecord, folderGateCache, writeDocuments, type DocumentRecord, type RegisteredAgent } from '@chronicle/agents';
import { buildSnapshot, type SnapshotProgress } from '@chronicle/snapshot';
import { commitsBehind } from './commits-behind.js';
import { documentModelOf, type PlainModelSettings } from './model-settings.js';

export type DocumentRepositoryInput = {
  /** A clone URL or a local path. */
  source: string;
  /** The commit to document (SHA, branch or tag); default: the default branch's head. */
  commit?: string;
  cloneCacheDir: string;
  /** The snapshot cache (whole snapshots by commit, facts by blob). */
  snapshotCacheDir: string;
  /** What the quality gate read from texts in earlier runs. */
  gateCacheDir: string;
  /** npm packages of extra agents (as `CHRONICLE_AGENT_PACKAGES`); a broken one is refused and the others run. */
  agentPackages: string[];
  /** Folders the agent packages are resolved from, before Chronicle's own installation; default none. */
  agentResolveFrom?: string[];
  /** The documents to write; null: every registered agent's. */
  docTypes: DocType[] | null;
  /**
   * The stored documents' inputs digests: a document whose digest did not change is kept. With the
   * commit it was written at, the result says how far the documented commit is ahead of it.
   */
  previous: { type: DocType | string; inputs: string; commit?: string }[];
  model?: PlainModelSettings | null;
};

export type DocumentRepositoryProgress = ({ phase: 'snapshot' } & SnapshotProgress) | { phase: 'writing-documents'; documentsDone: number; documentsTotal: number };

export type RepositoryDocuments = {
  /** The commit documented. */
  headSha: string;
  /** `owner/name` from the remote, else the folder name. */
  repositoryName: string;
  /** The documents written, refused ones included (`refused: true` with the gate's problems): store only the others. */
  documents: DocumentRecord[];
  /**
   * The documents whose inputs did not change: the stored ones stand. `commitsBehind`: commits the
   * documented commit has that the kept document's does not (null when its commit was not given or
   * is unknown).
   */
  kept: { type: DocType; commitsBehind: number | null }[];
  /** Agents that threw, and document types no agent writes, each with a sentence. */
  failed: { type: DocType; reason: string }[];
  /** Agent packages that were not loaded, each with a sentence naming it. */
  refusedAgents: string[];
};

/**
 * Takes the snapshot of one commit (`buildSnapshot`, cached) and runs the agents on it through
 * `writeDocuments`: a document whose inputs digest equals the stored one is kept, the others are
 * written and checked by the gate, and an agent that throws is reported and the others still run.
 */
export async function documentRepository(input: DocumentRepositoryInput, onProgress?: (event: DocumentRepositoryProgress) => void): Promise<RepositoryDocuments> {
  const { registry, refused } = await createAgentRegistry({ builtIns: BUILT_IN_AGENTS, packageNames: input.agentPackages, resolveFrom: input.agentResolveFrom ?? [] });
  const failed: RepositoryDocuments['failed'] = [];
  let agents: RegisteredAgent[];
  if (input.docTypes === null) agents = registry.list();
  else {
    agents = [];
    for (const type of DOC_TYPES.filter((known) => input.docTypes!.includes(known))) {
      const agent = registry.forDocType(type);
      if (agent) agents.push(agent);
      else failed.push({ type, reason: `No agent writes the ${type} document.` });
    }
  }
  const snapshot = await buildSnapshot(input.source, {
    ...(input.commit ? { commit: input.commit } : {}),
    cloneCacheDir: input.cloneCacheDir,
    cacheDir: input.snapshotCacheDir,
    onProgress: (event) => onProgress?.({ phase: 'snapshot', ...event }),
  });
  const { model, engine } = documentModelOf(input.model);
  const documents: DocumentRecord[] = [];
  const kept: RepositoryDocuments['kept'] = [];
  onProgress?.({ phase: 'writing-documents', documentsDone: 0, documentsTotal: agents.length });
  await writeDocuments({
    snapshot,
    agents,
    engine,
    ...(model ? { model } : {}),
    gateCache: folderGateCache(input.gateCacheDir),
    previousInputs: new Map(input.previous.map((document) => [document.type, document.inputs])),
    onAgentDone: ({ done, total }) => onProgress?.({ phase: 'writing-documents', documentsDone: done, documentsTotal: total }),
    onDocument: (run) => {
      if (run.status === 'kept') kept.push({ type: run.agent.meta.docType, commitsBehind: null });
      else if (run.status === 'failed') failed.push({ type: run.agent.meta.docType, reason: run.reason });
      else documents.push(documentRecord(run.outcome, run.inputs));
    },
  });
  // One count per distinct commit the kept documents were written at (usually one).
  const behind = new Map<string, number | null>();
  for (const document of kept) {
    const commit = input.previous.find((previous) => previous.type === document.type)?.commit;
    if (!commit) continue;
    if (!behind.has(commit)) behind.set(commit, await commitsBehind({ source: input.source, cloneCacheDir: input.cloneCacheDir, from: commit, to: snapshot.commit.sha }).catch(() => null));
    document.commitsBehind = behind.get(commit)!;
  }
  return { headSha: snapshot.commit.sha, repositoryName: snapshot.repository.name, documents, kept, failed, refusedAgents: refused.map((package_) => package_.reason) };
}

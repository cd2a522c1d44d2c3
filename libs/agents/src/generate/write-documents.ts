import { createHash } from 'node:crypto';
import type { DocType } from '@chronicle/contracts';
import type { Snapshot } from '@chronicle/snapshot';
import { checkAcrossDocuments, withContradictions } from '../gate/across-documents.js';
import type { GateCache } from '../gate/gate-cache.js';
import type { TextReader } from '../gate/text-reader.js';
import type { ModelSettings } from '../model/model-settings.js';
import type { RegisteredAgent } from '../registry/agent-registry.js';
import { inputsDigest } from './inputs-digest.js';
import { writeDocument, type DocumentOutcome } from './write-document.js';
import type { CoverageTarget, GeneratedDocument } from '../sdk/agent.js';

/**
 * What became of one agent's document in a run:
 * - `kept`: its inputs digest equals the previous document's, so the previous document stands;
 * - `written`: the agent wrote it and the gate judged it (`outcome.report.refused` says whether it
 *   was refused — a refused document must not be stored);
 * - `failed`: the agent threw; `reason` says so in a sentence. The other agents still ran.
 */
export type DocumentRun =
  | { status: 'kept'; agent: RegisteredAgent; inputs: string }
  | { status: 'written'; agent: RegisteredAgent; inputs: string; outcome: DocumentOutcome }
  | { status: 'failed'; agent: RegisteredAgent; inputs: string | null; reason: string };

export type WriteDocumentsInput = {
  snapshot: Snapshot;
  /** The registered agents to run, in the order they run. */
  agents: readonly RegisteredAgent[];
  /** How the documents are written (`built-in`, or `model:<provider name>`): part of every inputs digest. */
  engine: string;
  model?: ModelSettings;
  gateCache?: GateCache;
  /**
   * Reads the documents' Markdown and diagrams; with a reader on its own thread
   * (`startTextReaderThread`) an agent writes while the documents before it are read. Default: on this thread.
   */
  reader?: TextReader;
  /** The inputs digests of the documents stored before, by document type; a type absent here is written. */
  previousInputs?: ReadonlyMap<DocType | string, string>;
  /** Called as each agent ends, with how many of `agents` are done: for progress while the run goes on. */
  onAgentDone?: (progress: { done: number; total: number }) => void;
  /**
   * Called for each agent, in order, once every agent has run and the written documents were read
   * against each other (see `checkAcrossDocuments`): a document refused for contradicting another
   * arrives refused.
   */
  onDocument?: (run: DocumentRun, progress: { done: number; total: number }) => void | Promise<void>;
};

/**
 * The documentation loop the CLI and the server share: for each agent, the inputs digest of this
 * snapshot (see `inputsDigest`); when it equals the previous document's, the document is kept,
 * else the agent writes it (`writeDocument`). An agent that throws is reported as failed and the
 * loop goes on. Then the documents written are read against each other, and one that denies what
 * another shows is refused (`checkAcrossDocuments`). Agents write one after the other. With a
 * reader on its own thread (`startTextReaderThread`) and no model, each document's check goes on
 * while the next agents write, so the parsing and linting (most of the gate's time) runs beside
 * the writing on a second core; otherwise each agent's document is checked before the next agent
 * writes (one model request at a time, one document's readings in memory at a time).
 */
export async function writeDocuments(input: WriteDocumentsInput): Promise<DocumentRun[]> {
  const total = input.agents.length;
  const overlap = input.reader !== undefined && input.model === undefined;
  let done = 0;
  // Each agent's run at the agent's index, whatever order they write in.
  const pending: Promise<DocumentRun>[] = [];
  const coverages = overlap ? input.agents.map((agent) => coverageOf(agent, input.snapshot)) : [];
  for (const index of overlap ? longestFirst(coverages) : input.agents.keys()) {
    const run = runAgent(input.agents[index]!, input, coverages[index] ?? undefined).then((finished) => {
      input.onAgentDone?.({ done: ++done, total });
      return finished;
    });
    pending[index] = run;
    // Lets the document just written reach the reader before the next agent writes.
    if (overlap) await new Promise((resolve) => setImmediate(resolve));
    else await run;
  }
  if (overlap) input.reader?.helpWhileWaiting?.();
  const runs = crossChecked(await Promise.all(pending));
  for (const [index, run] of runs.entries()) await input.onDocument?.(run, { done: index + 1, total });
  return runs;
}

/**
 * The agents' indexes in the order they write when the documents are read on another thread: the one whose
 * document lists the most items first (its coverage target: API_REFERENCE's public symbols,
 * CODE_INDEX's files), since a document's reading takes time in proportion to its length and the
 * longest read, started last, would leave the calling thread waiting at the end. Ties keep the
 * registry's order; an agent whose coverage throws goes last, where its own run reports it.
 */
function longestFirst(coverages: readonly (CoverageTarget | null)[]): number[] {
  const items = coverages.map((coverage) => coverage?.items.length ?? -1);
  return [...coverages.keys()].sort((a, b) => items[b]! - items[a]!);
}

/** The agent's coverage target for the snapshot, asked once and handed to its run; null when it throws (the run asks again and reports it). */
function coverageOf({ agent }: RegisteredAgent, snapshot: Snapshot): CoverageTarget | null {
  try {
    return agent.coverage({ snapshot });
  } catch {
    return null;
  }
}

/** The runs with each written document's contradictions of the others counted in its gate report. */
function crossChecked(runs: DocumentRun[]): DocumentRun[] {
  const documents = runs.flatMap((run) => (run.status === 'written' ? [{ file: run.outcome.document.file, content: run.outcome.document.content }] : []));
  const contradictions = checkAcrossDocuments(documents);
  if (contradictions.length === 0) return runs;
  return runs.map((run) => {
    if (run.status !== 'written') return run;
    const own = contradictions.filter((contradiction) => contradiction.file === run.outcome.document.file);
    if (own.length === 0) return run;
    const report = withContradictions(run.outcome.report, own);
    const document = { ...run.outcome.document, qualityScore: report.qualityScore, components: report.components };
    return { ...run, outcome: { document, report } };
  });
}

async function runAgent(agent: RegisteredAgent, input: WriteDocumentsInput, coverage: CoverageTarget | undefined): Promise<DocumentRun> {
  let inputs: string | null = null;
  try {
    inputs = inputsDigest(agent.meta, input.snapshot, input.engine);
    if (input.previousInputs?.get(agent.meta.docType) === inputs) return { status: 'kept', agent, inputs };
    const outcome = await writeDocument(agent, input.snapshot, { ...(input.model ? { model: input.model } : {}), ...(input.gateCache ? { gateCache: input.gateCache } : {}), ...(input.reader ? { reader: input.reader } : {}), ...(coverage ? { coverage } : {}) });
    return { status: 'written', agent, inputs, outcome };
  } catch (error) {
    return { status: 'failed', agent, inputs, reason: failureReason(agent, error) };
  }
}

/** "The agent "x" (TODO List Agent) could not write TODO.md: <its message>." — one sentence, its message's first line. */
function failureReason(agent: RegisteredAgent, error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim() || 'it gave no reason';
  const sentence = `The agent "${agent.meta.id}" (${agent.meta.name}, from ${agent.source}) could not write the ${agent.meta.docType} document: ${message}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * A written document as it is stored (the CLI's docs.json, the server's rows): the document's
 * fields, what the gate measured, its inputs digest and the SHA-256 of its bytes; a refused one
 * carries the gate's problems and must not be published.
 */
export type DocumentRecord = Omit<GeneratedDocument, 'content'> & {
  coverage: { listed: number; total: number };
  /** The digest of the agent's inputs (see `inputsDigest`): the same digest, the same document. */
  inputs: string;
  /** SHA-256 of the document's bytes (hex). */
  sha256: string;
  refused?: true;
  problems?: string[];
  content: string;
};

/** The record of a written document (see {@link DocumentRecord}). */
export function documentRecord({ document, report }: DocumentOutcome, inputs: string): DocumentRecord {
  return {
    type: document.type,
    file: document.file,
    qualityScore: document.qualityScore,
    components: document.components,
    tokensUsed: document.tokensUsed,
    tokensEstimated: document.tokensEstimated,
    documentTokens: document.documentTokens,
    generationMs: document.generationMs,
    commit: document.commit,
    engine: document.engine,
    model: document.model,
    fallback: document.fallback,
    agent: document.agent,
    coverage: { listed: report.coverage.listed, total: report.coverage.total },
    inputs,
    sha256: createHash('sha256').update(document.content).digest('hex'),
    ...(report.refused ? { refused: true as const, problems: report.problems.map((problem) => problem.message) } : {}),
    content: document.content,
  };
}

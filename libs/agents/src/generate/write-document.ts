import { DOC_FILE_NAMES } from '@chronicle/contracts';
import { countTokens, type Snapshot } from '@chronicle/snapshot';
import { checkDocument, type GateReport } from '../gate/check-document.js';
import { gateCacheKey, type GateCache } from '../gate/gate-cache.js';
import type { TextReader } from '../gate/text-reader.js';
import { proseFromModel } from '../model/model-prose.js';
import type { ModelSettings } from '../model/model-settings.js';
import type { CoverageTarget, GeneratedDocument } from '../sdk/agent.js';
import type { RegisteredAgent } from '../registry/agent-registry.js';

/** A document written by an agent and judged by the gate. A refused one must not be stored. */
export type DocumentOutcome = {
  document: GeneratedDocument;
  report: GateReport;
};

export type WriteDocumentOptions = {
  /** A model for the prose parts; absent: the built-in engine writes everything. */
  model?: ModelSettings;
  /** What the gate read from texts in earlier runs (see `folderGateCache`); absent: every text is read. */
  gateCache?: GateCache;
  /** Reads the documents' Markdown and diagrams (see `startTextReaderThread`); default: on this thread. */
  reader?: TextReader;
  /** The agent's coverage target for this snapshot when the caller already asked for it; absent: asked here. */
  coverage?: CoverageTarget;
};

/**
 * Runs one agent on a snapshot and checks what it wrote. The built-in text is always written and
 * checked first; with a model, the model's prose replaces the built-in prose only when the result
 * passes the gate at least as well (see `proseFromModel`). `generationMs` covers writing, asking
 * and checking — the work done for this document, on whichever thread, not the time it waited for
 * a reader busy with another document; `tokensUsed` is what the model server reported, 0 when no
 * model was asked.
 */
export async function writeDocument(registered: RegisteredAgent, snapshot: Snapshot, options: WriteDocumentOptions = {}): Promise<DocumentOutcome> {
  let workMs = 0;
  const onWork = (ms: number) => {
    workMs += ms;
  };
  let started = performance.now();
  const facts = { snapshot };
  const { agent, meta } = registered;
  const file = DOC_FILE_NAMES[meta.docType];
  const gate = { snapshot, requiredSections: agent.requiredSections(facts), coverage: options.coverage ?? agent.coverage(facts), docFile: file, quotes: agent.quotes?.(facts) ?? [], onWork, ...(options.gateCache ? { cache: options.gateCache } : {}), ...(options.reader ? { reader: options.reader } : {}) };
  const builtIn = agent.write(facts);
  onWork(performance.now() - started);
  // Without a model the built-in text is the document: counted while the gate's reader thread
  // reads it (a megabyte takes most of a second). With one, only the text that wins is counted.
  const builtInTokens = options.model ? null : documentTokens(builtIn, options.gateCache);
  builtInTokens?.catch(() => undefined);
  const builtInReport = await checkDocument(builtIn, gate);
  started = performance.now();
  const prose = options.model
    ? await proseFromModel(options.model, { snapshot, builtIn, builtInReport, gate: { ...gate, onWork: () => undefined }, docFile: file, sections: agent.proseSections?.(facts) ?? null })
    : { content: builtIn, report: builtInReport, usedModel: false, model: null, tokensUsed: 0, tokensEstimated: false, fallback: null };
  // With a model, its request and the second check are timed as they happen, waits included.
  if (options.model) onWork(performance.now() - started);
  const generationMs = Math.round(workMs);
  return {
    report: prose.report,
    document: {
      type: meta.docType,
      file,
      content: prose.content,
      qualityScore: prose.report.qualityScore,
      components: prose.report.components,
      tokensUsed: prose.tokensUsed,
      tokensEstimated: prose.tokensEstimated,
      documentTokens: await (builtInTokens ?? documentTokens(prose.content, options.gateCache)),
      generationMs,
      commit: snapshot.commit.sha,
      engine: prose.usedModel ? 'model' : 'built-in',
      model: prose.model,
      fallback: prose.fallback,
      agent: { id: meta.id, version: meta.version },
    },
  };
}

/** The document's o200k tokens; a text an earlier run counted is not counted again (11 MB took 1.5 s). */
async function documentTokens(content: string, cache: GateCache | undefined): Promise<number> {
  const key = cache ? gateCacheKey('tokens', content) : '';
  const cached = cache ? await cache.get(key) : null;
  if (typeof cached === 'number') return cached;
  const tokens = countTokens(content);
  await cache?.set(key, tokens);
  return tokens;
}

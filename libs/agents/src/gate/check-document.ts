import type { Snapshot } from '@chronicle/snapshot';
import type { CoverageTarget, QualityComponents, RequiredSection } from '../sdk/agent.js';
import { checkDiagrams } from './diagrams.js';
import { gateCacheKey, type GateCache } from './gate-cache.js';
import { type DocumentInventory, type DocumentReading } from './mentions.js';
import { hygieneOf, isRefused, qualityScoreOf, QUALITY_COMPONENTS, roundComponent } from './score.js';
import { checkNegatives } from './negatives.js';
import { quotedLines } from './quotes.js';
import { checkSecrets } from './secrets.js';
import { checkSubstance } from './substance.js';
import { indexSnapshot } from './snapshot-index.js';
import { checkCompleteness, checkCoverage } from './structure.js';
import { IN_THREAD_READER, type TextReader } from './text-reader.js';
import { checkTruthfulness } from './truthfulness.js';

/** One thing the gate found wrong, as a sentence a person can act on. */
export type GateProblem = {
  /** The component it lowers, or `secrets`: a secret lowers no score but refuses the document. */
  check: keyof QualityComponents | 'secrets';
  /** 1-based document line; null for what concerns the whole document (a missing section, coverage). */
  line: number | null;
  message: string;
};

/** The gate's verdict on one document. */
export type GateReport = {
  /** Each 0–1, four decimals. */
  components: QualityComponents;
  /** 0–100, an integer (weights in `QUALITY_WEIGHTS`). */
  qualityScore: number;
  /** The document names something the repository does not have (truthfulness < 1), or holds a secret; the built-in engine never stores it. */
  refused: boolean;
  /** Secrets first, then by component (truthfulness first), then by line. */
  problems: GateProblem[];
  coverage: { measure: string; listed: number; total: number; missing: string[] };
  /** Mentions checked against the snapshot, and how many of them it does not have. */
  mentions: { checked: number; missing: number };
};

export type CheckDocumentOptions = {
  snapshot: Snapshot;
  /** The agent's `requiredSections(facts)`; none when omitted. */
  requiredSections?: readonly RequiredSection[];
  /** The agent's `coverage(facts)`; nothing to cover when omitted. */
  coverage?: CoverageTarget;
  /** The document's file, for messages and relative links: `README.md`. Default `document.md`. */
  docFile?: string;
  /** Where what the gate read from a text is kept between runs (see gate-cache.ts); absent: every text is read. */
  cache?: GateCache;
  /** The agent's `quotes(facts)`: repository texts the document quotes verbatim, whose lines' names are not checked (see `quotedLines`). */
  quotes?: readonly string[];
  /** Reads the document's Markdown and its diagrams (see `startTextReaderThread`); default: on this thread. */
  reader?: TextReader;
  /** Told the milliseconds of each piece of work done for this document, wherever it ran (waits not counted). */
  onWork?: (ms: number) => void;
};

const COVERAGE_NAMES_SHOWN = 10;

/** Checks a document against its snapshot: what it names exists, its sections, its coverage, its diagrams and its Markdown. */
export async function checkDocument(markdown: string, options: CheckDocumentOptions): Promise<GateReport> {
  const docFile = options.docFile ?? 'document.md';
  // The reading goes first (to a reader thread, when there is one); what needs only the text is checked while it is read.
  const reading = readDocument(markdown, options);
  // Awaited below; marked handled now, so that a check throwing first leaves no unhandled rejection.
  reading.catch(() => undefined);
  let started = performance.now();
  const quoted = quotedLines(markdown, options.quotes ?? []);
  // A negative claim the snapshot contradicts counts as a mention of something that is not so.
  const negatives = checkNegatives(markdown, options.snapshot, docFile).filter((negative) => !quoted.has(negative.line));
  const secrets = checkSecrets(markdown, docFile);
  options.onWork?.(performance.now() - started);
  const { findings, lineCount, inventory } = await reading;
  started = performance.now();
  const truth = checkTruthfulness(
    inventory.mentions.filter((mention) => !quoted.has(mention.line)),
    indexSnapshot(options.snapshot),
    { docFile, webUrl: options.snapshot.repository.webUrl },
  );
  const checked = truth.checked + negatives.length;
  const truthfulness = checked === 0 ? 1 : (checked - truth.missing.length - negatives.length) / checked;
  const substance = checkSubstance(markdown, inventory, options.snapshot, docFile);
  const completeness = checkCompleteness(inventory, options.requiredSections ?? []);
  const coverage = checkCoverage(inventory, options.coverage ?? { measure: 'nothing to list', items: [] });
  options.onWork?.(performance.now() - started);
  const diagrams = await checkDiagrams(inventory.mermaidBlocks, docFile, options.cache, options.reader ?? IN_THREAD_READER, options.onWork);
  const components: QualityComponents = {
    truthfulness: roundComponent(negatives.length === 0 ? truth.score : truthfulness),
    completeness: roundComponent(completeness.score),
    coverage: roundComponent(coverage.score),
    diagrams: roundComponent(diagrams.score),
    hygiene: roundComponent(hygieneOf(findings.length, lineCount)),
    substance: roundComponent(substance.score),
  };
  const problems: GateProblem[] = [
    ...secrets.map(({ line, message }) => ({ check: 'secrets' as const, line, message })),
    ...truth.missing.map(({ mention, message }) => ({ check: 'truthfulness' as const, line: mention.line, message })),
    ...negatives.map(({ line, message }) => ({ check: 'truthfulness' as const, line, message })),
    ...completeness.missing.map((section) => ({
      check: 'completeness' as const,
      line: null,
      message: `${docFile} has no "## ${section.title}" section, which is required because ${section.because}.`,
    })),
    ...coverageProblem(docFile, coverage),
    ...diagrams.failures.map(({ line, message }) => ({ check: 'diagrams' as const, line, message })),
    ...findings.map(({ line, message }) => ({ check: 'hygiene' as const, line, message: `${docFile} line ${line}: ${message}` })),
    ...substance.problems.map(({ line, message }) => ({ check: 'substance' as const, line, message })),
  ];
  const order = (check: GateProblem['check']) => (check === 'secrets' ? -1 : QUALITY_COMPONENTS.indexOf(check));
  problems.sort((a, b) => order(a.check) - order(b.check) || (a.line ?? 0) - (b.line ?? 0));
  return {
    components,
    qualityScore: qualityScoreOf(components),
    refused: isRefused(components) || secrets.length > 0,
    problems,
    coverage: { measure: coverage.measure, listed: coverage.listed, total: coverage.total, missing: coverage.missing },
    mentions: { checked, missing: truth.missing.length + negatives.length },
  };
}

/** Parses and lints the document, or takes what an earlier run read from the same text. */
async function readDocument(markdown: string, { cache, reader = IN_THREAD_READER, onWork }: CheckDocumentOptions): Promise<DocumentReading> {
  const key = cache ? gateCacheKey('document', markdown) : '';
  const cached = cache ? ((await cache.get(key)) as StoredReading | null) : null;
  if (cached) return { findings: cached.findings, lineCount: cached.lineCount, inventory: { ...cached.inventory, codeSpans: new Set(cached.inventory.codeSpans), linkTexts: new Set(cached.inventory.linkTexts) } };
  const { value: reading, ms } = await reader.readMarkdown(markdown);
  onWork?.(ms);
  if (cache) await cache.set(key, { ...reading, inventory: { ...reading.inventory, codeSpans: [...reading.inventory.codeSpans], linkTexts: [...reading.inventory.linkTexts] } } satisfies StoredReading);
  return reading;
}

/** A reading as JSON: the sets as arrays. */
type StoredReading = Omit<DocumentReading, 'inventory'> & { inventory: Omit<DocumentInventory, 'codeSpans' | 'linkTexts'> & { codeSpans: string[]; linkTexts: string[] } };

function coverageProblem(docFile: string, coverage: ReturnType<typeof checkCoverage>): GateProblem[] {
  if (coverage.missing.length === 0) return [];
  const shown = coverage.missing.slice(0, COVERAGE_NAMES_SHOWN).map((key) => `\`${key}\``);
  const more = coverage.missing.length - shown.length;
  const list = more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
  return [{ check: 'coverage', line: null, message: `${docFile} covers ${coverage.listed} of ${coverage.total} (${coverage.measure}); it does not list ${list}.` }];
}

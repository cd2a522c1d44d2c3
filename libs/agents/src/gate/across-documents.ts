import type { GateProblem, GateReport } from './check-document.js';
import { isRefused, qualityScoreOf, roundComponent } from './score.js';

// Each document is checked against the snapshot on its own (check-document.ts); this check reads
// the documents of one run against each other. One document denying what another shows with a
// location — DEPENDENCY_REPORT calling `memchr` possibly unused while PERFORMANCE cites
// `memchr` at src/read.rs:422 — is a contradiction, and the denying document is refused: its
// negative is the claim a second, independent look (the other agent's reading of the code) did
// not confirm.

/** One document of the run, as written. */
export type RunDocument = { file: string; content: string };

/** A negative claim of one document that another document's evidence contradicts. */
export type Contradiction = {
  /** The document that makes the negative claim (it is the one refused). */
  file: string;
  line: number;
  message: string;
};

/** A line of a document with its 1-based number, code and quotes set apart. */
type DocumentLine = { line: number; text: string };

/** The document's lines outside fenced code and block quotes (the repository's words, not claims). */
function claimLines(content: string): DocumentLine[] {
  const lines: DocumentLine[] = [];
  let fenced = false;
  content.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced && !/^\s*>/.test(text)) lines.push({ line: index + 1, text });
  });
  return lines;
}

/** The code spans of a line; an escaped backtick (`\``, text about code) opens none. */
function codeSpans(text: string): string[] {
  return [...text.replace(/\\`/g, '').matchAll(/(`+)([^`]+?)\1/g)].map((match) => match[2]!.trim());
}

/** How names compare across ecosystems' spellings: case apart, `-` and `_` alike (Cargo's `serde-json` is imported as `serde_json`). */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/-/g, '_');
}

/** A dependency called unused, and the folder its manifest covers ('' for the root). */
type UnusedClaim = DocumentLine & { folder: string };

/**
 * The dependencies a document calls unused: the rows of its "Possibly unused" section's tables
 * (`| manifest | name | … |`), by the name's key. The claim is about the manifest's folder: a
 * benchmark's manifest that declares the project itself without importing it says nothing about
 * the project's own code.
 */
function unusedDependencies(document: RunDocument): Map<string, UnusedClaim[]> {
  const unused = new Map<string, UnusedClaim[]>();
  let inSection = false;
  for (const entry of claimLines(document.content)) {
    if (/^#{1,6}\s/.test(entry.text)) inSection = /^#{1,6}\s+possibly unused\b/i.test(entry.text);
    if (!inSection || !entry.text.startsWith('|')) continue;
    const cells = entry.text.split('|').map((cell) => cell.trim());
    const [manifest, name] = cells.map((cell) => codeSpans(cell)[0]).filter((span): span is string => span !== undefined);
    if (manifest === undefined || name === undefined) continue;
    const slash = manifest.lastIndexOf('/');
    const claims = unused.get(nameKey(name)) ?? [];
    unused.set(nameKey(name), [...claims, { ...entry, folder: slash === -1 ? '' : manifest.slice(0, slash + 1) }]);
  }
  return unused;
}

/** A source location as documents write it: `path:12` or `path#L12`. */
const LOCATION = /([\w./-]+\.\w+)(?::\d+|#L\d+)/g;

/** A line of another document that shows names used at source locations. */
type Evidence = { file: string; entry: DocumentLine; paths: string[] };

/**
 * Every line of the documents that shows a name used in the code — a code span of the name (or of
 * a path through it, `memchr::memchr`, `re2j.Pattern`) next to a source location on the same line —
 * by the name's key, read once for the whole run.
 */
function usesShown(documents: readonly RunDocument[]): Map<string, Evidence[]> {
  const shown = new Map<string, Evidence[]>();
  for (const document of documents) {
    for (const entry of claimLines(document.content)) {
      if (!entry.text.includes(':') && !entry.text.includes('#L')) continue;
      const paths = [...entry.text.matchAll(LOCATION)].map((match) => match[1]!);
      if (paths.length === 0) continue;
      const keys = new Set(codeSpans(entry.text).flatMap((span) => [nameKey(span), nameKey(span).split(/::|\.|\/|\(/)[0]!]));
      for (const key of keys) shown.set(key, [...(shown.get(key) ?? []), { file: document.file, entry, paths }]);
    }
  }
  return shown;
}

/** Every contradiction between the documents of one run, by file and line. */
export function checkAcrossDocuments(documents: readonly RunDocument[]): Contradiction[] {
  const claims = documents.map((document) => ({ document, unused: unusedDependencies(document) })).filter(({ unused }) => unused.size > 0);
  if (claims.length === 0) return [];
  const shown = usesShown(documents);
  const contradictions: Contradiction[] = [];
  for (const { document, unused } of claims) {
    for (const [key, list] of unused) {
      for (const claim of list) {
        // The use must be shown by another document, in the folder of the manifest that declares the dependency.
        const evidence = (shown.get(key) ?? []).find((each) => each.file !== document.file && each.paths.some((path) => path.startsWith(claim.folder)));
        if (evidence === undefined) continue;
        contradictions.push({
          file: document.file,
          line: claim.line,
          message: `${document.file} line ${claim.line} calls a dependency possibly unused, but ${evidence.file} line ${evidence.entry.line} shows it used: "${evidence.entry.text.trim().slice(0, 160)}".`,
        });
      }
    }
  }
  return contradictions.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/**
 * The gate's report once the document's contradictions count: each is a mention of something that
 * is not so (truthfulness falls, so the document is refused) and a problem to act on.
 */
export function withContradictions(report: GateReport, contradictions: readonly Contradiction[]): GateReport {
  if (contradictions.length === 0) return report;
  const checked = report.mentions.checked + contradictions.length;
  const missing = report.mentions.missing + contradictions.length;
  const components = { ...report.components, truthfulness: roundComponent((checked - missing) / checked) };
  const problems: GateProblem[] = [
    ...report.problems.filter((problem) => problem.check === 'secrets'),
    ...contradictions.map(({ line, message }) => ({ check: 'truthfulness' as const, line, message })),
    ...report.problems.filter((problem) => problem.check !== 'secrets'),
  ];
  return { ...report, components, qualityScore: qualityScoreOf(components), refused: report.refused || isRefused(components), problems, mentions: { checked, missing } };
}

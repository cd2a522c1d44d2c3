import type { BlobFacts, SnapshotCache } from '../cache/snapshot-cache.js';
import type { CodeFacts, SkippedFile, SourceFile } from '../model.js';
import { emptyScan, scanText } from '../scan/index.js';
import { detectSecrets, withoutSecrets } from '../scan/secrets/index.js';
import { SUBMODULE_MODE, SYMLINK_MODE, type TreeEntry } from '../git/read-tree.js';
import { detectLanguage, languageContext, languageFromShebang, languageType } from './languages.js';
import { contentSkipReason, isBinary, isVendored, pathSkipReason, READ_LIMIT_BYTES } from './skip-rules.js';
import { isTestPath } from './test-files.js';
import { countLines, countTokens, decodeText } from './text-facts.js';

/** Turns a file's text into its code facts (tree-sitter); `languages` are those it has a grammar for. */
export type CodeExtractor = {
  languages: readonly string[];
  extract: (file: { path: string; language: string; text: string }) => Promise<CodeFacts>;
};

export type IndexFilesInput = {
  entries: readonly TreeEntry[];
  readBlob: (oid: string) => Promise<Buffer>;
  cache: SnapshotCache | null;
  extractor: CodeExtractor;
  /** Files whose text is handed on (manifests, lockfiles, project files) even when skipped or large. */
  wantsText: (path: string) => boolean;
  onProgress?: (progress: { filesRead: number; filesParsed: number; filesTotal: number }) => void;
};

export type IndexedFiles = {
  /** Sorted by path; `history` is still empty. */
  files: SourceFile[];
  skipped: SkippedFile[];
  /** The texts `wantsText` asked for, sorted by path. */
  texts: { path: string; text: string }[];
};

/** How many blobs are read and analysed at once: enough to keep `git cat-file` busy while a file is tokenized. */
const CONCURRENCY = 8;
const PROGRESS_EVERY = 250;
const NO_HISTORY = { commits: 0, authors: 0, lastCommit: null, lastChange: null };
const emptyCode = (): CodeFacts => ({ symbols: [], imports: [], comments: [], routes: [], functions: [], hints: [], calls: [], purpose: null, moduleValue: null, pathUses: [] });

type Work = { entry: TreeEntry; pathLanguage: string | null; index: boolean; handOn: boolean };

/**
 * Indexes the files of a tree: skips by path and size first (vendored, generated, minified, binary
 * by name, oversized; submodules and symlinks), then reads the other blobs — except those whose
 * facts are cached for the same blob at the same path — and skips by content (binary, generated
 * header, minified), counts lines and tokens, and extracts code facts where a grammar exists.
 */
export async function indexFiles(input: IndexFilesInput): Promise<IndexedFiles> {
  const context = languageContext(input.entries.filter((entry) => !isVendored(entry.path)).map((entry) => entry.path));
  const skipped: SkippedFile[] = [];
  const work: Work[] = [];
  for (const entry of input.entries) {
    const early = entry.mode === SUBMODULE_MODE ? 'submodule' : entry.mode === SYMLINK_MODE ? 'symlink' : pathSkipReason(entry.path, entry.size);
    if (early) skipped.push({ path: entry.path, size: entry.size, reason: early });
    const handOn = early !== 'submodule' && early !== 'symlink' && early !== 'vendored' && entry.size <= READ_LIMIT_BYTES && input.wantsText(entry.path);
    if (!early || handOn) work.push({ entry, pathLanguage: detectLanguage(entry.path, context), index: !early, handOn });
  }
  const files: SourceFile[] = [];
  const texts: { path: string; text: string }[] = [];
  const total = work.filter((item) => item.index).length;
  let read = 0;
  let parsed = 0;
  await forEachConcurrently(work, CONCURRENCY, async (item) => {
    const result = await analyse(item, input);
    if (result.text !== null) texts.push({ path: item.entry.path, text: result.text });
    if (!item.index || !result.facts) return;
    if (result.facts.skip) skipped.push({ path: item.entry.path, size: item.entry.size, reason: result.facts.skip });
    else files.push(toSourceFile(item.entry, result.facts));
    read++;
    if (result.facts.parsed) parsed++;
    if (read % PROGRESS_EVERY === 0) input.onProgress?.({ filesRead: read, filesParsed: parsed, filesTotal: total });
  });
  input.onProgress?.({ filesRead: read, filesParsed: parsed, filesTotal: total });
  return { files: files.sort(byPath), skipped: skipped.sort(byPath), texts: texts.sort(byPath) };
}

async function analyse(item: Work, input: IndexFilesInput): Promise<{ facts: BlobFacts | null; text: string | null }> {
  const { entry, pathLanguage } = item;
  const cached = item.index && input.cache ? await input.cache.readBlob(entry.oid, entry.path, pathLanguage) : null;
  if (cached && !item.handOn) return { facts: cached, text: null };
  const content = await input.readBlob(entry.oid);
  const binary = isBinary(content);
  const text = binary ? null : decodeText(content);
  const handed = item.handOn ? text : null;
  if (!item.index) return { facts: null, text: handed };
  if (cached) return { facts: cached, text: handed };
  const { facts, cacheable } = text === null ? { facts: skippedFacts('binary', pathLanguage), cacheable: true } : await textFacts(entry.path, pathLanguage, text, input.extractor);
  if (input.cache && cacheable) await input.cache.writeBlob(entry.oid, entry.path, pathLanguage, facts);
  return { facts, text: handed };
}

/** The facts of a readable text; not cacheable when the extractor failed (a failure may not repeat). */
async function textFacts(path: string, pathLanguage: string | null, text: string, extractor: CodeExtractor): Promise<{ facts: BlobFacts; cacheable: boolean }> {
  const language = pathLanguage ?? languageFromShebang(text);
  const lines = countLines(text);
  const skip = contentSkipReason(text, lines, language);
  if (skip) return { facts: skippedFacts(skip, language), cacheable: true };
  const facts: BlobFacts = { language, languageType: languageType(language), skip: null, lines, tokens: countTokens(text), parsed: false, code: emptyCode(), scan: emptyScan() };
  // The file's secrets are found once: the scan keeps their fingerprints, and the code facts that
  // quote the file (signatures, doc comments, comments) lose every piece of them before they are cached.
  const secrets = detectSecrets({ path, text });
  const scanned = (code: CodeFacts, parsed: boolean): BlobFacts =>
    withoutSecrets({ ...facts, parsed, code, scan: scanText({ path, language, text, comments: parsed ? code.comments : null, symbols: parsed ? code.symbols : null }, secrets) }, secrets);
  if (language === null || !extractor.languages.includes(language)) return { facts: scanned(emptyCode(), false), cacheable: true };
  try {
    return { facts: scanned(await extractor.extract({ path, language, text }), true), cacheable: true };
  } catch {
    // One file a grammar cannot handle must not cost the whole snapshot: it is indexed unparsed.
    return { facts: scanned(emptyCode(), false), cacheable: false };
  }
}

function skippedFacts(reason: NonNullable<BlobFacts['skip']>, language: string | null): BlobFacts {
  return { language, languageType: languageType(language), skip: reason, lines: 0, tokens: 0, parsed: false, code: emptyCode(), scan: emptyScan() };
}

function toSourceFile(entry: TreeEntry, facts: BlobFacts): SourceFile {
  return {
    path: entry.path,
    blob: entry.oid,
    size: entry.size,
    language: facts.language,
    languageType: facts.languageType,
    lines: facts.lines,
    tokens: facts.tokens,
    test: isTestPath(entry.path),
    // The path's own verdict; the snapshot refines it with the manifests (examples, benchmarks, build files).
    role: isTestPath(entry.path) ? 'test' : 'source',
    parsed: facts.parsed,
    code: facts.code,
    scan: facts.scan,
    history: { ...NO_HISTORY },
  };
}

async function forEachConcurrently<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function byPath<T extends { path: string }>(a: T, b: T): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

import type { CodeIdiom, CodeSymbol, IdiomKind, Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText, code, lineLink, summary, table, text } from '../markdown/markdown.js';
import { isCallable, shortestCall } from './calls.js';

// What SECURITY, PERFORMANCE and LOGGING say about a topic, from the code: the idioms the scan found
// by name (`CodeIdiom`), and the public declarations whose name or doc comment is about the topic.

/** An idiom with its file. */
export type LocatedIdiom = { file: SourceFile; idiom: CodeIdiom };

/** The idioms of these kinds in the project's own code (not tests, examples, benchmarks or fixtures), by kind order, then path and line. */
export function idiomsOf(snapshot: Snapshot, kinds: readonly IdiomKind[]): LocatedIdiom[] {
  return snapshot.files
    .filter((file) => file.role === 'source')
    .flatMap((file) => (file.scan.idioms ?? []).filter((idiom) => kinds.includes(idiom.kind)).map((idiom) => ({ file, idiom })))
    .sort((a, b) => kinds.indexOf(a.idiom.kind) - kinds.indexOf(b.idiom.kind) || byText(a.file.path, b.file.path) || a.idiom.line - b.idiom.line);
}

/** The most rows one kind of idiom gets. */
export const IDIOM_ROWS_PER_KIND = 6;

/**
 * One block per kind found: a sentence on why it matters, then where (file and line, the word, the
 * declaration around it), at most `IDIOM_ROWS_PER_KIND` places, files with the most of that kind first.
 */
export function idiomBlocks(found: readonly LocatedIdiom[], kinds: readonly { kind: IdiomKind; title: string; why: string }[]): string[] {
  const blocks: string[] = [];
  for (const { kind, title, why } of kinds) {
    const places = found.filter((entry) => entry.idiom.kind === kind);
    if (places.length === 0) continue;
    const perFile = new Map<string, number>();
    for (const entry of places) perFile.set(entry.file.path, (perFile.get(entry.file.path) ?? 0) + 1);
    const ranked = [...places].sort((a, b) => (perFile.get(b.file.path) ?? 0) - (perFile.get(a.file.path) ?? 0) || byText(a.file.path, b.file.path) || a.idiom.line - b.idiom.line);
    const shown = ranked.slice(0, IDIOM_ROWS_PER_KIND);
    const more = places.length - shown.length;
    const files = perFile.size;
    blocks.push(
      `**${text(title)}** — ${text(why)} Found ${places.length === 1 ? 'once' : `${places.length} times`} in ${files === 1 ? code(places[0]!.file.path) : `${files} files`}${more > 0 ? `; the first ${shown.length}` : ''}:`,
      table(['Where', 'Name', 'In'], shown.map(({ file, idiom }) => [lineLink(file.path, idiom.line), code(idiom.word), idiom.symbol === null ? '—' : code(idiom.symbol)])),
    );
  }
  return blocks;
}

/** A name's words, lower-case: `setTrackErrors` → set, track, errors; `LOG_LEVEL` → log, level. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

/** A public declaration with its file. */
export type LocatedSymbol = { file: SourceFile; symbol: CodeSymbol };

const SHAPE_KINDS = new Set(['interface', 'type']);

/**
 * Public declarations of the project's own code that one of `words` names (a word of the name, as
 * `nameWords` splits it), or whose doc comment's summary matches `docs`. An interface or type alias
 * counts only by its doc: a shape is not something a user calls.
 */
export function symbolsAbout(snapshot: Snapshot, words: ReadonlySet<string>, docs: RegExp | null = null): LocatedSymbol[] {
  const found: LocatedSymbol[] = [];
  for (const file of snapshot.files) {
    if (file.role !== 'source') continue;
    for (const symbol of file.code.symbols) {
      if (!symbol.exported) continue;
      const byDoc = docs !== null && docs.test(summary(symbol.doc) ?? '');
      const byName = !SHAPE_KINDS.has(symbol.kind) && nameWords(symbol.name).some((word) => words.has(word));
      if (byName || byDoc) found.push({ file, symbol });
    }
  }
  return found.sort((a, b) => Number(b.symbol.parent === null) - Number(a.symbol.parent === null) || byText(a.file.path, b.file.path) || a.symbol.line - b.symbol.line);
}

/** The most declarations one table lists. */
export const SYMBOL_ROWS = 20;

/** A table of declarations: the name (a callable as its shortest call, `logger()`), where, and the doc comment's summary (or the signature when there is none). */
export function symbolTable(found: readonly LocatedSymbol[], limit = SYMBOL_ROWS): string {
  return table(
    ['Name', 'Where', 'What it does'],
    found.slice(0, limit).map(({ file, symbol }) => {
      const doc = summary(symbol.doc);
      return [code(isCallable(symbol) ? shortestCall(symbol) : symbol.qualifiedName), lineLink(file.path, symbol.line), doc === null ? code(symbol.signature) : text(doc)];
    }),
  );
}

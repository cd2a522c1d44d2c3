import type { WorkMarker, WorkMarkerTag } from '../model.js';
import type { CodeComment } from '../model.js';
import type { ScanInput } from './index.js';
import { lex, type CommentLine, type LexedText } from './lexer.js';

/** A marker's text is cut here, with an ellipsis. */
export const MARKER_TEXT_LIMIT = 200;

const TAGS = 'TODO|FIXME|HACK|XXX|BUG';
// Whatever may stand before a tag that opens a comment: bullets, stars, brackets, more comment marks.
const LEAD = String.raw`[\s*/#!;%'\-+>|[({<.=]*`;
// Not a longer word (`TODOS`, `XXX-XXXX`), not a file name (`TODO.md`), not a possessive.
const WORD_END = String.raw`(?![\w-]|\.\w|['’]s\b)`;
/** A tag opening the comment: `TODO fix`, `- FIXME`, `[XXX]`, `@TODO`, `@todo` (JSDoc and PHPDoc). */
const OPENING = new RegExp(`^${LEAD}@?(${TAGS})${WORD_END}|^${LEAD}@(todo)${WORD_END}`);
/** A tag later in the comment, when it is followed by a colon (`see below. TODO: …`, `NOTE/FIXME(ada): …`). */
const LABELLED = new RegExp(`(?:^|[\\s([{,;.!?*/|])@?(${TAGS})(?:\\([^)\\n]*\\))?:`);
/** Cheap test before any lexing: most files hold no tag at all. */
const ANY_TAG = new RegExp(`${TAGS}|@todo`);
// What is left of a comment's closing marks at the end of a line, once the comment was cut out.
const TRAILING_CLOSERS = /\s*(?:\*+\/|-->|\*\)|-\}|#>|=#|\]\])\s*$/;

/**
 * The open-work markers of a file: every TODO, FIXME, HACK, XXX and BUG (and JSDoc's `@todo`) in a
 * comment — from the comments tree-sitter found when the file was parsed, else from the lexer's
 * comments (its language's comment syntax, docstrings included). Tags are upper case, as the common tools read them; a tag counts when it opens the
 * comment (after bullets and punctuation) or, later in the comment, when a colon follows it. One
 * marker per line; its text is the rest of the line's comment, at most 200 characters.
 */
export function findWorkMarkers(input: ScanInput, lexed?: LexedText): WorkMarker[] {
  if (!ANY_TAG.test(input.text)) return [];
  const text = lexed ?? lex(input.text, input.language);
  const lines = input.comments !== null ? commentLinesFromTree(text.lines, input.comments) : text.commentLines();
  return markersOf(lines);
}

function markersOf(lines: CommentLine[]): WorkMarker[] {
  const byLine = new Map<number, WorkMarker>();
  for (const { line, text } of lines) {
    if (byLine.has(line)) continue;
    const found = matchMarker(text);
    if (found) byLine.set(line, { ...found, line, author: null, date: null });
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

/** The tag and the text after it, when a line of comment text holds a marker. */
export function matchMarker(comment: string): { tag: WorkMarkerTag; text: string } | null {
  const match = OPENING.exec(comment) ?? LABELLED.exec(comment);
  if (!match) return null;
  const written = match[1] ?? match[2]!;
  // The text starts right after the tag, so an owner after it (`TODO(bob):`) stays in the text.
  const end = match.index + match[0].indexOf(written) + written.length;
  return { tag: written.toUpperCase() as WorkMarkerTag, text: markerText(comment.slice(end)) };
}

/** The rest of the comment after the tag: separators dropped, an owner `(ada):` kept as `(ada)`, closing marks dropped, cut at 200 characters. */
function markerText(rest: string): string {
  const text = rest
    .replace(TRAILING_CLOSERS, '')
    .replace(/^(\([^)]*\))\s*[:\-–—]?/, '$1 ')
    .replace(/^[\s:\-–—.,;\])}>]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MARKER_TEXT_LIMIT ? `${text.slice(0, MARKER_TEXT_LIMIT - 1).trimEnd()}…` : text;
}

/**
 * The lines of the comments tree-sitter found. A comment's text has its markers and indentation
 * removed and its blank edges dropped, so each of its lines is found again in the source, from the
 * comment's first line on; a line that cannot be found (a C# doc tag removed) keeps its offset.
 */
export function commentLinesFromTree(source: readonly string[], comments: readonly CodeComment[]): CommentLine[] {
  const found: CommentLine[] = [];
  for (const comment of comments) {
    let cursor = comment.line - 1;
    comment.text.split('\n').forEach((part, offset) => {
      const needle = part.trim();
      const at = needle === '' ? -1 : locate(source, cursor, needle, comment.line - 1 + offset + LOOKAHEAD);
      const index = at === -1 ? comment.line - 1 + offset : at;
      found.push({ line: index + 1, text: part });
      cursor = Math.max(cursor, index + 1);
    });
  }
  return found;
}

/** How far past a line's expected place its text is looked for (blank lines dropped from a comment's edges). */
const LOOKAHEAD = 50;

function locate(source: readonly string[], from: number, needle: string, until: number): number {
  for (let index = from; index < source.length && index <= until; index++) {
    if (source[index]!.includes(needle)) return index;
  }
  return -1;
}

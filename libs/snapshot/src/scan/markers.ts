import type { WorkMarker, WorkMarkerTag } from '../model.js';
import type { CodeComment } from '../model.js';
import type { ScanInput } from './index.js';
import { lex, type CommentLine, type LexedText } from './lexer.js';

/** A marker's text is cut here, with an ellipsis. */
export const MARKER_TEXT_LIMIT = 400;
/** The most lines of a comment a marker's text is read from: its own and those that continue it. */
export const MARKER_LINE_LIMIT = 10;

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
 * marker per line; its text is the rest of the line's comment and the lines of the same comment that
 * continue it (see {@link continuation}), joined on one line, at most 400 characters. A marker on
 * one of `secretLines` is dropped, and a continuation stops before one.
 */
export function findWorkMarkers(input: ScanInput, lexed?: LexedText, secretLines: ReadonlySet<number> = new Set()): WorkMarker[] {
  if (!ANY_TAG.test(input.text)) return [];
  const text = lexed ?? lex(input.text, input.language);
  const blocks = input.comments !== null ? commentBlocksFromTree(text.lines, input.comments) : text.commentBlocks();
  return markersOf(blocks, secretLines);
}

function markersOf(blocks: CommentLine[][], secretLines: ReadonlySet<number>): WorkMarker[] {
  const byLine = new Map<number, WorkMarker>();
  for (const block of blocks) {
    block.forEach(({ line, text }, index) => {
      if (byLine.has(line) || secretLines.has(line)) return;
      const found = findTag(text);
      if (!found) return;
      const rest = [found.rest, ...continuation(block, index, secretLines)].join(' ');
      byLine.set(line, { tag: found.tag, text: markerText(rest), line, author: null, date: null });
    });
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

/**
 * The lines of the same comment that continue the marker on `block[index]`: each on the next line,
 * up to a blank line, a line holding another marker, a doc tag (`@param`), a code fence or a line
 * with a secret, at most {@link MARKER_LINE_LIMIT} lines in all, their comment marks dropped.
 */
function continuation(block: readonly CommentLine[], index: number, secretLines: ReadonlySet<number>): string[] {
  const parts: string[] = [];
  for (let next = index + 1; next < block.length && parts.length < MARKER_LINE_LIMIT - 1; next++) {
    const { line, text } = block[next]!;
    if (line !== block[next - 1]!.line + 1 || secretLines.has(line)) break;
    const body = text.replace(CONTINUATION_MARKS, '').replace(TRAILING_CLOSERS, '').trim();
    if (body === '' || body.startsWith('```') || /^@\w/.test(body) || findTag(text)) break;
    parts.push(body);
  }
  return parts;
}

// What a continued line of comment starts with, left by the comment syntax: a block comment's stars, more slashes or hashes.
const CONTINUATION_MARKS = /^\s*(?:\*+(?!\/)|\/+|#+|!)?(?=\s|$)/;

/** The tag and the text after it, when a line of comment text holds a marker. */
export function matchMarker(comment: string): { tag: WorkMarkerTag; text: string } | null {
  const found = findTag(comment);
  return found ? { tag: found.tag, text: markerText(found.rest) } : null;
}

/** The tag of a line of comment text, and the rest of the line after it. */
function findTag(comment: string): { tag: WorkMarkerTag; rest: string } | null {
  const match = OPENING.exec(comment) ?? LABELLED.exec(comment);
  if (!match) return null;
  const written = match[1] ?? match[2]!;
  // The text starts right after the tag, so an owner after it (`TODO(bob):`) stays in the text.
  const end = match.index + match[0].indexOf(written) + written.length;
  return { tag: written.toUpperCase() as WorkMarkerTag, rest: comment.slice(end) };
}

/** The rest of the comment after the tag: separators dropped, an owner `(ada):` kept as `(ada)`, closing marks dropped, cut at 400 characters. */
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
 * The comments tree-sitter found, each as its lines. A comment's text has its markers and
 * indentation removed and its blank edges dropped, so each of its lines is found again in the
 * source, from the comment's first line on; a line that cannot be found (a C# doc tag removed)
 * keeps its offset.
 */
export function commentBlocksFromTree(source: readonly string[], comments: readonly CodeComment[]): CommentLine[][] {
  return comments.map((comment) => {
    const found: CommentLine[] = [];
    let cursor = comment.line - 1;
    comment.text.split('\n').forEach((part, offset) => {
      const needle = part.trim();
      const at = needle === '' ? -1 : locate(source, cursor, needle, comment.line - 1 + offset + LOOKAHEAD);
      const index = at === -1 ? comment.line - 1 + offset : at;
      found.push({ line: index + 1, text: part });
      cursor = Math.max(cursor, index + 1);
    });
    return found;
  });
}

/** How far past a line's expected place its text is looked for (blank lines dropped from a comment's edges). */
const LOOKAHEAD = 50;

function locate(source: readonly string[], from: number, needle: string, until: number): number {
  for (let index = from; index < source.length && index <= until; index++) {
    if (source[index]!.includes(needle)) return index;
  }
  return -1;
}

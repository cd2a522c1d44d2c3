import { cleanComment, type RawComment } from '../../shared/comments.js';
import { named, type Node } from '../../shared/nodes.js';
import { isInnerDoc } from './symbols.js';

/** The longest purpose kept; a longer first paragraph is cut at a word and ends with `…`. */
export const PURPOSE_LIMIT = 400;

/** A paragraph of a comment, on one line, and the line it starts on. */
export type Paragraph = { text: string; line: number };

/** A paragraph on one line, its whitespace collapsed, at most 400 characters: cut at a word boundary, ending with `…`. */
function oneLine(paragraph: string): string {
  const line = paragraph.replace(/\s+/g, ' ').trim();
  if (line.length <= PURPOSE_LIMIT) return line;
  const room = line.slice(0, PURPOSE_LIMIT); // the `…` takes the place of the space it is cut at
  const space = room.lastIndexOf(' ');
  return `${(space > 0 ? room.slice(0, space) : room.slice(0, PURPOSE_LIMIT - 1)).trimEnd()}…`;
}

/**
 * A purpose's text: the first paragraph (up to the first blank line) of a doc text, its whitespace
 * collapsed to one line, at most 400 characters, cut at a word boundary and ending with `…`. Null when
 * there is no text. Quoted, never rewritten. (Go's package comment uses the same rule.)
 */
export function firstParagraph(text: string): string | null {
  const line = oneLine(text.replace(/\r\n?/g, '\n').trim().split(/\n[ \t]*\n/)[0] ?? '');
  return line === '' ? null : line;
}

/** Comment markers at a line's start or end: `//`, `///`, `//!`, `/*`, `/*!`, a leading `*`, `*\/`. */
const MARKERS = /^\s*(?:\/\/[!/]?|\/\*+!?|\*+\/?)?|\*+\/\s*$/g;

/**
 * A comment's paragraphs (split at blank lines), each on one line as `firstParagraph` gives it, with
 * the line it starts on. The comment's text (`cleanComment`) keeps one line per line of the comment,
 * past the lines that hold only markers (`/*!`, a bare `//!`).
 */
export function commentParagraphs(comment: RawComment): Paragraph[] {
  const skipped = Math.max(0, comment.raw.split('\n').findIndex((line) => line.replace(MARKERS, '').trim() !== ''));
  const paragraphs: Paragraph[] = [];
  let current: { start: number; lines: string[] } | null = null;
  const flush = (): void => {
    if (current) paragraphs.push({ text: oneLine(current.lines.join('\n')), line: comment.line + skipped + current.start });
    current = null;
  };
  cleanComment(comment.raw).split('\n').forEach((line, index) => {
    if (line.trim() === '') flush();
    else (current ??= { start: index, lines: [] }).lines.push(line);
  });
  flush();
  return paragraphs;
}

/** Nodes that may stand before a file's inner doc comments. */
const PREAMBLE = new Set(['line_comment', 'block_comment', 'shebang', 'inner_attribute_item']);

/**
 * A Rust file's purpose: the first paragraph of its `//!` (or `/*! *\/`) inner doc, written at the
 * top of the file, before any item; null when the file has none.
 */
export function readPurpose(root: Node, comments: RawComment[]): { text: string; line: number } | null {
  for (const node of named(root)) {
    if (!PREAMBLE.has(node.type)) return null;
    if (!isInnerDoc(node.text)) continue;
    const comment = comments.find((c) => c.start <= node.startIndex && node.endIndex <= c.end);
    const first = comment ? commentParagraphs(comment)[0] : undefined;
    if (first) return first;
  }
  return null;
}

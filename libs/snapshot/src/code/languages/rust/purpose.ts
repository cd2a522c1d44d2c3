import { cleanComment, type RawComment } from '../../shared/comments.js';
import { named, type Node } from '../../shared/nodes.js';
import { isInnerDoc } from './symbols.js';

/** The longest purpose kept; a longer first paragraph is cut at a word and ends with `…`. */
export const PURPOSE_LIMIT = 400;

/**
 * A purpose's text: the first paragraph (up to the first blank line) of a doc text, its whitespace
 * collapsed to one line, at most 400 characters, cut at a word boundary and ending with `…`. Null when
 * there is no text. Quoted, never rewritten. (Go's package comment uses the same rule.)
 */
export function firstParagraph(text: string): string | null {
  const paragraph = text.replace(/\r\n?/g, '\n').trim().split(/\n[ \t]*\n/)[0] ?? '';
  const line = paragraph.replace(/\s+/g, ' ').trim();
  if (line === '') return null;
  if (line.length <= PURPOSE_LIMIT) return line;
  const room = line.slice(0, PURPOSE_LIMIT); // the `…` takes the place of the space it is cut at
  const space = room.lastIndexOf(' ');
  return `${(space > 0 ? room.slice(0, space) : room.slice(0, PURPOSE_LIMIT - 1)).trimEnd()}…`;
}

/** Comment markers at a line's start or end: `//`, `///`, `//!`, `/*`, `/*!`, a leading `*`, `*\/`. */
const MARKERS = /^\s*(?:\/\/[!/]?|\/\*+!?|\*+\/?)?|\*+\/\s*$/g;

/** The line a comment's text starts on: its first line, past lines that hold only markers (`/*!`, a bare `//!`). */
export function textLine(comment: RawComment): number {
  const first = comment.raw.split('\n').findIndex((line) => line.replace(MARKERS, '').trim() !== '');
  return comment.line + Math.max(0, first);
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
    const text = comment ? firstParagraph(cleanComment(comment.raw)) : null;
    if (comment && text) return { text, line: textLine(comment) };
  }
  return null;
}

import { cleanComment, type RawComment } from './comments.js';

// What a file says it is for (`CodeFacts.purpose`), quoted: every language reader cuts its module
// docstring, inner doc, package comment or file header to a purpose by these rules.

/** The longest purpose kept; a longer first paragraph is cut at a word and ends with `…`. */
export const PURPOSE_LIMIT = 400;

/** A paragraph of a comment, on one line, and the line it starts on. */
export type Paragraph = { text: string; line: number };

/** A paragraph on one line, its whitespace collapsed, at most `PURPOSE_LIMIT` characters: cut at a word, ending with `…`. */
function oneLine(paragraph: string): string {
  const line = paragraph.replace(/\s+/g, ' ').trim();
  if (line.length <= PURPOSE_LIMIT) return line;
  const room = line.slice(0, PURPOSE_LIMIT); // the `…` takes the place of the space it is cut at
  const space = room.lastIndexOf(' ');
  return `${(space > 0 ? room.slice(0, space) : room.slice(0, PURPOSE_LIMIT - 1)).trimEnd()}…`;
}

/**
 * A purpose's text from a comment or docstring already free of its markers: the first paragraph
 * (up to the first blank line), on one line with whitespace collapsed, at most `PURPOSE_LIMIT`
 * characters, cut at a word with `…`. Null when there is no text.
 */
export function purposeText(text: string): string | null {
  const line = oneLine(text.replace(/\r\n?/g, '\n').trim().split(/\n[ \t]*\n/)[0] ?? '');
  return line === '' ? null : line;
}

/**
 * A licence or copyright header, which says nothing of what a file is for: copyright lines,
 * SPDX identifiers, `@license`/`@preserve`, licence grants ("Licensed under…", "Permission is hereby granted").
 */
export function isLicenseText(text: string): boolean {
  return /\bcopyright\b|\(c\)\s*\d{4}|^\s*(?:\(c\)|©)|SPDX-License-Identifier|@license\b|@preserve\b|\blicen[cs]ed under\b|\bgoverned by\b.*\blicen[cs]e\b|\ball rights reserved\b|\bpermission is hereby granted\b/i.test(text);
}

/** Comment markers at a line's start or end: `//`, `///`, `//!`, `/*`, `/*!`, a leading `*`, `*\/`. */
const MARKERS = /^\s*(?:\/\/[!/]?|\/\*+!?|\*+\/?)?|\*+\/\s*$/g;

/**
 * A comment's paragraphs (split at blank lines), each on one line as `purposeText` gives it, with
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

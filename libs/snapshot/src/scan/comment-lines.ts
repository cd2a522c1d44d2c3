import type { CodeComment } from '../model.js';
import type { CommentSyntax } from './comment-syntax.js';

/** The text of the comments on one line of a file, markers removed; several comments on a line are separate entries. */
export type CommentLine = { line: number; text: string };

/**
 * The comment text of every line, read with the language's comment syntax — for files no grammar
 * parsed. Strings are followed within a line (a marker inside quotes is text); block comments run
 * across lines. It is a lexer, not a parser: a string that spans lines or a language's rarer literals
 * (heredocs, raw strings) may hide or fake a comment.
 */
export function commentLinesBySyntax(text: string, syntax: CommentSyntax): CommentLine[] {
  const found: CommentLine[] = [];
  let closer: string | null = null;
  const lines = text.split(/\r?\n|\r/);
  for (let index = 0; index < lines.length; index++) {
    closer = readLine(lines[index]!, index + 1, syntax, closer, found);
  }
  return found;
}

/** Reads one line from `closer` (the block comment still open from an earlier line, if any); returns the closer still open after it. */
function readLine(source: string, line: number, syntax: CommentSyntax, openCloser: string | null, found: CommentLine[]): string | null {
  let closer = openCloser;
  let position = 0;
  while (position < source.length) {
    if (closer !== null) {
      const end = source.indexOf(closer, position);
      found.push({ line, text: source.slice(position, end === -1 ? source.length : end) });
      if (end === -1) return closer;
      position = end + closer.length;
      closer = null;
      continue;
    }
    const block = syntax.block.find(([open]) => source.startsWith(open, position));
    if (block) {
      closer = block[1];
      position += block[0].length;
      continue;
    }
    const marker = syntax.line.find((candidate) => source.startsWith(candidate, position));
    if (marker && (!syntax.markerAfterSpace || position === 0 || /\s/.test(source[position - 1]!))) {
      found.push({ line, text: source.slice(position + marker.length) });
      return null;
    }
    const quote = source[position]!;
    position = syntax.quotes.includes(quote) ? endOfString(source, position + 1, quote) : position + 1;
  }
  return closer;
}

/** Where a string opened before `from` ends (after its closing quote), or the line's end; backslashes escape. */
function endOfString(source: string, from: number, quote: string): number {
  for (let position = from; position < source.length; position++) {
    if (source[position] === '\\') position++;
    else if (source[position] === quote) return position + 1;
  }
  return source.length;
}

/**
 * The lines of the comments tree-sitter found. A comment's text has its markers and indentation
 * removed and its blank edges dropped, so each of its lines is found again in the source, from the
 * comment's first line on; a line that cannot be found (a C# doc tag removed) keeps its offset.
 */
export function commentLinesFromTree(text: string, comments: readonly CodeComment[]): CommentLine[] {
  const source = text.split(/\r?\n|\r/);
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

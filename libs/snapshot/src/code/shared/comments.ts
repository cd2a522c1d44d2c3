import type { Node } from './nodes.js';
import { lineOf } from './nodes.js';

/** A comment as found in the tree; a run of line comments on consecutive lines is one comment. */
export type RawComment = {
  start: number;
  end: number;
  line: number;
  endLine: number;
  column: number;
  /** The text with its markers; a run's lines joined with `\n`. */
  raw: string;
  /** Nothing but whitespace before it on its first line. */
  alone: boolean;
  block: boolean;
  /** Documents a declaration (set when a reader attaches it) or is an inner doc comment. */
  doc: boolean;
  /** Already taken as a symbol's doc: one comment documents one declaration. */
  claimed: boolean;
};

/** How a language writes comments and which of them document the declaration below. */
export type CommentStyle = {
  /** The grammar's comment node types. */
  types: readonly string[];
  /** A comment that documents the declaration directly below it. */
  isDoc(raw: string): boolean;
  /** A comment that documents the item it stands in (Rust and Doxygen `//!`, `/*!`). */
  isInnerDoc?(raw: string): boolean;
};

function lineMarker(raw: string): string | null {
  if (raw.startsWith('///') && !raw.startsWith('////')) return '///';
  if (raw.startsWith('//!')) return '//!';
  if (raw.startsWith('//')) return '//';
  if (raw.startsWith('#') && !raw.startsWith('#[')) return '#';
  return null;
}

function isAlone(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return text.slice(lineStart, start).trim() === '';
}

function toRaw(node: Node, text: string): RawComment {
  const raw = node.text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  return {
    start: node.startIndex,
    end: node.endIndex,
    line: lineOf(node),
    endLine: lineOf(node) + (raw.match(/\n/g)?.length ?? 0),
    column: node.startPosition.column,
    raw,
    alone: isAlone(text, node.startIndex),
    block: lineMarker(raw) === null,
    doc: false,
    claimed: false,
  };
}

function continues(run: RawComment, next: RawComment): boolean {
  return (
    !run.block && !next.block && run.alone && next.alone &&
    next.line === run.endLine + 1 && next.column === run.column &&
    lineMarker(next.raw) === lineMarker(run.raw)
  );
}

/** Every comment of the file, in order, with runs of line comments merged. */
export function collectComments(root: Node, text: string, style: CommentStyle): RawComment[] {
  const found = root.descendantsOfType([...style.types]).filter((node): node is Node => node !== null);
  const comments: RawComment[] = [];
  for (const node of found) {
    const comment = toRaw(node, text);
    const last = comments.at(-1);
    if (last && continues(last, comment)) {
      last.raw += `\n${comment.raw}`;
      last.end = comment.end;
      last.endLine = comment.endLine;
    } else {
      comment.doc = style.isInnerDoc?.(comment.raw) ?? false;
      comments.push(comment);
    }
  }
  return comments;
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common).trimEnd());
}

function trimBlankEdges(lines: string[]): string {
  let from = 0;
  let to = lines.length;
  while (from < to && lines[from]?.trim() === '') from++;
  while (to > from && lines[to - 1]?.trim() === '') to--;
  return lines.slice(from, to).join('\n');
}

function cleanBlock(raw: string): string[] {
  const inner = raw.replace(/^\/\*+!?/, '').replace(/\*+\/$/, '');
  const lines = inner.split('\n');
  const starred = lines.slice(1).filter((line) => line.trim() !== '').every((line) => /^\s*\*/.test(line));
  return lines.map((line, index) => (index > 0 && starred ? line.replace(/^\s*\* ?/, '') : index === 0 ? line.trimStart() : line));
}

/** A comment's text without its markers (`//`, `///`, `#`, `/* … *\/`, ` * `), lines joined with `\n`. */
export function cleanComment(raw: string): string {
  if (raw.startsWith('/*')) return trimBlankEdges(dedent(cleanBlock(raw)));
  if (raw.startsWith('=begin')) return trimBlankEdges(dedent(raw.split('\n').slice(1, -1)));
  const lines = raw.split('\n').map((line) => line.trimStart().replace(/^(?:\/\/[/!]?|#!?|--)/, ''));
  return trimBlankEdges(dedent(lines));
}

import type { RawComment } from './comments.js';
import type { Node } from './nodes.js';

/** The longest signature kept; a longer head is cut and ends with `…`. */
export const SIGNATURE_LIMIT = 240;

type Range = { start: number; end: number };

function withoutRanges(text: string, start: number, end: number, ranges: Range[]): string {
  let out = '';
  let at = start;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    if (range.end <= at || range.start >= end) continue;
    out += text.slice(at, Math.max(at, range.start));
    at = Math.max(at, range.end);
  }
  return out + text.slice(at, end);
}

/** Collapses a head to one line and drops the punctuation that opens its body. */
export function oneLine(head: string): string {
  const line = head
    .replace(/\s+/g, ' ')
    .replace(/([([]) /g, '$1')
    .replace(/,? ([)\]])/g, '$1')
    .replace(/(\w)< /g, '$1<')
    .replace(/, ?>/g, '>')
    .trim()
    .replace(/\s*(?:\{|=>|:|;|=|\bwhere)$/, '')
    .trim();
  return line.length > SIGNATURE_LIMIT ? `${line.slice(0, SIGNATURE_LIMIT - 1).trimEnd()}…` : line;
}

/**
 * A declaration's head: its source from `start` to where its body begins (or its end), without the
 * comments and the nodes in `skip` (decorators, annotations, attributes), on one line.
 */
export function headSignature(text: string, comments: RawComment[], start: number, end: number, skip: Node[] = []): string {
  const ranges: Range[] = [
    ...comments.filter((comment) => comment.start >= start && comment.end <= end),
    ...skip.map((node) => ({ start: node.startIndex, end: node.endIndex })),
  ];
  return oneLine(withoutRanges(text, start, end, ranges));
}

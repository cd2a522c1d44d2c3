import { cleanComment, type RawComment } from '../../shared/comments.js';
import type { FileScope } from '../../shared/file-scope.js';
import { named, type Node } from '../../shared/nodes.js';
import { isJsDoc } from './syntax.js';

/** Where the file's first statement starts (a `#!` line and comments are not code; a `'use strict'` directive is). */
export function codeStart(root: Node): number {
  const first = named(root).find((node) => node.type !== 'comment' && node.type !== 'hash_bang_line');
  return first ? first.startIndex : Number.POSITIVE_INFINITY;
}

/** The last comment that ends at or before an offset (the comments are in file order). */
function commentBefore(comments: readonly RawComment[], offset: number): RawComment | null {
  let low = 0;
  let high = comments.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((comments[middle]?.end ?? 0) <= offset) low = middle + 1;
    else high = middle;
  }
  return comments[low - 1] ?? null;
}

/**
 * A declaration's JSDoc: the one directly above it (the scope's rule), else the JSDoc just before it
 * with only blank lines between — as TypeScript attaches it, and as express writes every doc — unless
 * that JSDoc stands before the file's first statement, where it is the file's header.
 */
export function jsDocOf(scope: FileScope, start: Node, firstCode: number): string | null {
  const adjacent = scope.docText(start, isJsDoc);
  if (adjacent !== null) return adjacent;
  const comment = commentBefore(scope.comments, start.startIndex);
  if (!comment || comment.claimed || comment.start < firstCode || !isJsDoc(comment.raw)) return null;
  if (scope.text.slice(comment.end, start.startIndex).trim() !== '') return null;
  comment.doc = true;
  comment.claimed = true;
  return cleanComment(comment.raw) || null;
}

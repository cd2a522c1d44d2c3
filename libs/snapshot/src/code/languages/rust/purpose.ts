import type { RawComment } from '../../shared/comments.js';
import { commentParagraphs } from '../../shared/purpose.js';
import { named, type Node } from '../../shared/nodes.js';
import { isInnerDoc } from './symbols.js';

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

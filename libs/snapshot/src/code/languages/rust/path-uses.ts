import type { FileScope } from '../../shared/file-scope.js';
import { children, field, type Node } from '../../shared/nodes.js';

// A crate is used without a `use` through its path: `memchr::memchr(…)`, `log::debug!(…)`,
// `serde_json::json!(…)`, `#[derive(serde::Serialize)]`. Macro arguments and attributes are token
// trees, so paths there are read token by token.

const SCOPED = new Set(['scoped_identifier', 'scoped_type_identifier']);
const NOT_CRATES = new Set(['crate', 'self', 'super', 'Self']);
const CRATE_NAME = /^[a-z_][a-z0-9_]*$/;

/** The names a file's `use`, `extern crate` and `mod` items bind: a path starting with one of them is no crate. */
function boundNames(root: Node, scope: FileScope): Set<string> {
  const bound = new Set(scope.imports.flatMap((ref) => ref.names.map((name) => name.name)));
  for (const item of root.descendantsOfType('mod_item')) {
    const name = item ? field(item, 'name')?.text : undefined;
    if (name) bound.add(name);
  }
  return bound;
}

/** A path's segments, generic arguments left out; null when it does not start with a plain name. */
function segmentsOf(node: Node): string[] | null {
  const path = field(node, 'path');
  const name = field(node, 'name')?.text;
  if (!name) return null;
  if (!path) return null;
  const head = SCOPED.has(path.type) ? segmentsOf(path) : path.type === 'identifier' ? [path.text] : null;
  return head ? [...head, name] : null;
}

/** Paths written token by token in a token tree (`serde :: Serialize`), also in nested trees. */
function tokenPaths(tree: Node): string[][] {
  const out: string[][] = [];
  const tokens = children(tree);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === 'token_tree') {
      out.push(...tokenPaths(token));
      continue;
    }
    const previous = tokens[index - 1];
    if (token.type !== 'identifier' || previous?.type === '::' || tokens[index + 1]?.type !== '::') continue;
    const path = [token.text];
    while (tokens[index + 1]?.type === '::' && tokens[index + 2]?.type === 'identifier') {
      path.push(tokens[index + 2]!.text);
      index += 2;
    }
    if (path.length > 1) out.push(path);
  }
  return out;
}

/** Whether the node is inside a `use` declaration (those paths are imports). */
function inUse(node: Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'use_declaration') return true;
  return false;
}

/**
 * Records the paths the code writes whose first segment may be a crate (see `CodeFacts.pathUses`):
 * the outermost path of each `a::b` expression, type, macro name or attribute, and the paths in
 * macro arguments and attribute arguments.
 */
export function readPathUses(root: Node, scope: FileScope): void {
  const bound = boundNames(root, scope);
  const add = (segments: string[] | null, node: Node) => {
    const head = segments?.[0];
    if (!segments || !head || NOT_CRATES.has(head) || !CRATE_NAME.test(head) || bound.has(head)) return;
    scope.pathUse(segments.join('::'), node);
  };
  for (const node of root.descendantsOfType([...SCOPED, 'token_tree'])) {
    if (!node || inUse(node)) continue;
    if (node.type === 'token_tree') {
      // Only the outermost tree: nested ones are read with it.
      if (node.parent?.type !== 'token_tree') for (const path of tokenPaths(node)) add(path, node);
      continue;
    }
    const parent = node.parent;
    if (parent && SCOPED.has(parent.type) && field(parent, 'path')?.id === node.id) continue;
    add(segmentsOf(node), node);
  }
}

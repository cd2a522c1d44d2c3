import type { Node } from 'web-tree-sitter';

export type { Node };

/** 1-based first line of a node. */
export function lineOf(node: Node): number {
  return node.startPosition.row + 1;
}

/** 1-based last line of a node (a node ending at column 0 ends on the line before). */
export function endLineOf(node: Node): number {
  const end = node.endPosition;
  return end.column === 0 && end.row > node.startPosition.row ? end.row : end.row + 1;
}

export function field(node: Node, name: string): Node | null {
  return node.childForFieldName(name);
}

/** The named children, without the nulls web-tree-sitter's types allow. */
export function named(node: Node): Node[] {
  return node.namedChildren.filter((child): child is Node => child !== null);
}

/** Every child, named or not. */
export function children(node: Node): Node[] {
  return node.children.filter((child): child is Node => child !== null);
}

export function childOfType(node: Node, ...types: string[]): Node | null {
  return named(node).find((child) => types.includes(child.type)) ?? null;
}

export function childrenOfType(node: Node, ...types: string[]): Node[] {
  return named(node).filter((child) => types.includes(child.type));
}

/** Whether an anonymous token (`export`, `async`, `static`…) is among the node's direct children. */
export function hasToken(node: Node, token: string): boolean {
  return children(node).some((child) => !child.isNamed && child.type === token);
}

/** The text of a string literal without its quotes, when it has no interpolation; null otherwise. */
export function stringValue(node: Node | null): string | null {
  if (!node) return null;
  const text = node.text;
  const quoted = /^(?:[rRuUbBfF]{0,2}|@|\$)?(['"`]{1,3})([\s\S]*)\1$/.exec(text);
  if (!quoted) return null;
  const body = quoted[2] ?? '';
  if (quoted[1] === '`' && body.includes('${')) return null;
  if (named(node).some((child) => /interpolation|substitution/.test(child.type))) return null;
  return body;
}

/** The named nodes of a field that may repeat (`name` in `var a, b int`). */
export function fieldNodes(node: Node, name: string): Node[] {
  return node.childrenForFieldName(name).filter((child): child is Node => child !== null && child.isNamed);
}

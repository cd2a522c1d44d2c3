import { named, type Node } from '../../shared/nodes.js';

/** The string literal that opens a module, class or function body, when there is one. */
export function docstringNode(body: Node | null): Node | null {
  const first = body ? named(body).find((n) => n.type !== 'comment') : undefined;
  if (first?.type !== 'expression_statement') return null;
  const inner = named(first);
  return inner.length === 1 && inner[0]?.type === 'string' ? inner[0] : null;
}

/** A docstring's text as `inspect.cleandoc` gives it: quotes removed, indentation folded, blank edges dropped. */
export function cleanDocstring(literal: string): string {
  const body = literal.replace(/^[rRuUbBfF]{0,2}("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const rest = lines.slice(1);
  const indents = rest.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)?.[0].length ?? 0);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  const cleaned = [(lines[0] ?? '').trim(), ...rest.map((line) => line.slice(common).trimEnd())];
  while (cleaned.length > 0 && cleaned[0] === '') cleaned.shift();
  while (cleaned.length > 0 && cleaned.at(-1) === '') cleaned.pop();
  return cleaned.join('\n');
}

/** The docstring of a body, cleaned; null when it has none. */
export function docstringOf(body: Node | null): string | null {
  const node = docstringNode(body);
  return node ? cleanDocstring(node.text) || null : null;
}

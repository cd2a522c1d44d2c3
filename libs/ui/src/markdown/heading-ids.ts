import type { Element, ElementContent, Root } from 'hast';

/**
 * A rehype plugin that gives each heading the id GitHub gives it — lower case, punctuation
 * dropped, spaces as hyphens, `-1`, `-2`… for repeats — so a document's own table of contents
 * (`[Install](#install)`) works on its page as it does on GitHub.
 */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const seen = new Map<string, number>();
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (/^h[1-6]$/.test(child.tagName) && child.properties.id === undefined) {
          const slug = headingSlug(textOf(child));
          const count = seen.get(slug) ?? 0;
          seen.set(slug, count + 1);
          child.properties.id = count === 0 ? slug : `${slug}-${count}`;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text of a hast node and its descendants. */
export function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

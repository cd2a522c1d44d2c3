import type { Root } from 'hast';
import { headingSlug, rehypeHeadingIds } from './heading-ids.js';

describe('headingSlug', () => {
  it('writes the ids GitHub writes', () => {
    expect(headingSlug('Getting Started')).toBe('getting-started');
    expect(headingSlug('API: `GET /api/docs/{slug}`')).toBe('api-get-apidocsslug');
    expect(headingSlug('Node.js & npm')).toBe('nodejs--npm');
    expect(headingSlug('Café über_alles')).toBe('café-über_alles');
  });
});

describe('rehypeHeadingIds', () => {
  it('numbers repeated headings and leaves an id already given', () => {
    const heading = (tagName: string, text: string, id?: string) => ({
      type: 'element' as const,
      tagName,
      properties: id ? { id } : {},
      children: [{ type: 'text' as const, value: text }],
    });
    const tree: Root = {
      type: 'root',
      children: [heading('h1', 'Usage'), heading('h2', 'Usage'), heading('p', 'Usage'), heading('h3', 'Usage'), heading('h2', 'Kept', 'own')],
    };
    rehypeHeadingIds()(tree);
    const ids = tree.children.map((node) => (node.type === 'element' ? node.properties.id : null));
    expect(ids).toEqual(['usage', 'usage-1', undefined, 'usage-2', 'own']);
  });
});

import { readMarkdown } from '../../gate/index.js';

/**
 * A Mermaid diagram quoted from the repository's own changelog is kept as its source in a `text`
 * block, never drawn: repository content is data, and a diagram can carry links (`click … href`),
 * HTML labels, forms and styles that would become part of Chronicle's page. The gate's own reading
 * finds the blocks, in lists and quotes too.
 */
export function diagramsAsSource(markdown: string): string {
  const blocks = readMarkdown(markdown, { lint: false }).inventory.mermaidBlocks;
  if (blocks.length === 0) return markdown;
  const lines = markdown.split('\n');
  for (const { line } of blocks) lines[line - 1] = lines[line - 1]!.replace(/(`{3,}|~{3,})[ \t]*mermaid/i, '$1text');
  return lines.join('\n');
}

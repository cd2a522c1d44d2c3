import type { MicromarkToken } from 'markdownlint';
import { parseMarkdown } from '../../gate/index.js';

// HTML a hand-written changelog may keep live: comments (`<!-- next-header -->`) and the elements the
// gate's lint configuration allows (a line break, a folded list).
const HARMLESS = /^<(?:!--|\/?(?:br|details|summary)\b)/i;
// Where a tag starts inside an HTML block: every such `<` is escaped, so no line of it stays HTML.
const TAG_START = /<(?=[A-Za-z/!?])/g;
const PASSES = 3;

/**
 * A repository's changelog is data: the raw HTML in it (`<img onerror=…>`, `<script>`, `<div>`) is
 * written as text, its `<` escaped, so the document shows the markup instead of running it. Code
 * spans and blocks, autolinks (`<https://…>`), comments and the allowed `<br>`, `<details>`,
 * `<summary>` stay as written, and so does every other character.
 */
export function inertHtml(markdown: string): string {
  let current = markdown;
  for (let pass = 0; pass < PASSES; pass++) {
    const lines = current.split('\n');
    const edits = liveHtml(current);
    if (edits.length === 0) return current;
    // Right to left on each line, so earlier columns stay where they were.
    edits.sort((a, b) => a.line - b.line || b.column - a.column);
    for (const { line, column, block } of edits) {
      const text = lines[line - 1] ?? '';
      lines[line - 1] = block ? asCode(text) : `${text.slice(0, column - 1)}\\${text.slice(column - 1)}`;
    }
    current = lines.join('\n');
  }
  return current;
}

type Edit = { line: number; column: number; block: boolean };

/**
 * A line of an HTML block as a code span, indentation kept: shown as written, and nothing in it
 * (an address in an attribute) becomes a link, as escaped text would once a renderer autolinks it.
 */
function asCode(text: string): string {
  const body = text.trimStart();
  if (body === '' || !TAG_START.test(body)) return text;
  TAG_START.lastIndex = 0;
  const fence = '`'.repeat(Math.max(0, ...[...body.matchAll(/`+/g)].map((run) => run[0].length)) + 1);
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${text.slice(0, text.length - body.length)}${fence}${pad}${body.trimEnd()}${pad}${fence}`;
}

/** A line of an HTML block with the `<` of each tag but the harmless ones escaped, and no address left to autolink (`https\\://`). */
function escapeTags(text: string): string {
  return text.replace(TAG_START, (_, offset: number) => (HARMLESS.test(text.slice(offset)) ? '<' : '\\<')).replace(/(?<!\\):\/\//g, '\\://');
}

function liveHtml(markdown: string): Edit[] {
  const edits: Edit[] = [];
  const lines = markdown.split('\n');
  const visit = (tokens: readonly MicromarkToken[], documentLine: (line: number) => number | null) => {
    for (const token of tokens) {
      if (token.type === 'htmlText' || token.type === 'htmlFlow') {
        if (token.type === 'htmlText' && HARMLESS.test(token.text)) continue;
        for (let unitLine = token.startLine; unitLine <= (token.type === 'htmlFlow' ? token.endLine : token.startLine); unitLine++) {
          const line = documentLine(unitLine);
          if (line !== null && (token.type === 'htmlText' || escapeTags(lines[line - 1] ?? '') !== lines[line - 1])) edits.push({ line, column: token.startColumn, block: token.type === 'htmlFlow' });
        }
        continue;
      }
      visit(token.children, documentLine);
    }
  };
  parseMarkdown(markdown, { lint: false }, (unit) => visit(unit.tokens, (line) => unit.documentLine(line)));
  const seen = new Set<string>();
  return edits.filter((edit) => {
    const key = edit.block ? `${edit.line}` : `${edit.line}:${edit.column}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// A Markdown link or image: `[label](target "title")`, `![alt](target)`; a target may hold balanced parentheses.
const LINK = /(!?)\[((?:\\.|[^\]\\])*)\]\(\s*<?((?:[^()\s>]|\([^()\s]*\))*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
// The schemes a link of the changelog may keep: a reader sees where it goes and chooses to follow it.
const SAFE_SCHEME = /^(?:https?|mailto):/i;

/**
 * The changelog's images and the links no reader should follow become text: an image its alt text
 * (the page loads nothing a repository names), a link whose scheme is not http(s) or mailto
 * (`javascript:`, `data:`) its label. Links to web pages and relative paths stay as the maintainers
 * wrote them; code blocks are left alone.
 */
export function inertLinks(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced || !line.includes('](')) return line;
      return line.replace(LINK, (whole, image: string, label: string, target: string) => {
        if (image) return label;
        return /^[a-z][a-z0-9+.-]*:/i.test(target) && !SAFE_SCHEME.test(target) ? label : whole;
      });
    })
    .join('\n');
}

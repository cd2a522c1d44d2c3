import { cleanComment } from '../../shared/comments.js';
import type { FileScope } from '../../shared/file-scope.js';
import { childOfType, named, type Node } from '../../shared/nodes.js';
import { firstParagraph } from '../python/purpose.js';
import { isJavadoc, TYPE_KINDS } from './symbols.js';

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

// One pass, so the text an inline tag gives (`{@code List<T>}`) is never read again as HTML.
const MARKUP = /\{@(code|literal)\s?([^{}]*)\}|\{@(link|linkplain)\s+([^{}]*)\}|\{@value\s+([^{}]*)\}|\{@[A-Za-z]+[^{}]*\}|<(\/?)([A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*)?\/?>|&(lt|gt|amp|quot|apos|nbsp|#39);/g;

/** `{@link a.b.C#m(int) label}` → `label`; without a label, the reference with `#` read as `.`: `a.b.C.m(int)`, `#m()` → `m()`. */
function linkText(body: string): string {
  const [, ref = body, label = ''] = /^([^\s(]+(?:\([^)]*\))?)\s*([\s\S]*)$/.exec(body.trim()) ?? [];
  return label.trim() || ref.replace(/^#/, '').replace(/#/g, '.');
}

/**
 * A Javadoc comment's text as prose: the main description (up to its first block tag, `@param`,
 * `@since`…), `<p>` starting a new paragraph, other HTML tags removed, `{@code x}`, `{@literal x}`,
 * `{@link X}` and `{@value X}` replaced by their text, other inline tags dropped, the common
 * entities decoded.
 */
export function javadocText(raw: string): string {
  const lines = cleanComment(raw).split('\n');
  const tag = lines.findIndex((line) => /^\s*@[A-Za-z]/.test(line));
  const description = (tag === -1 ? lines : lines.slice(0, tag)).join('\n');
  return description.replace(MARKUP, (_all, code, codeBody, link, linkBody, value, _close, element, entity) => {
    if (code) return codeBody;
    if (link) return linkText(linkBody);
    if (value !== undefined) return value.trim();
    if (element) return element.toLowerCase() === 'p' ? '\n\n' : '';
    if (entity) return ENTITIES[entity] ?? '';
    return '';
  });
}

function isPublicType(node: Node): boolean {
  const modifiers = childOfType(node, 'modifiers');
  return TYPE_KINDS[node.type] !== undefined && (modifiers?.children.some((n) => n?.text === 'public') ?? false);
}

/**
 * The file's purpose: in `package-info.java`, the package's Javadoc (above its `package` line);
 * elsewhere, the Javadoc of the file's top-level public type. Its first paragraph, as prose.
 */
export function readPurpose(root: Node, scope: FileScope): void {
  const packageInfo = /(?:^|\/)package-info\.java$/.test(scope.path);
  const target = packageInfo ? childOfType(root, 'package_declaration') : named(root).find(isPublicType);
  if (!target) return;
  // The type's Javadoc was claimed when its symbol was read; the package's is claimed here.
  const comment = packageInfo
    ? scope.docAbove(target, isJavadoc)
    : scope.comments.filter((c) => c.claimed && c.end <= target.startIndex && c.endLine >= target.startPosition.row).at(-1);
  const text = comment ? firstParagraph(javadocText(comment.raw)) : null;
  if (comment && text) scope.purpose = { text, line: comment.line };
}

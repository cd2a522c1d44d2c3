import type { GuideCodeBlock, GuideDocument, GuideKind, GuideSection } from '../model.js';
import { markdownInlineText, rstInlineText } from './inline-text.js';

/**
 * The repository's own words for people: the root README, CONTRIBUTING, SECURITY, DEVELOPMENT and
 * HACKING files (at the root, in `.github/` or `docs/`), and the pages of a `docs/` folder, split into
 * sections with their fenced code. Documents quote them (an install command, a usage example, the
 * vulnerability reporting channel) instead of guessing.
 */

const DOCUMENT_EXTENSION = /\.(md|markdown|mdown|mkd|rst|txt)$/i;
const NAMED = /^(readme|contributing|security|development|developing|hacking|building|install|installation|testing)(\.(md|markdown|mdown|mkd|rst|txt))?$/i;
/** `docs/` pages: at most this deep below the folder (`docs/a/b.md`). */
const DOCS_DEPTH = 2;
/** The most `docs/` pages kept, by path (named files are always kept). */
export const GUIDE_PAGES_LIMIT = 40;
/** A page's text beyond this many characters is not read. */
export const GUIDE_TEXT_LIMIT = 96_000;
/** A section's text is kept up to this many characters; a code block up to this many. */
export const SECTION_TEXT_LIMIT = 6_000;
export const CODE_BLOCK_LIMIT = 4_000;

const THIRD_PARTY = /(^|\/)(node_modules|vendor|bower_components|third_party)\//;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** What kind of guide a path is; null when it is none. */
export function guideKind(path: string): GuideKind | null {
  if (THIRD_PARTY.test(path)) return null;
  const name = baseName(path);
  const folder = path.slice(0, path.length - name.length);
  const named = NAMED.exec(name)?.[1]?.toLowerCase();
  if (named !== undefined && (folder === '' || folder === '.github/' || folder === 'docs/' || folder === 'doc/')) {
    if (named === 'readme') return folder === '' ? 'readme' : 'guide';
    if (named === 'contributing') return 'contributing';
    if (named === 'security') return 'security';
    return 'guide';
  }
  const docs = /^(docs?|documentation)\//i.exec(path);
  if (docs && DOCUMENT_EXTENSION.test(name) && path.split('/').length - 1 <= DOCS_DEPTH) return 'guide';
  return null;
}

export function isGuidePath(path: string): boolean {
  return guideKind(path) !== null;
}

const KIND_ORDER: GuideKind[] = ['readme', 'contributing', 'security', 'guide'];

/** The guides, README first, then CONTRIBUTING, SECURITY and the other pages by path; `docs/` pages beyond the limit left out. */
export function readGuides(files: { path: string; text: string }[]): GuideDocument[] {
  const found = files
    .map((file) => ({ file, kind: guideKind(file.path) }))
    .filter((entry): entry is { file: { path: string; text: string }; kind: GuideKind } => entry.kind !== null)
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || depth(a.file.path) - depth(b.file.path) || (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
  const named = found.filter((entry) => NAMED.test(baseName(entry.file.path)));
  const pages = found.filter((entry) => !NAMED.test(baseName(entry.file.path))).slice(0, GUIDE_PAGES_LIMIT);
  return [...named, ...pages]
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0))
    .map(({ file, kind }) => ({ path: file.path, kind, sections: guideSections(file.path, file.text) }));
}

function depth(path: string): number {
  return path.split('/').length;
}

/** A guide's sections, by its format (reStructuredText by extension, Markdown otherwise). */
export function guideSections(path: string, source: string): GuideSection[] {
  const text = source.slice(0, GUIDE_TEXT_LIMIT).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  return /\.rst$/i.test(path) ? rstSections(text) : markdownSections(text);
}

type Draft = { heading: string | null; level: number; line: number; body: string[]; code: GuideCodeBlock[] };

function finish(draft: Draft): GuideSection {
  const text = draft.body.join('\n').replace(/^\n+|\n+$/g, '');
  return { heading: draft.heading, level: draft.level, line: draft.line, text: text.length > SECTION_TEXT_LIMIT ? text.slice(0, SECTION_TEXT_LIMIT) : text, code: draft.code };
}

function block(language: string | null, line: number, lines: string[]): GuideCodeBlock {
  const text = lines.join('\n').replace(/\n+$/, '');
  return { language, line, text: text.length > CODE_BLOCK_LIMIT ? text.slice(0, CODE_BLOCK_LIMIT) : text };
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/;
const ATX = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const SETEXT = /^ {0,3}(=+|-+)\s*$/;

/** Markdown sections: ATX and setext headings outside fenced code; the text before the first heading is a section with no heading. */
export function markdownSections(source: string): GuideSection[] {
  const lines = source.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, '')).split('\n');
  const sections: GuideSection[] = [];
  let draft: Draft = { heading: null, level: 0, line: 1, body: [], code: [] };
  const open = (heading: string, level: number, line: number) => {
    if (draft.heading !== null || draft.body.some((entry) => entry.trim() !== '')) sections.push(finish(draft));
    draft = { heading, level, line, body: [], code: [] };
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const close = new RegExp(`^ {0,3}${fence[1]![0] === '`' ? '`' : '~'}{${fence[1]!.length},}\\s*$`);
      const body: string[] = [];
      const start = index + 1;
      draft.body.push(line);
      while (index + 1 < lines.length && !close.test(lines[index + 1]!)) body.push(lines[++index]!);
      if (index + 1 < lines.length) index++;
      draft.body.push(...body, lines[index] ?? '');
      draft.code.push(block(fence[2] ? fence[2].toLowerCase() : null, start + 1, body));
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      open(markdownInlineText(atx[2] ?? ''), atx[1]!.length, index + 1);
      continue;
    }
    const next = lines[index + 1];
    if (next !== undefined && SETEXT.test(next) && line.trim() !== '' && !/^\s*([-*+]|\d+[.)])\s/.test(line) && (index === 0 || lines[index - 1]!.trim() === '')) {
      open(markdownInlineText(line), next.trim()[0] === '=' ? 1 : 2, index + 1);
      index++;
      continue;
    }
    draft.body.push(line);
  }
  if (draft.heading !== null || draft.body.some((entry) => entry.trim() !== '')) sections.push(finish(draft));
  return sections;
}

const UNDERLINE = /^([=\-~^*#"'`:.+_])\1{2,}\s*$/;
const CODE_DIRECTIVE = /^\.\.\s+(?:code-block|code|sourcecode)::\s*(\S*)/;

/** reStructuredText sections (titles by their underline style, in order of appearance) with their literal and `code-block` blocks. */
export function rstSections(source: string): GuideSection[] {
  const lines = source.split('\n');
  const sections: GuideSection[] = [];
  const styles: string[] = [];
  let draft: Draft = { heading: null, level: 0, line: 1, body: [], code: [] };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1] ?? '';
    const overlined = UNDERLINE.test(line) && next.trim() !== '' && UNDERLINE.test(lines[index + 2] ?? '');
    const underlined = line.trim() !== '' && !/^\s/.test(line) && UNDERLINE.test(next) && next.trim().length >= line.trim().length;
    if (overlined || underlined) {
      const style = overlined ? `over${line.trim()[0]}` : next.trim()[0]!;
      if (!styles.includes(style)) styles.push(style);
      if (draft.heading !== null || draft.body.some((entry) => entry.trim() !== '')) sections.push(finish(draft));
      const title = overlined ? next : line;
      draft = { heading: rstInlineText(title.trim()), level: styles.indexOf(style) + 1, line: index + (overlined ? 2 : 1), body: [], code: [] };
      index += overlined ? 2 : 1;
      continue;
    }
    draft.body.push(line);
    const directive = CODE_DIRECTIVE.exec(line.trim());
    const literal = !directive && /::\s*$/.test(line) && !/^\s*\.\./.test(line);
    if (directive || literal) {
      // The block is the indented text after a blank line (a directive's options are skipped).
      let cursor = index + 1;
      while (cursor < lines.length && /^\s+:\w[\w-]*:/.test(lines[cursor]!)) cursor++;
      while (cursor < lines.length && lines[cursor]!.trim() === '') cursor++;
      const indent = /^(\s+)/.exec(lines[cursor] ?? '')?.[1];
      if (indent === undefined) continue;
      const body: string[] = [];
      const start = cursor + 1;
      while (cursor < lines.length && (lines[cursor]!.trim() === '' || lines[cursor]!.startsWith(indent))) body.push(lines[cursor++]!.slice(indent.length));
      draft.body.push(...lines.slice(index + 1, cursor));
      index = cursor - 1;
      draft.code.push(block(directive ? directive[1]!.toLowerCase() || null : null, start, body));
    }
  }
  if (draft.heading !== null || draft.body.some((entry) => entry.trim() !== '')) sections.push(finish(draft));
  return sections;
}

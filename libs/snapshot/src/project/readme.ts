import type { ReadmeFacts } from '../model.js';
import { isProse, markdownInlineText, rstInlineText } from './inline-text.js';

/** Root README names, most preferred first (Markdown, then reStructuredText, AsciiDoc, plain text). */
const EXTENSIONS = ['.md', '.markdown', '.mdown', '.mkd', '.rst', '.adoc', '.asciidoc', '.txt', '', '.org'];
const README = /^readme(\.(md|markdown|mdown|mkd|rst|adoc|asciidoc|txt|org))?$/i;

export function isReadmePath(path: string): boolean {
  return !path.includes('/') && README.test(path);
}

function rank(path: string): number {
  const dot = path.indexOf('.');
  return EXTENSIONS.indexOf(dot < 0 ? '' : path.slice(dot).toLowerCase());
}

/** The root README the snapshot describes: by format preference, then path. */
export function pickReadme<T extends { path: string }>(files: T[]): T | null {
  const candidates = files.filter((file) => isReadmePath(file.path));
  candidates.sort((a, b) => rank(a.path) - rank(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return candidates[0] ?? null;
}

/** A block of the document: a heading (with its level) or a paragraph of prose; everything else is left out. */
export type Block = { kind: 'heading'; level: number; text: string } | { kind: 'paragraph'; text: string };

/** An opening shorter than this many words is taken only when no longer paragraph follows (a tagline such as "... so better sign this"). */
const OPENING_MIN_WORDS = 6;

/**
 * The title is the document's first heading when it is a level-1 heading (`#`, a `===` underline,
 * an HTML `<h1>`); a README that starts with section headings (`## Installation`) and has a `# License`
 * at the end has no title. The opening is the first paragraph of prose after the title (or from the
 * top when there is none) of at least six words, else the first shorter one.
 */
export function readmeFacts(path: string, blocks: Block[]): ReadmeFacts {
  const first = blocks.findIndex((block) => block.kind === 'heading');
  const head = blocks[first];
  const title = head?.kind === 'heading' && head.level === 1 ? head.text : null;
  const after = blocks.slice(title === null ? 0 : first + 1).filter((block) => block.kind === 'paragraph');
  const opening = after.find((block) => block.text.split(' ').length >= OPENING_MIN_WORDS) ?? after[0];
  return { path, title, opening: opening?.text ?? null };
}

/** Reads a README's title and opening paragraph, by its format. */
export function readReadme(file: { path: string; text: string }): ReadmeFacts {
  const lower = file.path.toLowerCase();
  if (lower.endsWith('.rst')) return readmeFacts(file.path, rstBlocks(file.text));
  return readmeFacts(file.path, markdownBlocks(file.text, /\.(adoc|asciidoc)$/.test(lower)));
}

// --- Markdown -------------------------------------------------------------------------------

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const ADOC_TITLE = /^(={1,6})\s+(.+)$/;
const SETEXT = /^ {0,3}(=+|-+)\s*$/;
const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s+/;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S+/;
const ALERT = /^\s*>\s*\[!\w+\]/;

/** Markdown source split into headings and prose paragraphs; code, lists, tables, HTML-only and badge-only blocks dropped. */
export function markdownBlocks(source: string, asciidoc = false): Block[] {
  const lines = source.replace(/<!--[\s\S]*?-->/g, '').split(/\r?\n/);
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const raw = paragraph.join('\n');
    paragraph = [];
    if (raw.trim() !== '') pushParagraph(blocks, raw);
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const close = new RegExp(`^ {0,3}${fence[1]![0] === '`' ? '`' : '~'}{${fence[1]!.length},}\\s*$`);
      while (index + 1 < lines.length && !close.test(lines[++index]!));
      continue;
    }
    const heading = asciidoc ? ADOC_TITLE.exec(line) : ATX.exec(line);
    if (heading) {
      flush();
      pushHeading(blocks, heading[1]!.length, heading[2] ?? '');
      continue;
    }
    if (paragraph.length > 0 && SETEXT.test(line) && !LIST_ITEM.test(paragraph[0]!)) {
      const text = paragraph.join(' ');
      paragraph = [];
      pushHeading(blocks, line.trim()[0] === '=' ? 1 : 2, text);
      continue;
    }
    if (line.trim() === '') flush();
    else if (paragraph.length === 0 && /^( {4}|\t)/.test(line)) continue;
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

function pushHeading(blocks: Block[], level: number, raw: string): void {
  const text = markdownInlineText(raw);
  if (isProse(text)) blocks.push({ kind: 'heading', level, text });
}

/** A paragraph, unless it is a list, a table, a quote alert, link definitions, or noise once cleaned. */
function pushParagraph(blocks: Block[], raw: string): void {
  const first = raw.trimStart();
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(raw);
  if (h1 && first.startsWith('<')) {
    pushHeading(blocks, 1, h1[1]!);
    return;
  }
  if (LIST_ITEM.test(first) || first.startsWith('|') || ALERT.test(first) || /^ {0,3}(\*\s*){3,}$|^ {0,3}(-\s*){3,}$|^ {0,3}(_\s*){3,}$/.test(first)) return;
  const lines = raw.split('\n').filter((line) => !LINK_DEFINITION.test(line)).map((line) => line.replace(/^\s*>\s?/, ''));
  // An HTML block that holds only markup and images (a centred logo, a row of badges) is noise.
  const text = markdownInlineText(lines.join('\n'));
  if (isProse(text)) blocks.push({ kind: 'paragraph', text });
}

// --- reStructuredText -------------------------------------------------------------------------

const UNDERLINE = /^([=\-~^*#"'`:.+_])\1{2,}\s*$/;

/** reStructuredText split into section titles and paragraphs; directives, comments, field lists, lists and literal blocks dropped. */
export function rstBlocks(source: string): Block[] {
  const lines = source.split(/\r?\n/);
  const blocks: Block[] = [];
  const levels: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) pushRstParagraph(blocks, paragraph);
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1] ?? '';
    const overlined = UNDERLINE.test(line) && line.trim() !== '' && UNDERLINE.test(lines[index + 2] ?? '') && next.trim() !== '';
    const underlined = paragraph.length === 0 && line.trim() !== '' && !/^\s/.test(line) && UNDERLINE.test(next) && next.trim().length >= line.trim().length;
    if (overlined || underlined) {
      flush();
      const style = overlined ? `over${line.trim()[0]}` : next.trim()[0]!;
      if (!levels.includes(style)) levels.push(style);
      const title = rstInlineText(overlined ? next.trim() : line.trim());
      if (isProse(title)) blocks.push({ kind: 'heading', level: levels.indexOf(style) + 1, text: title });
      index += overlined ? 2 : 1;
      continue;
    }
    if (line.trim() === '') flush();
    else if (paragraph.length === 0 && /^\s/.test(line)) continue;
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

function pushRstParagraph(blocks: Block[], lines: string[]): void {
  const first = lines[0]!.trim();
  if (first.startsWith('..') || /^:[\w -]+:/.test(first) || LIST_ITEM.test(first) || /^\|/.test(first)) return;
  const text = rstInlineText(lines.join(' ').replace(/::\s*$/, ':'));
  if (isProse(text)) blocks.push({ kind: 'paragraph', text });
}

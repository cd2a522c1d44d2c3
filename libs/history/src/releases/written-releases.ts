import { HEADING_VERSION, namesUnreleased } from './merge-changelog.js';

/** One release section of a changelog people wrote: its heading, the version it names (null for Unreleased), and the text under it. */
export type WrittenRelease = {
  /** The heading's text, without its `#` marks or underline. */
  heading: string;
  /** The version as the heading writes it (`4.19.0`, `3.0.0-alpha.3`); null when it names none. */
  version: string | null;
  /** A section of changes not released yet (`Unreleased`, `vNext`, `1.4.0 (pending)`). */
  unreleased: boolean;
  /** The lines under the heading up to the next release, blank lines around it trimmed. */
  body: string;
};

type Heading = { line: number; level: number; text: string; /** Lines it spans (2 for an underlined heading, 3 with an overline). */ span: number };

const ATX = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
// reStructuredText underlines any punctuation; Markdown's setext headings use `=` and `-` only.
const RST_UNDERLINE = /^([=\-~^*+#"'`:.])\1{2,}\s*$/;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S+\s*$/;
const SETEXT_UNDERLINE = /^\s{0,3}(=+|-+)\s*$/;

/**
 * The release sections of a hand-written changelog (`CHANGELOG.md`, `History.md`, `CHANGES.rst`,
 * `NEWS`), in file order: the headings that name a version or changes not released yet, at the
 * shallowest level that has one, each with the text up to the next heading of that level or above.
 * Headings are `#` headings, underlined ones (`4.19.0 / 2024-03-20` over `=====`, as `History.md`
 * files write them) and, in reStructuredText, any underline or overline, ranked in the order they
 * first appear. Nothing inside a code fence is a heading. A file without one gives [].
 */
export function writtenReleases(text: string, format: 'markdown' | 'rst' = 'markdown'): WrittenRelease[] {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const headings = format === 'rst' ? rstHeadings(lines) : markdownHeadings(lines);
  const releases = headings.filter((heading) => namesUnreleased(heading.text) || HEADING_VERSION.test(heading.text));
  if (releases.length === 0) return [];
  const level = Math.min(...releases.map((heading) => heading.level));
  return releases
    .filter((heading) => heading.level === level)
    .map((heading) => {
      const next = headings.find((other) => other.line > heading.line && other.level <= level);
      const body = lines.slice(heading.line + heading.span, next ? next.line : lines.length);
      const version = HEADING_VERSION.exec(heading.text)?.[1] ?? null;
      return { heading: heading.text, version, unreleased: namesUnreleased(heading.text), body: trimBlankLines(withoutTrailingDefinitions(body)).join('\n') };
    });
}

/** `#` headings (level = the number of marks) and setext ones (`=` level 1, `-` level 2), outside code fences. */
function markdownHeadings(lines: string[]): Heading[] {
  const headings: Heading[] = [];
  let fence = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (/^\s*(?:```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const atx = ATX.exec(line);
    if (atx) headings.push({ line: index, level: atx[1]!.length, text: atx[2]!, span: 1 });
    else if (isHeadingText(line, lines[index - 1]) && SETEXT_UNDERLINE.test(lines[index + 1] ?? '')) {
      headings.push({ line: index, level: lines[index + 1]!.trim().startsWith('=') ? 1 : 2, text: line.trim(), span: 2 });
      index++;
    }
  }
  return headings;
}

/** Underlined (and overlined) titles, ranked by the order their style first appears, as docutils ranks them. */
function rstHeadings(lines: string[]): Heading[] {
  const headings: Heading[] = [];
  const styles: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const under = RST_UNDERLINE.exec(lines[index + 1] ?? '');
    if (!under || !isHeadingText(line, lines[index - 1]) || /^\s/.test(line)) continue;
    const over = RST_UNDERLINE.exec(lines[index - 1] ?? '')?.[1] === under[1];
    const style = `${over ? 'over' : ''}${under[1]}`;
    if (!styles.includes(style)) styles.push(style);
    headings.push({ line: over ? index - 1 : index, level: styles.indexOf(style) + 1, text: line.trim(), span: over ? 3 : 2 });
    index++;
  }
  return headings;
}

/** A line that can be a heading's text: not blank, not a list item, a quote, a table row or code, and after a blank line (or an overline). */
function isHeadingText(line: string, previous: string | undefined): boolean {
  if (line.trim() === '' || /^\s*(?:[-*+>|]\s|\d+[.)]\s)/.test(line) || /^\s{4,}/.test(line) || RST_UNDERLINE.test(line)) return false;
  return previous === undefined || previous.trim() === '' || RST_UNDERLINE.test(previous);
}

/** The link definitions a Keep a Changelog file ends with belong to every release, not to the last one. */
function withoutTrailingDefinitions(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && (lines[end - 1]!.trim() === '' || LINK_DEFINITION.test(lines[end - 1]!))) end--;
  return lines.slice(0, end);
}

function trimBlankLines(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start++;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  return lines.slice(start, end);
}

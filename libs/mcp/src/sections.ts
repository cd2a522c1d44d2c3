import { MAX_HEADINGS_CHARACTERS, oneLine } from './answer.js';

/** A part of a Markdown document under one heading, of any level; the part before the first heading is the introduction. */
export type DocumentSection = {
  /** The heading's text without its `#`s; the document's title (or "Introduction") for the part before the first heading. */
  heading: string;
  /** 1–6, the heading's `#`s; 0 for the introduction (which holds the title line, when the document starts with one). */
  level: number;
  /** The section's own Markdown, its heading line included, up to the next heading of any level. */
  text: string;
  /** Where the section starts in the document (character offset). */
  start: number;
};

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Cuts a document at its ATX headings of every level (never inside a code fence). A level-1
 * heading that opens the document is its title: it stays in the introduction and names it.
 */
export function splitSections(markdown: string): DocumentSection[] {
  const sections: DocumentSection[] = [];
  let title: string | null = null;
  let seenHeading = false;
  let current: { heading: string | null; level: number; start: number } = { heading: null, level: 0, start: 0 };
  let fence: string | null = null;
  let offset = 0;
  const close = (end: number) => {
    const text = markdown.slice(current.start, end).trim();
    if (current.heading !== null || text) sections.push({ heading: current.heading ?? title ?? 'Introduction', level: current.level, text, start: current.start });
  };
  for (const line of markdown.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]![0]!;
      else if (fenceMatch[1]![0] === fence) fence = null;
    }
    const heading = fence === null && !fenceMatch ? HEADING.exec(line) : null;
    if (heading) {
      const level = heading[1]!.length;
      const text = heading[2]!.trim();
      if (level === 1 && !seenHeading) title = text;
      else {
        close(offset);
        current = { heading: text, level, start: offset };
      }
      seenHeading = true;
    }
    offset += line.length + 1;
  }
  close(markdown.length);
  return sections;
}

/** The section at `index` with its deeper subsections (a reader asking for "Setup" means all of it): up to the next heading of its level or a shallower one. */
export function sectionWithSubsections(markdown: string, sections: DocumentSection[], index: number): string {
  const first = sections[index]!;
  let next = index + 1;
  // The introduction has no subsections: every heading ends it.
  if (first.level > 0) while (next < sections.length && sections[next]!.level > first.level) next++;
  const end = next < sections.length ? sections[next]!.start : markdown.length;
  return markdown.slice(first.start, end).trim();
}

/** A heading as a request names it: case, backticks, emphasis and spacing left out. */
function normal(heading: string): string {
  return heading.replace(/^#+\s*/, '').replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The section a request names, at any heading level: the first whose heading equals it (ignoring
 * case, backticks, emphasis and spacing), else the first that starts with it, else the first that
 * contains it; -1 when none does. The introduction is found by the document's title.
 */
export function findSection(sections: DocumentSection[], wanted: string): number {
  const request = normal(wanted);
  if (!request) return -1;
  const headings = sections.map((section) => normal(section.heading));
  for (const matches of [(heading: string) => heading === request, (heading: string) => heading.startsWith(request), (heading: string) => heading.includes(request)]) {
    const index = headings.findIndex(matches);
    if (index !== -1) return index;
  }
  return -1;
}

/**
 * Headings to offer when a request named none, quoted, at most MAX_HEADINGS_CHARACTERS of them:
 * those sharing a word with the request first, then the document's outline from its shallowest
 * levels down; the rest counted.
 */
export function alternativeHeadings(sections: DocumentSection[], wanted: string): string {
  const words = new Set(normal(wanted).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3));
  const headed = sections.filter((section) => section.level >= 1);
  if (headed.length === 0) return 'none (read it whole)';
  const sharing = headed.filter((section) => normal(section.heading).split(/[^\p{L}\p{N}]+/u).some((word) => words.has(word)));
  const outline = [...headed].sort((a, b) => a.level - b.level || a.start - b.start);
  const ordered = [...new Set([...sharing, ...outline])];
  return boundedHeadings(ordered);
}

/** Quoted headings joined with commas, stopping at MAX_HEADINGS_CHARACTERS with "and N more". */
export function boundedHeadings(sections: DocumentSection[]): string {
  const listed: string[] = [];
  let length = 0;
  for (const section of sections) {
    const quotedHeading = `"${oneLine(section.heading, 100)}"`;
    if (length + quotedHeading.length + 2 > MAX_HEADINGS_CHARACTERS) break;
    listed.push(quotedHeading);
    length += quotedHeading.length + 2;
  }
  const omitted = sections.length - listed.length;
  return `${listed.join(', ')}${omitted > 0 ? ` and ${omitted.toLocaleString('en-US')} more` : ''}`;
}

/** A part of a Markdown document under one heading (level 2 or 3); the part before the first one is the introduction. */
export type DocumentSection = {
  /** The heading's text without its `#`s; the document's title (or "Introduction") for the part before the first heading. */
  heading: string;
  /** 1 for the introduction, else 2 or 3. */
  level: number;
  /** The section's Markdown, its heading line included; a level-2 section stops at the next heading of level 2 or 3. */
  text: string;
};

const HEADING = /^(#{1,3})[ \t]+(.+?)[ \t#]*$/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/** Cuts a document into its sections at level-2 and level-3 headings (never inside a code fence). */
export function splitSections(markdown: string): DocumentSection[] {
  const lines = markdown.split('\n');
  const sections: DocumentSection[] = [];
  let title: string | null = null;
  let current: { heading: string | null; level: number; lines: string[] } = { heading: null, level: 1, lines: [] };
  let fence: string | null = null;
  const close = () => {
    const text = current.lines.join('\n').trim();
    if (current.heading !== null || text) sections.push({ heading: current.heading ?? title ?? 'Introduction', level: current.level, text });
  };
  for (const line of lines) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]![0]!;
      else if (fenceMatch[1]![0] === fence) fence = null;
    }
    const heading = fence === null ? HEADING.exec(line) : null;
    if (heading && heading[1]!.length === 1 && title === null) title = heading[2]!.trim();
    if (heading && heading[1]!.length >= 2) {
      close();
      current = { heading: heading[2]!.trim(), level: heading[1]!.length, lines: [line] };
      continue;
    }
    current.lines.push(line);
  }
  close();
  return sections;
}

/** A section's text for a level-2 heading includes its level-3 subsections (what a reader asking for "Setup" means). */
export function sectionWithSubsections(sections: DocumentSection[], index: number): string {
  const first = sections[index]!;
  const parts = [first.text];
  if (first.level === 2) {
    for (let next = index + 1; next < sections.length && sections[next]!.level === 3; next++) parts.push(sections[next]!.text);
  }
  return parts.join('\n\n');
}

import { markdownBlocks, rstBlocks, type GuideCodeBlock, type GuideDocument, type GuideKind, type GuideSection, type Snapshot } from '@chronicle/snapshot';

/** A section of one of the repository's guides, with the guide it is in. */
export type FoundSection = GuideSection & { path: string; kind: GuideKind };

/** A code block of a guide, with where it is. */
export type FoundCode = GuideCodeBlock & { path: string; heading: string | null };

/** Every section of the guides of these kinds (all kinds when none are given), in the guides' order. */
export function guideSections(snapshot: Snapshot, kinds?: readonly GuideKind[]): FoundSection[] {
  return guides(snapshot, kinds).flatMap((guide) => guide.sections.map((section) => ({ ...section, path: guide.path, kind: guide.kind })));
}

function guides(snapshot: Snapshot, kinds?: readonly GuideKind[]): GuideDocument[] {
  const all = snapshot.project.guides ?? [];
  return kinds === undefined ? all : all.filter((guide) => kinds.includes(guide.kind));
}

/** Sections whose heading matches `pattern`, in the guides' order. */
export function sectionsTitled(snapshot: Snapshot, pattern: RegExp, kinds?: readonly GuideKind[]): FoundSection[] {
  return guideSections(snapshot, kinds).filter((section) => section.heading !== null && pattern.test(section.heading));
}

/** The code blocks of these sections. */
export function codeOf(sections: readonly FoundSection[]): FoundCode[] {
  return sections.flatMap((section) => section.code.map((block) => ({ ...block, path: section.path, heading: section.heading })));
}

/** Shell command lines of a block: prompts (`$ `, `> `) removed, comments and output lines left out. */
export function commandLines(block: GuideCodeBlock): string[] {
  const lines = block.text.split('\n');
  const prompted = lines.some((line) => /^\s*[$>] /.test(line));
  return lines
    .filter((line) => !prompted || /^\s*[$>] /.test(line))
    .map((line) => line.replace(/^\s*[$>] /, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('//'));
}

/**
 * The first paragraph of a section's text (at least four words) as plain text, read by the same
 * block reader as the README's opening: code, lists, tables and HTML left out, links reduced to
 * their text, emphasis and code marks removed; null when it has none.
 */
export function firstParagraph(section: FoundSection): string | null {
  const blocks = /\.rst$/i.test(section.path) ? rstBlocks(section.text) : markdownBlocks(section.text);
  const paragraph = blocks.find((block) => block.kind === 'paragraph' && block.text.split(' ').length >= 4);
  return paragraph?.text ?? null;
}

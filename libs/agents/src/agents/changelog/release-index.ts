import { namesUnreleased } from '@chronicle/history';
import { link } from '../../markdown/markdown.js';

// A release heading names a version (`[1.2.0] - 2024-05-01`, `v1.2.0 (2024-05-01)`) or changes not released yet (`Unreleased`, `vNext`, `1.3.0 (pending)`).
const HEADING = /^(#{2,6})\s+(.*?)\s*#*\s*$/;
const VERSION = /(?:^|[\s[(])v?(\d+(?:\.\d+){1,3}(?:[-.]?(?:alpha|beta|rc|pre|preview|dev)[0-9A-Za-z.-]*|-[0-9A-Za-z][0-9A-Za-z.-]*)?)(?=$|[\s\]),:])/i;

/** A release heading of the document: the name the index shows (the version without a `v`, or `Unreleased`), its anchor and its line (0-based). */
export type ReleaseHeading = { name: string; anchor: string; line: number };

/**
 * The document's release headings, in order, at the shallowest level that has one (level 2 in Keep
 * a Changelog), outside code fences, each with the anchor GitHub and markdownlint give it.
 */
export function releaseHeadings(markdown: string): ReleaseHeading[] {
  const found: { level: number; name: string; text: string }[] = [];
  const seen = new Map<string, number>();
  const anchors: { level: number; name: string | null; anchor: string; line: number }[] = [];
  let fence = false;
  for (const [index, line] of markdown.split('\n').entries()) {
    if (/^\s*(?:```|~~~)/.test(line)) fence = !fence;
    const heading = fence ? null : HEADING.exec(line);
    if (!heading) continue;
    const text = heading[2]!;
    const base = slug(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    const name = namesUnreleased(text) ? 'Unreleased' : (VERSION.exec(text)?.[1] ?? null);
    anchors.push({ level: heading[1]!.length, name, anchor: count === 0 ? base : `${base}-${count}`, line: index });
    if (name !== null) found.push({ level: heading[1]!.length, name, text });
  }
  const level = Math.min(...found.map((entry) => entry.level));
  return anchors.filter((entry): entry is ReleaseHeading & { level: number } => entry.name !== null && entry.level === level).map(({ name, anchor, line }) => ({ name, anchor, line }));
}

/** GitHub's heading anchor, as markdownlint computes it: inline marks dropped, lower case, punctuation but `-` and `_` removed, spaces as `-`. */
export function slug(heading: string): string {
  const inline = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\](?:\[[^\]]*\])?/g, '$1')
    .replace(/`+/g, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/\\(.)/g, '$1');
  return inline
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Releases the index links at most; a changelog of thousands of releases would open with nothing else. */
export const RELEASE_INDEX_LIMIT = 100;

/**
 * One line that links the release headings, the first RELEASE_INDEX_LIMIT of them:
 * `Releases: [Unreleased](#unreleased), [1.2.0](#120---2024-05-01), …` — then how many more follow.
 */
export function releaseIndex(headings: ReleaseHeading[]): string {
  const linked = headings.slice(0, RELEASE_INDEX_LIMIT).map((heading) => link(heading.name, `#${encodeURIComponent(heading.anchor)}`));
  const more = headings.length - linked.length;
  return `Releases: ${linked.join(', ')}${more > 0 ? `, and ${more.toLocaleString('en-US')} more below` : ''}.`;
}

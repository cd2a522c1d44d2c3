import type { Changelog, Release } from '../model.js';
import { linkLabel, renderMarkdown, renderRelease } from './render-markdown.js';
import { isListed, readWrittenChangelog } from './listed-items.js';
import { compareVersions, parseTagVersion } from './version.js';

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
/** A version in a release heading (`[1.2.0] - 2024-05-01`, `v1.2.0 (2024-05-01)`, `Version 2.2.0`): its first group. */
export const HEADING_VERSION = /(?:^|[\s[(])v?(\d+(?:\.\d+){1,3}(?:[-.]?(?:alpha|beta|rc|pre|preview|dev)[0-9A-Za-z.-]*|-[0-9A-Za-z][0-9A-Za-z.-]*)?)(?=$|[\s\]),:])/i;
// What maintainers call the section of changes not released yet: `[Unreleased]`, `Unreleased changes`, `1.4.0 (pending)`, `Upcoming`.
const UNRELEASED_WORDS = /\b(?:unreleased|upcoming|pending|in progress|not yet released|unpublished|tbd|tba)\b/i;
// …or the name of what comes next: `vNext`, `Next`, `main`, `HEAD`.
const NEXT_NAME = /^\W*(?:v?next|main|master|head|develop)\W*$/i;
const DATE = /\b(?:19|20)\d{2}\b/;
const LINK_DEFINITION = /^\s{0,3}\[([^\]]+)\]:\s*\S+/;
const LIST_MARKER = /^\s{0,3}([-*+])\s/;

type Block = { heading: string; text: string; body: string[]; version: string | null; unreleased: boolean };

export type MergeOptions = {
  /** Keep the text people wrote under Unreleased instead of replacing it with the built items (default false). */
  keepWrittenUnreleased?: boolean;
};

/**
 * Updates an existing CHANGELOG.md with a freshly built changelog, keeping everything people wrote:
 * the header text, every existing release section (untouched, even when the history says otherwise)
 * and the link definitions. Releases newer than the newest version already in the file are added
 * above the existing ones; versions missing from the file but older than its newest are not (the
 * file's authors left them out, or it starts later).
 *
 * The file's section for changes not released yet is found under any of its usual names
 * (`[Unreleased]`, `Unreleased changes`, `vNext`, `main`, `1.4.0 (pending)`, or an undated version
 * newer than every tag): its heading line is kept, and it moves to the top; its items are replaced
 * by the built ones. It is added when the file has none. With `keepWrittenUnreleased`, such a
 * section that already has text keeps it, and the built items are not added to it.
 *
 * A built item the file already lists — its pull request, one of its commits, or the same words
 * (see `isListed`) — is not added again; the items of each added section are written with the
 * file's list marker. Link definitions are added for the new releases, and the `[unreleased]` one
 * is pointed at the new compare URL (added only where an `[Unreleased]` heading uses it).
 */
export function mergeIntoChangelog(existingMarkdown: string, changelog: Changelog, options: MergeOptions = {}): string {
  if (!existingMarkdown.trim()) return renderMarkdown(changelog);
  const lines = existingMarkdown.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const definitionsStart = trailingDefinitionsStart(lines);
  const content = lines.slice(0, definitionsStart);
  const definitions = lines.slice(definitionsStart).filter((line) => line.trim() !== '');
  const { header, blocks, level } = splitReleases(content);
  markUnreleased(blocks, changelog);

  const existingVersions = blocks.filter((block) => !block.unreleased).map((block) => block.version).filter((version): version is string => version !== null);
  const known = new Set(existingVersions.map(normalizeVersion));
  const newest = existingVersions.map((version) => parseTagVersion(version)).filter((parsed) => parsed !== null).sort((a, b) => compareVersions(b, a))[0];
  const added = changelog.releases.filter((release) => {
    if (release.version === null || known.has(normalizeVersion(release.version))) return false;
    if (!newest) return true;
    const parsed = parseTagVersion(release.version);
    return parsed !== null && compareVersions(parsed, newest) > 0;
  });
  const unreleased = changelog.releases.find((release) => release.version === null) ?? null;
  const existingUnreleased = blocks.find((block) => block.unreleased) ?? null;
  const writtenUnreleased = existingUnreleased ? trimBlank(existingUnreleased.body) : [];
  const keepWritten = options.keepWrittenUnreleased === true && writtenUnreleased.length > 0;
  // What the file lists, without the Unreleased items about to be replaced.
  const kept = [...header, ...blocks.flatMap((block) => (block === existingUnreleased && !keepWritten ? [block.heading] : [block.heading, ...block.body]))].join('\n');
  const written = readWrittenChangelog(kept, changelog.repositoryUrl);
  const style: RenderStyle = { level, marker: listMarker(content) };
  const fresh = (release: Release): Release => ({ ...release, items: release.items.filter((item) => !isListed(item, written)) });

  const headerLines = trimTrailingBlank(header);
  const output: string[] = headerLines.length > 0 ? [...headerLines, ''] : [];
  let unreleasedHeading: string | null = null;
  if (existingUnreleased) {
    unreleasedHeading = existingUnreleased.heading;
    output.push(existingUnreleased.heading, '');
    if (keepWritten) output.push(...writtenUnreleased, '');
    else if (unreleased) output.push(...sectionsOf(fresh(unreleased), style));
  } else if (unreleased && fresh(unreleased).items.length > 0) {
    const rendered = renderAtLevel(fresh(unreleased), style);
    unreleasedHeading = rendered[0]!;
    output.push(...rendered);
  }
  for (const release of added) output.push(...renderAdded(release, fresh(release), style));
  for (const block of blocks) {
    if (block === existingUnreleased) continue;
    output.push(block.heading, ...trimTrailingBlank(block.body), '');
  }

  const unreleasedLink = unreleased?.compareUrl != null && unreleasedHeading !== null && /\[unreleased\](?![([])/i.test(unreleasedHeading) ? [`${linkLabel(unreleased)}: ${unreleased.compareUrl}`] : [];
  const newDefinitions = [...unreleasedLink, ...added.filter((release) => release.compareUrl != null).map((release) => `${linkLabel(release)}: ${release.compareUrl}`)];
  const mergedDefinitions = mergeDefinitions(definitions, newDefinitions);
  const text = trimTrailingBlank(output).join('\n');
  return `${text}\n${mergedDefinitions.length > 0 ? `\n${mergedDefinitions.join('\n')}\n` : ''}`;
}

function splitReleases(lines: string[]): { header: string[]; blocks: Block[]; level: number } {
  let level = 0;
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (!heading) continue;
    const depth = heading[1]!.length;
    if ((namesUnreleased(heading[2]!) || HEADING_VERSION.test(heading[2]!)) && (depth > 1 || !/changelog|change log|history/i.test(heading[2]!))) {
      level = depth;
      break;
    }
  }
  if (level === 0) return { header: lines, blocks: [], level: 2 };
  const header: string[] = [];
  const blocks: Block[] = [];
  let inFence = false;
  for (const line of lines) {
    if (/^\s*(?:```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING.exec(line);
    if (heading && heading[1]!.length === level) {
      const text = heading[2]!;
      blocks.push({ heading: line, text, body: [], version: HEADING_VERSION.exec(text)?.[1] ?? null, unreleased: false });
      continue;
    }
    if (blocks.length === 0) header.push(line);
    else blocks[blocks.length - 1]!.body.push(line);
  }
  return { header, blocks, level };
}

/** Whether a release heading's text names the changes not released yet (`[Unreleased]`, `Unreleased changes`, `vNext`, `main`, `1.4.0 (pending)`). */
export function namesUnreleased(text: string): boolean {
  return UNRELEASED_WORDS.test(text) || NEXT_NAME.test(text);
}

/**
 * Marks the sections of changes not released yet: named so (`Unreleased`, `vNext`, `1.4.0 (pending)`)
 * unless the version is tagged after all, or — the first section with a version — an undated
 * version no tag has and higher than every tagged one (the release being prepared).
 */
function markUnreleased(blocks: Block[], changelog: Changelog): void {
  const tagged = changelog.releases.map((release) => release.version).filter((version): version is string => version !== null);
  const isTagged = new Set(tagged.map(normalizeVersion));
  const highest = tagged.map((version) => parseTagVersion(version)).filter((parsed) => parsed !== null).sort((a, b) => compareVersions(b, a))[0];
  for (const block of blocks) block.unreleased = namesUnreleased(block.text) && (block.version === null || !isTagged.has(normalizeVersion(block.version)));
  const first = blocks.find((block) => block.version !== null);
  if (!first || first.unreleased || !highest || DATE.test(first.text) || isTagged.has(normalizeVersion(first.version!))) return;
  const parsed = parseTagVersion(first.version!);
  if (parsed !== null && compareVersions(parsed, highest) > 0) first.unreleased = true;
}

function trailingDefinitionsStart(lines: string[]): number {
  let start = lines.length;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    if (!LINK_DEFINITION.test(line)) break;
    start = index;
  }
  return start;
}

function mergeDefinitions(existing: string[], fresh: string[]): string[] {
  const labelOf = (line: string) => LINK_DEFINITION.exec(line)?.[1]?.toLowerCase() ?? '';
  const result = [...existing];
  const unreleasedFresh = fresh.find((line) => labelOf(line) === 'unreleased');
  const others = fresh.filter((line) => labelOf(line) !== 'unreleased' && !existing.some((known) => labelOf(known) === labelOf(line)));
  const unreleasedAt = result.findIndex((line) => labelOf(line) === 'unreleased');
  if (unreleasedFresh && unreleasedAt !== -1) result[unreleasedAt] = unreleasedFresh;
  const insertAt = unreleasedAt !== -1 ? unreleasedAt + 1 : 0;
  result.splice(insertAt, 0, ...(unreleasedFresh && unreleasedAt === -1 ? [unreleasedFresh] : []), ...others);
  return result;
}

type RenderStyle = { level: number; marker: string };

function renderAtLevel(release: Release, style: RenderStyle): string[] {
  return withMarker(shiftHeadings(renderRelease(release), style.level).split('\n'), style.marker);
}

function sectionsOf(release: Release, style: RenderStyle): string[] {
  return renderAtLevel(release, style).slice(2);
}

/** An added release; when the file lists every one of its items already (under Unreleased, most often), a line that says so. */
function renderAdded(release: Release, fresh: Release, style: RenderStyle): string[] {
  if (fresh.items.length > 0 || release.items.length === 0) return renderAtLevel(fresh, style);
  return [renderAtLevel(fresh, style)[0]!, '', 'Its changes are listed elsewhere in this changelog, as its authors wrote them.', ''];
}

function shiftHeadings(markdown: string, level: number): string {
  if (level === 2) return markdown;
  return markdown.replace(/^(#{2,3}) /gm, (_, hashes: string) => `${'#'.repeat(hashes.length - 2 + level)} `);
}

/** The bullet the file's lists use (`*` in many hand-written changelogs), so the added items match them. */
function listMarker(lines: string[]): string {
  let inFence = false;
  for (const line of lines) {
    if (/^\s*(?:```|~~~)/.test(line)) inFence = !inFence;
    const marker = inFence ? null : LIST_MARKER.exec(line)?.[1];
    if (marker) return marker;
  }
  return '-';
}

function withMarker(lines: string[], marker: string): string[] {
  return marker === '-' ? lines : lines.map((line) => (line.startsWith('- ') ? `${marker} ${line.slice(2)}` : line));
}

function trimBlank(lines: string[]): string[] {
  const trimmed = trimTrailingBlank(lines);
  let start = 0;
  while (start < trimmed.length && trimmed[start]!.trim() === '') start += 1;
  return trimmed.slice(start);
}

function normalizeVersion(version: string): string {
  return version.trim().replace(/^v/i, '').toLowerCase();
}

function trimTrailingBlank(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === '') end -= 1;
  return lines.slice(0, end);
}

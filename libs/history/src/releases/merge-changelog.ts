import type { Changelog, Release } from '../model.js';
import { linkLabel, renderMarkdown, renderRelease } from './render-markdown.js';
import { compareVersions, parseTagVersion } from './version.js';

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const HEADING_VERSION = /(?:^|[\s[(])v?(\d+(?:\.\d+){1,3}(?:[-.]?(?:alpha|beta|rc|pre|preview|dev)[0-9A-Za-z.-]*|-[0-9A-Za-z][0-9A-Za-z.-]*)?)(?=$|[\s\]),:])/i;
const UNRELEASED = /\bunreleased\b/i;
const LINK_DEFINITION = /^\s{0,3}\[([^\]]+)\]:\s*\S+/;

type Block = { heading: string; body: string[]; version: string | null; unreleased: boolean };

export type MergeOptions = {
  /** Keep the text people wrote under Unreleased instead of replacing it with the built items (default false). */
  keepWrittenUnreleased?: boolean;
};

/**
 * Updates an existing CHANGELOG.md with a freshly built changelog, keeping everything people wrote:
 * the header text, every existing release section (untouched, even when the history says otherwise)
 * and the link definitions. Releases newer than the newest version already in the file are added
 * above the existing ones; versions missing from the file but older than its newest are not (the
 * file's authors left them out, or it starts later). The Unreleased section's items are replaced
 * (its heading line is kept); it is added when the file has none. Link definitions are added for
 * the new releases, and the `[unreleased]` one is pointed at the new compare URL. With
 * `keepWrittenUnreleased`, an Unreleased section that already has text keeps it, and the built
 * items are not added to it.
 */
export function mergeIntoChangelog(existingMarkdown: string, changelog: Changelog, options: MergeOptions = {}): string {
  if (!existingMarkdown.trim()) return renderMarkdown(changelog);
  const lines = existingMarkdown.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const definitionsStart = trailingDefinitionsStart(lines);
  const content = lines.slice(0, definitionsStart);
  const definitions = lines.slice(definitionsStart).filter((line) => line.trim() !== '');
  const { header, blocks, level } = splitReleases(content);

  const existingVersions = blocks.map((block) => block.version).filter((version): version is string => version !== null);
  const known = new Set(existingVersions.map(normalizeVersion));
  const newest = existingVersions.map((version) => parseTagVersion(version)).filter((parsed) => parsed !== null).sort((a, b) => compareVersions(b, a))[0];
  const added = changelog.releases.filter((release) => {
    if (release.version === null || known.has(normalizeVersion(release.version))) return false;
    if (!newest) return true;
    const parsed = parseTagVersion(release.version);
    return parsed !== null && compareVersions(parsed, newest) > 0;
  });
  const unreleased = changelog.releases.find((release) => release.version === null) ?? null;

  const headerLines = trimTrailingBlank(header);
  const output: string[] = headerLines.length > 0 ? [...headerLines, ''] : [];
  const existingUnreleased = blocks.find((block) => block.unreleased);
  if (existingUnreleased) {
    output.push(existingUnreleased.heading, '');
    const written = trimTrailingBlank(existingUnreleased.body);
    while (written.length > 0 && written[0]!.trim() === '') written.shift();
    if (options.keepWrittenUnreleased && written.length > 0) output.push(...written, '');
    else if (unreleased) output.push(...sectionsOf(unreleased, level));
  } else if (unreleased) {
    output.push(...renderAtLevel(unreleased, level));
  }
  for (const release of added) output.push(...renderAtLevel(release, level));
  for (const block of blocks) {
    if (block.unreleased) continue;
    output.push(block.heading, ...trimTrailingBlank(block.body), '');
  }

  const newDefinitions = [unreleased, ...added].filter((release): release is Release => release?.compareUrl != null).map((release) => `${linkLabel(release)}: ${release.compareUrl}`);
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
    if ((UNRELEASED.test(heading[2]!) || HEADING_VERSION.test(heading[2]!)) && (depth > 1 || !/changelog|change log|history/i.test(heading[2]!))) {
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
      blocks.push({ heading: line, body: [], version: UNRELEASED.test(text) ? null : (HEADING_VERSION.exec(text)?.[1] ?? null), unreleased: UNRELEASED.test(text) });
      continue;
    }
    if (blocks.length === 0) header.push(line);
    else blocks[blocks.length - 1]!.body.push(line);
  }
  return { header, blocks, level };
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

function renderAtLevel(release: Release, level: number): string[] {
  return shiftHeadings(renderRelease(release), level).split('\n');
}

function sectionsOf(release: Release, level: number): string[] {
  return renderAtLevel(release, level).slice(2);
}

function shiftHeadings(markdown: string, level: number): string {
  if (level === 2) return markdown;
  return markdown.replace(/^(#{2,3}) /gm, (_, hashes: string) => `${'#'.repeat(hashes.length - 2 + level)} `);
}

function normalizeVersion(version: string): string {
  return version.trim().replace(/^v/i, '').toLowerCase();
}

function trimTrailingBlank(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === '') end -= 1;
  return lines.slice(0, end);
}

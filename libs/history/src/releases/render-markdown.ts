import { BREAKING_MARK } from '../cluster/item-text.js';
import { CHANGE_SECTIONS, type ChangelogItem, type Changelog, type Release } from '../model.js';

export const CHANGELOG_HEADER = `# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).
`;

/**
 * Keep a Changelog 1.1.0 Markdown: the standard header, `## [Unreleased]`, then
 * `## [1.2.3] - 2024-05-01` per release, `### Added` … `### Security` in that order with `- item`
 * lines (a breaking change stays in its section, its line opened by `**Breaking:**`), and the link reference definitions (`[1.2.3]: compare URL`) at the bottom.
 */
export function renderMarkdown(changelog: Changelog): string {
  const blocks = [CHANGELOG_HEADER];
  for (const release of changelog.releases) blocks.push(renderRelease(release));
  const links = renderLinkDefinitions(changelog.releases);
  if (links) blocks.push(links);
  return `${blocks.join('\n').replace(/\n+$/, '')}\n`;
}

/** One release section: its heading and its sections, ending with a blank line. */
export function renderRelease(release: Release): string {
  const lines = [releaseHeading(release), ''];
  if (release.items.length === 0 && release.version !== null) lines.push(emptyReleaseNote(release), '');
  for (const section of CHANGE_SECTIONS) {
    const items = release.items.filter((item) => item.section === section);
    if (items.length === 0) continue;
    lines.push(`### ${section}`, '');
    for (const item of items) lines.push(`- ${itemLine(item)}`);
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * What a release without items says instead of a bare heading: a re-release of a commit an earlier
 * release holds, or housekeeping only (version bumps, docs, tests, CI). A paragraph, not an item.
 */
export function emptyReleaseNote(release: Release): string {
  if (release.shippedIn) return `_Did not ship: ${release.shippedIn} followed within the hour, fixing the release, and lists its changes._`;
  if (release.commitCount === 0) return '_No changes of its own: tagged on a commit the release below already holds._';
  return `_No changes worth a line: ${release.commitCount === 1 ? 'one commit' : `${release.commitCount} commits`} of housekeeping (version bumps, docs, tests or CI)._`;
}

/** An item's text; a breaking item opens with `**Breaking:**` even when its text was written elsewhere without it. */
export function itemLine(item: ChangelogItem): string {
  return item.breaking && !/^\*\*breaking:?\*\*/i.test(item.text) ? `${BREAKING_MARK} ${item.text}` : item.text;
}

export function releaseHeading(release: Release): string {
  if (release.version === null) return '## [Unreleased]';
  return `## [${release.version}]${release.date ? ` - ${release.date}` : ''}`;
}

/** `[unreleased]: url` and `[1.2.3]: url` lines for the releases that have a link. */
export function renderLinkDefinitions(releases: Release[]): string {
  return releases
    .filter((release) => release.compareUrl)
    .map((release) => `${linkLabel(release)}: ${release.compareUrl}`)
    .join('\n');
}

export function linkLabel(release: Release): string {
  return release.version === null ? '[unreleased]' : `[${release.version}]`;
}

// Parses a Keep-a-Changelog-style Markdown file (the maintainers' changelog.md, git-cliff's output)
// into releases → items, tolerating the variations found in the corpora:
// `## [1.2.3] - date`, `## [1.2.3] -- date`, `## [1.2.3] date`, `## 1.2.3 - date`, `## v1.2.3 (date)`,
// `## [1.1.6, 1.2.8] date` (one release per version, same items), `## [Unreleased]`;
// section headings at any deeper level (`### Fixed`, `#### Bug Fixes`) and, as in rich, at the
// version level (`## Changed` is not a version, so it is a section of the current release);
// `# History` (level 1) closes the current release; bullets `-`, `*`, `+`, `1.` with nested bullets
// and continuation lines folded into their top-level item; paragraphs outside bullets, HTML
// comments and fenced code are ignored.
import { extractNumbers } from './metrics.mjs';

const VERSION = String.raw`v?\d+(?:\.\d+)+[^\s\],()]*`;
const VERSION_HEADING = new RegExp(String.raw`^(?:version\s+|release\s+)?\[?\s*(${VERSION}(?:\s*,\s*${VERSION})*)\s*\]?`, 'i');

/**
 * @param {string} text heading text without the #s
 * @returns {{ versions: string[], date: string | null } | { unreleased: true } | null}
 */
export function parseVersionHeading(text) {
  const clean = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '[$1]').trim();
  if (/^\[?\s*unreleased\b/i.test(clean)) return { unreleased: true };
  const match = VERSION_HEADING.exec(clean);
  if (!match) return null;
  const versions = match[1].split(',').map((version) => version.trim().replace(/^v/i, ''));
  const date = /(\d{4}-\d{2}-\d{2})/.exec(clean.slice(match[0].length))?.[1] ?? null;
  return { versions, date };
}

/**
 * @typedef {{ version: string | null, date: string | null, heading: string, line: number,
 *   items: import('./metrics.mjs').Item[] }} ParsedRelease
 */

/**
 * @param {string} markdown
 * @param {{ repo?: string }} [options] `repo` (`owner/name`) limits which GitHub links count as references
 * @returns {ParsedRelease[]} in document order; version null for Unreleased
 */
export function parseChangelog(markdown, { repo } = {}) {
  /** @type {ParsedRelease[]} */
  const releases = [];
  /** @type {{ items: any[] }[]} */
  let current = []; // the release(s) items go to (several for a multi-version heading)
  let section = null;
  let item = null;
  let baseIndent = null;
  let blank = false;
  let fence = null;
  const lines = markdown.split(/\r?\n/);
  const finish = () => {
    if (!item) return;
    const text = item.lines.join(' ').replace(/\s+/g, ' ').trim();
    if (text) for (const release of current) release.items.push({ text, section: item.section, numbers: extractNumbers(text, repo) });
    item = null;
  };
  lines.forEach((raw, index) => {
    const line = raw.replace(/\t/g, '    ');
    const fenceMatch = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1] === fence) fence = null;
      return;
    }
    if (fenceMatch) {
      finish();
      fence = fenceMatch[1];
      return;
    }
    if (/^\s*<!--.*-->\s*$/.test(line)) return;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      finish();
      const parsed = parseVersionHeading(heading[2]);
      section = null;
      baseIndent = null;
      blank = false;
      if (parsed) {
        const versions = 'unreleased' in parsed ? [null] : parsed.versions;
        current = versions.map((version) => ({ version, date: 'unreleased' in parsed ? null : parsed.date, heading: line.trim(), line: index + 1, items: [] }));
        releases.push(...current);
      } else if (heading[1].length === 1) {
        current = [];
      } else if (current.length) {
        section = heading[2].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim();
      }
      return;
    }
    if (!current.length) return;
    const bullet = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (bullet && !/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      const indent = bullet[1].length;
      if (baseIndent === null || indent < baseIndent) baseIndent = indent;
      if (item && indent >= baseIndent + 2) item.lines.push(bullet[2]);
      else {
        finish();
        item = { lines: [bullet[2]], section };
      }
      blank = false;
      return;
    }
    if (!line.trim()) {
      blank = true;
      return;
    }
    if (item && (!blank || /^\s{2,}\S/.test(line))) {
      item.lines.push(line.trim());
      blank = false;
      return;
    }
    finish(); // a paragraph after a blank line ends the list item
  });
  finish();
  return releases;
}

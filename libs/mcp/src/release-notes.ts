import { compareVersions, parseTagVersion, readTags, releaseTags, writtenReleases, type Repository, type Tag, type TagVersion } from '@chronicle/history';
// The changelog subpath alone: the package's root loads the parsers and language data (about a second).
import { isChangelogPath, pickChangelog } from '@chronicle/snapshot/changelog';
import { git, type GitRange } from './git-range.js';

/** A changelog larger than this is not read (a few releases' notes are what an answer shows). */
const MAX_CHANGELOG_BYTES = 4 * 1024 * 1024;
/** Releases whose notes an answer quotes, newest first; the others are named. */
export const MAX_RELEASE_NOTES = 10;
/** Characters of one release's notes an answer quotes. */
export const MAX_RELEASE_NOTE_CHARACTERS = 4_000;

/** The maintainers' own notes for the releases of a range, from the changelog file at its end. */
export type ReleaseNotes = {
  /** The changelog file at the root (`CHANGELOG.md`, `History.md`, `CHANGES.rst`…). */
  file: string;
  /** The commit it was read at: the range's end. */
  commit: string;
  /** The notes of the releases whose tags fall in the range, newest version first (at most MAX_RELEASE_NOTES). */
  releases: { tag: string; version: string; heading: string; text: string; truncated: boolean }[];
  /** Versions tagged in the range whose notes are not quoted (beyond MAX_RELEASE_NOTES), newest first. */
  moreVersions: string[];
  /** Release tags in the range the file has no section for. */
  missing: string[];
};

/**
 * The range's release notes: the release tags (the repository's version tags, `releaseTags`) whose
 * commits the range holds, matched by version to the sections of the changelog file at the range's
 * end (`writtenReleases`). Null when the range holds no release tag, the repository keeps no
 * changelog at its root, or the file is not in this clone (a partial clone never downloads it);
 * a file with no section for any of them gives `releases: []` and every tag in `missing`.
 */
export async function releaseNotesOf(repository: Repository, head: string, range: GitRange): Promise<ReleaseNotes | null> {
  const end = range.until.commit ?? (await git(repository, ['rev-list', '-1', `--until=${range.until.date}`, '--end-of-options', head])).trim();
  if (!end) return null;
  const tags = await releaseTagsIn(repository, end, range);
  if (tags.length === 0) return null;
  const file = await changelogAt(repository, end);
  if (!file) return null;
  const sections = writtenReleases(file.text, /\.rst$/i.test(file.path) ? 'rst' : 'markdown');
  const found: { tag: (typeof tags)[number]; section: (typeof sections)[number] }[] = [];
  const missing: string[] = [];
  for (const tag of tags) {
    const section = sections.find((candidate) => candidate.version !== null && sameVersion(parseTagVersion(candidate.version), tag.parsed));
    if (section) found.push({ tag, section });
    else missing.push(tag.name);
  }
  const releases = found.slice(0, MAX_RELEASE_NOTES).map(({ tag, section }) => ({
    tag: tag.name,
    version: tag.parsed.version,
    heading: section.heading,
    text: section.body.slice(0, MAX_RELEASE_NOTE_CHARACTERS),
    truncated: section.body.length > MAX_RELEASE_NOTE_CHARACTERS,
  }));
  return { file: file.path, commit: end, releases, moreVersions: found.slice(MAX_RELEASE_NOTES).map(({ tag }) => tag.parsed.version), missing };
}

/** The release tags whose commits are in the range (reachable from its end, not from its start, within its dates), newest version first. */
async function releaseTagsIn(repository: Repository, end: string, range: GitRange): Promise<(Tag & { parsed: TagVersion })[]> {
  const start = range.since?.commit;
  const listed = await git(repository, ['for-each-ref', '--format=%(refname:strip=2)%00%(*committerdate:iso-strict)%00%(committerdate:iso-strict)', `--merged=${end}`, ...(start ? [`--no-merged=${start}`] : []), 'refs/tags']);
  const inRange = new Set<string>();
  for (const line of listed.split('\n')) {
    const [name = '', peeledDate = '', date = ''] = line.split('\0');
    if (!name || !(peeledDate || date)) continue;
    const committed = new Date(peeledDate || date).toISOString();
    if ((range.since?.kind === 'date' && committed < range.since.date) || (range.until.kind === 'date' && committed > range.until.date)) continue;
    inRange.add(name);
  }
  if (inRange.size === 0) return [];
  // The repository's release family is chosen from all its tags, not from those of the range.
  return releaseTags(await readTags(repository))
    .filter((tag) => inRange.has(tag.name))
    .sort((a, b) => compareVersions(b.parsed, a.parsed));
}

/** The changelog at the root of `commit` (see `pickChangelog`), when it is in this clone and not huge. */
async function changelogAt(repository: Repository, commit: string): Promise<{ path: string; text: string } | null> {
  const names = (await git(repository, ['ls-tree', '-z', '--name-only', '--end-of-options', commit])).split('\0').filter(isChangelogPath);
  const path = pickChangelog(names.map((name) => ({ path: name, text: '' })))?.path;
  if (!path) return null;
  const object = `${commit}:${path}`;
  const size = Number((await git(repository, ['cat-file', '-s', object]).catch(() => '')).trim());
  if (!size || size > MAX_CHANGELOG_BYTES) return null;
  const text = await git(repository, ['cat-file', 'blob', object]).catch(() => null);
  return text === null ? null : { path, text };
}

function sameVersion(a: TagVersion | null, b: TagVersion): boolean {
  return a !== null && compareVersions(a, b) === 0;
}

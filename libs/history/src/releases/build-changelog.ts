import { classifyCommit } from '../classify/classify-commit.js';
import { clusterCommits } from '../cluster/cluster-commits.js';
import type { Changelog, ChangelogItem, ClassifiedCommit, ClusteringMode, Commit, Release, Tag } from '../model.js';
import { DEFAULT_CLUSTERING } from '../model.js';
import { compareLink, releaseLink } from './links.js';
import { changelogPractice, itemFacts, selectNotable, withoutQuietNoise, type ItemFacts } from './notable.js';
import { compareVersions, releaseTags, type TagVersion } from './version.js';

export type BuildChangelogInput = {
  /**
   * Newest first, in an order where a commit comes before its parents (what `git log` prints):
   * the first-parent history, possibly with the first-parent histories of release tags off it.
   */
  commits: Commit[];
  tags: Tag[];
  /** `owner/name`. */
  repository: string;
  /** https URL of the repository, for compare links; null when unknown. */
  repositoryUrl: string | null;
  /** The commit the Unreleased section runs from; default: the first commit. */
  head?: string;
};

type ReleaseTag = Tag & { parsed: TagVersion };

/** Releases on each side whose CHANGELOG practice counts with a release's own (see `selectNotable`). */
const NEIGHBOURS = 2;

/**
 * Cuts a history into releases.
 *
 * - **Versions** come from tags (see `releaseTags`: one family of version tags, prefixes such as
 *   `v`, `release-`, `name-v`, `name@` understood, other tags ignored). When several release tags
 *   name the same commit, the highest version wins. Prereleases are releases of their own.
 * - **Windows**: a release holds the commits reachable from its tag (through the parents present
 *   in `commits`) that no older release holds — tags are taken oldest first, each claiming what is
 *   left of its ancestry. On a first-parent list this is the stretch from the tag down to the
 *   previous tag; release tags on maintenance branches (their first-parent histories included in
 *   `commits`) get their own stretch down to their previous tag. Commits reachable from `head` and
 *   from no tag form the Unreleased section, left out when it has no items.
 * - **Tags off the list**: a tag whose commit is not among `commits` is ignored
 *   (`generateChangelog` reads the history of every release tag, so none is missing there).
 * - **Order**: Unreleased, then releases by version, highest first (so maintenance releases sit
 *   with their series, as maintainers list them).
 * - **Dates** are the tag's date (the tagger date of an annotated tag) as YYYY-MM-DD in the tag's
 *   own offset; **compare links** need `repositoryUrl`: `{url}/compare/{previous}...{tag}` where
 *   the previous tag is the nearest release tag down the tag's first-parent line, Unreleased
 *   `{url}/compare/{last}...HEAD`, a first release `{url}/releases/tag/{tag}`. When the history was
 *   cut short (`maxCommits`), the oldest release holds only the commits read, and its link compares
 *   with the highest lower version among the tags whose commits were not read.
 * - **Items**: each release's commits are classified and clustered (default `minimal`); outside
 *   `individual` mode, a release whose authors write the CHANGELOG with their changes keeps only
 *   those changes (see `selectNotable`). Items are ordered breaking first, then newest first.
 */
export function buildChangelog(input: BuildChangelogInput, options: { clustering?: ClusteringMode } = {}): Changelog {
  return buildFromClassified(input, input.commits.map(classifyCommit), options);
}

/** {@link buildChangelog} with the commits already classified (`classified[i]` is `input.commits[i]`). */
export function buildFromClassified(input: BuildChangelogInput, classified: ClassifiedCommit[], options: { clustering?: ClusteringMode } = {}): Changelog {
  const clustering = options.clustering ?? DEFAULT_CLUSTERING;
  const commits = input.commits;
  const position = new Map<string, number>();
  commits.forEach((commit, index) => position.set(commit.sha, index));
  const allTags = releaseTags(input.tags);
  const tagAt = new Map<number, ReleaseTag>();
  for (const tag of allTags) {
    const at = position.get(tag.sha);
    if (at === undefined) continue;
    const known = tagAt.get(at);
    if (!known || compareVersions(tag.parsed, known.parsed) > 0) tagAt.set(at, tag);
  }

  // Each tag, oldest first, claims the commits of its ancestry that no older tag claimed.
  const owner = new Int32Array(commits.length).fill(-1);
  const claim = (from: number, release: number): number[] => {
    const claimed: number[] = [];
    const stack = [from];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (owner[at] !== -1) continue;
      owner[at] = release;
      claimed.push(at);
      for (const parent of commits[at]!.parents) {
        const parentAt = position.get(parent);
        if (parentAt !== undefined && owner[parentAt] === -1) stack.push(parentAt);
      }
    }
    return claimed.sort((a, b) => a - b);
  };
  const taggedPositions = [...tagAt.keys()].sort((a, b) => b - a);
  const windows = taggedPositions.map((at, release) => ({ tag: tagAt.get(at)!, at, members: claim(at, release) }));
  const headAt = input.head !== undefined ? position.get(input.head) : commits.length > 0 ? 0 : undefined;
  const unreleasedMembers = headAt === undefined ? [] : claim(headAt, windows.length);

  const cutShort = commits.length > 0 && commits[commits.length - 1]!.parents.length > 0;
  // Oldest first: each tag's window, then Unreleased.
  const drafts = [...windows.map((window) => window.members), unreleasedMembers].map((members) => draftItems(members.map((at) => classified[at]!), clustering));
  const practice = drafts.map((draft) => changelogPractice(draft.facts));
  const finalItems = drafts.map((draft, index) => {
    if (clustering === 'individual') return orderItems(draft.items);
    const around = practice.slice(Math.max(0, index - NEIGHBOURS), index + NEIGHBOURS + 1).reduce((sum, one) => ({ written: sum.written + one.written, candidates: sum.candidates + one.candidates }), { written: 0, candidates: 0 });
    return orderItems(selectNotable(draft.items, draft.facts, around));
  });

  const releases: Release[] = [];
  const unreleasedItems = finalItems[finalItems.length - 1]!;
  if (unreleasedItems.length > 0) {
    const last = headAt === undefined ? null : previousTag(commits, position, tagAt, headAt, true);
    releases.push({
      version: null,
      tag: null,
      date: null,
      compareUrl: input.repositoryUrl && last ? compareLink(input.repositoryUrl, last.name, 'HEAD') : null,
      items: unreleasedItems,
      commitCount: unreleasedMembers.length,
    });
  }
  const versions: Array<{ release: Release; tag: ReleaseTag; at: number }> = windows.map(({ tag, at, members }, index) => {
    const previous = previousTag(commits, position, tagAt, at, false) ?? (cutShort ? previousOutsideWindow(tag, allTags, position) : null);
    const release: Release = {
      version: tag.parsed.version,
      tag: tag.name,
      date: (tag.date || commits[at]!.committerDate || '').slice(0, 10) || null,
      compareUrl: input.repositoryUrl ? (previous ? compareLink(input.repositoryUrl, previous.name, tag.name) : releaseLink(input.repositoryUrl, tag.name)) : null,
      items: finalItems[index]!,
      commitCount: members.length,
    };
    return { release, tag, at };
  });
  versions.sort((a, b) => compareVersions(b.tag.parsed, a.tag.parsed) || a.at - b.at);
  releases.push(...versions.map(({ release }) => release));
  return { repository: input.repository, repositoryUrl: input.repositoryUrl, releases };
}

/** The nearest release tag down the first-parent line from `from` (itself included when `inclusive`). */
function previousTag(commits: Commit[], position: Map<string, number>, tagAt: Map<number, ReleaseTag>, from: number, inclusive: boolean): ReleaseTag | null {
  let at: number | undefined = inclusive ? from : position.get(commits[from]!.parents[0] ?? '');
  for (let steps = 0; at !== undefined && steps <= commits.length; steps += 1) {
    const tag = tagAt.get(at);
    if (tag) return tag;
    at = position.get(commits[at]!.parents[0] ?? '');
  }
  return null;
}

/** A release's items before the notable ones are selected, with the facts the selection needs. */
function draftItems(classified: ClassifiedCommit[], clustering: ClusteringMode): { items: ChangelogItem[]; facts: ItemFacts[] } {
  if (classified.length === 0) return { items: [], facts: [] };
  let items = clusterCommits(classified, clustering);
  if (items.length === 0) items = clusterCommits(withoutQuietNoise(classified), clustering);
  return { items, facts: itemFacts(items, new Map(classified.map((entry) => [entry.commit.sha, entry]))) };
}

/** Breaking changes first, then newest first. */
function orderItems(items: ChangelogItem[]): ChangelogItem[] {
  return items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => Number(b.item.breaking) - Number(a.item.breaking) || a.order - b.order)
    .map(({ item }) => item);
}

/**
 * For the oldest release of a history cut short, the release before it: the highest release tag of
 * a lower version whose commit was not read.
 */
function previousOutsideWindow(tag: ReleaseTag, allTags: ReleaseTag[], present: Map<string, number>): ReleaseTag | null {
  let best: ReleaseTag | null = null;
  for (const candidate of allTags) {
    if (present.has(candidate.sha) || compareVersions(candidate.parsed, tag.parsed) >= 0) continue;
    if (!best || compareVersions(candidate.parsed, best.parsed) > 0) best = candidate;
  }
  return best;
}

import { classifyCommit } from '../classify/classify-commit.js';
import { clusterCommits } from '../cluster/cluster-commits.js';
import type { Changelog, ChangelogItem, ClassifiedCommit, ClusteringMode, Commit, Release, Tag } from '../model.js';
import { DEFAULT_CLUSTERING } from '../model.js';
import { compareLink, releaseLink } from './links.js';
import { changelogPractice, DOCS_RELEASE_NOISE, itemFacts, selectNotable, withoutQuietNoise, type ItemFacts } from './notable.js';
import { distinctItems } from './listed-items.js';
import { commitInScope, type ChangelogScope } from './scope.js';
import { compareVersions, isPrerelease, releaseTags, type TagFamilies, type TagVersion } from './version.js';

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
  /** The part of the repository the changelog covers (see `ChangelogScope`); default: all of it. */
  scope?: ChangelogScope;
  /** Tag families to prefer or avoid for the releases (see `releaseTags`). */
  tagFamilies?: TagFamilies;
};

type ReleaseTag = Tag & { parsed: TagVersion };

/** Releases on each side whose CHANGELOG practice counts with a release's own (see `selectNotable`). */
const NEIGHBOURS = 2;

/**
 * Cuts a history into releases.
 *
 * - **Versions** come from tags (see `releaseTags`: one family of version tags, prefixes such as
 *   `v`, `release-`, `name-v`, `name@` understood, other tags ignored). When several release tags
 *   name the same commit, the commit's release is the lowest final version (the first to ship
 *   it), and the higher final versions follow as re-releases without items; a pre-release on the
 *   commit of a final version is that version's candidate and gets no section.
 * - **Tags that are not releases**: along the first-parent line of `head`, versions must rise with
 *   the history; the tags that break the longest rising run (a stray `v0.0.1` cut after 2.x, a
 *   version tagged far out of its time) cut no window, their commits going to the next release.
 *   A tag off that line whose nearest tag down its own first-parent line is a higher final
 *   version is dropped the same way.
 * - **Windows** follow the commit graph: a release holds the commits reachable from its tag
 *   (through the parents present in `commits`) that no older release holds — tags are taken
 *   oldest first, each claiming what is left of its ancestry. On a first-parent list this is the
 *   stretch from the tag down to the previous tag; release tags on maintenance branches, and tags
 *   on release branches merged back (reachable only through a merge's second parent), get their
 *   own stretch down to their previous tag, and the merge that brings such a released branch back
 *   gives no item of its own (its changes were released already). Commits reachable from `head`
 *   and from no tag form the Unreleased section, left out when it has no items.
 * - **Pre-releases** (`-rc.1`, `.beta1`, `.dev0`) fold into the final release that contains them:
 *   a final release is everything since the previous final release, as one section; the
 *   pre-releases it took in are listed under it (sorted below it by version), each with the
 *   commits of its own window, so the final never comes out empty and the pre-releases keep their
 *   history. A pre-release that a higher final release never took in (an abandoned beta) is left
 *   out (or shown under Unreleased when HEAD merged it since).
 * - **Scope**: commits outside `scope` (another package's folder) stay in the graph, so windows are
 *   cut the same, but give no items and are not counted.
 * - **Tags off the list**: a tag whose commit is not among `commits` is ignored
 *   (`generateChangelog` reads the history of every release tag, so none is missing there).
 * - **Order**: Unreleased, then releases newest first. Since out-of-order tags are dropped, the
 *   version order agrees with the graph on every line of history; releases on different lines
 *   (maintenance branches such as `3-1-stable`) are ordered by version, so they sit with their
 *   series as maintainers list them.
 * - **Dates** are the tag's date (the tagger date of an annotated tag) as YYYY-MM-DD in the tag's
 *   own offset — the commit's date for a tag made afterwards (more than a week after its commit
 *   and after a higher version's tag); **compare links** need `repositoryUrl`: `{url}/compare/{previous}...{tag}` where
 *   the previous tag is the highest release whose window holds a parent of this release's
 *   commits (a merged-back `14.0.3` before `14.1.0`; folded pre-releases skipped), else the
 *   nearest release tag down the tag's first-parent line, Unreleased `{url}/compare/{last}...HEAD`, a first release
 *   `{url}/releases/tag/{tag}`. When the history was cut short (`maxCommits`), the oldest release
 *   holds only the commits read, and its link compares with the highest lower version among the
 *   tags whose commits were not read.
 * - **Items**: each release's commits are classified and clustered (default `minimal`); outside
 *   `individual` mode, a release whose authors write the CHANGELOG with their changes keeps only
 *   those changes (see `selectNotable`). A release whose commits are all noise lists its CI and
 *   internal work, else its documentation. Items are ordered breaking first, then newest first. A
 *   first release of twenty items or more that starts the history reads `Initial release` (see
 *   `startsHistory`).
 */
export function buildChangelog(input: BuildChangelogInput, options: { clustering?: ClusteringMode } = {}): Changelog {
  return buildFromClassified(input, input.commits.map(classifyCommit), options);
}

/** {@link buildChangelog} with the commits already classified (`classified[i]` is `input.commits[i]`). */
export function buildFromClassified(input: BuildChangelogInput, classified: ClassifiedCommit[], options: { clustering?: ClusteringMode } = {}): Changelog {
  const commits = input.commits;
  const position = new Map<string, number>();
  commits.forEach((commit, index) => position.set(commit.sha, index));
  const allTags = releaseTags(input.tags, input.tagFamilies);
  const headAt = input.head !== undefined ? position.get(input.head) : commits.length > 0 ? 0 : undefined;
  const cut = cutHistory(commits, position, allTags, headAt);
  const unreleased = cut.windows.length;

  // Oldest first: each shown release, then Unreleased; each with its commits in scope, in log order.
  const slots = [...cut.windows.keys()].filter((index) => cut.shownAs[index] === index).concat(unreleased);
  const scope = input.scope;
  const held = new Map<number, number[]>(slots.map((slot) => [slot, []]));
  const members = new Map<number, number[]>(slots.map((slot) => [slot, []]));
  commits.forEach((commit, at) => {
    const slot = cut.showing(at);
    if (slot < 0) return;
    held.get(slot)!.push(at);
    if (!scope || commitInScope(commit, scope)) members.get(slot)!.push(at);
  });
  const slotCommits = slots.map((slot) => members.get(slot)!.filter((at) => !bringsBackReleased(cut, at)).map((at) => classified[at]!));
  const items = selectItems(slotCommits, options.clustering ?? DEFAULT_CLUSTERING, true);
  const shippedIn = new Map<number, ReleaseTag>();
  for (const [failed, patch] of failedReleases(slots.slice(0, -1).map((slot, index) => ({ tag: cut.windows[slot]!.tag, commits: slotCommits[index]! })))) {
    items[patch] = items[failed]!;
    items[failed] = [];
    shippedIn.set(failed, cut.windows[slots[patch]!]!.tag);
  }
  const clustering = options.clustering ?? DEFAULT_CLUSTERING;
  const first = slots.length > 1 ? slotCommits[0]! : [];
  if (clustering !== 'individual' && items[0]!.length >= INITIAL_RELEASE_ITEMS && startsHistory(first)) items[0] = [initialRelease(first)];

  const releases: Release[] = [];
  const url = input.repositoryUrl;
  const unreleasedItems = items[slots.length - 1]!;
  if (unreleasedItems.length > 0) {
    const last = headAt === undefined ? null : previousRelease(cut, held.get(unreleased)!, headAt, true);
    releases.push({ version: null, tag: null, date: null, compareUrl: url && last ? compareLink(url, last.name, 'HEAD') : null, items: unreleasedItems, commitCount: members.get(unreleased)!.length });
  }
  const cutShort = commits.length > 0 && commits[commits.length - 1]!.parents.length > 0;
  const retroactive = retroactiveTags(slots.slice(0, -1).map((slot) => cut.windows[slot]!), commits);
  const date = (tag: ReleaseTag, at: number) => ((retroactive.has(tag) ? commits[at]!.committerDate : tag.date) || commits[at]!.committerDate || '').slice(0, 10) || null;
  const versions: Array<{ release: Release; tag: ReleaseTag; at: number }> = [];
  slots.slice(0, -1).forEach((slot, index) => {
    const { tag, at } = cut.windows[slot]!;
    const previous = previousRelease(cut, held.get(slot)!, at, false) ?? (cutShort ? previousOutsideWindow(tag, allTags, position) : null);
    const compareUrl = url ? (previous ? compareLink(url, previous.name, tag.name) : releaseLink(url, tag.name)) : null;
    const release: Release = { version: tag.parsed.version, tag: tag.name, date: date(tag, at), compareUrl, items: items[index]!, commitCount: members.get(slot)!.length };
    const patch = shippedIn.get(index);
    if (patch) release.shippedIn = patch.parsed.version;
    versions.push({ release, tag, at });
    // Re-releases: more final versions tagged on the same commit, shown without items of their own.
    for (const again of cut.retagged.get(at) ?? []) {
      const release: Release = { version: again.parsed.version, tag: again.name, date: date(again, at), compareUrl: url ? compareLink(url, tag.name, again.name) : null, items: [], commitCount: 0 };
      versions.push({ release, tag: again, at });
    }
  });
  // Pre-releases folded into their final release are still listed, below it, each with its own window.
  const folded = [...cut.windows.keys()].filter((index) => cut.shownAs[index] !== index && cut.shownAs[index]! >= 0 && cut.shownAs[index]! < unreleased);
  const windowTagAt = new Map(cut.windows.map((window) => [window.at, window.tag]));
  const foldedItems = selectItems(
    folded.map((index) => cut.windows[index]!.members.filter((at) => !scope || commitInScope(commits[at]!, scope)).sort((a, b) => a - b).map((at) => classified[at]!)),
    options.clustering ?? DEFAULT_CLUSTERING,
  );
  folded.forEach((index, order) => {
    const { tag, at, members: own } = cut.windows[index]!;
    const previous = previousTag(cut.firstParents, windowTagAt, at, false);
    const compareUrl = url ? (previous ? compareLink(url, previous.name, tag.name) : releaseLink(url, tag.name)) : null;
    versions.push({ release: { version: tag.parsed.version, tag: tag.name, date: date(tag, at), compareUrl, items: foldedItems[order]!, commitCount: own.length }, tag, at });
  });
  versions.sort((a, b) => compareVersions(b.tag.parsed, a.tag.parsed) || a.at - b.at);
  releases.push(...versions.map(({ release }) => release));
  return { repository: input.repository, repositoryUrl: input.repositoryUrl, releases };
}

/** How soon after a release a patch that only repairs the release counts as the release that shipped. */
const FAILED_RELEASE_MS = 60 * 60 * 1000;

/**
 * Releases that failed to ship, each with the release that shipped its changes (indexes into
 * `releases`, oldest first; a chain — 3.45.0, 3.45.1, 3.45.2 each repaired by the next — ends at
 * the last). A final release failed when the next one is a patch of the same minor version,
 * tagged within {@link FAILED_RELEASE_MS} after it, whose own commits are all noise, one of them a
 * fix to CI or release tooling (see `repairsRelease`): the first release never reached users, so
 * maintainers list its changes under the patch. (A patch that adds builds — `ci: add arm
 * binaries` — shipped something of its own.)
 */
function failedReleases(releases: Array<{ tag: ReleaseTag; commits: ClassifiedCommit[] }>): Map<number, number> {
  const result = new Map<number, number>();
  for (let index = 0; index + 1 < releases.length; index += 1) {
    const { tag } = releases[index]!;
    const next = releases[index + 1]!;
    if (isPrerelease(tag.parsed) || isPrerelease(next.tag.parsed) || compareVersions(next.tag.parsed, tag.parsed) <= 0) continue;
    if ((tag.parsed.numbers[0] ?? 0) !== (next.tag.parsed.numbers[0] ?? 0) || (tag.parsed.numbers[1] ?? 0) !== (next.tag.parsed.numbers[1] ?? 0)) continue;
    const gap = Date.parse(next.tag.date) - Date.parse(tag.date);
    if (!(gap >= 0 && gap <= FAILED_RELEASE_MS)) continue;
    if (next.commits.some((classified) => classified.noise === null) || !next.commits.some(repairsRelease)) continue;
    result.set(index, index + 1);
  }
  return result;
}

/** A fix to CI or release tooling only (`fix(ci): run pnpm install …`, `fix: cloudsmith upload` touching `.goreleaser.yml`). */
function repairsRelease(classified: ClassifiedCommit): boolean {
  return classified.noise === 'ci-only' && classified.section === 'Fixed';
}

/** The line that stands for a project's first release (see {@link startsHistory}). */
export const INITIAL_RELEASE = 'Initial release';
/** How many items a first release must have before {@link INITIAL_RELEASE} stands for them. */
const INITIAL_RELEASE_ITEMS = 20;

/**
 * Whether a release's commits start the project's history: they hold a root commit (one without
 * parents; a history cut short by `maxCommits` holds none). What came before a first release that
 * took {@link INITIAL_RELEASE_ITEMS} changes or more is how the project was built, not a change to
 * something users had: maintainers write one line (`Initial release`, `First release`) rather than
 * list every commit since the first. (A first release of a few changes keeps them.)
 */
function startsHistory(commits: ClassifiedCommit[]): boolean {
  return commits.some((classified) => classified.commit.parents.length === 0);
}

/** The one item of a first release: {@link INITIAL_RELEASE}, standing for all its commits. */
function initialRelease(commits: ClassifiedCommit[]): ChangelogItem {
  return { section: 'Added', text: INITIAL_RELEASE, scope: null, breaking: false, commits: commits.map((classified) => classified.commit.sha), references: { pullRequests: [], issues: [] } };
}

/** The items of each release (oldest first, Unreleased last): clustered, then the notable ones selected with the neighbours' CHANGELOG practice. */
function selectItems(releases: ClassifiedCommit[][], clustering: ClusteringMode, unreleasedLast = false): ChangelogItem[][] {
  const drafts = releases.map((classified, slot) => draftItems(classified, clustering, !(unreleasedLast && slot === releases.length - 1)));
  if (clustering === 'individual') return drafts.map((draft) => orderItems(draft.items));
  const practice = drafts.map((draft) => changelogPractice(draft.facts));
  return drafts.map((draft, slot) => {
    const around = practice.slice(Math.max(0, slot - NEIGHBOURS), slot + NEIGHBOURS + 1).reduce((sum, one) => ({ written: sum.written + one.written, candidates: sum.candidates + one.candidates }), { written: 0, candidates: 0 });
    return distinctItems(orderItems(selectNotable(draft.items, draft.facts, around)));
  });
}

type Window = { tag: ReleaseTag; at: number; members: number[] };

/** A history cut into release windows (see `buildChangelog`). */
type Cut = {
  commits: Commit[];
  position: Map<string, number>;
  /** Each commit's first parent, as a position (-1: none, or not read). */
  firstParents: Int32Array;
  /** Oldest first. */
  windows: Window[];
  /** The window holding each commit: an index of `windows`, `windows.length` for Unreleased, -1 for none. */
  owner: Int32Array;
  /**
   * The section showing each window's commits: the window itself, the final release that took a
   * pre-release in, `windows.length` (Unreleased) for an abandoned pre-release merged since, -1 for
   * an abandoned one never merged.
   */
  shownAs: number[];
  /** The section showing a commit (-1: none). */
  showing: (at: number) => number;
  /** More final versions tagged on a window's commit (re-releases), by position. */
  retagged: Map<number, ReleaseTag[]>;
  /** The tags of the shown releases, by position. */
  shownTagAt: Map<number, ReleaseTag>;
};

function cutHistory(commits: Commit[], position: Map<string, number>, allTags: ReleaseTag[], headAt: number | undefined): Cut {
  const tagAt = new Map<number, ReleaseTag>();
  const retagged = new Map<number, ReleaseTag[]>();
  for (const tag of allTags) {
    const at = position.get(tag.sha);
    if (at !== undefined) tagAt.set(at, firstRelease(tagAt.get(at), tag));
  }
  for (const tag of allTags) {
    const at = position.get(tag.sha);
    if (at === undefined || isPrerelease(tag.parsed)) continue;
    const known = [tagAt.get(at)!, ...(retagged.get(at) ?? [])];
    // `1.2.0` and `v1.2.0` on one commit are one release.
    if (known.every((other) => compareVersions(other.parsed, tag.parsed) !== 0)) retagged.set(at, [...known.slice(1), tag]);
  }
  const firstParents = firstParentPositions(commits, position);
  dropOutOfOrderTags(firstParents, tagAt, headAt);

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
    return claimed;
  };
  const windows = [...tagAt.keys()].sort((a, b) => b - a).map((at, release) => ({ tag: tagAt.get(at)!, at, members: claim(at, release) }));
  const unreleased = headAt === undefined ? [] : claim(headAt, windows.length);
  const shownAs = foldPrereleases(commits, position, owner, windows, unreleased);
  const showing = (at: number) => (owner[at]! < 0 ? -1 : owner[at]! === windows.length ? windows.length : shownAs[owner[at]!]!);
  const shownTagAt = new Map(windows.filter((_, index) => shownAs[index] === index).map((window) => [window.at, window.tag]));
  return { commits, position, firstParents, windows, owner, shownAs, showing, retagged, shownTagAt };
}

/** A merge that brings back a branch whose commits an older release holds (a release branch merged back): its changes were released already. */
function bringsBackReleased(cut: Cut, at: number): boolean {
  return cut.commits[at]!.parents.slice(1).some((parent) => {
    const parentAt = cut.position.get(parent);
    return parentAt !== undefined && cut.owner[parentAt]! !== -1 && cut.showing(parentAt) !== cut.showing(at);
  });
}

/**
 * The release before a section, for its compare link: the highest shown release holding a parent
 * of the section's commits (`held`; a merged-back `14.0.3` before `14.1.0`), else the nearest shown
 * tag down the first-parent line from `from`.
 */
function previousRelease(cut: Cut, held: number[], from: number, inclusive: boolean): ReleaseTag | null {
  let best: ReleaseTag | null = null;
  const slot = held.length > 0 ? cut.showing(held[0]!) : -1;
  for (const at of held) {
    for (const parent of cut.commits[at]!.parents) {
      const parentAt = cut.position.get(parent);
      const other = parentAt === undefined ? -1 : cut.showing(parentAt);
      if (other < 0 || other === slot || other >= cut.windows.length) continue;
      const tag = cut.windows[other]!.tag;
      if (!best || compareVersions(tag.parsed, best.parsed) > 0) best = tag;
    }
  }
  return best ?? previousTag(cut.firstParents, cut.shownTagAt, from, inclusive);
}

/** A tag created more than this long after its commit may have been tagged afterwards. */
const LATE_TAG_MS = 7 * 24 * 3600 * 1000;

/**
 * Tags created afterwards: dated more than a week after their commit and after a higher version's
 * tag. Their release is dated by the commit (the tag's date is when someone tagged history).
 */
function retroactiveTags(windows: Window[], commits: Commit[]): Set<ReleaseTag> {
  const late = new Set<ReleaseTag>();
  let earliestHigher = Infinity;
  for (const { tag, at } of [...windows].sort((a, b) => compareVersions(b.tag.parsed, a.tag.parsed))) {
    const tagged = Date.parse(tag.date);
    if (tagged - Date.parse(commits[at]!.committerDate) > LATE_TAG_MS && tagged > earliestHigher) late.add(tag);
    if (!Number.isNaN(tagged)) earliestHigher = Math.min(earliestHigher, tagged);
  }
  return late;
}

/**
 * Of two release tags naming one commit, the one whose release the commit's window is: a final
 * version before a pre-release (a promoted release candidate), the lowest final version (the
 * higher ones re-release the same commit), the highest pre-release (a re-tag).
 */
function firstRelease(known: ReleaseTag | undefined, tag: ReleaseTag): ReleaseTag {
  if (!known) return tag;
  const knownPre = isPrerelease(known.parsed);
  if (knownPre !== isPrerelease(tag.parsed)) return knownPre ? tag : known;
  const order = compareVersions(tag.parsed, known.parsed);
  return (knownPre ? order > 0 : order < 0) ? tag : known;
}

/**
 * Removes the tags that are not releases in their place (see `buildChangelog`): on the first-parent
 * line of `headAt`, the tags outside the longest run of rising versions (the newest such run when
 * several are as long); off it, a tag whose nearest tag down its own first-parent line is a higher
 * final version.
 */
function dropOutOfOrderTags(firstParents: Int32Array, tagAt: Map<number, ReleaseTag>, headAt: number | undefined): void {
  const line: number[] = [];
  const onLine = new Set<number>();
  for (let at = headAt ?? -1; at >= 0 && !onLine.has(at); at = firstParents[at]!) {
    onLine.add(at);
    if (tagAt.has(at)) line.push(at);
  }
  line.reverse(); // oldest first
  // Longest strictly rising run of versions (patience sorting), rebuilt from its newest tag.
  const tails: number[] = [];
  const before = new Map<number, number>();
  for (const at of line) {
    const version = tagAt.get(at)!.parsed;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareVersions(tagAt.get(tails[middle]!)!.parsed, version) < 0) low = middle + 1;
      else high = middle;
    }
    if (low > 0) before.set(at, tails[low - 1]!);
    tails[low] = at;
  }
  const keep = new Set<number>();
  for (let at: number | undefined = tails[tails.length - 1]; at !== undefined; at = before.get(at)) keep.add(at);
  for (const at of line) if (!keep.has(at)) tagAt.delete(at);
  const offLine = [...tagAt.keys()].filter((at) => !onLine.has(at)).sort((a, b) => b - a);
  for (const at of offLine) {
    const below = previousTag(firstParents, tagAt, at, false);
    if (below && !isPrerelease(below.parsed) && compareVersions(below.parsed, tagAt.get(at)!.parsed) > 0) tagAt.delete(at);
  }
}

/**
 * The section showing each window's commits (see `Cut.shownAs`): a pre-release whose commits are
 * ancestors of a final release of a higher version, down to the previous final release, is folded
 * into it; a pre-release that a higher final release never took in is abandoned — shown in
 * Unreleased when HEAD has merged it since, else nowhere; other windows show themselves.
 */
function foldPrereleases(commits: Commit[], position: Map<string, number>, owner: Int32Array, windows: Window[], unreleased: number[]): number[] {
  const shownAs = windows.map((_, index) => index);
  const folded = new Set<number>();
  // Walks from a section's commits into the pre-release windows below it that `takes` accepts.
  const fold = (start: number[], into: number, takes: (candidate: TagVersion) => boolean) => {
    const queue = [start];
    while (queue.length > 0) {
      for (const at of queue.pop()!) {
        for (const parent of commits[at]!.parents) {
          const parentAt = position.get(parent);
          const other = parentAt === undefined ? -1 : owner[parentAt]!;
          if (other < 0 || other >= windows.length || other === owner[at] || folded.has(other)) continue;
          if (!isPrerelease(windows[other]!.tag.parsed) || !takes(windows[other]!.tag.parsed)) continue;
          folded.add(other);
          shownAs[other] = into;
          queue.push(windows[other]!.members);
        }
      }
    }
  };
  windows.forEach((final, index) => {
    if (!isPrerelease(final.tag.parsed)) fold(final.members, index, (candidate) => compareVersions(candidate, final.tag.parsed) < 0);
  });
  const finals = windows.filter((window) => !isPrerelease(window.tag.parsed)).map((window) => window.tag.parsed);
  const abandoned = (candidate: TagVersion) => finals.some((final) => compareVersions(final, candidate) > 0);
  fold(unreleased, windows.length, abandoned);
  windows.forEach((window, index) => {
    if (!folded.has(index) && isPrerelease(window.tag.parsed) && abandoned(window.tag.parsed)) shownAs[index] = -1;
  });
  return shownAs;
}

/**
 * Each commit's first parent as a position in `commits` (-1 when it has none or it was not read):
 * the first-parent walks below follow it by index, not by looking a SHA up for every step, which
 * made them the slowest part of a history with hundreds of releases.
 */
function firstParentPositions(commits: Commit[], position: Map<string, number>): Int32Array {
  const parents = new Int32Array(commits.length).fill(-1);
  commits.forEach((commit, at) => {
    const parent = commit.parents[0];
    if (parent !== undefined) parents[at] = position.get(parent) ?? -1;
  });
  return parents;
}

/** The nearest release tag down the first-parent line from `from` (itself included when `inclusive`). */
function previousTag(firstParents: Int32Array, tagAt: Map<number, ReleaseTag>, from: number, inclusive: boolean): ReleaseTag | null {
  let at = inclusive ? from : firstParents[from]!;
  for (let steps = 0; at >= 0 && steps <= firstParents.length; steps += 1) {
    const tag = tagAt.get(at);
    if (tag) return tag;
    at = firstParents[at]!;
  }
  return null;
}

/** A release's items before the notable ones are selected, with the facts the selection needs. */
function draftItems(classified: ClassifiedCommit[], clustering: ClusteringMode, released: boolean): { items: ChangelogItem[]; facts: ItemFacts[] } {
  if (classified.length === 0) return { items: [], facts: [] };
  let items = clusterCommits(classified, clustering);
  if (items.length === 0) items = clusterCommits(withoutQuietNoise(classified), clustering);
  // A release cut for its documentation lists it (changes not released yet wait for more).
  if (items.length === 0 && released) items = clusterCommits(withoutQuietNoise(classified, DOCS_RELEASE_NOISE), clustering);
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

import { clusterCommits, type ChangelogItem, type ClassifiedCommit, type ClusteringMode } from '@chronicle/history';

/** The commits of one changelog entry, the items cut from them, and when it counts as pushed. */
export type EntryGroup = {
  /** Newest first, as given. */
  commits: ClassifiedCommit[];
  items: ChangelogItem[];
  /** The newest committer date of the group's commits. */
  pushedAt: Date;
};

const DAY_MS = 86_400_000;

/**
 * Cuts a history (newest first) into the changelog entries an analysis writes, newest first
 * (see the README's "Entry groups" for the definition):
 * - `individual`: one group per commit, noise included; a commit that clusters to no item (noise)
 *   gets one item made from its subject, so no entry is ever empty;
 * - `minimal`: commits of the same UTC calendar day of their committer date;
 * - `balanced`: of the same ISO week (UTC, weeks start on Monday);
 * - `aggressive`: of the same UTC calendar month.
 * In the grouped modes a group's items are `clusterCommits(group, mode)`, and a group whose
 * items are all dropped as noise makes no entry.
 */
export function entryGroups(commits: readonly ClassifiedCommit[], mode: ClusteringMode): EntryGroup[] {
  if (mode === 'individual') {
    return commits.map((classified) => {
      const items = clusterCommits([classified], 'individual');
      return { commits: [classified], items: items.length > 0 ? items : [subjectItem(classified)], pushedAt: committedAt(classified) };
    });
  }
  const byPeriod = new Map<string, ClassifiedCommit[]>();
  for (const classified of commits) {
    const key = periodKey(committedAt(classified), mode);
    const members = byPeriod.get(key);
    if (members) members.push(classified);
    else byPeriod.set(key, [classified]);
  }
  return [...byPeriod.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([, members]) => ({ commits: members, items: clusterCommits(members, mode), pushedAt: newest(members) }))
    .filter((group) => group.items.length > 0);
}

/** `YYYY-MM-DD` of the day, of the week's Monday, or `YYYY-MM` of the month, all in UTC. */
function periodKey(date: Date, mode: Exclude<ClusteringMode, 'individual'>): string {
  if (mode === 'aggressive') return date.toISOString().slice(0, 7);
  if (mode === 'minimal') return date.toISOString().slice(0, 10);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

function committedAt(classified: ClassifiedCommit): Date {
  return new Date(classified.commit.committerDate);
}

function newest(members: readonly ClassifiedCommit[]): Date {
  return new Date(members.reduce((latest, member) => Math.max(latest, committedAt(member).getTime()), Number.NEGATIVE_INFINITY));
}

/** The item of a commit the clustering set aside (noise): its subject, as it was written. */
function subjectItem(classified: ClassifiedCommit): ChangelogItem {
  return {
    section: classified.section,
    text: classified.commit.subject.trim() || classified.description || classified.commit.sha.slice(0, 7),
    scope: classified.scope,
    breaking: classified.breaking,
    commits: [classified.commit.sha],
    references: classified.references,
  };
}

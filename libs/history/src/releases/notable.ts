import type { ChangelogItem, ClassifiedCommit } from '../model.js';
import { pathKind } from '../classify/paths.js';

/** Share of a release's items written into the CHANGELOG with their change above which the others are left out. */
export const CHANGELOG_PRACTICE_SHARE = 0.3;

/** How many of a release's items were written into the CHANGELOG with their change, out of how many. */
export type ChangelogPractice = { written: number; candidates: number };

/** What `selectNotable` needs to know of each item. */
export type ItemFacts = { written: boolean; dependencies: boolean };

/** Facts about each item: written into the CHANGELOG with its change; the dependency line. */
export function itemFacts(items: ChangelogItem[], commitsBySha: Map<string, ClassifiedCommit>): ItemFacts[] {
  return items.map((item) => ({
    written: item.commits.some((sha) => writesChangelog(commitsBySha.get(sha))),
    dependencies: item.commits.every((sha) => commitsBySha.get(sha)?.dependencyUpdate === true),
  }));
}

export function changelogPractice(facts: ItemFacts[]): ChangelogPractice {
  const candidates = facts.filter((fact) => !fact.dependencies);
  return { written: candidates.filter((fact) => fact.written).length, candidates: candidates.length };
}

/**
 * The items a maintainer would keep. Where authors write the CHANGELOG together with their change —
 * at least {@link CHANGELOG_PRACTICE_SHARE} of the release's items, or of the items of the release
 * and its neighbours (`around`) when the release has at least one such item — the items whose
 * commits did not are left out: their authors judged them not worth a line. Breaking changes,
 * security fixes and the dependency line are always kept. Elsewhere every item is kept.
 */
export function selectNotable(items: ChangelogItem[], facts: ItemFacts[], around?: ChangelogPractice): ChangelogItem[] {
  const own = changelogPractice(facts);
  if (own.written === 0 || own.candidates === 0) return items;
  const share = (practice: ChangelogPractice) => practice.candidates > 0 && practice.written / practice.candidates >= CHANGELOG_PRACTICE_SHARE;
  if (!share(own) && !(around && share(around))) return items;
  return items.filter((item, index) => facts[index]!.written || facts[index]!.dependencies || item.breaking || item.section === 'Security');
}

/** A commit that edits a changelog file (or fragment) together with something other than docs. */
export function writesChangelog(classified: ClassifiedCommit | undefined): boolean {
  if (!classified) return false;
  let changelog = false;
  let change = false;
  for (const file of classified.commit.files) {
    const kind = pathKind(file.path);
    if (kind === 'changelog') changelog = true;
    else if (kind !== 'docs') change = true;
  }
  return changelog && change;
}

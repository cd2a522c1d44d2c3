import type { ChangelogItem, ClassifiedCommit, ClusteringMode } from '../model.js';
import { parseAutosquash } from '../classify/conventional.js';
import { mergeReferences } from '../classify/references.js';
import { pathKind } from '../classify/paths.js';
import { dependencyItem, formatItemText } from './item-text.js';
import { cancelledReverts } from './reverts.js';
import { contentTokens, normalizeSubject, tokenSimilarity } from './similarity.js';

/** Items of the same section and scope whose content words overlap this much say the same thing (balanced). */
export const SIMILARITY_THRESHOLD = 0.5;
const LISTED_IN_GROUP = 4;

/**
 * Turns the classified commits of one release (newest first) into changelog items, newest first.
 *
 * In every mode: commits marked as noise are left out; a revert and the commit it reverts cancel
 * out when both are present (see `cancelledReverts`); dependency updates become one line
 * (`Updated dependencies (n updates): a 1.0 → 1.1, …`).
 *
 * - `individual`: one item per remaining commit, in history order (a `fixup!` commit is listed on
 *   its own, under its target's description).
 * - `minimal` (default): commits are grouped, and each group is one item, when they
 *   (1) name the same pull request — a squash-merge `(#12)`, a merge `Merge pull request #12`, and
 *   the branch commits a merge brought in (reachable from its second parent, stopping at the
 *   first-parent line); (2) are a `fixup!`/`squash!`/`amend!` commit and the commit whose subject it
 *   names; (3) repeat the same subject (same section and scope, ignoring case and punctuation);
 *   (4) were applied together on the first-parent line — consecutive, one author, one committer
 *   date later than each author date (a branch rebased onto it) — and change the same files.
 *   A group reads as its merge commit when it has one, else its oldest commit; it is breaking when
 *   any member is, and carries every member's references.
 * - `balanced`: minimal, then items of the same section and scope whose content words overlap
 *   (Jaccard similarity ≥ {@link SIMILARITY_THRESHOLD}, after stop words and crude stemming)
 *   merge; the longest text speaks for the group.
 * - `aggressive`: balanced, then items of the same section are grouped by scope, or — without a
 *   scope — by area: the directory their source files share, below `src/`, `lib/`, `pkg/`, etc.
 *   A group of several items becomes `**area:** First; second; third; and n more`.
 */
export function clusterCommits(commits: ClassifiedCommit[], mode: ClusteringMode): ChangelogItem[] {
  const cancelled = cancelledReverts(commits);
  const kept = commits.filter((classified) => classified.noise === null && !cancelled.has(classified.commit.sha));
  const dependencies = kept.filter((classified) => classified.dependencyUpdate);
  const changes = kept.filter((classified) => !classified.dependencyUpdate);

  let items: Draft[];
  if (mode === 'individual') items = changes.map((classified, order) => ({ lead: classified, members: [classified], order }));
  else items = minimalGroups(changes, commits);
  if (mode === 'balanced' || mode === 'aggressive') items = mergeSimilar(items);
  if (mode === 'aggressive') items = groupByArea(items);

  const positions = new Map(commits.map((classified, position) => [classified.commit.sha, position]));
  const result = items.sort((a, b) => a.order - b.order).map((draft) => toItem(draft, positions));
  if (dependencies.length > 0) {
    const line = dependencyItem(dependencies);
    const newest = positions.get(line.commits[0]!) ?? 0;
    const at = result.findIndex((item) => (positions.get(item.commits[0]!) ?? 0) > newest);
    result.splice(at === -1 ? result.length : at, 0, line);
  }
  return result;
}

/** An item under construction. */
type Draft = {
  lead: ClassifiedCommit;
  members: ClassifiedCommit[];
  /** Position of the newest member in the input. */
  order: number;
  /** Set when several items were folded into one line (aggressive). */
  text?: string;
  scopeLabel?: string | null;
};

function toItem(draft: Draft, positions: Map<string, number>): ChangelogItem {
  const members = [...draft.members].sort((a, b) => (positions.get(a.commit.sha) ?? 0) - (positions.get(b.commit.sha) ?? 0));
  const breaking = members.some((member) => member.breaking);
  const references = mergeReferences(...members.map((member) => member.references));
  const scope = draft.scopeLabel !== undefined ? draft.scopeLabel : draft.lead.scope;
  const text = draft.text ?? formatItemText({ description: draft.lead.description, scope, breaking, references });
  return { section: draft.lead.section, text, scope, breaking, commits: members.map((member) => member.commit.sha), references };
}

function minimalGroups(changes: ClassifiedCommit[], all: ClassifiedCommit[]): Draft[] {
  const index = new Map(changes.map((classified, position) => [classified.commit.sha, position]));
  const parent = changes.map((_, position) => position);
  const find = (position: number): number => {
    let root = position;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[position] !== root) {
      const next = parent[position]!;
      parent[position] = root;
      position = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
  };

  // (1) the same pull request
  const byPullRequest = new Map<number, number>();
  changes.forEach((classified, position) => {
    for (const number of classified.references.pullRequests) {
      const known = byPullRequest.get(number);
      if (known === undefined) byPullRequest.set(number, position);
      else union(known, position);
    }
  });
  for (const [merge, branch] of branchCommits(all)) {
    const mergePosition = index.get(merge);
    if (mergePosition === undefined) continue;
    for (const sha of branch) {
      const position = index.get(sha);
      if (position !== undefined) union(mergePosition, position);
    }
  }
  // (4) the commits of one branch applied together
  for (const run of appliedTogether(all)) {
    const positions = run.map((sha) => index.get(sha)).filter((position) => position !== undefined);
    for (const position of positions.slice(1)) union(positions[0]!, position);
  }
  // (2) fixups and their targets, (3) repeated subjects
  const bySubject = new Map<string, number>();
  for (let position = changes.length - 1; position >= 0; position -= 1) {
    const classified = changes[position]!;
    const autosquash = parseAutosquash(classified.commit.subject);
    const key = subjectKey(classified);
    if (autosquash) {
      const target = bySubject.get(key) ?? findTarget(changes, position, autosquash.target);
      if (target !== undefined) union(target, position);
      continue;
    }
    const known = bySubject.get(key);
    if (known === undefined) bySubject.set(key, position);
    else union(known, position);
  }

  const groups = new Map<number, ClassifiedCommit[]>();
  changes.forEach((classified, position) => {
    const root = find(position);
    const members = groups.get(root) ?? [];
    members.push(classified);
    groups.set(root, members);
  });
  return [...groups.values()].map((members) => {
    const merge = members.find((member) => member.commit.parents.length > 1 && member.references.pullRequests.length > 0);
    const original = members.filter((member) => !parseAutosquash(member.commit.subject));
    let lead = merge ?? original[original.length - 1] ?? members[members.length - 1]!;
    const descriptions = new Set(original.map((member) => normalizeSubject(member.description)));
    if (!merge && descriptions.size > 1 && original.every((member) => subjectKey(member) === subjectKey(lead))) {
      // A series (`pass 1`, `pass 2`…) reads as what the series is about.
      lead = { ...lead, description: withoutSeriesMarks(lead.description) };
    }
    return { lead, members, order: Math.min(...members.map((member) => index.get(member.commit.sha)!)) };
  });
}

/** Same section, scope and subject — ignoring case, punctuation, parenthesised remarks and series markers (`pass 2`, `part 3`, `(2/5)`). */
function subjectKey(classified: ClassifiedCommit): string {
  const scope = (classified.scope ?? '').toLowerCase();
  const series = SERIES_MARK.exec(classified.description);
  // The parts of a series (`pass 1`, `pass 2, fixes`) belong together whatever each part's wording suggests.
  if (series) return `series\0${scope}\0${normalizeSubject(classified.description.slice(0, series.index)) || normalizeSubject(classified.description)}`;
  const subject = withoutSeriesMarks(classified.description);
  return `${classified.section}\0${scope}\0${normalizeSubject(subject) || normalizeSubject(classified.description)}`;
}

const SERIES_MARK = /\s*[([,:;-]?\s*\b(?:part|pass|step|round|pt\.?|phase)\s*#?\d+\b|\s*[([]\d+\s*\/\s*\d+[)\]]|\s+\d+\s*\/\s*\d+\s*$/i;

/** `Migrate to TS (pass 2, rules)` → `Migrate to TS`. */
function withoutSeriesMarks(description: string): string {
  const stripped = description
    .replace(/\s*[([][^()[\]]*[)\]]/g, ' ')
    .replace(/[,:;-]?\s*\b(?:part|pass|step|round|pt\.?|phase)\s*#?\d+\b.*$/i, ' ')
    .replace(/\s*\d+\s*\/\s*\d+\s*$/, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return stripped || description;
}

function findTarget(changes: ClassifiedCommit[], from: number, target: string): number | undefined {
  const wanted = normalizeSubject(target);
  for (let position = from + 1; position < changes.length; position += 1) {
    const candidate = changes[position]!;
    if (normalizeSubject(candidate.commit.subject) === wanted || normalizeSubject(candidate.description) === wanted) return position;
  }
  return undefined;
}

/**
 * For each merge commit, the commits its other parents brought in: walk from the second (and
 * further) parents through the commits present, stopping at the first-parent line of the newest
 * commit and at commits already given to another merge.
 */
function branchCommits(all: ClassifiedCommit[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  if (!all.some((classified) => classified.commit.parents.length > 1)) return result;
  const bySha = new Map(all.map((classified) => [classified.commit.sha, classified.commit]));
  const mainline = firstParentLine(all, bySha);
  const claimed = new Set<string>();
  for (let position = all.length - 1; position >= 0; position -= 1) {
    const merge = all[position]!.commit;
    if (merge.parents.length < 2) continue;
    const branch: string[] = [];
    const queue = merge.parents.slice(1);
    while (queue.length > 0) {
      const sha = queue.pop()!;
      const commit = bySha.get(sha);
      if (!commit || mainline.has(sha) || claimed.has(sha)) continue;
      claimed.add(sha);
      branch.push(sha);
      queue.push(...commit.parents);
    }
    result.set(merge.sha, branch);
  }
  return result;
}

/**
 * Runs of commits applied to the history together: consecutive commits by one author with one
 * committer date, each written earlier than it was applied (a pull request rebased onto the
 * branch, a patch series applied with `git am`). They are one piece of work — a change and its
 * follow-ups, renames and test fixes — that the maintainers list once.
 */
/**
 * The commits of a run that change the same files, as groups of two or more (SHAs): commits applied
 * together that touch unrelated files are backports picked in one go, each its own change. A
 * changelog file does not join them.
 */
function sharingFiles(run: ClassifiedCommit[]): string[][] {
  const group = run.map((_, position) => position);
  const root = (position: number): number => (group[position] === position ? position : (group[position] = root(group[position]!)));
  const firstToChange = new Map<string, number>();
  run.forEach((classified, position) => {
    for (const file of classified.commit.files) {
      if (pathKind(file.path) === 'changelog') continue;
      const known = firstToChange.get(file.path);
      if (known === undefined) firstToChange.set(file.path, position);
      else group[root(position)] = root(known);
    }
  });
  const groups = new Map<number, string[]>();
  run.forEach((classified, position) => groups.set(root(position), [...(groups.get(root(position)) ?? []), classified.commit.sha]));
  return [...groups.values()].filter((shas) => shas.length > 1);
}

/**
 * Whether a commit names other pull requests than the run before it: squash-merged pull requests
 * applied one after the other, not one branch (whose commits name none, or the same).
 */
function otherPullRequest(run: ClassifiedCommit[], classified: ClassifiedCommit): boolean {
  const own = classified.references.pullRequests;
  const named = run.flatMap((member) => member.references.pullRequests);
  if (own.length === 0 || named.length === 0) return own.length !== named.length;
  return !own.some((number) => named.includes(number));
}

/** The first-parent line of the newest commit, through the commits present. */
function firstParentLine(all: ClassifiedCommit[], bySha = new Map(all.map((classified) => [classified.commit.sha, classified.commit]))): Set<string> {
  const mainline = new Set<string>();
  for (let sha: string | undefined = all[0]?.commit.sha; sha && bySha.has(sha) && !mainline.has(sha); sha = bySha.get(sha)!.parents[0]) mainline.add(sha);
  return mainline;
}

function appliedTogether(all: ClassifiedCommit[]): string[][] {
  const runs: string[][] = [];
  const mainline = firstParentLine(all);
  let run: ClassifiedCommit[] = [];
  const flush = () => {
    if (run.length > 1) runs.push(...sharingFiles(run));
    run = [];
  };
  for (const classified of all) {
    const { commit } = classified;
    const applied = commit.parents.length < 2 && mainline.has(commit.sha) && commit.authorDate !== commit.committerDate && Date.parse(commit.authorDate) < Date.parse(commit.committerDate);
    const previous = run[run.length - 1]?.commit;
    if (!applied || !previous || previous.committerDate !== commit.committerDate || previous.authorName !== commit.authorName || previous.parents[0] !== commit.sha || otherPullRequest(run, classified)) flush();
    if (applied) run.push(classified);
  }
  flush();
  return runs;
}

function mergeSimilar(drafts: Draft[]): Draft[] {
  const ordered = [...drafts].sort((a, b) => a.order - b.order);
  const tokens = ordered.map((draft) => contentTokens(draft.lead.description));
  const merged: Draft[] = [];
  const mergedTokens: Set<string>[] = [];
  ordered.forEach((draft, position) => {
    const own = tokens[position]!;
    const match = merged.findIndex(
      (other, otherPosition) =>
        other.lead.section === draft.lead.section &&
        (other.lead.scope ?? '').toLowerCase() === (draft.lead.scope ?? '').toLowerCase() &&
        tokenSimilarity(mergedTokens[otherPosition]!, own) >= SIMILARITY_THRESHOLD,
    );
    if (match === -1) {
      merged.push({ ...draft, members: [...draft.members] });
      mergedTokens.push(own);
      return;
    }
    const target = merged[match]!;
    target.members.push(...draft.members);
    if (draft.lead.description.length > target.lead.description.length) {
      target.lead = draft.lead;
      mergedTokens[match] = own;
    }
  });
  return merged;
}

const GENERIC_DIRECTORIES = new Set(['src', 'lib', 'libs', 'pkg', 'internal', 'crates', 'packages', 'apps', 'app', 'source', 'sources', 'modules', 'cmd', 'main', 'java', 'kotlin', 'python', 'js', 'ts', 'core']);

/** The directory an item's source files share (generic roots skipped, at most two levels), or null. */
export function areaOf(draft: { members: ClassifiedCommit[] }): string | null {
  const directories = draft.members
    .flatMap((member) => member.commit.files)
    .filter((file) => pathKind(file.path) === 'code')
    .map((file) => file.path.split('/').slice(0, -1));
  if (directories.length === 0) return null;
  let common = directories[0]!;
  for (const directory of directories.slice(1)) {
    let length = 0;
    while (length < common.length && length < directory.length && common[length] === directory[length]) length += 1;
    common = common.slice(0, length);
  }
  const meaningful = common.filter((segment) => !GENERIC_DIRECTORIES.has(segment.toLowerCase()));
  return meaningful.length > 0 ? meaningful.slice(0, 2).join('/') : null;
}

function groupByArea(drafts: Draft[]): Draft[] {
  const byKey = new Map<string, Draft[]>();
  const slots: Draft[][] = [];
  for (const draft of [...drafts].sort((a, b) => a.order - b.order)) {
    const area = draft.lead.scope?.toLowerCase() ?? areaOf(draft);
    if (!area || draft.members.some((member) => member.breaking)) {
      slots.push([draft]);
      continue;
    }
    const key = `${draft.lead.section}\0${area}`;
    const group = byKey.get(key);
    if (group) group.push(draft);
    else {
      const fresh = [draft];
      byKey.set(key, fresh);
      slots.push(fresh);
    }
  }
  return slots.map((group) => (group.length === 1 ? group[0]! : foldGroup(group)));
}

function foldGroup(group: Draft[]): Draft {
  const first = group[0]!;
  const label = first.lead.scope ?? areaOf(first);
  const descriptions = group.map((member) => member.lead.description.replace(/\s*[.;,]+$/, ''));
  const shown = descriptions.slice(0, LISTED_IN_GROUP).map((description, position) => (position === 0 ? description : lowerFirst(description)));
  if (descriptions.length > shown.length) shown.push(`and ${descriptions.length - shown.length} more`);
  const members = group.flatMap((member) => member.members);
  const references = mergeReferences(...members.map((member) => member.references));
  const text = formatItemText({ description: shown.join('; '), scope: label, breaking: false, references });
  return { lead: first.lead, members, order: first.order, text, scopeLabel: label };
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

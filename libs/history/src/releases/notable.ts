import type { ChangelogItem, ClassifiedCommit } from '../model.js';
import { namesDependency } from '../classify/dependency.js';
import { inDevelopmentFolder, pathKind } from '../classify/paths.js';

/** Share of a release's items written into the CHANGELOG with their change above which the others are left out. */
export const CHANGELOG_PRACTICE_SHARE = 0.3;

/** How many of a release's items were written into the CHANGELOG with their change, out of how many. */
export type ChangelogPractice = { written: number; candidates: number };

/**
 * What `selectNotable` needs to know of each item: written into the CHANGELOG with its change, or
 * named by a changelog-only commit of its release (see `changelogEntryNumbers`); the
 * line of a dependency bot's updates; touching no library code (only tests, docs, CI, build scripts,
 * manifests or checked-in output), known only when its commits list their files.
 */
export type ItemFacts = { written: boolean; dependencies: boolean; developmentOnly: boolean };

export function itemFacts(items: ChangelogItem[], commitsBySha: Map<string, ClassifiedCommit>): ItemFacts[] {
  const entries = changelogEntryNumbers(commitsBySha.values());
  return items.map((item) => {
    const commits = item.commits.map((sha) => commitsBySha.get(sha)).filter((commit) => commit !== undefined);
    const files = commits.flatMap((classified) => classified.commit.files);
    const named = [...item.references.pullRequests, ...item.references.issues].some((number) => entries.has(number));
    return {
      written: named || commits.some(writesChangelog),
      dependencies: commits.length > 0 && commits.every((classified) => classified.dependencyUpdate),
      developmentOnly: files.length > 0 && !files.some((file) => pathKind(file.path) === 'code') && !commits.some((commit) => movesDependency(commit) || changesPackaging(commit)),
    };
  });
}

/**
 * A change to a manifest or lock file of the released code (not one in `docs/`, `website/`,
 * `examples/`, tests or tooling) that reaches users: a person's upgrade of a dependency the
 * message names (`Bump linkify-it to 5.0.1`; not `Deps bump`, not development dependencies), or a
 * commit typed `feat`/`fix`/`perf` that only moves a dependency (a fix by upgrading).
 */
function movesDependency(classified: ClassifiedCommit): boolean {
  const released = (path: string) => ['manifest', 'lock'].includes(pathKind(path)) && !inDevelopmentFolder(path);
  if (classified.dependencyUpdate || !classified.commit.files.some((file) => released(file.path))) return false;
  if ((classified.scope !== null && DEVELOPMENT_SCOPE.test(classified.scope)) || DEVELOPMENT_WORDS.test(classified.description)) return false;
  return namesDependency(classified.description) || USER_FACING_TYPES.has(classified.type ?? '');
}

/**
 * A fix to how the released package installs, made in its own manifests only (`Fix CocoaPods` in
 * the podspec, `adjust bounds to compile on GHC 9.6` in the `.cabal` file): users of that package
 * manager notice it. Not a dependency bot's, not in a development folder, not typed as internal
 * work. (Additions there — a test script, a looser bound for a test dependency — mostly serve
 * development.)
 */
function changesPackaging(classified: ClassifiedCommit): boolean {
  const files = classified.commit.files;
  if (classified.dependencyUpdate || files.length === 0 || !files.every((file) => pathKind(file.path) === 'manifest' && !inDevelopmentFolder(file.path))) return false;
  if (classified.type !== null && !USER_FACING_TYPES.has(classified.type)) return false;
  return classified.section === 'Fixed';
}

const DEVELOPMENT_SCOPE = /^(?:deps-dev|dev-deps|dev-dependencies|dev)$/i;
const DEVELOPMENT_WORDS = /\bdev(?:elopment)?[- ]?(?:deps|dependenc(?:y|ies))\b|\bdevDependencies\b/i;
const USER_FACING_TYPES = new Set(['feat', 'feature', 'fix', 'bugfix', 'hotfix', 'perf', 'security']);

export function changelogPractice(facts: ItemFacts[]): ChangelogPractice {
  const candidates = facts.filter((fact) => !fact.dependencies);
  return { written: candidates.filter((fact) => fact.written).length, candidates: candidates.length };
}

/**
 * The items a maintainer would keep. Breaking changes and security fixes always stay. Left out:
 * - the line of a dependency bot's updates (maintainers do not list them; the release's commit count
 *   still includes them);
 * - changes that touch no library code — only tests, docs, CI, build scripts, manifests (save a
 *   person's dependency upgrade) or checked-in output — unless written into the CHANGELOG;
 *   (when that would leave nothing, every item stays: a release was cut for something);
 * - where authors write the CHANGELOG together with their change (at least
 *   {@link CHANGELOG_PRACTICE_SHARE} of the release's items and two of them — one author's habit is
 *   no practice — or of the items of the release and its neighbours (`around`) when the release has
 *   at least one such item), the items whose commits did not: their authors judged them not worth a line.
 */
export function selectNotable(items: ChangelogItem[], facts: ItemFacts[], around?: ChangelogPractice): ChangelogItem[] {
  const always = (item: ChangelogItem) => item.breaking || item.section === 'Security';
  let keptAt = items.map((_, index) => index).filter((index) => always(items[index]!) || facts[index]!.written || !(facts[index]!.dependencies || facts[index]!.developmentOnly));
  // A release was cut for something: rather than an empty section, the changes there were.
  if (keptAt.length === 0) keptAt = items.map((_, index) => index);
  const kept = keptAt.map((index) => items[index]!);
  const keptFacts = keptAt.map((index) => facts[index]!);
  const own = changelogPractice(keptFacts);
  if (own.written === 0 || own.candidates === 0) return kept;
  const share = (practice: ChangelogPractice) => practice.candidates > 0 && practice.written / practice.candidates >= CHANGELOG_PRACTICE_SHARE;
  if (!(share(own) && own.written >= 2) && !(around && share(around))) return kept;
  return kept.filter((item, index) => keptFacts[index]!.written || always(item));
}

/**
 * The pull requests and issues that a release's changelog-only commits name (`chore: changelog for
 * #2859`, `docs(changelog): add entry for #2658 and #2660`): their changes were written into the
 * CHANGELOG, one commit later.
 */
export function changelogEntryNumbers(classified: Iterable<ClassifiedCommit>): Set<number> {
  const numbers = new Set<number>();
  for (const entry of classified) {
    const kinds = entry.commit.files.map((file) => pathKind(file.path));
    if (!kinds.includes('changelog') || kinds.some((kind) => kind !== 'changelog' && kind !== 'docs')) continue;
    for (const number of [...entry.references.pullRequests, ...entry.references.issues]) numbers.add(number);
  }
  return numbers;
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

/** Noise kinds that may still be what a release shipped: CI and build changes (new binaries, a release workflow), internal work. */
const QUIET_NOISE: ReadonlySet<string> = new Set(['ci-only', 'internal']);
/** What a release shipped when it holds neither changes nor CI or internal work: its documentation (a release cut for its docs). */
export const DOCS_RELEASE_NOISE: ReadonlySet<string> = new Set(['ci-only', 'internal', 'docs-only']);

/**
 * A release whose every commit is noise still shipped something: its CI/build and internal commits
 * (or, with `kinds` = {@link DOCS_RELEASE_NOISE}, its documentation too) are read as changes —
 * never its version bump, tests, formatting or bare merges.
 */
export function withoutQuietNoise(classified: ClassifiedCommit[], kinds: ReadonlySet<string> = QUIET_NOISE): ClassifiedCommit[] {
  return classified.map((entry) => (entry.noise !== null && kinds.has(entry.noise) ? { ...entry, noise: null } : entry));
}

// Which change of a push matters most to the people who use the code: the one the headline names.
import { pathKind, type ChangeSection, type ChangelogItem, type ClassifiedCommit, type PathKind } from '@chronicle/history';

/** What a section weighs: added > fixed (a security fix a little more) > changed, removed, deprecated. */
export const SECTION_WEIGHT: Record<ChangeSection, number> = { Added: 4, Security: 3.5, Fixed: 3, Changed: 2, Removed: 2, Deprecated: 2 };

/** Conventional Commits types of work on the project rather than on what it does for its users. */
export const INTERNAL_TYPES = new Set(['test', 'tests', 'docs', 'doc', 'ci', 'chore', 'refactor', 'style', 'build']);

/** Paths of work around the code: a commit touching only these is not user-facing (a version file or manifest may be). */
const INTERNAL_PATHS: ReadonlySet<PathKind> = new Set(['test', 'docs', 'tooling', 'changelog', 'generated']);

/** The size bonus stops growing at 1,000 lines: a rewrite outweighs a one-line fix, not every feature. */
const MAX_SIZE_BONUS = 3;

/** Commits from a webhook payload carry paths but no line counts: a file counts as this many lines. */
export const LINES_PER_FILE_WITHOUT_COUNTS = 10;

export type Significance = {
  /** A change users notice: not only tests, docs, CI or build files, and not typed as such. */
  userFacing: boolean;
  breaking: boolean;
  /** Lines (added + deleted) of library code: paths that are not tests, docs, examples, CI, tooling, manifests or lock files. */
  libraryLines: number;
  /** Section weight + log10(1 + library lines), the bonus capped at 3. */
  score: number;
};

/**
 * How significant one changelog item of a push is. Order (see `rankBySignificance`): a breaking
 * change first; then user-facing changes by score — the section's weight plus a bonus for size, so
 * among equals the larger change wins and a rewrite of the library outweighs a one-line fix —; last
 * the changes only to tests, docs, CI or the build (or typed `test`/`docs`/`ci`/`chore`/`refactor`/
 * `style`/`build`), which never headline while a user-facing change exists.
 */
export function significanceOf(item: ChangelogItem, commits: readonly ClassifiedCommit[]): Significance {
  const own = item.commits.map((sha) => commits.find((commit) => commit.commit.sha === sha)).filter((commit): commit is ClassifiedCommit => Boolean(commit));
  const files = own.flatMap((commit) => commit.commit.files);
  const library = files.filter((file) => pathKind(file.path) === 'code');
  const counted = files.some((file) => file.additions + file.deletions > 0);
  const libraryLines = counted
    ? library.reduce((sum, file) => sum + file.additions + file.deletions, 0)
    : library.length * LINES_PER_FILE_WITHOUT_COUNTS;
  const typedInternal = own.length > 0 && own.every((commit) => commit.type !== null && INTERNAL_TYPES.has(commit.type));
  const pathsInternal = files.length > 0 && files.every((file) => INTERNAL_PATHS.has(pathKind(file.path)));
  const breaking = item.breaking || own.some((commit) => commit.breaking);
  const userFacing = breaking || !(typedInternal || pathsInternal);
  const score = SECTION_WEIGHT[item.section] + Math.min(MAX_SIZE_BONUS, Math.log10(1 + libraryLines));
  return { userFacing, breaking, libraryLines, score };
}

/** The items of a push, most significant first (ties keep their order). */
export function rankBySignificance(items: readonly ChangelogItem[], commits: readonly ClassifiedCommit[]): ChangelogItem[] {
  return items
    .map((item, position) => ({ item, position, significance: significanceOf(item, commits) }))
    .sort((a, b) => compare(a.significance, b.significance) || a.position - b.position)
    .map(({ item }) => item);
}

function compare(a: Significance, b: Significance): number {
  if (a.breaking !== b.breaking) return a.breaking ? -1 : 1;
  if (a.userFacing !== b.userFacing) return a.userFacing ? -1 : 1;
  return b.score - a.score;
}

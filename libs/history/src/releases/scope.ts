import type { Commit } from '../model.js';

/**
 * The part of a repository a changelog covers. A commit is in scope when it touched a file inside
 * `path` that is not inside one of the `exclude` folders; a commit that touched only lockfiles or
 * changesets (`.changeset/`) beside out-of-scope files is out of scope too (a sub-package's release
 * updates the root lockfile and removes its changesets). Out-of-scope commits keep their place in the history — release windows are still cut
 * on the whole graph — but give no items.
 */
export type ChangelogScope = {
  /** Repository-relative folder without leading or trailing slash; `''` is the whole repository. */
  path: string;
  /** Folders inside `path` left out: sub-packages that keep their own CHANGELOG file. */
  exclude: string[];
};

/** Thrown for a `path` option that is not a folder inside the repository. */
export class InvalidScopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidScopeError';
  }
}

/**
 * A scope path as given by a user (`packages/x`, `./packages/x/`) made repository-relative with
 * forward slashes; `''` for the repository's root. Refuses what is not a plain folder inside the
 * repository: absolute paths, `..` segments, values that look like options, control characters and
 * git pathspec magic (`:(glob)…`).
 */
export function normalizeScopePath(value: string): string {
  if (value.startsWith('-')) throw new InvalidScopeError(`The path "${value}" looks like an option; give a folder inside the repository, such as packages/x.`);
  if (/[\0-\x1f\x7f]/.test(value)) throw new InvalidScopeError('The path holds control characters; give a folder inside the repository, such as packages/x.');
  if (value.startsWith(':')) throw new InvalidScopeError(`The path "${value}" is a git pathspec; give a plain folder inside the repository, such as packages/x.`);
  const slashes = value.replace(/\\/g, '/');
  if (slashes.startsWith('/') || /^[A-Za-z]:\//.test(slashes)) throw new InvalidScopeError(`The path "${value}" is absolute; give it relative to the repository's root, such as packages/x.`);
  const segments = slashes.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) throw new InvalidScopeError(`The path "${value}" leaves the repository; give a folder inside it, such as packages/x.`);
  return segments.join('/');
}

/** Files a sub-package's release touches at the root too: lockfiles and changesets. */
const BOOKKEEPING = /^\.changeset\/|(?:^|\/)(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|Cargo\.lock|Gemfile\.lock|poetry\.lock|uv\.lock|Pipfile\.lock|composer\.lock|go\.sum|mix\.lock|pubspec\.lock)$/;

/** True when `file` is inside `folder` (`''` holds everything). */
export function insideFolder(file: string, folder: string): boolean {
  return folder === '' || file === folder || file.startsWith(`${folder}/`);
}

/** Whether a commit belongs to the scope's changelog (see {@link ChangelogScope}). Commits that list no files are in the root's scope only. */
export function commitInScope(commit: Commit, scope: ChangelogScope): boolean {
  if (scope.path === '' && scope.exclude.length === 0) return true;
  if (commit.files.length === 0) return scope.path === '';
  const inside = (file: string) => insideFolder(file, scope.path) && !scope.exclude.some((folder) => insideFolder(file, folder));
  const substantive = commit.files.filter((file) => !BOOKKEEPING.test(file.path));
  return (substantive.length > 0 ? substantive : commit.files).some((file) => inside(file.path));
}

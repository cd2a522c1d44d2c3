/**
 * Where Chronicle itself lives: the repository named by `repository` in the root package.json
 * (the browser tests check that the two agree).
 */
export const REPOSITORY_URL = 'https://github.com/chronicle-docs/chronicle';

/** Questions, bug reports and requests: the repository's issues. */
export const ISSUES_URL = `${REPOSITORY_URL}/issues`;

/** A file of the repository as its web page shows it. */
export function repositoryFileUrl(file: string): string {
  return `${REPOSITORY_URL}/blob/main/${file}`;
}

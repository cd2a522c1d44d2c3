import type { ChangelogFile } from '../model.js';

// Root files only: a changelog in a folder belongs to a package, not to the repository.
const CHANGELOG = /^(changelog|changes|history|news|releases)(?:\.(md|markdown|rst|txt|adoc))?$/i;
// Preferred names and formats when a repository keeps several: CHANGELOG before CHANGES, HISTORY,
// NEWS and RELEASES; Markdown before the others (the CHANGELOG document merges into Markdown only).
const NAME_ORDER = ['changelog', 'changes', 'history', 'news', 'releases'];
const FORMAT_ORDER = ['md', 'markdown', '', 'txt', 'rst', 'adoc'];

/** A changelog at the repository's root: `CHANGELOG.md`, `CHANGES.md`, `HISTORY.md`, `NEWS.md`, their `.rst`, `.txt` and bare variants, any case. */
export function isChangelogPath(path: string): boolean {
  return CHANGELOG.test(path);
}

/** The repository's changelog: `CHANGELOG.md` when there is one, else the first by name (CHANGELOG, CHANGES, HISTORY, NEWS), Markdown first; null when none. */
export function pickChangelog(files: { path: string; text: string }[]): ChangelogFile | null {
  const ranked = files
    .filter((file) => isChangelogPath(file.path))
    .map((file) => ({ file, rank: rank(file.path) }))
    .sort((a, b) => a.rank - b.rank || (a.file.path < b.file.path ? -1 : a.file.path > b.file.path ? 1 : 0));
  const best = ranked[0]?.file;
  return best ? { path: best.path, text: best.text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n') } : null;
}

/** Whether the changelog is Markdown (the only kind the history engine's releases can be merged into). */
export function isMarkdownChangelog(path: string): boolean {
  const extension = CHANGELOG.exec(path)?.[2]?.toLowerCase() ?? '';
  return extension === 'md' || extension === 'markdown';
}

function rank(path: string): number {
  const [, name = '', extension = ''] = CHANGELOG.exec(path) ?? [];
  return NAME_ORDER.indexOf(name.toLowerCase()) * FORMAT_ORDER.length + FORMAT_ORDER.indexOf(extension.toLowerCase());
}

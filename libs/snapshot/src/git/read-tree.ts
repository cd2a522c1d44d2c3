import { runGit, type Repository } from '@chronicle/history';

/** One entry of a commit's tree, from `git ls-tree -r -l`. */
export type TreeEntry = {
  /** Repository-relative, `/`-separated. */
  path: string;
  /** `100644`, `100755` (files), `120000` (symlink), `160000` (submodule). */
  mode: string;
  /** The blob's object id (the commit's, for a submodule). */
  oid: string;
  /** Bytes; 0 for a submodule. */
  size: number;
};

export const SYMLINK_MODE = '120000';
export const SUBMODULE_MODE = '160000';

/**
 * Every file of `commit`'s tree, sorted by path (code-point order), read from the object database
 * with one `git ls-tree -r -z -l --full-tree` — never from a work tree. In a partial clone the
 * blobs must be present first (see `prefetchTreeBlobs`), or git downloads them one by one for
 * their sizes.
 */
export async function readTree(repository: Repository, commit: string): Promise<TreeEntry[]> {
  const output = await runGit(['--git-dir', repository.gitDir, 'ls-tree', '-r', '-z', '-l', '--full-tree', '--end-of-options', commit]);
  const entries: TreeEntry[] = [];
  for (const record of output.split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    // `<mode> SP <type> SP <oid> SP+ <size or -> TAB <path>`: the size is padded with spaces.
    const [mode = '', , oid = '', size = '-'] = record.slice(0, tab).split(/ +/);
    entries.push({ path: record.slice(tab + 1), mode, oid, size: size === '-' ? 0 : Number(size) });
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

import { runGit } from './run-git.js';

/** Reading commits and diffs out of a bare repository, for the REST API and webhook payloads. */

export const ZERO_SHA = '0000000000000000000000000000000000000000';

export type GitPerson = { name: string; email: string; /** Strict ISO 8601 with the author's offset. */ date: string };

export type CommitInfo = {
  sha: string;
  tree: string;
  parents: string[];
  author: GitPerson;
  committer: GitPerson;
  /** The full message, without the trailing newline. */
  message: string;
};

export type FileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed';

export type DiffFile = {
  filename: string;
  previousFilename?: string;
  status: FileStatus;
  /** The blob after the change (before it, for a removed file). */
  sha: string;
  additions: number;
  deletions: number;
  /** The hunks (`@@ ... @@` onwards); undefined for binary files. */
  patch?: string;
};

export type CommitFileChanges = { added: string[]; removed: string[]; modified: string[] };

const FIELD = '\x1f';
const COMMIT_FORMAT = ['%H', '%T', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'].join('%x1f');

/** `git log` with the given revisions and options (e.g. `['--max-count=5', 'main']`). */
export async function readCommits(gitDir: string, logArgs: string[]): Promise<CommitInfo[]> {
  const output = await runGit(['--git-dir', gitDir, 'log', '-z', `--format=${COMMIT_FORMAT}`, ...logArgs], { raw: true });
  return output
    .split('\0')
    .filter((record) => record.trim() !== '')
    .map(parseCommit);
}

/** The given commits, in the order given, repeats included (unknown ones make git fail). */
export async function readCommitsBySha(gitDir: string, shas: string[]): Promise<CommitInfo[]> {
  if (shas.length === 0) return [];
  const commits = await readCommits(gitDir, ['--no-walk=unsorted', ...new Set(shas)]);
  const bySha = new Map(commits.map((commit) => [commit.sha, commit]));
  return shas.map((sha) => {
    const commit = bySha.get(sha);
    if (!commit) throw new Error(`git log did not list commit ${sha}.`);
    return commit;
  });
}

function parseCommit(record: string): CommitInfo {
  const fields = record.replace(/^\n/, '').split(FIELD);
  const [sha = '', tree = '', parents = '', an = '', ae = '', ad = '', cn = '', ce = '', cd = ''] = fields;
  return {
    sha,
    tree,
    parents: parents.split(' ').filter(Boolean),
    author: { name: an, email: ae, date: ad },
    committer: { name: cn, email: ce, date: cd },
    message: fields.slice(9).join(FIELD).replace(/\n+$/, ''),
  };
}

/**
 * The commit a revision names (a branch, tag, `heads/x`, `tags/x`, full or abbreviated SHA), or
 * undefined when there is none. Never reads options out of the revision.
 */
export async function resolveCommit(gitDir: string, revision: string): Promise<string | undefined> {
  if (revision === '' || revision.startsWith('-') || /[\0\s]/.test(revision)) return undefined;
  try {
    return await runGit(['--git-dir', gitDir, 'rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`]);
  } catch {
    return undefined;
  }
}

/** The commit a ref points at (e.g. `refs/heads/main`), or undefined when the ref does not exist. */
export async function readRef(gitDir: string, ref: string): Promise<string | undefined> {
  try {
    return await runGit(['--git-dir', gitDir, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    return undefined;
  }
}

/** Every branch and tag with the commit it points at. */
export async function listRefs(gitDir: string): Promise<Map<string, string>> {
  const output = await runGit(['--git-dir', gitDir, 'for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads', 'refs/tags']);
  const refs = new Map<string, string>();
  for (const line of output.split('\n').filter(Boolean)) {
    const [name = '', sha = ''] = line.split(' ');
    refs.set(name, sha);
  }
  return refs;
}

/** `git rev-list --count` of the given revisions and options (e.g. `['a..b']`), limited to `paths` if any. */
export async function countCommits(gitDir: string, revisions: string[], paths: string[] = []): Promise<number> {
  return Number(await runGit(['--git-dir', gitDir, 'rev-list', '--count', ...revisions, '--', ...paths]));
}

/** The commits `rev-list` gives for the revisions, newest first unless `reverse`. */
export async function listCommitShas(gitDir: string, revisions: string[], options: { reverse?: boolean } = {}): Promise<string[]> {
  const output = await runGit(['--git-dir', gitDir, 'rev-list', ...(options.reverse ? ['--reverse'] : []), ...revisions, '--']);
  return output.split('\n').filter(Boolean);
}

export async function mergeBase(gitDir: string, a: string, b: string): Promise<string | undefined> {
  try {
    return await runGit(['--git-dir', gitDir, 'merge-base', a, b]);
  } catch {
    return undefined;
  }
}

/**
 * The files each commit added, removed and modified against its first parent (against nothing
 * for a root commit), as a push payload lists them. Merge commits list nothing, as `git log` does.
 */
export async function fileChangesOf(gitDir: string, shas: string[]): Promise<Map<string, CommitFileChanges>> {
  const changes = new Map<string, CommitFileChanges>(shas.map((sha) => [sha, { added: [], removed: [], modified: [] }]));
  if (shas.length === 0) return changes;
  const output = await runGit(['--git-dir', gitDir, 'diff-tree', '-r', '-z', '--no-renames', '--name-status', '--root', '--stdin'], {
    input: `${shas.join('\n')}\n`,
    raw: true,
  });
  const tokens = output.split('\0');
  let current: CommitFileChanges | undefined;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!.replace(/^\n/, '');
    if (/^[0-9a-f]{40}$/.test(token)) {
      current = changes.get(token);
      continue;
    }
    if (token === '' || !current) continue;
    const file = tokens[(index += 1)] ?? '';
    if (token === 'A') current.added.push(file);
    else if (token === 'D') current.removed.push(file);
    else current.modified.push(file);
  }
  return changes;
}

/** The files that differ between two commits, with line counts and patches, as GitHub's compare lists them. */
export async function diffFiles(gitDir: string, from: string, to: string): Promise<DiffFile[]> {
  const [summary, patchText] = await Promise.all([
    runGit(['--git-dir', gitDir, 'diff', '-z', '-M', '--raw', '--numstat', '--no-abbrev', from, to, '--'], { raw: true }),
    runGit(['--git-dir', gitDir, 'diff', '-M', '--no-color', '--no-ext-diff', from, to, '--'], { raw: true }),
  ]);
  const files = parseRawAndNumstat(summary);
  const patches = splitPatches(patchText);
  files.forEach((file, index) => {
    const patch = patches[index];
    if (patch !== undefined) file.patch = patch;
  });
  return files;
}

const RAW_STATUS: Record<string, FileStatus> = { A: 'added', D: 'removed', M: 'modified', R: 'renamed', C: 'copied', T: 'changed' };

// `--raw` records (`:old new oldsha newsha S\0path\0[path2\0]`) come first, then `--numstat`
// records (`adds\tdels\tpath\0`, or `adds\tdels\t\0old\0new\0` for a rename), in the same order.
function parseRawAndNumstat(output: string): DiffFile[] {
  const tokens = output.split('\0');
  const files: DiffFile[] = [];
  let index = 0;
  while (index < tokens.length && tokens[index]!.replace(/^\n/, '').startsWith(':')) {
    const [, , oldSha = '', newSha = '', statusCode = ''] = tokens[index]!.replace(/^\n/, '').slice(1).split(' ');
    const letter = statusCode.charAt(0);
    const status = RAW_STATUS[letter] ?? 'modified';
    const twoPaths = letter === 'R' || letter === 'C';
    const first = tokens[index + 1] ?? '';
    const second = twoPaths ? (tokens[index + 2] ?? '') : undefined;
    index += twoPaths ? 3 : 2;
    files.push({
      filename: second ?? first,
      ...(twoPaths ? { previousFilename: first } : {}),
      status,
      sha: status === 'removed' ? oldSha : newSha,
      additions: 0,
      deletions: 0,
    });
  }
  for (const file of files) {
    const token = (tokens[index] ?? '').replace(/^\n/, '');
    const [additions = '0', deletions = '0', path = ''] = token.split('\t');
    index += path === '' ? 3 : 1;
    // Binary files count as `-`: GitHub reports 0 lines for them.
    file.additions = Number(additions) || 0;
    file.deletions = Number(deletions) || 0;
  }
  return files;
}

// One entry per `diff --git` section, in output order: the hunks, or undefined when there are none.
function splitPatches(text: string): Array<string | undefined> {
  if (text === '') return [];
  const sections = text.split(/^diff --git .*$/m).slice(1);
  return sections.map((section) => {
    const start = section.search(/^@@ /m);
    return start < 0 ? undefined : section.slice(start).replace(/\n$/, '');
  });
}

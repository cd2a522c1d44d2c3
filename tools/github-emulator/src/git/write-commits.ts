import { FastImport, fastImportData, quoteFastImportPath } from './fast-import.js';
import { runGit } from './run-git.js';

/** What one commit changes: file contents by repository path; `null` removes the file. */
export type FileChanges = Record<string, string | null>;

export type NewCommit = { message: string; files: FileChanges };

export type CommitIdentity = { name: string; email: string; /** ISO 8601 with `Z` or an offset, e.g. `2024-01-01T00:00:00Z`. */ date: string };

/**
 * fast-import needs a branch to commit on; this one is never written: the stream ends by
 * resetting it to nothing, and the caller moves the real branch with a compare-and-swap.
 */
const SCRATCH_REF = 'refs/github-emulator/fast-import';

/**
 * Writes commits straight into a bare repository (no work tree, no index) with one `git
 * fast-import`: each commit starts from the previous one's tree (the first from `parent`'s, or an
 * empty tree) and is the parent of the next. The commits are byte for byte those `read-tree`,
 * `hash-object`, `update-index`, `write-tree` and `commit-tree` would make, in a fraction of the
 * processes. Returns the new commits' SHAs in order. Updates no ref: the caller does that.
 */
export async function writeCommits(gitDir: string, parent: string | undefined, commits: NewCommit[], identity: CommitIdentity): Promise<string[]> {
  if (commits.length === 0) return [];
  const signature = `${await gitIdentity(gitDir, identity)} ${rawGitDate(identity.date)}`;
  const importer = new FastImport(gitDir);
  try {
    for (const [index, commit] of commits.entries()) {
      importer.write(`commit ${SCRATCH_REF}\nmark :${index + 1}\nauthor ${signature}\ncommitter ${signature}\n`, ...fastImportData(commit.message));
      if (index === 0 && parent) importer.write(`from ${parent}\n`);
      await writeFileChanges(importer, commit.files);
      importer.write('\n');
    }
    importer.write(`reset ${SCRATCH_REF}\n\n`);
    const shas = await Promise.all(commits.map((_commit, index) => importer.ask(`get-mark :${index + 1}`)));
    await importer.finish();
    return shas;
  } catch (error) {
    // Killed (or dead already: fast-import never writes its branches when it fails), so no ref moves.
    await importer.abort();
    throw error;
  }
}

// The file commands of one commit, in the order the files were given (a later path wins a clash,
// e.g. `a` and `a/b`, as it does in an index).
async function writeFileChanges(importer: FastImport, files: FileChanges): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    const quoted = quoteFastImportPath(file);
    if (content !== null) importer.write(`M 100644 inline ${quoted}\n`, ...fastImportData(content));
    else if (await isFileOrLink(importer, quoted)) importer.write(`D ${quoted}\n`);
  }
}

// `D` on a directory would delete everything in it, while removing that path from an index (what
// `null` has always meant) only removes a file: so ask what the path is first. Only removals ask.
async function isFileOrLink(importer: FastImport, quotedPath: string): Promise<boolean> {
  const answer = await importer.ask(`ls ${quotedPath}`);
  return !answer.startsWith('missing ') && !answer.startsWith('040000 ');
}

const formattedIdentities = new Map<string, Promise<string>>();
const MAX_FORMATTED_IDENTITIES = 1000;

/**
 * `Name <email>` as git writes it into a commit. git tidies identities (it trims characters such
 * as a trailing `.` or quotes from names and emails) while fast-import stores them verbatim, so
 * `git var` formats them. Remembered: a run of pushes uses a handful of identities.
 */
function gitIdentity(gitDir: string, identity: CommitIdentity): Promise<string> {
  const key = `${identity.name}\n${identity.email}`;
  let formatted = formattedIdentities.get(key);
  if (!formatted) {
    if (formattedIdentities.size >= MAX_FORMATTED_IDENTITIES) formattedIdentities.clear();
    const env = { GIT_AUTHOR_NAME: identity.name, GIT_AUTHOR_EMAIL: identity.email, GIT_AUTHOR_DATE: identity.date };
    // `git var` answers `Name <email> <seconds> <offset>`; the date is added per push.
    formatted = runGit(['--git-dir', gitDir, 'var', 'GIT_AUTHOR_IDENT'], { env }).then((ident) => ident.replace(/ \d+ [+-]\d{4}$/, ''));
    formattedIdentities.set(key, formatted);
    formatted.catch(() => formattedIdentities.delete(key));
  }
  return formatted;
}

/** An ISO 8601 date as git's raw format (`<unix seconds> <+hhmm>`), keeping its offset. */
export function rawGitDate(date: string): string {
  const zone = /(?:Z|([+-])(\d{2}):?(\d{2}))$/.exec(date);
  const seconds = Date.parse(date) / 1000;
  if (!zone || !Number.isFinite(seconds)) throw new Error(`Not an ISO 8601 date with a time zone: ${date}`);
  const [, sign = '+', hours = '00', minutes = '00'] = zone;
  return `${Math.floor(seconds)} ${sign}${hours}${minutes}`;
}

/**
 * Moves `ref` to `next` only if it still points at `expected` (undefined: only if it does not
 * exist yet), so a concurrent `git push` over HTTP cannot be overwritten silently.
 */
export async function updateRef(gitDir: string, ref: string, next: string, expected: string | undefined): Promise<void> {
  await runGit(['--git-dir', gitDir, 'update-ref', '-m', 'github-emulator push', ref, next, expected ?? '0'.repeat(40)]);
}

/**
 * Why a path cannot be a file in a commit, or null when it can: relative, `/`-separated, no empty,
 * `.` or `..` segments, nothing inside `.git`, no NUL.
 */
export function filePathProblem(file: string): string | null {
  if (file === '') return 'is empty';
  if (file.includes('\0')) return 'contains a NUL character';
  if (file.startsWith('/')) return 'must be relative (no leading "/")';
  if (file.length > 4096) return 'is too long';
  const segments = file.split('/');
  if (segments.some((segment) => segment === '')) return 'has an empty segment (a trailing or doubled "/")';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'may not contain "." or ".." segments';
  if (segments.some((segment) => segment.toLowerCase() === '.git')) return 'may not be inside ".git"';
  return null;
}

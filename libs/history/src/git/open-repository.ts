import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { cacheFolderName, lastSegment, parseRemoteUrl } from './remote-url.js';
import { GitCommandError, runGit } from './run-git.js';

/** A repository ready to be read. */
export type Repository = {
  /** Absolute path of the git directory (the `.git` folder, or the bare repository). */
  gitDir: string;
  /** The `origin` remote (or the first remote), or the URL it was cloned from; null when none. */
  remoteUrl: string | null;
  /** `owner/name` from the remote, else the folder name. */
  name: string;
  /** https URL of the repository on its host, for compare links; null when unknown. */
  webUrl: string | null;
  /** The revision the history is read from. */
  defaultRef: string;
  /** A partial clone without blobs: commits are read with paths only (line counts 0). */
  partialClone: boolean;
};

/** The path or URL given does not lead to a git repository. */
export class NotARepositoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotARepositoryError';
  }
}

const LOCK_STALE_MS = 10 * 60_000;
const LOCK_POLL_MS = 100;

/**
 * Opens a repository. A local path (work tree, any folder inside one, or a bare repository) is used
 * in place. A URL (`file://`, `http(s)://`, `ssh://`, `git@host:owner/name`) is cloned once into
 * `cacheDir` (`git clone --bare --filter=blob:none`, into a folder named from the URL) and fetched
 * incrementally (`git fetch --prune --tags`) on later opens. Clone and fetch run under a lock file,
 * and a clone is built in a temporary folder and renamed into place, so concurrent opens are safe.
 * They may use the URL's own transport only (see {@link transportPin}).
 */
export async function openRepository(source: string, options: { cacheDir: string }): Promise<Repository> {
  if (isRemoteSource(source)) return openRemote(source.trim(), options.cacheDir);
  return openLocal(source);
}

function isRemoteSource(source: string): boolean {
  const trimmed = source.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return true;
  // scp-like `git@host:owner/name.git` (but not a Windows drive or a local path with a colon)
  return /^[^@/\s]+@[^:/\s]+:(?!\/\/)\S+$/.test(trimmed);
}

async function openLocal(source: string): Promise<Repository> {
  const folder = path.resolve(source);
  if (!existsSync(folder)) throw new NotARepositoryError(`${folder} does not exist, so it is not a git repository.`);
  if (!statSync(folder).isDirectory()) throw new NotARepositoryError(`${folder} is a file, not a git repository.`);
  let gitDir: string;
  let bare: boolean;
  try {
    const [dir = '', isBare = ''] = (await runGit(['rev-parse', '--absolute-git-dir', '--is-bare-repository'], { cwd: folder })).trim().split('\n');
    gitDir = dir;
    bare = isBare === 'true';
  } catch (error) {
    if (error instanceof GitCommandError) throw new NotARepositoryError(`${folder} is not a git repository (nor inside one).`);
    throw error;
  }
  const { remoteUrl, partialClone } = await readSettings(gitDir);
  const remote = remoteUrl ? parseRemoteUrl(remoteUrl) : null;
  const folderName = bare ? lastSegment(gitDir) : lastSegment(path.basename(gitDir) === '.git' ? path.dirname(gitDir) : folder);
  return {
    gitDir,
    remoteUrl,
    name: remote?.webUrl ? remote.name : folderName,
    webUrl: remote?.webUrl ?? null,
    defaultRef: 'HEAD',
    partialClone,
  };
}

/**
 * node:fs/promises (with the streams and readline modules it loads) is taken on first use: only a
 * URL's clone cache needs it, and a local run should not pay for loading it.
 */
function fsPromises(): typeof import('node:fs/promises') {
  return process.getBuiltinModule('node:fs/promises');
}

async function openRemote(url: string, cacheDir: string): Promise<Repository> {
  await fsPromises().mkdir(cacheDir, { recursive: true });
  const gitDir = path.join(path.resolve(cacheDir), cacheFolderName(url));
  await withLock(`${gitDir}.lock`, async () => {
    if (existsSync(path.join(gitDir, 'HEAD'))) await fetchUpdates(url, gitDir);
    else await cloneInto(url, gitDir);
  });
  const remote = parseRemoteUrl(url);
  return {
    gitDir,
    remoteUrl: url,
    name: remote?.name ?? lastSegment(url),
    webUrl: remote?.webUrl ?? null,
    defaultRef: 'HEAD',
    partialClone: (await readSettings(gitDir)).partialClone,
  };
}

async function cloneInto(url: string, gitDir: string): Promise<void> {
  const { rename, rm } = fsPromises();
  const temporary = `${gitDir}.tmp-${process.pid}-${Date.now()}`;
  try {
    await runGit([...transportPin(url), 'clone', '--bare', '--filter=blob:none', '--quiet', '--', url, temporary]);
    // A bare clone has no fetch refspec; without one `git fetch` would only update FETCH_HEAD.
    await runGit(['--git-dir', temporary, 'config', 'remote.origin.fetch', '+refs/heads/*:refs/heads/*']);
    await rename(temporary, gitDir);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    if (error instanceof GitCommandError) {
      const reason = error.stderr.trim().split('\n').filter(Boolean).pop() ?? 'git could not clone it';
      throw new NotARepositoryError(`${url} could not be cloned as a git repository: ${reason.replace(/^fatal:\s*/, '')}`);
    }
    throw error;
  }
}

async function fetchUpdates(url: string, gitDir: string): Promise<void> {
  await runGit([...transportPin(url), '--git-dir', gitDir, 'fetch', '--prune', '--tags', '--quiet', 'origin']);
  // The remote may have renamed its default branch; point HEAD at the new one when the old is gone.
  const head = await runGit(['--git-dir', gitDir, 'rev-parse', '--verify', '-q', 'HEAD']).catch(() => '');
  if (head.trim()) return;
  const symref = await runGit([...transportPin(url), '--git-dir', gitDir, 'ls-remote', '--symref', 'origin', 'HEAD']).catch(() => '');
  const target = /^ref: (refs\/heads\/\S+)\tHEAD$/m.exec(symref)?.[1];
  if (target) await runGit(['--git-dir', gitDir, 'symbolic-ref', 'HEAD', target]);
}

/**
 * Git options that allow the URL's own transport and no other (`protocol.allow=never`, then that
 * one `always`): an https clone cannot be redirected to http or handed to another remote helper,
 * and a URL some day let through by mistake (`ext::`, `fd::`) finds its transport switched off.
 */
export function transportPin(url: string): string[] {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url.trim())?.[1]?.toLowerCase() ?? (isRemoteSource(url) ? 'ssh' : null);
  const allowed = scheme === 'git+ssh' || scheme === 'ssh+git' ? 'ssh' : scheme;
  return ['-c', 'protocol.allow=never', ...(allowed && /^[a-z][a-z0-9]*$/.test(allowed) ? ['-c', `protocol.${allowed}.allow=always`] : [])];
}

/**
 * The branch a remote repository's HEAD names, read without cloning it (`git ls-remote --symref`,
 * on the URL's own transport only): proves the URL leads to a git repository Chronicle can read.
 */
export async function readRemoteDefaultBranch(url: string): Promise<string> {
  try {
    // A server that stops answering ends the call after 20 s of near silence, not curl's minutes.
    const stalled = ['-c', 'http.lowSpeedLimit=1000', '-c', 'http.lowSpeedTime=20'];
    const symref = await runGit([...transportPin(url), ...stalled, 'ls-remote', '--symref', '--', url, 'HEAD']);
    return /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(symref)?.[1] ?? 'main';
  } catch (error) {
    if (error instanceof GitCommandError) {
      const reason = error.stderr.trim().split('\n').filter(Boolean).pop() ?? 'git could not read it';
      throw new NotARepositoryError(`${url} could not be read as a git repository: ${reason.replace(/^fatal:\s*/, '')}`);
    }
    throw error;
  }
}

/**
 * The remote URL (`origin`, else the first remote by name, as `git remote` lists them) and whether
 * the repository is a partial clone (it names a promisor remote: `remote.<name>.promisor`, or
 * `extensions.partialClone`), from one `git config --get-regexp`: each git started costs a local run
 * a few milliseconds.
 */
async function readSettings(gitDir: string): Promise<{ remoteUrl: string | null; partialClone: boolean }> {
  const output = await runGit(['--git-dir', gitDir, 'config', '-z', '--get-regexp', '^(remote\\..*\\.url|extensions\\.partialclone|remote\\..*\\.promisor)$']).catch(() => '');
  const urls = new Map<string, string>();
  let partialClone = false;
  for (const entry of output.split('\0')) {
    const newline = entry.indexOf('\n');
    const key = newline === -1 ? entry : entry.slice(0, newline);
    const value = newline === -1 ? '' : entry.slice(newline + 1);
    if (/^extensions\.partialclone$/i.test(key) && value.trim()) partialClone = true;
    else if (/^remote\..+\.promisor$/i.test(key) && value.trim().toLowerCase() === 'true') partialClone = true;
    else if (/^remote\..+\.url$/i.test(key) && value.trim()) {
      // The last value wins, as with `git config --get`.
      urls.set(key.slice('remote.'.length, -'.url'.length), value.trim());
    }
  }
  const first = [...urls.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[0];
  return { remoteUrl: urls.get('origin') ?? (first === undefined ? null : urls.get(first)!), partialClone };
}

/** Runs `task` while holding an exclusive lock file; a lock older than 10 minutes counts as abandoned. */
async function withLock<T>(lockPath: string, task: () => Promise<T>): Promise<T> {
  const { open, rm, stat } = fsPromises();
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.write(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const info = await stat(lockPath).catch(() => null);
      if (info && Date.now() - info.mtimeMs > LOCK_STALE_MS) await rm(lockPath, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
  try {
    return await task();
  } finally {
    await rm(lockPath, { force: true });
  }
}

import { GitCommandError, runGit, spawnGit, type Repository } from '@chronicle/history';

/**
 * In a partial clone (`--filter=blob:none`) downloads every blob of `commit`'s tree that is not
 * present yet, in ONE `git fetch` from the promisor remote — the request git's own lazy fetch makes,
 * but for all blobs at once instead of one process per blob. Returns how many were fetched; a
 * complete repository returns 0 without asking git anything.
 */
export async function prefetchTreeBlobs(repository: Repository, commit: string): Promise<number> {
  if (!repository.partialClone) return 0;
  // `--no-walk`: the objects of this commit's tree only, not of its whole history.
  const listing = await runGit(['--git-dir', repository.gitDir, 'rev-list', '--objects', '--missing=print', '--no-walk', '--end-of-options', commit, '--']);
  const missing = listing
    .split('\n')
    .filter((line) => line.startsWith('?'))
    .map((line) => line.slice(1));
  return fetchBlobs(repository, missing);
}

/**
 * Downloads the given objects from the promisor remote of a partial clone in ONE `git fetch`
 * (git itself would fetch each missing blob with a process of its own). Returns how many were asked for.
 */
export async function fetchBlobs(repository: Repository, oids: readonly string[]): Promise<number> {
  if (oids.length === 0) return 0;
  const remote = await promisorRemote(repository);
  const args = ['--git-dir', repository.gitDir, '-c', 'fetch.negotiationAlgorithm=noop', 'fetch', '--no-tags', '--no-write-fetch-head', '--recurse-submodules=no', '--filter=blob:none', '--stdin', remote];
  await runGitWithInput(args, `${oids.join('\n')}\n`);
  return oids.length;
}

/** The remote a partial clone lazily fetches from: the one marked `promisor`, else `extensions.partialClone`, else `origin`. */
async function promisorRemote(repository: Repository): Promise<string> {
  const settings = await runGit(['--git-dir', repository.gitDir, 'config', '--get-regexp', '^(extensions\\.partialclone|remote\\..*\\.promisor)$']).catch(() => '');
  for (const line of settings.split('\n')) {
    const promisor = /^remote\.(.+)\.promisor true$/i.exec(line);
    if (promisor) return promisor[1]!;
  }
  return /^extensions\.partialclone (\S+)/im.exec(settings)?.[1] ?? 'origin';
}

function runGitWithInput(args: string[], input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnGit(args, { stdio: ['pipe', 'ignore', 'pipe'] });
    const stderr: Buffer[] = [];
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdin!.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new GitCommandError(args, code, Buffer.concat(stderr).toString('utf8')));
    });
    child.stdin!.end(input);
  });
}

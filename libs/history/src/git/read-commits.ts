import type { Commit } from '../model.js';
import { LOG_FORMAT, LogParser } from './log-parser.js';
import type { Repository } from './open-repository.js';
import { GitCommandError, spawnGit } from './run-git.js';

export type ReadCommitsOptions = {
  /** Newest commits to read at most (`-n`). */
  maxCommits?: number;
  /**
   * Follow only first parents (`--first-parent`): the history as the default branch saw it, where
   * a merged pull request is one commit. Its files are then the merge's diff against its first
   * parent (`--diff-merges=first-parent`), i.e. the whole pull request. Without it, every commit
   * is read and merge commits list no files (their branch commits carry them).
   */
  firstParent?: boolean;
  /** A revision range such as `A..B`, or one revision; default: the repository's HEAD. */
  range?: string;
  /** More revisions whose histories are read in the same pass (release tags on maintenance branches). */
  alsoFrom?: string[];
  /** Commits whose histories are left out (`^sha`): the branch of a merge is `range: parents[1]`, `notFrom: [parents[0]]`. Full SHAs only. */
  notFrom?: string[];
  /** Paths only, without line counts (`--name-status`): much faster when the counts are not needed. */
  pathsOnly?: boolean;
  /** `notFrom` leaves out only the first-parent lines of its commits (`--exclude-first-parent-only`, git ≥ 2.38). */
  excludeFirstParentOnly?: boolean;
  /** Only commits whose committer date is after this date (`--since`, ISO 8601). */
  since?: string;
  /** Only commits whose committer date is before this date (`--until`, ISO 8601). */
  until?: string;
  /** Only commits that touched these paths (files or folders, repository-relative), listing only those paths. */
  paths?: string[];
  /**
   * Follow the one file in `paths` across renames (`git log --follow`): rename detection is on, and
   * a renamed entry carries its `previousPath`. In a partial clone only renames that kept the content
   * are found (`-M100%`, which compares object names only) and nothing is downloaded
   * (`protocol.allow=never`): finding the others would fetch every candidate's blob from the remote.
   */
  follow?: boolean;
};

/**
 * Streams the history, newest first, from one `git log` process whose output is parsed as it
 * arrives (never buffered whole). Renames are not detected (`--no-renames`) unless one file is
 * followed (`follow`): a renamed file appears as its deletion and its addition, which is cheaper
 * and enough to classify commits. In a partial
 * clone (blobs not downloaded) paths are listed with `--name-status` and line counts are 0, since
 * `--numstat` would download every blob one commit at a time. An empty repository yields nothing.
 * Stopping the iteration early ends the git process.
 */
export async function* readCommits(repository: Repository, options: ReadCommitsOptions = {}): AsyncIterable<Commit> {
  const listing = repository.partialClone || options.pathsOnly ? 'name-status' : 'numstat';
  if (options.follow && options.paths?.length !== 1) throw new Error('follow takes exactly one path.');
  const offline = repository.partialClone && options.follow ? ['-c', 'protocol.allow=never'] : [];
  const renames = options.follow ? ['--follow', ...(repository.partialClone ? ['-M100%'] : [])] : ['--no-renames'];
  // Every revision named by its full SHA (release tags, merges' parents) is otherwise also looked up
  // as a ref name, only to warn when a ref is called like it — several file lookups each, 10–40 ms of
  // git's time for the hundreds of release tags of a long history. The SHA is what git reads either way.
  const args = [...offline, '-c', 'core.warnAmbiguousRefs=false', '--git-dir', repository.gitDir, 'log', '-z', LOG_FORMAT, listing === 'numstat' ? '--numstat' : '--name-status', ...renames, '--no-color', '--no-show-signature', '--no-ext-diff', '--no-textconv'];
  if (options.firstParent) args.push('--first-parent', '--diff-merges=first-parent');
  if (options.excludeFirstParentOnly) args.push('--exclude-first-parent-only');
  if (options.maxCommits !== undefined) args.push('-n', String(Math.max(0, Math.floor(options.maxCommits))));
  if (options.since !== undefined) args.push(`--since=${options.since}`);
  if (options.until !== undefined) args.push(`--until=${options.until}`);
  // Revisions may come from a caller's input: after --end-of-options git never reads them as options.
  const excluded = (options.notFrom ?? []).map((sha) => {
    if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i.test(sha)) throw new Error(`notFrom takes full commit SHAs (got "${sha}").`);
    return `^${sha}`;
  });
  args.push('--end-of-options', options.range ?? repository.defaultRef, ...(options.alsoFrom ?? []), ...excluded, '--', ...(options.paths ?? []).map((file) => `:(literal)${file}`));

  if (options.maxCommits === 0) return;
  const child = spawnGit(args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const stderr: Buffer[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  exited.catch(() => undefined); // awaited below; this only keeps an early stop from leaving it unhandled
  const parser = new LogParser(listing);
  let finished = false;
  try {
    for await (const chunk of child.stdout! as AsyncIterable<Buffer>) {
      for (const commit of parser.push(chunk)) yield commit;
    }
    const code = await exited;
    const message = Buffer.concat(stderr).toString('utf8');
    if (code !== 0) {
      // An empty repository: HEAD names a branch without commits.
      if (options.range === undefined && /does not have any commits yet|(?:bad (?:default )?revision|ambiguous argument|unknown revision) '?HEAD'?/.test(message)) return;
      throw new GitCommandError(args, code, message);
    }
    for (const commit of parser.end()) yield commit;
    finished = true;
  } finally {
    if (!finished && child.exitCode === null) child.kill();
  }
}

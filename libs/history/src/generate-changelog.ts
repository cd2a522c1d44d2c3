import { openRepository, type Repository } from './git/open-repository.js';
import { readCommits } from './git/read-commits.js';
import { readTags } from './git/read-tags.js';
import { runGit } from './git/run-git.js';
import type { Changelog, ChangelogOptions, ClassifiedCommit, Commit, Tag } from './model.js';
import { classifyCommit } from './classify/classify-commit.js';
import { buildFromClassified } from './releases/build-changelog.js';
import { releaseTags } from './releases/version.js';

/** How often `onProgress` is called while the history is read. */
export const PROGRESS_EVERY = 5_000;
/** Release tags on merged side branches traced to the merge that brought them in, at most. */
const MAX_TRACED_TAGS = 50;

export type GenerateChangelogOptions = ChangelogOptions & {
  cacheDir: string;
  onProgress?: (progress: { commitsRead: number }) => void;
};

/**
 * Opens `source` (a local path or a URL, see `openRepository`), reads its tags and its first-parent
 * history (one streaming `git log`, at most `maxCommits` commits), and builds the changelog.
 * `onProgress` is called every {@link PROGRESS_EVERY} commits and once at the end.
 *
 * Release tags off the first-parent line of HEAD are handled in two ways: a tag never merged into
 * HEAD (a maintenance branch such as `3-1-stable`) has its own first-parent history read in the same
 * pass, so its release holds the commits since its previous tag; a tag on a side branch that was
 * merged is attributed to the merge commit that brought it in (one `git rev-list` per such tag, for
 * at most the 50 newest).
 */
export async function generateChangelog(source: string, options: GenerateChangelogOptions): Promise<Changelog> {
  const repository = await openRepository(source, { cacheDir: options.cacheDir });
  return changelogOf(repository, options);
}

export type ChangelogOfOptions = ChangelogOptions & {
  /** The revision whose history is read; default: the repository's default ref (HEAD). */
  revision?: string;
  /**
   * Also read the histories of release tags never merged into the revision (maintenance branches);
   * default true. False keeps to what the revision reaches: the changelog of one commit, as a
   * snapshot of that commit needs it.
   */
  unmergedTags?: boolean;
  /** Paths only, without line counts (`--name-status`): faster, and nothing in the changelog uses the counts. */
  pathsOnly?: boolean;
  onProgress?: (progress: { commitsRead: number }) => void;
};

/** {@link generateChangelog} on an opened repository, at any revision. */
export async function changelogOf(repository: Repository, options: ChangelogOfOptions = {}): Promise<Changelog> {
  const revision = options.revision ?? repository.defaultRef;
  const [allTags, head, merged] = await Promise.all([
    readTags(repository),
    runGit(['--git-dir', repository.gitDir, 'rev-parse', '--verify', '-q', '--end-of-options', `${revision}^{commit}`]).then(
      (out) => out.trim(),
      () => '',
    ),
    runGit(['--git-dir', repository.gitDir, 'tag', '--merged', revision]).then(
      (out) => new Set(out.split('\n').filter(Boolean)),
      () => new Set<string>(),
    ),
  ]);
  if (!head) {
    options.onProgress?.({ commitsRead: 0 });
    return { repository: repository.name, repositoryUrl: repository.webUrl, releases: [] };
  }
  const withUnmerged = options.unmergedTags ?? true;
  const tags = withUnmerged ? allTags : allTags.filter((tag) => merged.has(tag.name));
  const maintenance = withUnmerged ? [...new Set(releaseTags(tags).filter((tag) => !merged.has(tag.name)).map((tag) => tag.sha))] : [];
  const { commits, classified } = await readHistory(repository, { ...options, range: options.revision }, maintenance);
  const attributed = await attributeMergedSideTags(repository, revision, tags, commits, merged);
  return buildFromClassified(
    { commits, tags: attributed, repository: repository.name, repositoryUrl: repository.webUrl, head },
    classified,
    { clustering: options.clustering },
  );
}

/** Reads the history, classifying each commit as it arrives (while git produces the next ones). */
async function readHistory(repository: Repository, options: ChangelogOfOptions & { range?: string }, alsoFrom: string[]): Promise<{ commits: Commit[]; classified: ClassifiedCommit[] }> {
  const commits: Commit[] = [];
  const classified: ClassifiedCommit[] = [];
  for await (const commit of readCommits(repository, { firstParent: true, maxCommits: options.maxCommits, alsoFrom, range: options.range, pathsOnly: options.pathsOnly })) {
    const result = classifyCommit(commit);
    // After classification a body is only read again for dependency lists and reverted pull
    // requests; dropping the others keeps a 100,000-commit history well within memory.
    if (!result.dependencyUpdate && result.reverts === null && !result.description.startsWith('Revert "')) commit.body = '';
    commits.push(commit);
    classified.push(result);
    if (options.onProgress && commits.length % PROGRESS_EVERY === 0) options.onProgress({ commitsRead: commits.length });
  }
  options.onProgress?.({ commitsRead: commits.length });
  return { commits, classified };
}

/** Moves release tags on merged side branches to the first-parent commit of HEAD that merged them. */
async function attributeMergedSideTags(repository: Repository, revision: string, tags: Tag[], commits: Commit[], merged: Set<string>): Promise<Tag[]> {
  if (commits.length === 0) return tags;
  const present = new Set(commits.map((commit) => commit.sha));
  const oldest = Date.parse(commits[commits.length - 1]!.committerDate);
  const candidates = releaseTags(tags)
    .filter((tag) => !present.has(tag.sha) && merged.has(tag.name) && !(Date.parse(tag.date) < oldest))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, MAX_TRACED_TAGS);
  const moved = new Map<string, string>();
  for (const tag of candidates) {
    const path = await runGit(['--git-dir', repository.gitDir, 'rev-list', '--first-parent', '--ancestry-path', '--reverse', `${tag.sha}..${revision}`]).catch(() => '');
    const mergeCommit = path.split('\n').find(Boolean);
    if (mergeCommit && present.has(mergeCommit)) moved.set(tag.name, mergeCommit);
  }
  return tags.map((tag) => (moved.has(tag.name) ? { ...tag, sha: moved.get(tag.name)! } : tag));
}

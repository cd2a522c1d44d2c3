import { openRepository, type Repository } from './git/open-repository.js';
import { readCommits } from './git/read-commits.js';
import { readTags } from './git/read-tags.js';
import { GitCommandError, runGit, runGitWithInput } from './git/run-git.js';
import type { Changelog, ChangelogOptions, ClassifiedCommit, Commit } from './model.js';
import { classifyCommit } from './classify/classify-commit.js';
import { parseMergeMessage } from './classify/merge-message.js';
import { buildFromClassified } from './releases/build-changelog.js';
import { readPackageLayout } from './git/package-scope.js';
import { InvalidScopeError, normalizeScopePath, type ChangelogScope } from './releases/scope.js';
import { releaseTags, type TagFamilies } from './releases/version.js';
import { guideAdditions, guideItem } from './releases/upgrade-guide.js';

/** How often `onProgress` is called while the history is read. */
export const PROGRESS_EVERY = 5_000;
/** Merges without a title whose branches are read, at most (the newest). */
const MAX_BRANCH_READS = 100;
/** Those branches are read this many at a time when git cannot read them in one pass (before 2.38). */
const BRANCH_READS_AT_ONCE = 4;

export type GenerateChangelogOptions = ChangelogOptions & {
  cacheDir: string;
  onProgress?: (progress: { commitsRead: number }) => void;
};

/**
 * Opens `source` (a local path or a URL, see `openRepository`), reads its tags and its first-parent
 * history (one streaming `git log`, at most `maxCommits` commits), and builds the changelog.
 * `onProgress` is called every {@link PROGRESS_EVERY} commits and once at the end.
 *
 * Release tags off the first-parent line of HEAD — on a maintenance branch never merged (such as
 * `3-1-stable`), or on a release branch merged back, reachable only through a merge's second
 * parent — have their own first-parent histories read in the same pass, so each such release
 * holds the commits since its previous tag (see `buildChangelog`). The branches of merges without
 * a title are read too (see `withMergedBranches`).
 *
 * **Scope** (`path`, `subPackages`): the changelog of one folder (`path: 'packages/x'`) keeps the
 * commits that touched it, and takes its releases from the package's own tags when it has them
 * (`x@1.2.3`, `x-v1.2.3`, `packages/x/v1.2.3`, or under the name in its manifest). With
 * `subPackages: 'auto'` (the default) the tree at the revision is read once (`git ls-tree`): the
 * folders below the scope that hold a package manifest and their own CHANGELOG file are other
 * packages' — their commits are left out (their version bumps included) and their tags are never
 * the releases. `'include'` keeps every commit of the scope.
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
  /**
   * Paths only, without line counts (`--name-status`); default true. Nothing in a changelog uses the
   * counts, and `--numstat` diffs every changed file's content: 2–3 times git's work on a real history.
   * False reads them (`--numstat`), for a caller that keeps the commits.
   */
  pathsOnly?: boolean;
  onProgress?: (progress: { commitsRead: number }) => void;
};

/** {@link generateChangelog} on an opened repository, at any revision. Throws `InvalidScopeError` for a `path` that is not a folder inside the repository. */
export async function changelogOf(repository: Repository, options: ChangelogOfOptions = {}): Promise<Changelog> {
  const revision = options.revision ?? repository.defaultRef;
  const scopePath = normalizeScopePath(options.path ?? '');
  const withUnmerged = options.unmergedTags ?? true;
  const [allTags, head, merged] = await Promise.all([
    readTags(repository),
    runGit(['--git-dir', repository.gitDir, 'rev-parse', '--verify', '-q', '--end-of-options', `${revision}^{commit}`]).then(
      (out) => out.trim(),
      () => '',
    ),
    // Only asked when it is needed: `git tag --merged` walks the whole history.
    withUnmerged
      ? null
      : runGit(['--git-dir', repository.gitDir, 'tag', '--merged', revision]).then(
          (out) => new Set(out.split('\n').filter(Boolean)),
          () => new Set<string>(),
        ),
  ]);
  if (!head) {
    options.onProgress?.({ commitsRead: 0 });
    return { repository: repository.name, repositoryUrl: repository.webUrl, releases: [] };
  }
  const { scope, tagFamilies } = await resolveScope(repository, head, scopePath, options.subPackages ?? 'auto');
  const tags = merged ? allTags.filter((tag) => merged.has(tag.name)) : allTags;
  // Every release tag's first-parent history: those on HEAD's line add nothing, the others add their branch.
  const alsoFrom = [...new Set(releaseTags(tags, tagFamilies).map((tag) => tag.sha))];
  const history = await readHistory(repository, { ...options, pathsOnly: options.pathsOnly ?? true, range: options.revision }, alsoFrom);
  const { commits, classified } = await withMergedBranches(repository, history, [head, ...alsoFrom], options.pathsOnly ?? true);
  await withUpgradeGuides(repository, classified);
  return buildFromClassified({ commits, tags, repository: repository.name, repositoryUrl: repository.webUrl, head, scope, tagFamilies }, classified, { clustering: options.clustering });
}

/** The scope and tag families of a changelog of `scopePath` (see {@link generateChangelog}). */
async function resolveScope(repository: Repository, head: string, scopePath: string, subPackages: 'auto' | 'include'): Promise<{ scope: ChangelogScope | undefined; tagFamilies: TagFamilies }> {
  if (scopePath === '' && subPackages === 'include') return { scope: undefined, tagFamilies: {} };
  const layout = await readPackageLayout(repository, head, scopePath);
  if (scopePath && !layout.present) throw new InvalidScopeError(`The path "${scopePath}" is not a folder of the repository at ${head.slice(0, 12)}; give it relative to the repository's root, such as packages/x.`);
  const exclude = subPackages === 'auto' ? layout.subPackages : [];
  const [prefer, ...others] = await Promise.all([scopePath ? layout.names(scopePath) : Promise.resolve([]), ...exclude.map((folder) => layout.names(folder))]);
  const scope = scopePath === '' && exclude.length === 0 ? undefined : { path: scopePath, exclude };
  return { scope, tagFamilies: { prefer, avoid: others.flat().filter((name) => !prefer!.includes(name)) } };
}

/**
 * Adds the branches of the newest {@link MAX_BRANCH_READS} merges that say nothing of what they
 * brought in (`Merge branch '3-0-sec'`: no pull request, no title, not a branch sync), each placed
 * right after its merge: their commits speak for the merge, which is noise. Branches already read
 * (a release tag's) are not read again.
 */
async function withMergedBranches(repository: Repository, history: { commits: Commit[]; classified: ClassifiedCommit[] }, read: string[], pathsOnly: boolean): Promise<{ commits: Commit[]; classified: ClassifiedCommit[] }> {
  const present = new Set(history.commits.map((commit) => commit.sha));
  const merges = history.classified
    .map((entry, at) => ({ entry, at }))
    .filter(({ entry }) => entry.noise === 'merge-without-title' && entry.commit.parents.length > 1 && !present.has(entry.commit.parents[1]!) && parseMergeMessage(entry.commit.subject, entry.commit.body)?.sync === false)
    .slice(0, MAX_BRANCH_READS);
  if (merges.length === 0) return history;
  const branchCommits = await readBranches(repository, merges.map(({ entry }) => entry.commit), offTheLine(history.commits, read), pathsOnly);
  const branches = new Map<number, { commits: Commit[]; classified: ClassifiedCommit[] }>();
  merges.forEach(({ at }, index) => {
    const commits = branchCommits[index]!.filter((commit) => !present.has(commit.sha));
    for (const commit of commits) present.add(commit.sha);
    branches.set(at, { commits, classified: commits.map(classifyCommit) });
  });
  const commits: Commit[] = [];
  const classified: ClassifiedCommit[] = [];
  history.commits.forEach((commit, at) => {
    commits.push(commit, ...(branches.get(at)?.commits ?? []));
    classified.push(history.classified[at]!, ...(branches.get(at)?.classified ?? []));
  });
  return { commits, classified };
}

/**
 * Each upgrade or migration guide the history adds (`UPGRADE_GUIDE_V2.md`, `MIGRATION.md`; the
 * newest ten) is read as it was added (one `git cat-file` each), and the docs commit adding it
 * becomes its release's breaking item naming the guide's sections (see `guideItem`). A commit that
 * is an item of its own (a change that also writes the guide) keeps its text. Not in a partial
 * clone, which would fetch the blobs from its remote.
 */
async function withUpgradeGuides(repository: Repository, classified: ClassifiedCommit[]): Promise<void> {
  if (repository.partialClone) return;
  const additions = guideAdditions(classified).filter(({ at }) => classified[at]!.noise !== null);
  if (additions.length === 0) return;
  const texts = await readBlobs(repository, additions.map(({ at, path }) => `${classified[at]!.commit.sha}:${path}`));
  additions.forEach(({ at, path }, index) => {
    if (texts[index]) classified[at] = guideItem(classified[at]!, path, texts[index]!);
  });
}

/**
 * The text of each blob named `<commit>:<path>`, '' for one that is missing: one `git cat-file
 * --batch` for them all rather than a git per blob (each git started costs a few milliseconds).
 */
async function readBlobs(repository: Repository, names: string[]): Promise<string[]> {
  if (names.some((name) => /[\r\n]/.test(name))) return Promise.all(names.map((name) => runGit(['--git-dir', repository.gitDir, 'cat-file', 'blob', name]).catch(() => '')));
  const output = await runGitWithInput(['--git-dir', repository.gitDir, 'cat-file', '--batch'], `${names.join('\n')}\n`).catch(() => null);
  if (!output) return names.map(() => '');
  const texts: string[] = [];
  let at = 0;
  for (let lineEnd = output.indexOf(10, at); lineEnd !== -1 && texts.length < names.length; lineEnd = output.indexOf(10, at)) {
    // `<sha> blob <size>`, the content and a newline; or `<name> missing`.
    const header = /^[0-9a-f]+ (\w+) (\d+)$/.exec(output.toString('utf8', at, lineEnd));
    const size = header ? Number(header[2]) : -1;
    texts.push(header?.[1] === 'blob' ? output.toString('utf8', lineEnd + 1, lineEnd + 1 + size) : '');
    at = lineEnd + 1 + (size >= 0 ? size + 1 : 0);
  }
  return names.map((_, index) => texts[index] ?? '');
}

/**
 * `read` (HEAD first) without the commits on HEAD's own first-parent line: excluding HEAD already
 * excludes them. Naming them too trips git (2.39): `--exclude-first-parent-only <side> ^HEAD ^<tag>`
 * lists nothing when the tag is the commit the merged branch started from.
 */
function offTheLine(commits: Commit[], read: string[]): string[] {
  const byHash = new Map(commits.map((commit) => [commit.sha, commit]));
  const line = new Set<string>();
  for (let commit = byHash.get(read[0]!); commit && !line.has(commit.sha); commit = byHash.get(commit.parents[0] ?? '')) line.add(commit.sha);
  return [read[0]!, ...read.slice(1).filter((sha) => !line.has(sha))];
}

/**
 * The branch of each merge (newest first), first parents only, newest commit first: one `git log
 * --first-parent --exclude-first-parent-only <second parents> ^<lines already read>`, each branch
 * then followed down from its merge's second parent (a commit two branches share goes to the older
 * merge). Git older than 2.38 lacks the option: one `git log <second parent> ^<first parent>` per
 * merge, 4 at a time.
 */
async function readBranches(repository: Repository, merges: Commit[], read: string[], pathsOnly: boolean | undefined): Promise<Commit[][]> {
  const sides = merges.map((merge) => merge.parents[1]!);
  try {
    const found = new Map<string, Commit>();
    for await (const commit of readCommits(repository, { firstParent: true, range: sides[0], alsoFrom: sides.slice(1), notFrom: read, excludeFirstParentOnly: true, pathsOnly })) found.set(commit.sha, commit);
    const taken = new Set<string>();
    const branches = merges.map(() => [] as Commit[]);
    for (let index = merges.length - 1; index >= 0; index -= 1) {
      for (let sha: string | undefined = sides[index]; sha && found.has(sha) && !taken.has(sha); sha = found.get(sha)!.parents[0]) {
        taken.add(sha);
        branches[index]!.push(found.get(sha)!);
      }
    }
    return branches;
  } catch (error) {
    if (!(error instanceof GitCommandError && /exclude-first-parent-only/.test(error.stderr))) throw error;
  }
  const branch = async (merge: Commit): Promise<Commit[]> => {
    const commits: Commit[] = [];
    for await (const commit of readCommits(repository, { firstParent: true, range: merge.parents[1]!, notFrom: [merge.parents[0]!], pathsOnly })) commits.push(commit);
    return commits;
  };
  const branches: Commit[][] = [];
  for (let start = 0; start < merges.length; start += BRANCH_READS_AT_ONCE) branches.push(...(await Promise.all(merges.slice(start, start + BRANCH_READS_AT_ONCE).map(branch))));
  return branches;
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

import type { PreviewResult } from '@chronicle/contracts';
import { PREVIEW_SAMPLE_COMMITS } from '@chronicle/contracts';
import { openRepository, runGit, type ClassifiedCommit, type Repository } from '@chronicle/history';
import { detectLanguage, languageContext, languageType, redactSecretsIn } from '@chronicle/snapshot';
import { entryGroups } from './entry-groups.js';
import { checkMaxCommits, readClassifiedHistory } from './read-history.js';
import { timeSpanInWords } from './time-span.js';

export type PreviewInput = {
  /** A clone URL or a local path. */
  source: string;
  cloneCacheDir: string;
  /** Commits to read at most (the panel's preview reads 100). */
  maxCommits: number;
};

/**
 * What an analysis would find, without writing anything: the commits within `maxCommits` and every
 * commit of the default branch, the span of those found, the files and top-level folders at the
 * head, the primary language, the entries the default clustering would make and the newest commits.
 */
export async function previewRepository(input: PreviewInput): Promise<PreviewResult> {
  const maxCommits = checkMaxCommits(input.maxCommits);
  const repository = await openRepository(input.source, { cacheDir: input.cloneCacheDir });
  const [classified, totalCommits, tree] = await Promise.all([readClassifiedHistory(repository, maxCommits), countCommits(repository), readHeadTree(repository)]);
  // Folder names, authors and messages are the repository's: no secret in them is shown.
  const { folders, sampleCommits } = redactSecretsIn({
    folders: tree.folders,
    sampleCommits: classified.slice(0, PREVIEW_SAMPLE_COMMITS).map(({ commit }) => ({ sha: commit.sha, author: commit.authorName, message: commit.subject })),
  });
  return {
    commitCount: classified.length,
    estimatedEntries: entryGroups(classified, 'minimal').length,
    overview: {
      primaryLanguage: primaryLanguage(tree.files),
      timeSpan: spanOf(classified),
      totalCommits,
      structure: { files: tree.files.length, folders },
    },
    sampleCommits,
  };
}

/** Every commit the default branch reaches (`git rev-list --count`); 0 for an empty repository. */
async function countCommits(repository: Repository): Promise<number> {
  const out = await runGit(['--git-dir', repository.gitDir, 'rev-list', '--count', '--end-of-options', repository.defaultRef, '--']).catch(() => '0');
  return Number(out.trim()) || 0;
}

/**
 * The files (blobs and submodules) and top-level folders at the head, from `git ls-tree` without
 * `-l`: object sizes would make a blobless clone fetch every blob.
 */
async function readHeadTree(repository: Repository): Promise<{ files: string[]; folders: string[] }> {
  const list = (recursive: boolean) =>
    runGit(['--git-dir', repository.gitDir, 'ls-tree', '-z', '--full-tree', ...(recursive ? ['-r'] : []), '--end-of-options', `${repository.defaultRef}^{tree}`]).catch(() => '');
  const [all, top] = await Promise.all([list(true), list(false)]);
  const entries = (out: string) =>
    out
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        return { type: line.slice(0, tab).split(' ')[1] ?? '', path: line.slice(tab + 1) };
      });
  return {
    files: entries(all).filter((entry) => entry.type !== 'tree').map((entry) => entry.path),
    folders: entries(top).filter((entry) => entry.type === 'tree').map((entry) => entry.path).sort(),
  };
}

/** The programming language with the most files (Linguist's names and types); ties by name; null when none. */
function primaryLanguage(paths: readonly string[]): string | null {
  const context = languageContext(paths);
  const counts = new Map<string, number>();
  for (const path of paths) {
    const language = detectLanguage(path, context);
    if (language && languageType(language) === 'programming') counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  return best?.[0] ?? null;
}

function spanOf(classified: readonly ClassifiedCommit[]): string {
  if (classified.length === 0) return 'no commits';
  const dates = classified.map(({ commit }) => new Date(commit.committerDate).getTime());
  return timeSpanInWords(new Date(Math.min(...dates)), new Date(Math.max(...dates)));
}

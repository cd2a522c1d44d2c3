import { writePushEntry, type AiPhase, type Tone } from '@chronicle/ai-phases';
import { openRepository, type ClassifiedCommit, type ClusteringMode, type Repository } from '@chronicle/history';
import { commitTexts, redactSecretsIn } from '@chronicle/snapshot';
import { entryGroups } from './entry-groups.js';
import { providerOf, type PlainModelSettings } from './model-settings.js';
import { checkMaxCommits, readClassifiedHistory } from './read-history.js';

export type AnalyzeHistoryInput = {
  /** A clone URL or a local path. */
  source: string;
  /** Where a URL is cloned (history's clone cache). */
  cloneCacheDir: string;
  maxCommits: number;
  clustering: ClusteringMode;
  tone: Tone;
  /** A model server for the entries' texts; absent or null: the built-in engine writes them. */
  model?: PlainModelSettings | null;
  /** The phases as stored (the server's); absent: the built-in ones. Only headline, summarize and social are used. */
  phases?: AiPhase[];
};

export type AnalyzeHistoryProgress = { phase: 'cloning' } | { phase: 'reading-history'; commitsRead: number } | { phase: 'writing-entries'; entriesDone: number; entriesTotal: number };

/** One changelog entry of an analysis, ready to store. */
export type AnalyzedEntry = {
  headline: string;
  summary: string;
  socialText: string;
  commitCount: number;
  /** Newest first. */
  commitShas: string[];
  generatedBy: 'model' | 'built-in';
  /** ISO 8601 (UTC): the newest committer date of the entry's commits. */
  pushedAt: string;
};

export type HistoryAnalysis = {
  /** The default branch's head; null for a repository without commits. */
  headSha: string | null;
  totalCommitsAnalyzed: number;
  /** ISO 8601 (UTC) committer date of the oldest commit read; null without commits. */
  oldestCommitAt: string | null;
  /** Newest first. */
  entries: AnalyzedEntry[];
};

/**
 * Reads at most `maxCommits` commits of the default branch (first parent, newest first), cuts them
 * into entries with `entryGroups` and writes each entry's headline, summary and social snippet
 * with `writePushEntry` — the model's texts when a model is given and they pass their checks,
 * the built-in engine's otherwise.
 */
export async function analyzeHistory(input: AnalyzeHistoryInput, onProgress?: (event: AnalyzeHistoryProgress) => void): Promise<HistoryAnalysis> {
  const maxCommits = checkMaxCommits(input.maxCommits);
  onProgress?.({ phase: 'cloning' });
  const repository = await openRepository(input.source, { cacheDir: input.cloneCacheDir });
  const classified = await readClassifiedHistory(repository, maxCommits, (commitsRead) => onProgress?.({ phase: 'reading-history', commitsRead }));
  const groups = entryGroups(classified, input.clustering);
  const provider = providerOf(input.model);
  const entries: AnalyzedEntry[] = [];
  onProgress?.({ phase: 'writing-entries', entriesDone: 0, entriesTotal: groups.length });
  for (const group of groups) {
    // The texts are published: no secret of the commits' messages, authors or paths reaches them (nor a model).
    const facts = redactSecretsIn({ items: group.items, commits: group.commits }, group.commits.flatMap((classified) => commitTexts(classified.commit)));
    const text = await writePushEntry(
      { repository: repository.name, items: facts.items, commits: facts.commits, link: linkOf(repository, group.commits), tone: input.tone },
      { provider, runId: group.commits[0]!.commit.sha, ...(input.phases ? { phases: input.phases } : {}) },
    );
    entries.push({
      headline: text.headline,
      summary: text.summary,
      socialText: text.socialText,
      commitCount: group.commits.length,
      commitShas: group.commits.map((classified) => classified.commit.sha),
      generatedBy: text.generatedBy,
      pushedAt: group.pushedAt.toISOString(),
    });
    onProgress?.({ phase: 'writing-entries', entriesDone: entries.length, entriesTotal: groups.length });
  }
  const oldest = classified[classified.length - 1];
  return {
    headSha: classified[0]?.commit.sha ?? null,
    totalCommitsAnalyzed: classified.length,
    oldestCommitAt: oldest ? new Date(oldest.commit.committerDate).toISOString() : null,
    entries,
  };
}

/**
 * The link an entry's social snippet carries: the host's view of its one commit, or the compare
 * view from the parent of its oldest commit to its newest; the repository's page when the oldest
 * commit has no parent; nothing when the host is unknown (a local repository without a remote).
 */
function linkOf(repository: Repository, commits: readonly ClassifiedCommit[]): string {
  if (!repository.webUrl) return '';
  const newest = commits[0]!.commit;
  if (commits.length === 1) return `${repository.webUrl}/commit/${newest.sha}`;
  const base = commits[commits.length - 1]!.commit.parents[0];
  return base ? `${repository.webUrl}/compare/${base.slice(0, 12)}...${newest.sha.slice(0, 12)}` : repository.webUrl;
}

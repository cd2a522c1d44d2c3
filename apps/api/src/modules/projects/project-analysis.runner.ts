import { Inject, Injectable } from '@nestjs/common';
import { runAnalysisTask } from '@chronicle/analysis';
import type { AnalysisResult } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { RepositoryJobRow } from '../../database/schema.js';
import { AiPhasesService } from '../ai-phases/ai-phases.service.js';
import { ChangelogEntriesRepository } from '../changelog-entries/changelog-entries.repository.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { gitCacheDir, repositorySource } from '../code-repositories/repository-source.js';
import { DocumentationRunner, modelSettingsOf } from '../documents/documentation-runner.js';
import { RepositoryJobsRepository } from '../repository-jobs/repository-jobs.repository.js';
import { RepositoryJobsService } from '../repository-jobs/repository-jobs.service.js';

// Progress is written to the job's row at most this often.
const PROGRESS_EVERY_MS = 500;

/**
 * Runs an analysis job: the history (cloned through the clone cache, read, grouped by the
 * clustering mode, texts written) in a worker thread, its entries stored in place of the last
 * analysis's, then — with the new system — the documents through the documentation runner.
 */
@Injectable()
export class ProjectAnalysisRunner {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly entries: ChangelogEntriesRepository,
    private readonly jobs: RepositoryJobsRepository,
    private readonly documentation: DocumentationRunner,
    private readonly aiPhases: AiPhasesService,
    scheduler: RepositoryJobsService,
  ) {
    scheduler.register('analysis', (job, signal) => this.run(job, signal));
  }

  async run(job: RepositoryJobRow, signal: AbortSignal): Promise<AnalysisResult> {
    const repository = await this.repositories.findById(job.repositoryId);
    if (!repository) throw new Error('The project was deleted before its analysis ran.');
    const source = repositorySource(repository, this.config);
    if (!source) throw new Error(`${repository.fullName} has no clone URL to read its history from.`);
    await this.jobs.progress(job.id, 'cloning', {});

    let lastWrite = 0;
    const history = await runAnalysisTask(
      'analyze-history',
      {
        source,
        cloneCacheDir: gitCacheDir(this.config),
        maxCommits: job.options.maxCommits ?? 500,
        clustering: job.options.clustering ?? 'minimal',
        tone: repository.tone,
        model: modelSettingsOf(this.config),
        phases: await this.aiPhases.list(),
      },
      {
        signal,
        onProgress: (event) => {
          if (Date.now() - lastWrite < PROGRESS_EVERY_MS && event.phase !== 'cloning') return;
          lastWrite = Date.now();
          const progress = event.phase === 'reading-history' ? { commitsRead: event.commitsRead } : {};
          void this.jobs.progress(job.id, event.phase, progress).catch(() => undefined);
        },
      },
    );
    if (!history.headSha) throw new Error(`${repository.fullName} has no commits on its default branch yet.`);
    await this.jobs.progress(job.id, 'writing-entries', { commitsRead: history.totalCommitsAnalyzed });
    await this.entries.replaceAnalysisEntries(
      repository.id,
      history.entries.map((entry) => ({
        headline: entry.headline,
        summary: entry.summary,
        socialText: entry.socialText,
        commitCount: entry.commitCount,
        commitShas: entry.commitShas,
        generatedBy: entry.generatedBy,
        pushedAt: new Date(entry.pushedAt),
        // No delivery waited for these entries: the time is the history's, not a push's.
        processingMs: 0,
      })),
    );
    await this.repositories.saveAnalysis(repository.id, { headSha: history.headSha, oldestAnalyzedAt: history.oldestCommitAt ? new Date(history.oldestCommitAt) : null });
    if (job.options.writeDocuments) await this.documentation.write(job, repository, signal);
    await this.repositories.saveAnalysis(repository.id, { lastAnalyzedAt: new Date() });
    return { entriesCreated: history.entries.length, analysis: { totalCommitsAnalyzed: history.totalCommitsAnalyzed } };
  }
}

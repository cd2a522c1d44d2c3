import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AiPhase } from '@chronicle/ai-phases';
import { runAnalysisTask, type PlainModelSettings } from '@chronicle/analysis';
import type { DocType, QualityComponents } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CodeRepositoryRow, RepositoryJobRow } from '../../database/schema.js';
import { AiPhasesService } from '../ai-phases/ai-phases.service.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { GitCredentials } from '../code-repositories/git-credentials.js';
import { gateCacheDir, gitCacheDir, repositorySource, snapshotCacheDir } from '../code-repositories/repository-source.js';
import { RepositoryJobsRepository } from '../repository-jobs/repository-jobs.repository.js';
import { RepositoryJobsService } from '../repository-jobs/repository-jobs.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { DocumentsRepository } from './documents.repository.js';
import { typesInTierOfRepository } from './repository-tier.js';

// Progress is written to the job's row at most this often.
const PROGRESS_EVERY_MS = 500;

/**
 * The model the documents' prose is written with, as plain data a worker thread can rebuild it from,
 * with the stored document-prose phase when given (switched off: no model writes the documents).
 */
export function modelSettingsOf(config: AppConfig, prose?: AiPhase | null): PlainModelSettings | null {
  if (!config.ai) return null;
  const settings: PlainModelSettings = { baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model, contextTokens: config.ai.contextTokens };
  if (prose) {
    const { systemPrompt, userPromptTemplate, maxTokens, temperature, isActive } = prose;
    settings.prose = { systemPrompt, userPromptTemplate, maxTokens, temperature, isActive };
  }
  return settings;
}

/**
 * Writes a repository's documents (DESIGN decisions 10, 13, 14): the snapshot and the agents run in
 * a worker thread, off the HTTP event loop; only the documents whose inputs changed since they were
 * stored are written again, the others keep their bytes and the commit they reflect. A failing agent
 * marks its document failed with the reason; the others are still stored, and the job ends in
 * error with one sentence per failed document.
 */
@Injectable()
export class DocumentationRunner {
  private readonly logger = new Logger(DocumentationRunner.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly documents: DocumentsRepository,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly users: UsersRepository,
    private readonly jobs: RepositoryJobsRepository,
    private readonly credentials: GitCredentials,
    private readonly aiPhases: AiPhasesService,
    scheduler: RepositoryJobsService,
  ) {
    scheduler.register('documents', async (job, signal) => {
      const repository = await this.repositories.findById(job.repositoryId);
      if (!repository) throw new Error('The repository was removed before its documents were written.');
      const { failures } = await this.write(job, repository, signal);
      // The other documents are stored; the job says which failed and why.
      if (failures.length > 0) throw new Error(failures.join(' '));
      return null;
    });
  }

  /** The document types a job writes: those asked for (all by default) that the repository's tier includes. */
  async typesFor(job: RepositoryJobRow, repository: CodeRepositoryRow): Promise<DocType[]> {
    const inTier = await typesInTierOfRepository(repository, this.users);
    const asked = job.options.documentTypes;
    return asked ? inTier.filter((type) => asked.includes(type)) : inTier;
  }

  /** Writes the documents; `failures` holds one sentence per document that failed (its agent threw, or the gate refused it). */
  async write(job: RepositoryJobRow, repository: CodeRepositoryRow, signal?: AbortSignal): Promise<{ written: number; kept: number; failures: string[] }> {
    const source = repositorySource(repository, this.config);
    if (!source) throw new Error(`${repository.fullName} has no clone URL or folder to read its code from.`);
    const docTypes = await this.typesFor(job, repository);
    const stored = await this.documents.listForRepository(repository.id);
    const rewrite = new Set(job.options.rewriteTypes ?? []);
    const previous = stored
      .filter((row) => row.status === 'ready' && row.content !== null && row.inputsDigest && !rewrite.has(row.docType))
      .map((row) => ({ type: row.docType, inputs: row.inputsDigest!, ...(row.commitSha ? { commit: row.commitSha } : {}) }));
    await this.jobs.progress(job.id, 'writing-documents', { documentsDone: 0, documentsTotal: docTypes.length });

    let lastWrite = 0;
    const env = await this.credentials.envFor(repository);
    const result = await runAnalysisTask(
      'document',
      {
        source,
        cloneCacheDir: gitCacheDir(this.config),
        snapshotCacheDir: snapshotCacheDir(this.config),
        gateCacheDir: gateCacheDir(this.config),
        agentPackages: this.config.agentPackages,
        agentResolveFrom: [this.config.agentPackagesDir],
        docTypes,
        previous,
        model: modelSettingsOf(this.config, await this.aiPhases.documentProse()),
      },
      {
        ...(signal ? { signal } : {}),
        ...(env ? { env } : {}),
        onProgress: (event) => {
          if (event.phase !== 'writing-documents' || Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = Date.now();
          void this.jobs.progress(job.id, 'writing-documents', { documentsDone: event.documentsDone, documentsTotal: event.documentsTotal }).catch(() => undefined);
        },
      },
    );
    for (const reason of result.refusedAgents) this.logger.warn(reason);

    const failures: string[] = [];
    for (const document of result.documents) {
      if (document.refused) {
        const reason = `The quality gate refused the ${document.type} document: ${(document.problems ?? []).join(' ')}`;
        failures.push(reason);
        await this.documents.markFailed(repository.id, document.type as DocType, reason);
        continue;
      }
      await this.documents.saveWritten(repository.id, {
        docType: document.type as DocType,
        content: document.content!,
        qualityScore: document.qualityScore,
        components: document.components as QualityComponents,
        tokensUsed: document.tokensUsed,
        tokensEstimated: document.tokensEstimated,
        documentTokens: document.documentTokens,
        generationMs: document.generationMs,
        engine: document.engine === 'model' ? 'model' : 'built-in',
        model: document.model,
        fallback: document.fallback,
        agentId: document.agent.id,
        agentVersion: document.agent.version,
        commitSha: document.commit,
        inputsDigest: document.inputs,
        sha256: document.sha256,
      });
    }
    for (const { type, reason } of result.failed) {
      failures.push(reason);
      await this.documents.markFailed(repository.id, type as DocType, reason);
    }
    // Kept documents reflect an older commit: how far the branch head is now ahead of it.
    for (const { type, commitsBehind } of result.kept) await this.documents.setCommitsBehind(repository.id, type, commitsBehind);
    await this.repositories.saveHead(repository.id, result.headSha);
    const written = result.documents.length - (result.documents.filter((document) => document.refused).length);
    await this.jobs.progress(job.id, 'writing-documents', { documentsDone: docTypes.length, documentsTotal: docTypes.length });
    this.logger.log(`Documents of ${repository.fullName} at ${result.headSha.slice(0, 7)}: ${written} written, ${result.kept.length} kept, ${failures.length} failed`);
    return { written, kept: result.kept.length, failures };
  }
}

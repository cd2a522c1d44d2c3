import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnalysisPhase, AnalysisResult } from '@chronicle/contracts';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { repositoryJobs, type RepositoryJobRow } from '../../database/schema.js';
import type { RepositoryJobKind, RepositoryJobOptions, RepositoryJobProgress } from '../../database/repository-jobs.table.js';

/** Jobs on repositories: their rows are the truth a page reads and a restart resumes from. */
@Injectable()
export class RepositoryJobsRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  async create(job: { repositoryId: string; kind: RepositoryJobKind; trigger: string; options: RepositoryJobOptions }): Promise<RepositoryJobRow> {
    const [row] = await this.db.insert(repositoryJobs).values(job).returning();
    return row!;
  }

  async find(id: string): Promise<RepositoryJobRow | null> {
    const [row] = await this.db.select().from(repositoryJobs).where(eq(repositoryJobs.id, id));
    return row ?? null;
  }

  /** The repository's job of this kind that has not started yet, if any (a new request joins it). */
  async findQueued(repositoryId: string, kind: RepositoryJobKind): Promise<RepositoryJobRow | null> {
    const [row] = await this.db
      .select()
      .from(repositoryJobs)
      .where(and(eq(repositoryJobs.repositoryId, repositoryId), eq(repositoryJobs.kind, kind), eq(repositoryJobs.status, 'queued')))
      .limit(1);
    return row ?? null;
  }

  /**
   * Adds the document types asked for (null: all) and those to rewrite to a waiting documentation run; null when it started meanwhile
   * (the caller then makes a new job).
   */
  async widenQueued(job: RepositoryJobRow, asked: RepositoryJobOptions): Promise<RepositoryJobRow | null> {
    const current = job.options.documentTypes;
    const documentTypes = current === null || asked.documentTypes === null ? null : [...new Set([...current, ...asked.documentTypes])];
    const rewriteTypes = [...new Set([...(job.options.rewriteTypes ?? []), ...(asked.rewriteTypes ?? [])])];
    const [row] = await this.db
      .update(repositoryJobs)
      .set({ options: { ...job.options, documentTypes, rewriteTypes } })
      .where(and(eq(repositoryJobs.id, job.id), eq(repositoryJobs.status, 'queued')))
      .returning();
    return row ?? null;
  }

  /** A repository's most recent jobs, newest first. */
  recent(repositoryId: string, limit: number): Promise<RepositoryJobRow[]> {
    return this.db.select().from(repositoryJobs).where(eq(repositoryJobs.repositoryId, repositoryId)).orderBy(desc(repositoryJobs.createdAt)).limit(limit);
  }

  /** The repository's queued or running job of this kind, if any. */
  async findUnfinished(repositoryId: string, kind: RepositoryJobKind): Promise<RepositoryJobRow | null> {
    const [row] = await this.db
      .select()
      .from(repositoryJobs)
      .where(and(eq(repositoryJobs.repositoryId, repositoryId), eq(repositoryJobs.kind, kind), inArray(repositoryJobs.status, ['queued', 'running'])))
      .limit(1);
    return row ?? null;
  }

  async latest(repositoryId: string, kind: RepositoryJobKind): Promise<RepositoryJobRow | null> {
    const [row] = await this.db
      .select()
      .from(repositoryJobs)
      .where(and(eq(repositoryJobs.repositoryId, repositoryId), eq(repositoryJobs.kind, kind)))
      .orderBy(desc(repositoryJobs.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** The latest job of this kind of each repository given. */
  async latestOf(repositoryIds: string[], kind: RepositoryJobKind): Promise<Map<string, RepositoryJobRow>> {
    if (repositoryIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([repositoryJobs.repositoryId])
      .from(repositoryJobs)
      .where(and(inArray(repositoryJobs.repositoryId, repositoryIds), eq(repositoryJobs.kind, kind)))
      .orderBy(repositoryJobs.repositoryId, desc(repositoryJobs.createdAt));
    return new Map(rows.map((row) => [row.repositoryId, row]));
  }

  /**
   * Marks a queued (or, after a restart, an interrupted) job running — unless another job runs on
   * the same repository (an analysis writes documents too, so no two agents' runs ever overlap): then null, and the job waits for a later attempt.
   * Answers the started row.
   */
  async start(id: string, repositoryId: string): Promise<RepositoryJobRow | null> {
    const [row] = await this.db
      .update(repositoryJobs)
      .set({ status: 'running', phase: 'queued', startedAt: new Date(), errorMessage: null, progress: { commitsRead: 0, documentsDone: 0, documentsTotal: 0 } })
      .where(
        and(
          eq(repositoryJobs.id, id),
          inArray(repositoryJobs.status, ['queued', 'running']),
          sql`NOT EXISTS (SELECT 1 FROM ${repositoryJobs} other WHERE other.repository_id = ${repositoryId} AND other.status = 'running' AND other.id <> ${id})`,
        ),
      )
      .returning();
    return row ?? null;
  }

  async progress(id: string, phase: AnalysisPhase, progress: Partial<RepositoryJobProgress>): Promise<void> {
    await this.db
      .update(repositoryJobs)
      .set({ phase, progress: sql`${repositoryJobs.progress} || ${JSON.stringify(progress)}::jsonb` })
      .where(and(eq(repositoryJobs.id, id), eq(repositoryJobs.status, 'running')));
  }

  async succeed(id: string, result: AnalysisResult | null): Promise<void> {
    await this.db.update(repositoryJobs).set({ status: 'success', phase: 'done', result, finishedAt: new Date() }).where(eq(repositoryJobs.id, id));
  }

  async fail(id: string, message: string): Promise<void> {
    await this.db
      .update(repositoryJobs)
      .set({ status: 'error', phase: 'failed', errorMessage: message.slice(0, 1000), finishedAt: new Date() })
      .where(and(eq(repositoryJobs.id, id), ne(repositoryJobs.status, 'success')));
  }

  /** Jobs not finished: queued ones, and running ones a stopped process left behind. */
  unfinished(limit: number): Promise<RepositoryJobRow[]> {
    return this.db.select().from(repositoryJobs).where(inArray(repositoryJobs.status, ['queued', 'running'])).orderBy(repositoryJobs.createdAt).limit(limit);
  }
}

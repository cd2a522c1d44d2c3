import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnalysisPhase, AnalysisResult, ClusteringMode, DocType, JobStatus } from '@chronicle/contracts';
import { codeRepositories } from './code-repositories.table.js';

/** What a job does: an analysis (history → entries, then documents) or a documentation run (after a connect or a push). */
export const REPOSITORY_JOB_KINDS = ['analysis', 'documents'] as const;
export type RepositoryJobKind = (typeof REPOSITORY_JOB_KINDS)[number];

export type RepositoryJobOptions = {
  maxCommits?: number;
  clustering?: ClusteringMode;
  /** Document types to write; null = every registered type the repository's tier includes. */
  documentTypes: DocType[] | null;
  /** false: an analysis makes entries only (the spec's old system). */
  writeDocuments: boolean;
  /** Documents written even when their inputs did not change (the agents page runs them on request); default none. */
  rewriteTypes?: DocType[];
};

export type RepositoryJobProgress = { commitsRead: number; documentsDone: number; documentsTotal: number };

/**
 * Background work on a repository, queued and run by the worker role. The row is the job's truth:
 * its progress is written as it runs, and a job still queued or running after a restart is queued
 * again (it starts over; its results replace, never add).
 */
export const repositoryJobs = pgTable(
  'repository_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => codeRepositories.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RepositoryJobKind>().notNull(),
    /** Who or what asked for it: 'admin', 'connect', 'push'. */
    trigger: text('trigger').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    phase: text('phase').$type<AnalysisPhase>().notNull().default('queued'),
    options: jsonb('options').$type<RepositoryJobOptions>().notNull(),
    progress: jsonb('progress').$type<RepositoryJobProgress>().notNull().default({ commitsRead: 0, documentsDone: 0, documentsTotal: 0 }),
    result: jsonb('result').$type<AnalysisResult>(),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('repository_jobs_repository_created_idx').on(table.repositoryId, table.createdAt),
    index('repository_jobs_status_idx').on(table.status),
  ],
);

export type RepositoryJobRow = typeof repositoryJobs.$inferSelect;

import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocEngine, DocType, QualityComponents } from '@chronicle/contracts';
import { codeRepositories } from './code-repositories.table.js';

export const STORED_DOCUMENT_STATUSES = ['ready', 'failed'] as const;
export type StoredDocumentStatus = (typeof STORED_DOCUMENT_STATUSES)[number];

/**
 * The latest document of each type of a repository (DESIGN decisions 13, 14): its Markdown, score
 * and components, what it cost and the commit it reflects. A failed run keeps the last good content
 * and records why it failed; the inputs digest decides whether the next run writes it again.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => codeRepositories.id, { onDelete: 'cascade' }),
    docType: text('doc_type').$type<DocType>().notNull(),
    status: text('status').$type<StoredDocumentStatus>().notNull(),
    /** The reason of the last failure (an agent that threw, or the quality gate's refusal); null when ready. */
    error: text('error'),
    /** null only for a document that never succeeded. */
    content: text('content'),
    qualityScore: integer('quality_score'),
    components: jsonb('components').$type<QualityComponents>(),
    tokensUsed: integer('tokens_used').notNull().default(0),
    tokensEstimated: boolean('tokens_estimated').notNull().default(false),
    documentTokens: integer('document_tokens').notNull().default(0),
    generationMs: integer('generation_ms').notNull().default(0),
    engine: text('engine').$type<DocEngine>(),
    model: text('model'),
    /** Why the built-in text was kept when a model was asked. */
    fallback: text('fallback'),
    agentId: text('agent_id'),
    agentVersion: text('agent_version'),
    /** The commit the content reflects, and how far the branch head was ahead of it at the last run. */
    commitSha: text('commit_sha'),
    commitsBehind: integer('commits_behind'),
    /** The digest of the agent's inputs when the content was written (see `inputsDigest`). */
    inputsDigest: text('inputs_digest'),
    sha256: text('sha256'),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('documents_repository_type_unique').on(table.repositoryId, table.docType)],
);

export type DocumentRow = typeof documents.$inferSelect;

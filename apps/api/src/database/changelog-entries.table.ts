import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { codeRepositories } from './code-repositories.table.js';
import { webhookDeliveries } from './webhook-deliveries.table.js';

/** Where an entry comes from: a push to the default branch, or an analysis of the history (projects). */
export const ENTRY_SOURCES = ['push', 'analysis'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/**
 * One entry per push to the default branch, or per group of commits an analysis made: the texts
 * written for it and what it was made from. An analysis replaces its repository's earlier
 * analysis entries.
 */
export const changelogEntries = pgTable(
  'changelog_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => codeRepositories.id, { onDelete: 'cascade' }),
    source: text('source').$type<EntrySource>().notNull().default('push'),
    /** The delivery a push entry was made from: unique, so one push never makes two entries; null for analysis entries. */
    deliveryId: text('delivery_id')
      .unique()
      .references(() => webhookDeliveries.deliveryId, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    summary: text('summary').notNull(),
    socialText: text('social_text').notNull(),
    commitCount: integer('commit_count').notNull(),
    commitShas: jsonb('commit_shas').$type<string[]>().notNull(),
    generatedBy: text('generated_by').$type<'model' | 'built-in'>().notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
    /** From the delivery's arrival to the entry's storage (an analysis: the time to write the entry's texts). */
    processingMs: integer('processing_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('changelog_entries_repository_pushed_idx').on(table.repositoryId, table.pushedAt)],
);

export type ChangelogEntryRow = typeof changelogEntries.$inferSelect;

import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { codeRepositories } from './code-repositories.table.js';
import { webhookDeliveries } from './webhook-deliveries.table.js';

/** One entry per push to the default branch: the texts written for it and what it was made from. */
export const changelogEntries = pgTable(
  'changelog_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => codeRepositories.id, { onDelete: 'cascade' }),
    /** The delivery the entry was made from: unique, so one push never makes two entries. */
    deliveryId: text('delivery_id')
      .notNull()
      .unique()
      .references(() => webhookDeliveries.deliveryId, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    summary: text('summary').notNull(),
    socialText: text('social_text').notNull(),
    commitCount: integer('commit_count').notNull(),
    commitShas: jsonb('commit_shas').$type<string[]>().notNull(),
    generatedBy: text('generated_by').$type<'model' | 'built-in'>().notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
    /** From the delivery's arrival to the entry's storage. */
    processingMs: integer('processing_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('changelog_entries_repository_pushed_idx').on(table.repositoryId, table.pushedAt)],
);

export type ChangelogEntryRow = typeof changelogEntries.$inferSelect;

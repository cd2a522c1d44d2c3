import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SummaryTone } from '@chronicle/contracts';
import type { Provider } from './provider-accounts.table.js';
import { users } from './users.table.js';

/**
 * Repositories users connected. A disconnected repository keeps its row (and later its entries,
 * still readable on its public page) until the account is deleted; at most one per user is
 * connected at a time.
 */
export const codeRepositories = pgTable(
  'code_repositories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<Provider>().notNull(),
    /** The code host's id of the repository (GitHub's numeric id, as text). */
    hostRepoId: text('host_repo_id').notNull(),
    owner: text('owner').notNull(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    defaultBranch: text('default_branch').notNull(),
    publicSlug: text('public_slug').notNull().unique(),
    tone: text('tone').$type<SummaryTone>().notNull().default('professional'),
    webhookId: text('webhook_id'),
    /** The push webhook's secret, sealed with AES-256-GCM (SecretBox). */
    webhookSecretEncrypted: text('webhook_secret_encrypted'),
    /**
     * Where the repository is cloned from when a push must be read from git: the code host's own
     * clone URL, stored at connect — never taken from a delivery's payload.
     */
    cloneUrl: text('clone_url'),
    /**
     * Whether the code host says the repository is private (local repositories are). A private
     * repository's public page answers 404 to everyone but its owner unless `publishPrivate` is on.
     * Rows connected before this was recorded count as private until reconnected.
     */
    isPrivate: boolean('is_private').notNull().default(true),
    /** The owner's choice, in Settings, to publish a private repository's changelog anyway. */
    publishPrivate: boolean('publish_private').notNull().default(false),
    /** Local code host only: the repository's folder on this machine. */
    localPath: text('local_path'),
    /** Local code host only: the branch head the last poll saw; newer commits make the next entry. */
    polledHeadSha: text('polled_head_sha'),
    /** Views of the public page: each visitor once per UTC day (see public_page_visits). */
    publicViews: integer('public_views').notNull().default(0),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('code_repositories_user_host_repo_unique').on(table.userId, table.provider, table.hostRepoId),
    uniqueIndex('code_repositories_one_connected_per_user').on(table.userId).where(sql`${table.disconnectedAt} IS NULL`),
    index('code_repositories_host_repo_idx').on(table.provider, table.hostRepoId),
  ],
);

export type CodeRepositoryRow = typeof codeRepositories.$inferSelect;

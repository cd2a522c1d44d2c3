import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SummaryTone } from '@chronicle/contracts';
import type { Provider } from './provider-accounts.table.js';
import { users } from './users.table.js';

/**
 * Where a repository's commits come from: a sign-in provider's code host (GitHub, or this
 * machine's folders), or — for an admin's project in local mode — any https:// git URL.
 */
export type RepositoryProvider = Provider | 'git';

/** How a repository came to Chronicle (DESIGN decision 17: one kind of record, two ways in). */
export const REPOSITORY_KINDS = ['connected', 'project'] as const;
export type RepositoryKind = (typeof REPOSITORY_KINDS)[number];

/**
 * Repositories users connected, and open-source projects admins added for analysis. A
 * disconnected repository keeps its row (and its entries and documents, still readable on its
 * public pages) until the account is deleted; at most one per user is connected at a time. A
 * project belongs to the admin who added it and is unique per code-host repository.
 */
export const codeRepositories = pgTable(
  'code_repositories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RepositoryKind>().notNull().default('connected'),
    provider: text('provider').$type<RepositoryProvider>().notNull(),
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
    /** As the code host describes the repository (projects; refreshed when it is analysed). */
    description: text('description'),
    language: text('language'),
    stars: integer('stars').notNull().default(0),
    htmlUrl: text('html_url'),
    /** The branch head the latest analysis or documentation run read. */
    headSha: text('head_sha'),
    /** When an analysis last finished, and the date of the oldest commit it read ("History to"). */
    lastAnalyzedAt: timestamp('last_analyzed_at', { withTimezone: true }),
    oldestAnalyzedAt: timestamp('oldest_analyzed_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('code_repositories_user_host_repo_kind_unique').on(table.userId, table.provider, table.hostRepoId, table.kind),
    uniqueIndex('code_repositories_one_connected_per_user').on(table.userId).where(sql`${table.disconnectedAt} IS NULL AND ${table.kind} = 'connected'`),
    uniqueIndex('code_repositories_one_project_per_host_repo').on(table.provider, table.hostRepoId).where(sql`${table.kind} = 'project'`),
    index('code_repositories_host_repo_idx').on(table.provider, table.hostRepoId),
  ],
);

export type CodeRepositoryRow = typeof codeRepositories.$inferSelect;

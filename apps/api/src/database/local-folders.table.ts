import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Git repositories on this machine added in Settings (local sign-in), beside the folders of
 * CHRONICLE_LOCAL_REPOS: kept here so that they survive a restart and need none. `path` is the
 * folder's real path (symbolic links resolved), so one folder is stored once.
 */
export const localFolders = pgTable('local_folders', {
  id: uuid('id').primaryKey().defaultRandom(),
  path: text('path').notNull().unique(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LocalFolderRow = typeof localFolders.$inferSelect;

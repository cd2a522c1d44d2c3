// Every table of Chronicle. drizzle-kit reads this file to write the migrations in ../../drizzle.
export { users, type UserRow } from './users.table.js';
export { sessions } from './sessions.table.js';
export { providerAccounts, PROVIDERS, type Provider } from './provider-accounts.table.js';
export { appSettings } from './app-settings.table.js';
export { codeRepositories, type CodeRepositoryRow, type RepositoryKind, type RepositoryProvider } from './code-repositories.table.js';
export { webhookDeliveries, DELIVERY_STATUSES, type DeliveryStatus } from './webhook-deliveries.table.js';
export { changelogEntries, type ChangelogEntryRow, type EntrySource } from './changelog-entries.table.js';
export { publicPageVisits } from './public-page-visits.table.js';
export { documents, type DocumentRow } from './documents.table.js';
export { repositoryJobs, type RepositoryJobRow } from './repository-jobs.table.js';
export { aiPhases, type AiPhaseRow } from './ai-phases.table.js';
export { localFolders, type LocalFolderRow } from './local-folders.table.js';

/**
 * Tables that hold no user's data, with the reason. Every other table must reach `users` through
 * foreign keys that cascade on delete, so that deleting a user deletes everything of theirs; the
 * account-deletion test fails for a table that does neither.
 */
export const TABLES_WITHOUT_USER_DATA: Record<string, string> = {
  users: 'the root that every user-owned row cascades from',
  app_settings: 'installation-wide settings such as the encryption-key check',
  ai_phases: "installation-wide AI phases, tuned by admins; they hold prompts, not a user's data",
  local_folders: 'installation-wide folders of the local code host, like CHRONICLE_LOCAL_REPOS: paths on this machine',
};

// The dashboard and settings screens' own texts (spec §2). Toasts shared with the API and other
// front ends live in @chronicle/contracts (ERROR_TOASTS, SUCCESS_TOASTS, PAGE_TEXTS).
import type { CodeHostInfo, ToastText } from '@chronicle/contracts';

export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  settings: 'Settings',
  logout: 'Log out',
  connected: 'Connected',
  viewPublicPage: 'View Public Page',
  viewDocumentation: 'View Documentation',
  noRepositoryTitle: 'No Repository Connected',
  noRepositoryDescription: 'Connect a GitHub repository to start generating changelogs',
  connectRepository: 'Connect Repository',
  statTotalEntries: 'Total Entries',
  statThisWeek: 'This Week',
  statAvgProcessing: 'Avg Processing',
  statPublicViews: 'Public Views',
  entriesTitle: 'Recent Changelog Entries',
  entriesLabel: 'Last 30 entries',
  processed: '✓ Processed',
  copySocial: 'Copy Social',
  deleteEntry: 'Delete entry',
  noEntriesTitle: 'No Changelog Entries Yet',
  noEntriesDescription: 'Push some commits to your main branch to generate your first changelog entry',
  /** Shown where nothing has been measured yet (DESIGN.md, deliberate departures). */
  notMeasured: '—',
  /** When pushes could not be turned into entries even after retries (their reason is in the server log). */
  failedPushes: (count: number) =>
    count === 1 ? '1 push could not be turned into a changelog entry, even after retries.' : `${count} pushes could not be turned into changelog entries, even after retries.`,
  failedPushesHint: "The server's log names the reason for each.",
} as const;

export const SETTINGS_TEXTS = {
  title: 'Repository Settings',
  backToDashboard: 'Back to Dashboard',
  connectTitle: 'Connect Repository',
  connectDescription: 'Select a GitHub repository to start generating automated changelogs.',
  loadingRepositories: 'Loading repositories...',
  noRepositories: 'No repositories available. Make sure you have repositories in your GitHub account.',
  selectPlaceholder: 'Select a repository',
  connectButton: 'Connect Repository',
  connecting: 'Connecting...',
  informationTitle: 'Repository Information',
  connectedAndActive: 'Connected and active',
  repositoryLabel: 'Repository',
  publicUrlLabel: 'Public URL',
  documentationLabel: 'Public documentation',
  viewDocumentation: 'View Documentation',
  copy: 'Copy',
  webhookTitle: 'Webhook Status',
  webhookActive: 'Webhook Active',
  webhookDescription: 'Receiving push events from the main branch',
  toneTitle: 'Summary Tone',
  toneDescription: 'Choose how AI summaries should sound.',
  toneProfessional: 'Professional',
  tonePlayful: 'Playful',
  publishingTitle: 'Public Page',
  publishingDescription:
    'This repository is private, so its changelog page and feed are shown only to you, signed in, until you publish them.',
  publishingLabel: 'Who can read the changelog page',
  publishingOwnerOnly: 'Only you',
  publishingEveryone: 'Everyone with the link',
  dangerTitle: 'Danger Zone',
  disconnectTitle: 'Disconnect Repository',
  disconnectDescription: 'Remove webhook and stop generating changelogs',
  disconnectButton: 'Disconnect Repository',
  disconnecting: 'Disconnecting...',
  deleteDataTitle: 'Delete All Data',
  deleteDataDescription: 'Permanently delete all changelog entries and account data',
  deleteAccountTitle: 'Delete Account',
  deleteAccountButton: 'Delete Account',
  deleting: 'Deleting...',
} as const;

/** The texts that name where the repositories come from. */
export type CodeHostTexts = {
  noRepositoryDescription: string;
  noEntriesDescription: string;
  connectDescription: string;
  /** How to add repositories; null where the spec has no such line (GitHub). */
  addRepositoriesHint: string | null;
  noRepositories: string;
  repositoriesLoadError: string;
  statusTitle: string;
  statusActive: string;
  statusDescription: string;
  disconnectDescription: string;
};

function seconds(count: number): string {
  return count === 1 ? 'second' : `${count} seconds`;
}

/**
 * The spec's texts name GitHub (its account, a webhook, push events on main). With the local code
 * host (local sign-in) none of that is true: the repositories are git folders on this machine and
 * the connected one's branch is read every CHRONICLE_POLL_SECONDS, so these texts say that instead
 * (README, "Deliberate departures").
 */
export function codeHostTexts(codeHost: CodeHostInfo): CodeHostTexts {
  if (codeHost.kind === 'github') {
    return {
      noRepositoryDescription: DASHBOARD_TEXTS.noRepositoryDescription,
      noEntriesDescription: DASHBOARD_TEXTS.noEntriesDescription,
      connectDescription: SETTINGS_TEXTS.connectDescription,
      addRepositoriesHint: null,
      noRepositories: SETTINGS_TEXTS.noRepositories,
      repositoriesLoadError: LOAD_ERROR_TEXTS.repositories,
      statusTitle: SETTINGS_TEXTS.webhookTitle,
      statusActive: SETTINGS_TEXTS.webhookActive,
      statusDescription: SETTINGS_TEXTS.webhookDescription,
      disconnectDescription: SETTINGS_TEXTS.disconnectDescription,
    };
  }
  const folders = codeHost.folders.join(', ');
  return {
    noRepositoryDescription: 'Connect a local git repository to start generating changelogs',
    noEntriesDescription: "Commit to the connected repository's branch to generate your first changelog entry",
    connectDescription: `Select a local git repository to start generating automated changelogs. Chronicle lists the git repositories in ${folders} and the folders one level below, and those added under Folders.`,
    addRepositoriesHint: 'To add a repository, add its folder under Folders below: it is listed here at once, with no restart.',
    noRepositories: `No repositories available. No git repository was found in ${folders} or the folders one level below, and none was added under Folders.`,
    repositoriesLoadError: 'The local git repositories could not be loaded.',
    statusTitle: 'Branch Polling',
    statusActive: 'Polling Active',
    statusDescription: `New commits on the repository's branch are read every ${seconds(codeHost.pollSeconds)}`,
    disconnectDescription: 'Stop reading its branch and generating changelogs',
  };
}

/**
 * Settings → Folders (local mode, issue 30): the git repositories on this machine Chronicle reads,
 * added and removed without a restart. Not in the spec, which knows only GitHub.
 */
export const LOCAL_FOLDER_TEXTS = {
  title: 'Folders',
  description: 'The folders on this machine Chronicle reads git repositories from. A folder added here counts at once, with no restart, and is kept across restarts.',
  listLabel: 'Folders Chronicle reads',
  fromConfiguration: 'From CHRONICLE_LOCAL_REPOS',
  configurationHint: 'Folders from CHRONICLE_LOCAL_REPOS are changed there, with a restart; the repositories one level below them are listed too.',
  fieldLabel: 'Full path of a git repository on this machine',
  placeholder: '/home/you/code/my-project',
  addButton: 'Add Folder',
  adding: 'Adding...',
  remove: 'Remove',
  removeLabel: (path: string) => `Remove ${path}`,
  removeConfirmTitle: (path: string) => `Remove ${path}?`,
  removeConfirmContent:
    'Chronicle stops listing its repository. If that repository is connected, it is disconnected: its branch is no longer read, while its changelog entries and documents stay on its public page. The folder itself is not touched.',
  removeOk: 'Remove',
  cancel: 'Cancel',
  loadError: 'The folders could not be loaded.',
  added: { title: 'Folder Added', description: 'Its repository can be connected now, with no restart.' } satisfies ToastText,
  addFailed: { title: 'Folder Not Added', description: 'Failed to add the folder' } satisfies ToastText,
  removed: { title: 'Folder Removed', description: 'Chronicle no longer reads it.' } satisfies ToastText,
  removeFailed: { title: 'Folder Not Removed', description: 'Failed to remove the folder' } satisfies ToastText,
} as const;

/** Texts of a query that failed: what could not be loaded, and the retry button. */
export const LOAD_ERROR_TEXTS = {
  retry: 'Retry',
  activeRepository: 'Your repository could not be loaded.',
  entries: 'The changelog entries could not be loaded.',
  repositories: 'Your GitHub repositories could not be loaded.',
} as const;

/**
 * Deleting an entry (spec §7, §8): the body's message when there is one; this when the server
 * answered with none. ERROR_TOASTS.deleteEntry's default covers a call that got no answer at all.
 */
export const DELETE_ENTRY_FINAL_FALLBACK = 'Failed to delete the changelog entry.';

/** Saving the tone on the server (DESIGN.md: the tone is also kept with the connected repository). */
export const TONE_SAVE_FAILED: ToastText = { title: 'Tone Not Saved', description: 'Failed to save the summary tone' };

/** Saving whether a private repository's changelog page is published (ADR 0003, not in the spec's catalogue). */
export const PUBLISHING_SAVE_FAILED: ToastText = { title: 'Publishing Not Saved', description: 'Failed to save who can read the changelog page' };

/** The header's logout button, when the call fails (not in the spec's catalogue). */
export const LOGOUT_FAILED: ToastText = { title: 'Logout Failed', description: 'Failed to log out' };

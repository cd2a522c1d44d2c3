// The spec's user-facing texts (§2, §8), in one place: front ends import them, never retype them.

/** A toast: a title and a description. */
export type ToastText = { title: string; description: string };

const COUNTS = new Intl.NumberFormat('en-US');

/**
 * A count with its noun, the one way every screen and document writes one: `1 commit`, `0 commits`,
 * `1,204 commits` (numbers grouped by thousands; the plural form when it is not just `+s`).
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${COUNTS.format(count)} ${count === 1 ? singular : pluralForm}`;
}

/** What the sign-in buttons say (spec §2): GitHub's sign-in, or "Continue" when the server signs the local user in. */
export const SIGN_IN_TEXTS = {
  github: 'Sign in with GitHub',
  local: 'Continue',
} as const;

/** Failure toasts: the title and the default text used when the server gives no message (spec §8). */
export const ERROR_TOASTS = {
  connect: { title: 'Connection Failed', description: 'Failed to connect repository' },
  disconnect: { title: 'Disconnect Failed', description: 'Failed to disconnect repository' },
  deleteAccount: { title: 'Delete Failed', description: 'Failed to delete account' },
  deleteEntry: { title: 'Error', description: 'Failed to delete entry' },
  adminAdd: { title: 'Error', description: 'Failed to add repository' },
  analysis: { title: 'Analysis Failed', description: 'Failed to analyze repository' },
  preview: { title: 'Preview Failed', description: 'Failed to generate preview' },
  deleteProject: { title: 'Error', description: 'Failed to delete project' },
  status: { title: 'Error', description: 'Failed to check status' },
  createPhase: { title: 'Error', description: 'Failed to create AI phase' },
  updatePhase: { title: 'Error', description: 'Failed to update AI phase' },
  deletePhase: { title: 'Error', description: 'Failed to delete AI phase' },
  testPhase: { title: 'Error', description: 'Failed to test AI phase' },
  runAgents: { title: 'Error', description: 'Failed to run agents' },
  copy: { title: 'Copy failed', description: 'Could not copy to clipboard' },
} as const satisfies Record<string, ToastText>;

/** Success toasts with fixed texts (spec §8). */
export const SUCCESS_TOASTS = {
  entryDeleted: { title: 'Entry deleted', description: 'The changelog entry has been deleted successfully.' },
  socialCopied: { title: 'Copied!', description: 'Social snippet copied to clipboard' },
  urlCopied: { title: 'Copied!', description: 'URL copied to clipboard' },
  repositoryConnected: { title: 'Repository Connected', description: 'Your repository has been connected successfully!' },
  repositoryDisconnected: { title: 'Repository Disconnected', description: 'Your repository has been disconnected successfully' },
  accountDeleted: { title: 'Account Deleted', description: 'Your account and all data have been deleted' },
  projectAdded: { title: 'Success', description: 'Repository added successfully and analysis started' },
  projectDeleted: { title: 'Success', description: 'Project deleted successfully' },
} as const satisfies Record<string, ToastText>;

/** The admin panel's texts with figures in them (spec §2, §8). */
export const ADMIN_TEXTS = {
  analysisStarted: (newSystem: boolean): ToastText => ({
    title: 'Analysis Started',
    description: newSystem
      ? 'Generating industry-standard changelog using documentation agents...'
      : 'Repository analysis is now in progress. This may take a few minutes.',
  }),
  analysisComplete: (entries: number, commits: number): ToastText => ({
    title: 'Analysis Complete',
    description: `Generated ${plural(entries, 'changelog entry', 'changelog entries')} from ${plural(commits, 'commit')}`,
  }),
  previewGenerated: (commits: number, entries: number): ToastText => ({
    title: 'Preview Generated',
    description: `Found ${plural(commits, 'commit')}, estimated ${plural(entries, 'changelog entry', 'changelog entries')}`,
  }),
  analysisStatus: (entries: number, status: string): ToastText => ({
    title: 'Analysis Status',
    description: `${plural(entries, 'changelog entry', 'changelog entries')} generated. Status: ${status}`,
  }),
  deleteConfirm: 'Are you sure you want to delete this project?',
  analyzingNote: 'Analyzing repository commits...',
  analyzingHint: 'This may take a few minutes for large repositories',
  urlPlaceholder: 'https://github.com/owner/repository (https:// is added automatically)',
  addRepository: 'Add Repository',
  generateDocumentation: 'Generate Documentation',
} as const;

/** The public documentation pages' texts (spec §2). */
export const DOCS_TEXTS = {
  projectNotFound: { title: 'Project Not Found', description: "This project doesn't exist or hasn't generated any documentation yet." },
  documentNotFound: (docType: string): ToastText => ({
    title: 'Documentation Not Found',
    description: `This project hasn't generated any ${docType} documentation yet.`,
  }),
  generateDocumentation: 'Generate documentation',
  backToHome: 'Back to Home',
} as const;

/** The agents page's texts (spec §2, §8). */
export const AGENTS_TEXTS = {
  loggedOut: 'Please log in to access agent controls',
  runSelected: 'Run Selected Agents',
  recentJobs: 'Recent Jobs',
  requiresTier: (tiers: readonly string[]): string => `Requires ${tiers.map((tier) => tier[0]!.toUpperCase() + tier.slice(1)).join(' or ')} tier`,
  jobError: (message: string): string => `Error: ${message}`,
  agentsQueued: (count: number): ToastText => ({ title: 'Agents Queued', description: `${plural(count, 'agent')} ${count === 1 ? 'has' : 'have'} been queued for processing` }),
} as const;

/** The AI Tuning page's texts (spec §2, §5, §8). */
export const AI_TUNING_TEXTS = {
  tabs: { phases: 'AI Phases', configurations: 'Configurations', testing: 'Testing' },
  newPhase: 'New Phase',
  requiredFields: 'Please fill in all required fields',
  custom: 'Custom',
  builtIn: 'Built-in',
  phaseCreated: { title: 'Success', description: 'AI phase created successfully' },
  phaseUpdated: { title: 'Success', description: 'AI phase updated successfully' },
  phaseDeleted: { title: 'Success', description: 'AI phase deleted successfully' },
} as const satisfies Record<string, unknown>;

/** Page texts shared by more than one front end. */
export const PAGE_TEXTS = {
  notFound: 'Page Not Found',
  loading: 'Loading...',
} as const;

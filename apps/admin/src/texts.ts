// The admin remote's own texts. The spec's shared ones (toasts, the URL rules, the panel's fixed
// labels) live in @chronicle/contracts: ADMIN_TEXTS, ERROR_TOASTS, SUCCESS_TOASTS, PROJECT_URL_ERRORS.
import type { AnalysisPhase, ClusteringMode } from '@chronicle/contracts';

export const ADMIN_PANEL_TEXTS = {
  title: 'Open-Source Projects',
  intro: 'Add public GitHub repositories, preview their history and generate their changelog and documentation.',
  documentTitle: 'Admin · Chronicle',
  signedOut: 'The admin panel is for administrators. Sign in to use it.',
  signIn: 'Sign in with GitHub',
  notAdmin: (username: string) => `The admin panel is for administrators only, and @${username} is not one.`,
  addTitle: 'Add Repository',
  urlLabel: 'Repository URL',
  adding: 'Adding...',
  projectsTitle: 'Projects',
  projectsLoadFailed: 'The projects could not be loaded.',
  retry: 'Retry',
  noProjects: 'No projects yet. Add a repository above to analyze it.',
  active: 'Active',
  inactive: 'Inactive',
  noLanguage: 'Language unknown',
  noDescription: 'No description.',
  stars: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'star' : 'stars'}`,
  added: 'Added',
  lastAnalyzed: 'Last analyzed',
  historyTo: 'History to',
  publicUrl: 'Public URL',
  never: 'Never',
  notYet: 'Not analyzed yet',
  actionsLabel: (fullName: string) => `Actions for ${fullName}`,
  viewDocs: 'View Docs',
  generateDocs: 'Generate Docs',
  checkStatus: 'Check Status',
  preview: 'Preview',
  deleteProject: 'Delete',
  deleteOk: 'Delete',
  cancel: 'Cancel',
} as const;

export const PROGRESS_TEXTS = {
  phase: 'Step',
  commitsRead: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'commit' : 'commits'} read`,
  documents: (done: number, total: number) => `${done} of ${total} documents written`,
  documentsBar: 'Documents written',
  phases: {
    queued: 'Waiting to start',
    cloning: 'Cloning the repository',
    'reading-history': 'Reading the history',
    'writing-entries': 'Writing changelog entries',
    'writing-documents': 'Writing documents',
    done: 'Done',
    failed: 'Failed',
  } satisfies Record<AnalysisPhase, string>,
} as const;

export const PREVIEW_TEXTS = {
  title: (fullName: string) => `Preview of ${fullName}`,
  close: 'Close preview',
  overview: 'Overview',
  primaryLanguage: 'Primary language',
  timeSpan: 'Time span',
  totalCommits: 'Total commits',
  structure: 'Structure',
  structureText: (files: number, folders: string[]) =>
    `${files.toLocaleString('en-US')} ${files === 1 ? 'file' : 'files'}${folders.length ? `; folders: ${folders.join(', ')}` : '; no folders'}`,
  commitsFound: 'Commits found',
  estimatedEntries: 'Estimated entries',
  sampleCommits: 'Sample commits',
  noSamples: 'No commits found.',
  sha: 'SHA',
  author: 'Author',
  message: 'Message',
  unknown: 'Unknown',
  generating: 'Reading the repository...',
} as const;

export const GENERATE_TEXTS = {
  title: (fullName: string) => `Generate Docs for ${fullName}`,
  maxCommits: 'Max commits',
  maxCommitsHint: 'From 50 to 2,000 in steps of 50; 500 is recommended.',
  clustering: 'Clustering',
  clusteringModes: {
    individual: { label: 'Individual', description: 'Most detailed: one changelog entry per commit.' },
    minimal: {
      label: 'Minimal (default)',
      description: 'One entry per pull request; fixups and repeated subjects are folded into the commit they belong to.',
    },
    balanced: { label: 'Balanced', description: 'Minimal, then entries of the same section and scope that say the same thing are merged.' },
    aggressive: { label: 'Aggressive', description: 'Broader grouping: balanced, then entries of the same section are grouped by scope or folder.' },
  } satisfies Record<ClusteringMode, { label: string; description: string }>,
  cancel: 'Cancel',
} as const;

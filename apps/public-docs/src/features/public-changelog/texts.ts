// The public changelog page's own texts; the ones shared across front ends come from @chronicle/contracts.
import type { PublicChangelog } from '@chronicle/contracts';

type RepositoryKind = PublicChangelog['repository']['kind'];

export const PUBLIC_CHANGELOG_TEXTS = {
  eyebrow: 'Changelog',
  intro: (name: string, kind: RepositoryKind) =>
    kind === 'project' ? `The history of ${name}, written up as changelog entries.` : `Every push to the main branch of ${name}, written up as a changelog entry.`,
  docsLink: 'Documentation',
  feedLink: 'Atom feed',
  feedTitle: (fullName: string) => `${fullName} changelog`,
  documentTitle: (fullName: string) => `${fullName} changelog · Chronicle`,
  entriesLabel: 'Changelog entries',
  empty: 'No changelog entries yet.',
  // What each kind gets: a connected repository an entry per push; a project (no webhook) entries from its analysis.
  emptyHint: (kind: RepositoryKind) =>
    kind === 'project' ? 'Entries appear here once an administrator analyses the history of this project.' : 'Entries appear here after the next push to the main branch.',
  pageOutOfRange: 'There are no entries on this page.',
  firstPage: 'Go to the latest entries',
  paginationLabel: 'Changelog pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  notFoundDescription: 'No repository has a public changelog at this address.',
  backHome: 'Back to home',
  errorTitle: 'This changelog could not be loaded',
  errorFallback: 'Something went wrong while loading the changelog. Please try again.',
  retry: 'Retry',
} as const;

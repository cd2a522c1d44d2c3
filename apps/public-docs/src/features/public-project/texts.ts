// The public project page's own texts; the spec's come from @chronicle/contracts (DOCS_TEXTS).

export const PROJECT_TEXTS = {
  documentTitle: (fullName: string) => `${fullName} documentation · Chronicle`,
  viewOnGithub: 'View on GitHub',
  about: 'About',
  noDescription: 'This repository has no description.',
  llmsTxt: 'llms.txt',
  llmsTxtHint: 'Every document as plain Markdown for AI agents:',
  changelogPage: 'Public changelog',
  documents: 'Documents',
  ready: 'Ready',
  failed: 'Failed',
  notInTier: 'Not in this plan',
  quality: (percent: string) => `Quality ${percent}`,
  commit: (sha: string) => `Commit ${sha}`,
  behind: (commits: string) => `${commits} behind`,
  generated: 'Generated',
  errorTitle: 'This documentation could not be loaded',
  errorFallback: 'Something went wrong while loading the documentation. Please try again.',
} as const;

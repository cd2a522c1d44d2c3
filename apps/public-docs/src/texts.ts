// Texts the documentation pages share; each feature keeps its own in its texts.ts, and the
// spec's texts come from @chronicle/contracts.

export const SHARED_TEXTS = {
  share: 'Share',
  retry: 'Retry',
} as const;

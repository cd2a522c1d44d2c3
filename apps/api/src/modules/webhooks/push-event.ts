import type { PushPayload } from '../changelog-entries/push-commits.js';

/**
 * Whether a push makes a changelog entry: only pushes to the repository's default branch do —
 * not other branches, not tags, not a branch deletion. Returns null when it does, else the reason.
 */
export function whyNoEntry(payload: PushPayload, defaultBranch: string): string | null {
  const ref = payload.ref ?? '';
  if (ref.startsWith('refs/tags/')) return `a tag push (${ref.slice('refs/tags/'.length)})`;
  if (payload.deleted) return `the branch ${ref.replace(/^refs\/heads\//, '')} was deleted`;
  if (ref !== `refs/heads/${defaultBranch}`) return `a push to ${ref.replace(/^refs\/heads\//, '') || 'an unknown ref'}, not to ${defaultBranch}`;
  return null;
}

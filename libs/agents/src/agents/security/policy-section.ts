import type { Snapshot } from '@chronicle/snapshot';
import { heading, link, list } from '../../markdown/markdown.js';

// Where GitHub looks for a security policy: the root, `.github/` and `docs/`.
const POLICY = /^(?:\.github\/|docs\/)?security\.(?:md|markdown|rst|txt)$/i;

/** The security policy files, sorted by path. */
export function policyFiles(snapshot: Snapshot): string[] {
  return [...snapshot.files, ...snapshot.skipped].map((file) => file.path).filter((path) => POLICY.test(path)).sort();
}

/** `## Security policy`: whether the repository tells reporters how to report a vulnerability. */
export function policySection(snapshot: Snapshot): string[] {
  const found = policyFiles(snapshot);
  if (found.length === 0) {
    return [heading(2, 'Security policy'), 'No security policy was found (a SECURITY.md at the root, in .github/ or in docs/), so nothing tells a reporter how to report a vulnerability privately.'];
  }
  return [heading(2, 'Security policy'), 'The repository has a security policy, which tells reporters how to report a vulnerability:', list(found.map((path) => link(path, path)))];
}

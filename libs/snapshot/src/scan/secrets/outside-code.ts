import type { Lockfile, SnapshotChangelog } from '../../model.js';
import { detectSecrets, type DetectedSecret } from './detect.js';

/**
 * The secrets in what the snapshot quotes beside the files' code facts: the texts of manifests and
 * project files (README, CI workflows, changelog…) and the commit messages it keeps (the commit's
 * subject, the changelog). Lockfiles are left out: the snapshot keeps only their package names and
 * versions, and they are the largest texts. Held in memory only, to take them out of those facts.
 */
export function secretsOutsideCode(input: {
  texts: readonly { path: string; text: string }[];
  lockfiles: readonly Lockfile[];
  commit: { subject: string };
  changelog: SnapshotChangelog;
}): DetectedSecret[] {
  const lockfiles = new Set(input.lockfiles.map((lockfile) => lockfile.path));
  const files = input.texts.filter((file) => !lockfiles.has(file.path));
  const messages = [input.commit.subject, input.changelog.markdown].map((text) => ({ path: '', text }));
  return [...files, ...messages].flatMap((text) => detectSecrets(text));
}

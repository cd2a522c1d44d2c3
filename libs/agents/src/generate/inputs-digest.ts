import { createHash } from 'node:crypto';
import { Minimatch } from 'minimatch';
import type { Snapshot } from '@chronicle/snapshot';
import type { AgentMeta } from '../sdk/agent.js';

/**
 * A digest of everything an agent declared it reads (DESIGN decision 10): the blobs of the files
 * its `paths` match, the manifests and lockfiles when it reads them, the commit and tags when it
 * reads the history — plus the agent's id and version and how the text is written (`engine`). Two
 * snapshots with the same digest give the agent the same inputs, so a document written for one
 * may be kept for the other, bytes, score and commit included.
 */
export function inputsDigest(meta: Pick<AgentMeta, 'id' | 'version' | 'inputs'>, snapshot: Snapshot, engine: string): string {
  const hash = createHash('sha256');
  const add = (...parts: string[]): void => {
    hash.update(parts.join('\0'));
    hash.update('\n');
  };
  add('agent', meta.id, meta.version, engine, snapshot.repository.name);
  const patterns = meta.inputs.paths.map((pattern) => new Minimatch(pattern, { dot: true }));
  const matches = (path: string): boolean => patterns.some((pattern) => pattern.match(path));
  for (const file of snapshot.files) if (matches(file.path)) add('file', file.path, file.blob);
  for (const file of snapshot.skipped) if (matches(file.path)) add('skipped', file.path, String(file.size), file.reason);
  if (meta.inputs.manifests) add('manifests', JSON.stringify(snapshot.manifests), JSON.stringify(snapshot.lockfiles));
  if (meta.inputs.history) add('history', snapshot.commit.sha, JSON.stringify(snapshot.history.tags));
  return `sha256:${hash.digest('hex')}`;
}

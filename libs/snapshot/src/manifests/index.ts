// SCAFFOLD — replaced by the ecosystem readers (helper "snapshot-manifests"). Signatures are the contract.
import type { Lockfile, Manifest } from '../model.js';

/** Whether the snapshot must hand this file's text to `readManifests` (read even when large). */
export function isManifestPath(_path: string): boolean {
  return false;
}

export function readManifests(_files: { path: string; text: string }[]): { manifests: Manifest[]; lockfiles: Lockfile[] } {
  return { manifests: [], lockfiles: [] };
}

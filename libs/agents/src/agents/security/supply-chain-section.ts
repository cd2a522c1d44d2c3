import type { Manifest, Snapshot } from '@chronicle/snapshot';
import { code, heading, plural, table } from '../../markdown/markdown.js';
import { declaringManifests } from '../dependency-report/direct-section.js';
import { ECOSYSTEM_NAMES, lockfileFor } from '../dependency-report/manifest-folders.js';

/** Why a manifest can have no lockfile of the kinds the snapshot reads, when that is the reason. */
function noLockfileReason(manifest: Manifest): string {
  if (manifest.lockfileOff !== null) return `none: the project chose not to keep one (${code(manifest.lockfileOff.path)} sets ${code(manifest.lockfileOff.setting)})`;
  if (manifest.ecosystem === 'maven') return 'none: Maven has no lockfile';
  if (manifest.ecosystem === 'pypi' && manifest.kind !== 'pyproject.toml') return 'none: a requirements file is installed as written';
  return 'none';
}

/** The manifests that declare dependencies, each with the lockfile that pins them (or none). */
export function lockfileCoverage(snapshot: Snapshot): { manifest: Manifest; lockfile: string | null }[] {
  return declaringManifests(snapshot).map((manifest) => ({ manifest, lockfile: lockfileFor(snapshot, manifest)?.path ?? null }));
}

/** `## Supply chain`: whether each manifest's dependencies are pinned by a lockfile. */
export function supplyChainSection(snapshot: Snapshot): string[] {
  const rows = lockfileCoverage(snapshot);
  const blocks = [heading(2, 'Supply chain')];
  if (rows.length === 0) {
    blocks.push(`No manifest declares a dependency (${plural(snapshot.manifests.length, 'manifest')} read).`);
    return blocks;
  }
  const locked = rows.filter((row) => row.lockfile !== null).length;
  const share =
    rows.length === 1
      ? `The one manifest that declares dependencies ${locked === 1 ? 'has a' : 'has no'} lockfile`
      : `${locked} of the ${plural(rows.length, 'manifest')} that declare dependencies ${locked === 1 ? 'has' : 'have'} a lockfile`;
  blocks.push(`A lockfile pins every direct and transitive version, so an install gets what was tested and a changed package shows up in review. ${share} (the same ecosystem's, in its folder or a folder above).`);
  blocks.push(table(['Manifest', 'Ecosystem', 'Dependencies', 'Lockfile'], rows.map(({ manifest, lockfile }) => [code(manifest.path), ECOSYSTEM_NAMES[manifest.ecosystem], String(manifest.dependencies.length), lockfile === null ? noLockfileReason(manifest) : code(lockfile)]), ['left', 'left', 'right', 'left']));
  return blocks;
}

import type { DeclaredDependency, Manifest, Snapshot } from '@chronicle/snapshot';
import { byText, code, heading, table, text } from '../../markdown/markdown.js';
import { resolvedVersions, licenseOf } from './lockfiles.js';
import { ECOSYSTEM_NAMES, folderOf, lockfileFor } from './manifest-folders.js';
import { isLocalRequirement, requirementText } from './requirements.js';
import { normaliseName } from './usage.js';

/** The manifests that declare at least one dependency, by path. */
export function declaringManifests(snapshot: Snapshot): Manifest[] {
  return snapshot.manifests.filter((manifest) => manifest.dependencies.length > 0).sort((a, b) => byText(a.path, b.path));
}

/** Dependencies in the order a table lists them: runtime first, then by name. */
export function sortedDependencies(manifest: Manifest): DeclaredDependency[] {
  const rank = ['runtime', 'peer', 'optional', 'build', 'development', 'test'];
  return [...manifest.dependencies].sort((a, b) => rank.indexOf(a.scope) - rank.indexOf(b.scope) || byText(a.name, b.name) || byText(a.group ?? '', b.group ?? ''));
}

/** The manifest in this repository that a dependency names (a workspace package), if any. */
export function internalPackage(snapshot: Snapshot, manifest: Manifest, dependency: DeclaredDependency): Manifest | null {
  const key = normaliseName(manifest.ecosystem, dependency.name);
  return snapshot.manifests.find((other) => other.ecosystem === manifest.ecosystem && other.name !== null && normaliseName(other.ecosystem, other.name) === key) ?? null;
}

/** A dependency's name in a table, with the name the code uses when the manifest renames it. */
export function dependencyCell(dependency: DeclaredDependency): string {
  return dependency.alias === undefined ? code(dependency.name) : `${code(dependency.name)} as ${code(dependency.alias)}`;
}

export function scopeText(dependency: DeclaredDependency): string {
  return dependency.group === null || dependency.group === dependency.scope ? dependency.scope : `${dependency.scope} (${text(dependency.group)})`;
}

function resolvedCell(snapshot: Snapshot, manifest: Manifest, dependency: DeclaredDependency): string {
  const internal = internalPackage(snapshot, manifest, dependency);
  if (internal !== null) return folderOf(internal.path) === '' ? 'this repository (its root package)' : `this repository, ${code(folderOf(internal.path))}`;
  if (isLocalRequirement(dependency)) return 'a local path';
  const versions = resolvedVersions(snapshot, manifest, dependency.name);
  if (versions.length > 0) return versions.map((entry) => code(entry.version)).join(', ');
  const lockfile = lockfileFor(snapshot, manifest);
  if (manifest.ecosystem === 'go' && dependency.requirement !== null) return `${code(dependency.requirement)} (go.mod selects it)`;
  return lockfile === null ? '—' : 'not in the lockfile';
}

function manifestTable(snapshot: Snapshot, manifest: Manifest): string {
  const rows = sortedDependencies(manifest).map((dependency) => {
    const license = licenseOf(resolvedVersions(snapshot, manifest, dependency.name));
    return [dependencyCell(dependency), requirementText(snapshot, manifest, dependency), scopeText(dependency), resolvedCell(snapshot, manifest, dependency), license === null ? '—' : text(license)];
  });
  return table(['Name', 'Requirement', 'Scope', 'Resolved', 'License'], rows);
}

function lockfileSentence(snapshot: Snapshot, manifest: Manifest): string {
  const lockfile = lockfileFor(snapshot, manifest);
  if (lockfile === null && manifest.lockfileOff !== null) return `The project chose not to keep a lockfile (${code(manifest.lockfileOff.path)} sets ${code(manifest.lockfileOff.setting)}), so only the requirements are known.`;
  if (lockfile === null) return 'No lockfile pins these dependencies, so only the requirements are known.';
  if (lockfile.kind === 'go.sum') return `Go records the selected version in ${code(manifest.path)} itself; ${code(lockfile.path)} holds checksums.`;
  return `Resolved versions and licenses come from ${code(lockfile.path)}.`;
}

/** `## Direct dependencies`: one table per manifest. */
export function directSection(snapshot: Snapshot): string[] {
  const blocks = [heading(2, 'Direct dependencies'), 'Every dependency each manifest declares, with the version its lockfile resolves and the license the lockfile records. A dash means the fact is not recorded.'];
  for (const manifest of declaringManifests(snapshot)) {
    blocks.push(heading(3, `${code(manifest.path)} (${ECOSYSTEM_NAMES[manifest.ecosystem]})`, true));
    blocks.push(lockfileSentence(snapshot, manifest));
    blocks.push(manifestTable(snapshot, manifest));
  }
  return blocks;
}

import type { Manifest, Snapshot } from '@chronicle/snapshot';
import { code, heading, list, plural, table } from '../../markdown/markdown.js';
import { declaringManifests, dependencyCell, internalPackage, scopeText, sortedDependencies } from './direct-section.js';
import { ECOSYSTEM_NAMES, lockfileFor } from './manifest-folders.js';
import { isLocalRequirement, requirementText, unpinnedReason } from './requirements.js';
import { IMPORT_CHECKED_ECOSYSTEMS, checkUsage, ecosystemOfFile, isUsageChecked, undeclaredImports } from './usage.js';

/** Requirements that admit more than one version, leaving out this repository's own packages. */
export function unpinned(snapshot: Snapshot) {
  return declaringManifests(snapshot).flatMap((manifest) =>
    sortedDependencies(manifest)
      .filter((dependency) => !isLocalRequirement(dependency) && internalPackage(snapshot, manifest, dependency) === null)
      .map((dependency) => ({ manifest, dependency, reason: unpinnedReason(manifest.ecosystem, dependency.requirement) }))
      .filter((entry): entry is typeof entry & { reason: string } => entry.reason !== null),
  );
}

/** `## Unpinned requirements`. */
export function unpinnedSection(snapshot: Snapshot): string[] {
  const found = unpinned(snapshot);
  const blocks = [heading(2, 'Unpinned requirements')];
  const total = declaringManifests(snapshot).reduce((sum, manifest) => sum + manifest.dependencies.length, 0);
  if (found.length === 0) {
    blocks.push(`Every requirement (${total}) names one exact version or a package of this repository.`);
    return blocks;
  }
  blocks.push(`${found.length} of the ${plural(total, 'requirement')} admit more than one version, so a fresh install without the lockfile may resolve a different one. Requirements on this repository's own packages are left out.`);
  const rows = found.map(({ manifest, dependency, reason }) => [code(manifest.path), dependencyCell(dependency), requirementText(snapshot, manifest, dependency), reason, lockfileFor(snapshot, manifest) === null ? 'no' : 'yes']);
  blocks.push(table(['Manifest', 'Name', 'Requirement', 'Why it is not exact', 'Lockfile pins it'], rows));
  return blocks;
}

/** Whether any manifest's runtime dependencies can be compared with imports. */
export function usageCheckable(snapshot: Snapshot): boolean {
  return snapshot.manifests.some((manifest) => isUsageChecked(snapshot, manifest) && manifest.dependencies.some((dependency) => dependency.scope === 'runtime'));
}

function uncheckedManifests(snapshot: Snapshot): Manifest[] {
  return declaringManifests(snapshot).filter((manifest) => !isUsageChecked(snapshot, manifest) && manifest.dependencies.some((dependency) => dependency.scope === 'runtime'));
}

/** `## Possibly unused`. */
export function unusedSection(snapshot: Snapshot): string[] {
  const checked = declaringManifests(snapshot).filter((manifest) => isUsageChecked(snapshot, manifest));
  const checks = checked.map((manifest) => checkUsage(snapshot, manifest));
  const found = checks.flatMap((check) => check.unused);
  const textOnly = checks.flatMap((check) => check.namedOnlyInText);
  const blocks = [heading(2, 'Possibly unused')];
  blocks.push(
    'Method: a runtime dependency counts as used when a parsed source file in its manifest\'s folder (or below) imports it or names it by path (a Rust macro or function called through its crate\'s path), or when a manifest script or CI step runs a command of that name. Names are compared the way each ecosystem spells imports: npm package names as written, Go import paths by module prefix, Cargo names with dashes as underscores (a renamed crate by the name the code uses), Python distribution names case- and separator-insensitively plus well-known import names (Pillow as PIL, PyYAML as yaml). Before a dependency is listed, a second look that does not use the parser must agree: a plain text search of the source files for its import name where a module name stands (a path, an import line, a quoted module name). Type-only packages of the @types scope are not checked. A package loaded by a plugin system, a configuration file or a computed string is missed, hence "possibly".',
  );
  if (found.length === 0) blocks.push(`Every runtime dependency of ${plural(checked.length, 'checked manifest')} is imported, named or run.`);
  else blocks.push(table(['Manifest', 'Name', 'Requirement', 'Scope'], found.map(({ manifest, dependency }) => [code(manifest.path), dependencyCell(dependency), requirementText(snapshot, manifest, dependency), scopeText(dependency)])));
  if (textOnly.length > 0) {
    blocks.push('Not listed because the second look found them, though no parsed import or path names them:');
    blocks.push(list(textOnly.map(({ manifest, dependency, files }) => `${dependencyCell(dependency)} of ${code(manifest.path)}: named in ${code(files[0]!)}${files.length > 1 ? ` and ${plural(files.length - 1, 'more file')}` : ''}`)));
  }
  const unchecked = uncheckedManifests(snapshot);
  if (unchecked.length > 0) {
    const why = (manifest: Manifest) =>
      IMPORT_CHECKED_ECOSYSTEMS.includes(manifest.ecosystem) ? 'no parsed source file of its language lies in its folder' : `${ECOSYSTEM_NAMES[manifest.ecosystem]} artifact names do not follow from import names`;
    blocks.push('Not checked:', list(unchecked.map((manifest) => `${code(manifest.path)}: ${why(manifest)}`)));
  }
  return blocks;
}

/** Whether any parsed file could import a package of a checked ecosystem. */
export function importsCheckable(snapshot: Snapshot): boolean {
  return snapshot.files.some((file) => file.parsed && ecosystemOfFile(file) !== null);
}

/** `## Undeclared imports`. */
export function undeclaredSection(snapshot: Snapshot): string[] {
  const found = undeclaredImports(snapshot);
  const blocks = [heading(2, 'Undeclared imports')];
  const ecosystems = IMPORT_CHECKED_ECOSYSTEMS.map((ecosystem) => ECOSYSTEM_NAMES[ecosystem]).join(', ');
  blocks.push(`Third-party packages that source files import (${ecosystems}) but no manifest in the importing file's folder or above declares. The standard library, imports that resolve to a file of this repository and the repository's own packages are left out.`);
  if (found.length === 0) {
    blocks.push('None: every third-party import is declared.');
    return blocks;
  }
  const rows = found.map((entry) => [code(entry.package), ECOSYSTEM_NAMES[entry.ecosystem], String(entry.files.length), code(entry.files[0])]);
  blocks.push(table(['Package', 'Ecosystem', 'Files', 'For example'], rows));
  return blocks;
}


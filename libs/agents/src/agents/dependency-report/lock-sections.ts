import type { Snapshot } from '@chronicle/snapshot';
import { byText, code, heading, plural, table, text } from '../../markdown/markdown.js';
import { duplicatesIn, licenseCounts, resolves, transitiveOf } from './lockfiles.js';
import { ECOSYSTEM_NAMES } from './manifest-folders.js';

/** The most transitive packages one lockfile's table lists; the count is always given in full. */
export const TRANSITIVE_LIMIT = 150;

function lockfilesByPath(snapshot: Snapshot) {
  return [...snapshot.lockfiles].sort((a, b) => byText(a.path, b.path));
}

/** `## Transitive dependencies`: per lockfile, what the direct dependencies pull in. */
export function transitiveSection(snapshot: Snapshot): string[] {
  const blocks = [heading(2, 'Transitive dependencies')];
  for (const lockfile of lockfilesByPath(snapshot)) {
    const result = transitiveOf(snapshot, lockfile);
    blocks.push(heading(3, `${code(lockfile.path)} (${ECOSYSTEM_NAMES[lockfile.ecosystem]} lockfile)`, true));
    const count = plural(result.packages.length, 'package');
    blocks.push(
      result.followed
        ? `Following the dependency edges ${code(lockfile.path)} records from the direct dependencies reaches ${count} more (it locks ${plural(lockfile.packages.length, 'entry', 'entries')} in all).`
        : `${code(lockfile.path)} records no edges between packages, so every locked package that no manifest declares is counted: ${count}.`,
    );
    if (result.packages.length === 0) continue;
    const shown = result.packages.slice(0, TRANSITIVE_LIMIT);
    if (shown.length < result.packages.length) blocks.push(`The table shows the first ${shown.length} by name of the ${count}.`);
    blocks.push(table(['Name', 'Locked versions', 'License'], shown.map((entry) => [code(entry.name), entry.versions.map(code).join(', '), entry.license === null ? '—' : text(entry.license)])));
  }
  return blocks;
}

/** `## Duplicates`: packages locked at several versions. */
export function duplicatesSection(snapshot: Snapshot): string[] {
  const lockfiles = lockfilesByPath(snapshot).filter(resolves);
  const duplicates = lockfiles.flatMap(duplicatesIn);
  const blocks = [heading(2, 'Duplicates')];
  if (duplicates.length === 0) {
    blocks.push(`No package is locked at more than one version in ${lockfiles.map((lockfile) => code(lockfile.path)).join(', ')}.`);
    return blocks;
  }
  blocks.push(`${plural(duplicates.length, 'package is', 'packages are')} locked at more than one version; each copy is installed and loaded separately.`);
  blocks.push(table(['Lockfile', 'Package', 'Versions'], duplicates.map((duplicate) => [code(duplicate.lockfile.path), code(duplicate.name), duplicate.versions.map(code).join(', ')])));
  const skipped = snapshot.lockfiles.filter((lockfile) => !resolves(lockfile));
  if (skipped.length > 0) blocks.push(`${skipped.map((lockfile) => code(lockfile.path)).join(', ')} ${skipped.length === 1 ? 'is' : 'are'} not searched for duplicates: go.sum lists every version the module graph considered, not the ones selected.`);
  return blocks;
}

/** Whether any lockfile records a license. */
export function hasLicenses(snapshot: Snapshot): boolean {
  return snapshot.lockfiles.some((lockfile) => lockfile.packages.some((entry) => entry.license !== null && entry.license.trim() !== ''));
}

/** `## Licenses`: locked packages per license, as the lockfiles record them. */
export function licensesSection(snapshot: Snapshot): string[] {
  const rows: string[][] = [];
  const silent: string[] = [];
  for (const lockfile of lockfilesByPath(snapshot)) {
    const counts = licenseCounts(lockfile);
    if (counts.length === 0) silent.push(code(lockfile.path));
    for (const entry of counts) rows.push([code(lockfile.path), text(entry.license), String(entry.packages)]);
  }
  const blocks = [heading(2, 'Licenses'), 'Licenses as the lockfiles record them for each locked package (name and version); a package whose entry names no license is not counted. The project\'s own license is not part of this report.'];
  blocks.push(table(['Lockfile', 'License', 'Packages'], rows, ['left', 'left', 'right']));
  if (silent.length > 0) blocks.push(`${silent.join(', ')} ${silent.length === 1 ? 'records' : 'record'} no licenses.`);
  return blocks;
}

import type { Manifest, Snapshot } from '@chronicle/snapshot';
import { byText, code, heading, plural, quote, table, text } from '../../markdown/markdown.js';
import { ECOSYSTEM_NAMES, folderOf } from '../dependency-report/manifest-folders.js';
import { filesImporting, importedPackages, isUsageChecked } from '../dependency-report/usage.js';
import { internalPackage } from '../dependency-report/direct-section.js';
import { primaryManifests } from '../../facts/commands.js';
import { projectManifest } from '../../facts/project-name.js';

/** The most languages and libraries the stack tables list. */
export const STACK_LIMIT = 12;

function sizeSentence(snapshot: Snapshot): string {
  const lines = snapshot.files.reduce((sum, file) => sum + file.lines, 0);
  const programming = snapshot.languages.filter((language) => language.type === 'programming').slice(0, 2).map((language) => text(language.language));
  const skipped = Object.values(snapshot.skippedCounts).reduce((sum, count) => sum + count, 0);
  const reasons = Object.entries(snapshot.skippedCounts).filter(([, count]) => count > 0).map(([reason, count]) => `${count} ${reason}`).join(', ');
  const mostly = programming.length > 0 ? `, mostly ${programming.join(' and ')}` : '';
  const skippedText = skipped > 0 ? ` ${plural(skipped, 'more file was', 'more files were')} left out of the index (${reasons}).` : '';
  return `The repository holds ${plural(snapshot.files.length, 'indexed file')} with ${plural(lines, 'line')}${mostly}.${skippedText}`;
}

/** `## Overview`: what the project says it is, in its own words, and its size. */
export function overviewSection(snapshot: Snapshot): string[] {
  const blocks = [heading(2, 'Overview')];
  const described = primaryManifests(snapshot).filter((manifest) => manifest.description !== null && manifest.description.trim() !== '');
  for (const manifest of described) blocks.push(`${code(manifest.path)} describes ${manifest.name === null ? 'the project' : code(manifest.name)} as "${text((manifest.description as string).trim().replace(/\.$/, ''))}".`);
  const readme = snapshot.project.readme;
  if (readme?.opening) blocks.push(`The existing ${code(readme.path)} opens with:`, quote(readme.opening));
  if (described.length === 0 && !readme?.opening) blocks.push('Neither a manifest description nor an existing README says what the project is, so this overview gives only what the files show.');
  blocks.push(sizeSentence(snapshot));
  return blocks;
}

function languageTable(snapshot: Snapshot): string[] {
  if (snapshot.languages.length === 0) return [];
  const shown = snapshot.languages.slice(0, STACK_LIMIT);
  const note = shown.length < snapshot.languages.length ? ` The ${shown.length} with the most lines of ${snapshot.languages.length}:` : '';
  return [`Languages by lines of code in the indexed files.${note}`, table(['Language', 'Files', 'Lines'], shown.map((language) => [text(language.language), language.files.toLocaleString('en-US'), language.lines.toLocaleString('en-US')]), ['left', 'right', 'right'])];
}

function runtimeTable(snapshot: Snapshot): string[] {
  const rows = snapshot.manifests.filter((manifest) => manifest.runtime !== null).sort((a, b) => byText(a.path, b.path)).map((manifest) => [text(manifest.runtime?.name ?? ''), text(manifest.runtime?.requirement ?? ''), code(manifest.path)]);
  return rows.length === 0 ? [] : ['Runtimes the manifests ask for:', table(['Runtime', 'Version', 'Stated in'], rows)];
}

type Library = { name: string; requirements: Set<string>; ecosystem: string; importers: number };

function libraries(snapshot: Snapshot): { rows: Library[]; ranked: boolean } {
  const found = new Map<string, Library>();
  for (const manifest of snapshot.manifests) {
    const checked = isUsageChecked(snapshot, manifest);
    const imports = checked ? importedPackages(snapshot, manifest.ecosystem, folderOf(manifest.path)) : new Map<string, string[]>();
    for (const dependency of manifest.dependencies) {
      if (dependency.scope !== 'runtime' || internalPackage(snapshot, manifest, dependency) !== null) continue;
      const key = `${manifest.ecosystem}\u0000${dependency.name}`;
      const entry = found.get(key) ?? { name: dependency.name, requirements: new Set<string>(), ecosystem: ECOSYSTEM_NAMES[manifest.ecosystem], importers: 0 };
      if (dependency.requirement !== null) entry.requirements.add(dependency.requirement);
      entry.importers = Math.max(entry.importers, checked ? filesImporting(imports, manifest.ecosystem, dependency.name).length : 0);
      found.set(key, entry);
    }
  }
  const all = [...found.values()];
  const ranked = all.some((entry) => entry.importers > 0);
  const rows = (ranked ? all.filter((entry) => entry.importers > 0) : all).sort((a, b) => b.importers - a.importers || byText(a.name, b.name));
  return { rows, ranked };
}

function libraryTable(snapshot: Snapshot): string[] {
  const { rows, ranked } = libraries(snapshot);
  if (rows.length === 0) return [];
  const shown = rows.slice(0, STACK_LIMIT);
  const intro = ranked
    ? `The runtime dependencies imported by the most source files${shown.length < rows.length ? ` (${shown.length} of the ${rows.length} imported)` : ''}:`
    : `Runtime dependencies${shown.length < rows.length ? ` (the first ${shown.length} of ${rows.length} by name)` : ''}; no parsed source file shows which are used most:`;
  const body = shown.map((entry) => [code(entry.name), [...entry.requirements].sort(byText).map(code).join(', ') || 'none', entry.ecosystem, ...(ranked ? [entry.importers.toLocaleString('en-US')] : [])]);
  return [intro, table(['Library', 'Requirement', 'Ecosystem', ...(ranked ? ['Imported by files'] : [])], body, ['left', 'left', 'left', 'right'])];
}

/** Whether there is a stack to describe. */
export function hasStack(snapshot: Snapshot): boolean {
  return snapshot.languages.length > 0 || snapshot.manifests.some((manifest) => manifest.runtime !== null || manifest.dependencies.length > 0);
}

/** `## Stack`: languages, runtimes and the main libraries. */
export function stackSection(snapshot: Snapshot): string[] {
  return [heading(2, 'Stack'), ...languageTable(snapshot), ...runtimeTable(snapshot), ...libraryTable(snapshot)];
}

/** The named packages besides the project's own manifest. */
export function otherPackages(snapshot: Snapshot): Manifest[] {
  const project = projectManifest(snapshot);
  return snapshot.manifests.filter((manifest) => manifest.name !== null && manifest !== project).sort((a, b) => byText(a.path, b.path));
}

/** The most packages the table lists. */
export const PACKAGES_LIMIT = 50;

/** `## Packages`: the packages a multi-package repository holds. */
export function packagesSection(snapshot: Snapshot): string[] {
  const packages = otherPackages(snapshot);
  const shown = packages.slice(0, PACKAGES_LIMIT);
  const besides = projectManifest(snapshot) === null ? plural(packages.length, 'package') : `${plural(packages.length, 'more package')} besides the project's own`;
  const intro = `The repository holds ${besides}${shown.length < packages.length ? `; the first ${shown.length} by path` : ''}:`;
  const rows = shown.map((manifest) => [
    code(manifest.name as string),
    folderOf(manifest.path) === '' ? 'root' : code(folderOf(manifest.path)),
    ECOSYSTEM_NAMES[manifest.ecosystem],
    manifest.version === null ? '—' : text(manifest.version),
    scriptNames(manifest),
    manifest.description === null ? '—' : text(manifest.description),
  ]);
  return [heading(2, 'Packages'), intro, table(['Package', 'Folder', 'Ecosystem', 'Version', 'Scripts', 'Description'], rows)];
}

/** The most script names one package's cell lists. */
export const SCRIPTS_LIMIT = 8;

function scriptNames(manifest: Manifest): string {
  const names = Object.keys(manifest.scripts).sort(byText);
  if (names.length === 0) return '—';
  const shown = names.slice(0, SCRIPTS_LIMIT).map(code).join(', ');
  return names.length > SCRIPTS_LIMIT ? `${shown} and ${names.length - SCRIPTS_LIMIT} more` : shown;
}

import type { DeclaredDependency, Ecosystem, Manifest, Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText, code, heading, plural, table, text } from '../../markdown/markdown.js';
import { primaryManifests } from '../../facts/commands.js';
import { ECOSYSTEM_LANGUAGES, ECOSYSTEM_NAMES, folderOf, isUnder } from './manifest-folders.js';
import { commandWords, dependencyUsedAs, externalRefs, IMPORT_CHECKED_ECOSYSTEMS, undeclaredImports } from './usage.js';
import { dependencyCell, internalPackage } from './direct-section.js';

// What each direct dependency is for: the files that import it and the names they bind, the
// feature that turns an optional one on, and for a package with no runtime dependency, that fact.

/** The most files and names one row shows. */
export const USED_FILES = 4;
export const USED_NAMES = 4;
/** The most development dependencies the sentence names. */
export const TOOLS_NAMED = 10;

type Use = { files: SourceFile[]; names: string[] };

/**
 * For each of the manifest's dependencies, the files under its folder that import it (the project's
 * own code first) and the names their imports bind — one pass over the files for the whole manifest.
 */
export function usesByDependency(snapshot: Snapshot, manifest: Manifest, dependencies: readonly DeclaredDependency[]): Map<DeclaredDependency, Use> {
  const folder = folderOf(manifest.path);
  const found = new Map(dependencies.map((dependency) => [dependency, { files: new Set<SourceFile>(), names: new Set<string>() }]));
  const languages = ECOSYSTEM_LANGUAGES[manifest.ecosystem];
  for (const file of snapshot.files) {
    if (!file.parsed || file.language === null || !languages.includes(file.language) || !isUnder(file.path, folder)) continue;
    for (const ref of externalRefs(file)) {
      for (const [dependency, use] of found) {
        if (!refUses(manifest.ecosystem, dependency, ref.package as string)) continue;
        use.files.add(file);
        for (const name of ref.names) if (name.name !== '*' && name.name !== '') use.names.add(name.name);
      }
    }
  }
  const order = (a: SourceFile, b: SourceFile) => Number(a.role !== 'source') - Number(b.role !== 'source') || byText(a.path, b.path);
  return new Map([...found].map(([dependency, use]) => [dependency, { files: [...use.files].sort(order), names: [...use.names].sort(byText) }]));
}

/** The ecosystems whose artifacts the Java resolver ties imports to (by artifact id or group id), so uses can be shown though not proved absent. */
const JAVA_MATCHED: readonly Ecosystem[] = ['maven', 'gradle'];

function refUses(ecosystem: Ecosystem, dependency: DeclaredDependency, refPackage: string): boolean {
  return JAVA_MATCHED.includes(ecosystem) ? refPackage === dependency.name : dependencyUsedAs(ecosystem, dependency, refPackage);
}

/** Whether the section looks for the manifest's uses in code: a checked ecosystem, or Maven/Gradle with parsed Java sources. */
function usesRead(snapshot: Snapshot, manifest: Manifest): boolean {
  if (IMPORT_CHECKED_ECOSYSTEMS.includes(manifest.ecosystem)) return true;
  const folder = folderOf(manifest.path);
  return JAVA_MATCHED.includes(manifest.ecosystem) && snapshot.files.some((file) => file.parsed && file.language === 'Java' && isUnder(file.path, folder));
}

/** The features that turn an optional dependency on (`preserve_order` → `indexmap`). */
function enablingFeatures(manifest: Manifest, dependency: DeclaredDependency): string[] {
  return manifest.features.filter((feature) => feature.enables.some((entry) => entry === dependency.name || entry === `dep:${dependency.name}` || entry.startsWith(`${dependency.name}/`))).map((feature) => feature.name);
}

function useCell(use: Use): string {
  if (use.files.length === 0) return '—';
  const shown = use.files.slice(0, USED_FILES).map((file) => code(file.path));
  const more = use.files.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${plural(more, 'more file')}` : ''}`;
}

function namesCell(use: Use): string {
  if (use.names.length === 0) return '—';
  const shown = use.names.slice(0, USED_NAMES).map(code).join(', ');
  return use.names.length > USED_NAMES ? `${shown} and ${use.names.length - USED_NAMES} more` : shown;
}

/** The manifests this section describes: the primary ones that declare or could declare dependencies. */
function described(snapshot: Snapshot): Manifest[] {
  return primaryManifests(snapshot).filter((manifest) => IMPORT_CHECKED_ECOSYSTEMS.includes(manifest.ecosystem) || manifest.dependencies.length > 0);
}

export function hasUsedFor(snapshot: Snapshot): boolean {
  return described(snapshot).length > 0;
}

/** What the manifest needs at run time, in a sentence, when it needs no third-party package. */
function noRuntimeSentence(snapshot: Snapshot, manifest: Manifest): string | null {
  const runtime = manifest.dependencies.filter((dependency) => ['runtime', 'peer', 'optional'].includes(dependency.scope) && internalPackage(snapshot, manifest, dependency) === null);
  if (runtime.length > 0) return null;
  // A second look: none of the project's own source files under the manifest imports an undeclared third-party package.
  const folder = folderOf(manifest.path);
  const own = new Set(snapshot.files.filter((file) => file.role === 'source' && isUnder(file.path, folder)).map((file) => file.path));
  const undeclared = undeclaredImports(snapshot).filter((entry) => entry.ecosystem === manifest.ecosystem && entry.files.some((path) => own.has(path)));
  if (undeclared.length > 0) return null;
  const who = manifest.name === null ? 'the package' : code(manifest.name);
  const language = manifest.runtime === null ? '' : ` It targets ${text(manifest.runtime.name === 'go' ? 'Go' : manifest.runtime.name)} ${code(manifest.runtime.requirement)}.`;
  const std = manifest.ecosystem === 'go' ? ' requires no third-party module: its code imports the standard library only' : ' declares no runtime dependencies: installing it pulls in no other package';
  return `${code(manifest.path)} for ${who}${std}, and none of the project's own source files imports a third-party package it does not declare.${language}`;
}

/** `## What each dependency is used for`. */
export function usedForSection(snapshot: Snapshot): string[] {
  const blocks = [
    heading(2, 'What each dependency is used for'),
    'Found from the imports of the source files under each manifest\'s folder and the modules they name by path without an import (a Rust macro or function called through its crate\'s path, a fully qualified Java class), the project\'s own code first; the names those imports bind; and the features that turn optional dependencies on. A renamed dependency is shown with the name the code uses. For Maven and Gradle, a Java import or qualified name counts when its artifact id is one of its names or its group id is its prefix, so a dash there proves nothing.',
  ];
  const words = commandWords(snapshot);
  for (const manifest of described(snapshot)) {
    blocks.push(heading(3, `${code(manifest.path)} (${ECOSYSTEM_NAMES[manifest.ecosystem]})`, true));
    const none = noRuntimeSentence(snapshot, manifest);
    if (none !== null) blocks.push(none);
    const runtime = manifest.dependencies.filter((dependency) => ['runtime', 'peer', 'optional'].includes(dependency.scope)).sort((a, b) => byText(a.name, b.name));
    const checked = usesRead(snapshot, manifest);
    if (runtime.length > 0) {
      const uses = checked ? usesByDependency(snapshot, manifest, runtime) : new Map<DeclaredDependency, Use>();
      const rows = runtime.map((dependency) => {
        const use = uses.get(dependency) ?? { files: [], names: [] };
        const features = enablingFeatures(manifest, dependency);
        const scope = dependency.scope === 'optional' ? `optional${features.length > 0 ? `, on with the feature ${features.map(code).join(' or ')}` : ''}` : dependency.scope;
        return [dependencyCell(dependency), scope, checked ? useCell(use) : 'imports not read for this ecosystem', checked ? namesCell(use) : '—'];
      });
      blocks.push(table(['Dependency', 'Scope', 'Used by', 'Names bound'], rows));
    }
    const tools = manifest.dependencies.filter((dependency) => ['development', 'test', 'build'].includes(dependency.scope)).map((dependency) => dependency.name);
    if (tools.length > 0) {
      const ranked = [...new Set(tools)].sort((a, b) => Number(words.has(b)) - Number(words.has(a)) || byText(a, b));
      const shown = ranked.slice(0, TOOLS_NAMED).map(code).join(', ');
      blocks.push(`For development, tests and builds it declares ${plural(ranked.length, 'package')}: ${shown}${ranked.length > TOOLS_NAMED ? ` and ${ranked.length - TOOLS_NAMED} more` : ''} (those its scripts and CI commands run first).`);
    }
  }
  return blocks;
}


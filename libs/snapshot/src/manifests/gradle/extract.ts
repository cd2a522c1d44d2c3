import type { DeclaredDependency, Manifest } from '../../model.js';
import { ancestors, baseName, dependency, dirName, emptyManifest, joinPath, readOther } from '../shared.js';
import type { ManifestContext, ManifestSource } from '../types.js';
import { accessor, parseCatalog, type Catalog } from './catalog.js';
import { isConfiguration, scopeOfConfiguration } from './scopes.js';
import { readSettings } from './settings.js';
import { interpolate, scriptVariables, withoutComments } from './source.js';

const STRING = /^[ \t]*(?:(?:platform|enforcedPlatform|testFixtures)\s*\(\s*)?(["'])([^"'\s]+)\1/;
const MAP_FORM = /group\s*[:=]\s*(["'])([^"']+)\1\s*,\s*name\s*[:=]\s*(["'])([^"']+)\3(?:\s*,\s*version\s*[:=]\s*(["'])([^"']+)\5)?/;
const CATALOG = /^[ \t]*(?:(?:platform|enforcedPlatform)\s*\(\s*)?libs\.([\w.]+)/;
const KOTLIN = /^[ \t]*kotlin\s*\(\s*"([\w-]+)"(?:\s*,\s*"([^"]+)")?/;

/** The catalog at `gradle/libs.versions.toml` of the nearest folder above (or at) the script that has one. */
function findCatalog(path: string, context: ManifestContext): Catalog | null {
  for (const folder of ancestors(dirName(path))) {
    const catalog = readOther(context, joinPath(folder, 'gradle/libs.versions.toml'), parseCatalog);
    if (catalog !== undefined) return catalog;
  }
  return null;
}

function fromCatalog(reference: string, catalog: Catalog | null, scope: DeclaredDependency['scope'], group: string): DeclaredDependency[] {
  if (!catalog) return [];
  const path = accessor(reference).replace(/\.(get|asprovider)$/, '');
  const bundle = path.startsWith('bundles.') ? catalog.bundles.get(path.slice('bundles.'.length)) : undefined;
  const members = bundle ?? [path];
  return members.flatMap((member) => {
    const entry = catalog.libraries.get(member);
    return entry ? [dependency(entry.name, entry.version, scope, group)] : [];
  });
}

/** One declaration's argument text (what follows the configuration name) as dependencies. */
function declared(args: string, configuration: string, variables: Map<string, string>, catalog: Catalog | null): DeclaredDependency[] {
  const scope = scopeOfConfiguration(configuration);
  const literal = STRING.exec(args);
  if (literal) {
    const [group, artifact, version] = interpolate(literal[2]!, variables).split(':');
    return group && artifact ? [dependency(`${group}:${artifact}`, version?.replace(/@.*$/, '') ?? null, scope, configuration)] : [];
  }
  const map = MAP_FORM.exec(args.split('\n')[0]!);
  if (map) return [dependency(`${interpolate(map[2]!, variables)}:${interpolate(map[4]!, variables)}`, map[6] ? interpolate(map[6], variables) : null, scope, configuration)];
  const kotlin = KOTLIN.exec(args);
  if (kotlin) return [dependency(`org.jetbrains.kotlin:kotlin-${kotlin[1]}`, kotlin[2] ?? null, scope, configuration)];
  const reference = CATALOG.exec(args);
  return reference ? fromCatalog(reference[1]!, catalog, scope, configuration) : [];
}

/** Every `configuration "g:a:v"`, `configuration("g:a:v")`, map-form and catalog declaration in the script. */
function scriptDependencies(source: string, variables: Map<string, string>, catalog: Catalog | null): DeclaredDependency[] {
  const out: DeclaredDependency[] = [];
  for (const match of source.matchAll(/(^|[\s;{(])([A-Za-z]\w*)\s*(\(|\s)/g)) {
    const name = match[2]!;
    if (!isConfiguration(name)) continue;
    const start = match.index! + match[0].length;
    out.push(...declared(source.slice(start, start + 400), name, variables, catalog));
  }
  return out;
}

function assigned(source: string, key: string, variables: Map<string, string>): string | null {
  const match = new RegExp(`(?:^|\\n)\\s*(?:project\\.)?${key}\\s*=?\\s*(["'])([^"'\\n]+)\\1`).exec(source);
  return match ? interpolate(match[2]!, variables) : null;
}

function javaVersion(source: string): string | null {
  const patterns = [/JavaLanguageVersion\.of\(\s*["']?(\d+)/, /jvmToolchain\(\s*(\d+)/, /(?:source|target)Compatibility\s*=?\s*(?:JavaVersion\.VERSION_)?["']?([\d._]+)/];
  for (const pattern of patterns) {
    const match = pattern.exec(source);
    if (match) return match[1]!.replace(/_/g, '.');
  }
  return null;
}

/**
 * Reads build.gradle and build.gradle.kts: the dependency declarations of every configuration
 * (string, map and version-catalog forms), `group`/`version`/`description`, the Java version and,
 * from a settings file beside it, the root project's name and the included projects.
 */
export function extractGradleBuild(file: ManifestSource, context: ManifestContext): Manifest {
  const source = withoutComments(file.text);
  const variables = scriptVariables(source);
  const manifest = emptyManifest(file.path, 'gradle', baseName(file.path));
  const folder = dirName(file.path);
  const settings = readSettings(folder, context);
  const projectName = settings?.name ?? (folder === '' ? null : baseName(folder));
  const group = assigned(source, 'group', variables);
  manifest.name = projectName && group ? `${group}:${projectName}` : projectName;
  manifest.version = assigned(source, 'version', variables);
  manifest.description = assigned(source, 'description', variables);
  manifest.dependencies = scriptDependencies(source, variables, findCatalog(file.path, context));
  manifest.workspaces = settings?.includes ?? [];
  const java = javaVersion(source);
  manifest.runtime = java ? { name: 'java', requirement: java } : null;
  return manifest;
}

import { XMLParser } from 'fast-xml-parser';
import type { DeclaredDependency, DependencyScope, Manifest } from '../../model.js';
import { dependency, dirName, emptyManifest, isObject, joinPath, readOther, strings, text, type JsonObject } from '../shared.js';
import type { ManifestContext, ManifestSource } from '../types.js';

const LISTS = new Set(['dependency', 'module', 'license', 'profile']);
const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true, isArray: (name) => LISTS.has(name) });

/** Maven's scopes: provided and system are needed to build but supplied at run time by someone else. */
const SCOPES: Record<string, DependencyScope> = { compile: 'runtime', runtime: 'runtime', test: 'test', provided: 'build', system: 'build' };

export function parsePom(source: string): JsonObject | null {
  const xml: unknown = parser.parse(source);
  return isObject(xml) && isObject(xml.project) ? xml.project : null;
}

function list(node: unknown, key: string): JsonObject[] {
  if (!isObject(node)) return [];
  const items = node[key];
  return Array.isArray(items) ? items.filter(isObject) : [];
}

/** The parent pom in the repository: `<relativePath>`, by default `../pom.xml`. */
function parentPom(path: string, project: JsonObject, context: ManifestContext): JsonObject | null {
  if (!isObject(project.parent)) return null;
  const relative = text(project.parent.relativePath) ?? '../pom.xml';
  const target = joinPath(dirName(path), relative.endsWith('.xml') ? relative : `${relative}/pom.xml`);
  return target === path ? null : (readOther(context, target, parsePom) ?? null);
}

/** `${…}` references replaced from the pom's properties (its parent's too) and `project.*` values; unknown ones stay as written. */
function substituter(project: JsonObject, parent: JsonObject | null): (value: string | null) => string | null {
  const properties: Record<string, string> = {};
  for (const source of [parent, project]) {
    if (source && isObject(source.properties)) for (const [key, value] of Object.entries(source.properties)) properties[key] = text(value) ?? '';
  }
  const version = text(project.version) ?? (isObject(project.parent) ? text(project.parent.version) : null);
  if (version) properties['project.version'] = properties['pom.version'] = version;
  return (value) => {
    if (value === null) return null;
    let result = value;
    for (let round = 0; round < 5 && /\$\{[^}]+\}/.test(result); round++) result = result.replace(/\$\{([^}]+)\}/g, (whole, key: string) => properties[key] ?? whole);
    return result;
  };
}

function dependencies(node: unknown, group: string | null, resolve: (value: string | null) => string | null): DeclaredDependency[] {
  const deps = isObject(node) ? node.dependencies : undefined;
  return list(deps, 'dependency').flatMap((entry) => {
    const groupId = resolve(text(entry.groupId));
    const artifactId = resolve(text(entry.artifactId));
    if (!groupId || !artifactId) return [];
    const mavenScope = text(entry.scope) ?? 'compile';
    if (mavenScope === 'import') return [];
    const scope = text(entry.optional) === 'true' && SCOPES[mavenScope] === 'runtime' ? 'optional' : (SCOPES[mavenScope] ?? 'runtime');
    return [dependency(`${groupId}:${artifactId}`, resolve(text(entry.version)), scope, group ?? mavenScope)];
  });
}

/**
 * Reads pom.xml: `groupId:artifactId` as the name (the group from `<parent>` when not its own), the
 * `<dependencies>` (profiles' too, grouped `profile:<id>`), `<modules>`, the first license's name,
 * the Java version from the usual properties. `${…}` is substituted from the pom's and its
 * parent's properties when the parent is in the repository.
 */
export function extractPom(file: ManifestSource, context: ManifestContext): Manifest | null {
  const project = parsePom(file.text);
  if (!project) return null;
  const parent = parentPom(file.path, project, context);
  const resolve = substituter(project, parent);
  const parentInfo = isObject(project.parent) ? project.parent : {};
  const manifest = emptyManifest(file.path, 'maven', 'pom.xml');
  const groupId = resolve(text(project.groupId) ?? text(parentInfo.groupId));
  const artifactId = resolve(text(project.artifactId));
  manifest.name = groupId && artifactId ? `${groupId}:${artifactId}` : artifactId;
  manifest.version = resolve(text(project.version) ?? text(parentInfo.version));
  manifest.description = resolve(text(project.description));
  manifest.license = text(list(project.licenses, 'license')[0]?.name);
  manifest.dependencies = [
    ...dependencies(project, null, resolve),
    ...list(project.profiles, 'profile').flatMap((profile) => dependencies(profile, `profile:${text(profile.id) ?? ''}`, resolve)),
  ];
  manifest.workspaces = isObject(project.modules) ? strings(project.modules.module) : [];
  const java = javaVersion(project, parent, resolve);
  manifest.runtime = java ? { name: 'java', requirement: java } : null;
  return manifest;
}

function javaVersion(project: JsonObject, parent: JsonObject | null, resolve: (value: string | null) => string | null): string | null {
  for (const source of [project, parent]) {
    const properties = source && isObject(source.properties) ? source.properties : {};
    for (const key of ['maven.compiler.release', 'maven.compiler.source', 'java.version', 'maven.compiler.target']) {
      const value = resolve(text(properties[key]));
      if (value) return value;
    }
  }
  return null;
}

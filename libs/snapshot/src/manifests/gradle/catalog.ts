import { parse as parseToml } from 'smol-toml';
import { isObject, strings, text, type JsonObject } from '../shared.js';

/** A catalog library: `group:artifact` and its version, resolved through `[versions]`. */
export type CatalogLibrary = { name: string; version: string | null };

/** A version catalog's libraries and bundles, by the accessor path a build script writes (`libs.foo.bar` → `foo.bar`). */
export type Catalog = { libraries: Map<string, CatalogLibrary>; bundles: Map<string, string[]> };

/** The accessor for an alias: `-`, `_` and `.` all become `.`; compared without case. */
export function accessor(alias: string): string {
  return alias.replace(/[-_.]+/g, '.').toLowerCase();
}

function versionOf(spec: unknown, versions: JsonObject): string | null {
  if (isObject(spec)) {
    if (text(spec.ref)) return versionOf(versions[text(spec.ref)!], versions);
    return text(spec.strictly) ?? text(spec.require) ?? text(spec.prefer);
  }
  return text(spec);
}

function library(spec: unknown, versions: JsonObject): CatalogLibrary | null {
  const single = text(spec);
  if (single) {
    const [group, artifact, version] = single.split(':');
    return group && artifact ? { name: `${group}:${artifact}`, version: version ?? null } : null;
  }
  if (!isObject(spec)) return null;
  const module = text(spec.module) ?? (text(spec.group) && text(spec.name) ? `${text(spec.group)}:${text(spec.name)}` : null);
  if (!module) return null;
  return { name: module, version: versionOf(spec.version, versions) };
}

/** Reads `gradle/libs.versions.toml`. */
export function parseCatalog(source: string): Catalog {
  const toml = parseToml(source) as JsonObject;
  const versions = isObject(toml.versions) ? toml.versions : {};
  const libraries = new Map<string, CatalogLibrary>();
  for (const [alias, spec] of Object.entries(isObject(toml.libraries) ? toml.libraries : {})) {
    const entry = library(spec, versions);
    if (entry) libraries.set(accessor(alias), entry);
  }
  const bundles = new Map<string, string[]>();
  for (const [alias, members] of Object.entries(isObject(toml.bundles) ? toml.bundles : {})) bundles.set(accessor(alias), strings(members).map(accessor));
  return { libraries, bundles };
}

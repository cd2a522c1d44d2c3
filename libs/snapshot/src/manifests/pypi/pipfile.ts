import { parse as parseToml } from 'smol-toml';
import type { DeclaredDependency, Lockfile, LockedPackage, Manifest } from '../../model.js';
import { dependency, emptyManifest, isObject, lockedPackage, text, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';

function pipfileTable(table: unknown, scope: DeclaredDependency['scope'], group: string): DeclaredDependency[] {
  if (!isObject(table)) return [];
  return Object.entries(table).map(([name, spec]) => {
    const requirement = isObject(spec) ? text(spec.version) : text(spec);
    return dependency(name, requirement === '*' ? null : requirement, scope, group);
  });
}

/** Reads Pipenv's Pipfile: `[packages]` → runtime, `[dev-packages]` → development, `[requires] python_version`. */
export function extractPipfile(file: ManifestSource): Manifest {
  const toml = parseToml(file.text) as JsonObject;
  const manifest = emptyManifest(file.path, 'pypi', 'Pipfile');
  manifest.dependencies = [...pipfileTable(toml.packages, 'runtime', 'packages'), ...pipfileTable(toml['dev-packages'], 'development', 'dev-packages')];
  const requires = isObject(toml.requires) ? toml.requires : {};
  const python = text(requires.python_full_version) ?? text(requires.python_version);
  manifest.runtime = python ? { name: 'python', requirement: python } : null;
  const scripts = isObject(toml.scripts) ? toml.scripts : {};
  manifest.scripts = Object.fromEntries(Object.entries(scripts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return manifest;
}

/** Reads Pipfile.lock: `default` → runtime, `develop` → development. It records no edges. */
export function extractPipfileLock(file: ManifestSource): Lockfile | null {
  const json: unknown = JSON.parse(file.text);
  if (!isObject(json)) return null;
  const packages: LockedPackage[] = [];
  for (const [section, scope] of [['default', 'runtime'], ['develop', 'development']] as const) {
    const table = isObject(json[section]) ? json[section] : {};
    for (const [name, entry] of Object.entries(table)) {
      const version = isObject(entry) ? text(entry.version)?.replace(/^==/, '') : null;
      if (version) packages.push(lockedPackage(name, version, scope, []));
    }
  }
  return { path: file.path, ecosystem: 'pypi', kind: 'Pipfile.lock', packages };
}

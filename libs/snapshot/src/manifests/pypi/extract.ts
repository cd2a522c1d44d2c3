import { parse as parseToml } from 'smol-toml';
import type { DeclaredDependency, Manifest } from '../../model.js';
import { dependency, emptyManifest, scriptTargets, isObject, strings, text, type JsonObject } from '../shared.js';
import type { ManifestSource } from '../types.js';
import { parseRequirements, scopeOfGroup } from './pep508.js';

/**
 * Reads pyproject.toml: PEP 621 `[project]`, Poetry's `[tool.poetry]`, PEP 735
 * `[dependency-groups]`, uv's dev-dependencies and `[build-system] requires`.
 */
export function extractPyproject(file: ManifestSource): Manifest {
  const toml = parseToml(file.text) as JsonObject;
  const project = isObject(toml.project) ? toml.project : {};
  const tool = isObject(toml.tool) ? toml.tool : {};
  const poetry = isObject(tool.poetry) ? tool.poetry : {};
  const manifest = emptyManifest(file.path, 'pypi', 'pyproject.toml');
  manifest.name = text(project.name) ?? text(poetry.name);
  manifest.version = text(project.version) ?? text(poetry.version);
  manifest.description = text(project.description) ?? text(poetry.description);
  manifest.license = projectLicense(project.license) ?? text(poetry.license);
  manifest.dependencies = [
    ...pep621Dependencies(project),
    ...poetryDependencies(poetry),
    ...dependencyGroups(toml['dependency-groups']),
    ...parseRequirements(isObject(tool.uv) ? tool.uv['dev-dependencies'] : undefined, 'development', 'tool.uv.dev-dependencies'),
    ...parseRequirements(isObject(toml['build-system']) ? toml['build-system'].requires : undefined, 'build', 'build-system'),
  ];
  const scripts = { ...stringTable(project['gui-scripts']), ...stringTable(project.scripts), ...stringTable(poetry.scripts) };
  manifest.scripts = scripts;
  manifest.entryPoints = Object.values(scripts);
  manifest.targets = scriptTargets(scripts);
  const python = text(project['requires-python']) ?? poetryPython(poetry);
  manifest.runtime = python ? { name: 'python', requirement: python } : null;
  return manifest;
}

function stringTable(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => {
    const target = isObject(item) ? text(item.reference) ?? text(item.callable) : text(item);
    return target ? [[key, target]] : [];
  }));
}

/** `license = "MIT"` (PEP 639), `{text = "MIT"}`; a `{file = …}` names no license by itself. */
function projectLicense(value: unknown): string | null {
  return isObject(value) ? text(value.text) : text(value);
}

function pep621Dependencies(project: JsonObject): DeclaredDependency[] {
  const extras = isObject(project['optional-dependencies']) ? project['optional-dependencies'] : {};
  return [
    ...parseRequirements(project.dependencies, 'runtime', 'dependencies'),
    ...Object.entries(extras).flatMap(([extra, lines]) => parseRequirements(lines, 'optional', extra)),
  ];
}

function dependencyGroups(groups: unknown): DeclaredDependency[] {
  if (!isObject(groups)) return [];
  // `{include-group = "x"}` entries are not requirements; the included group is listed on its own.
  return Object.entries(groups).flatMap(([group, lines]) => parseRequirements(strings(lines), scopeOfGroup(group, 'development'), group));
}

function poetryPython(poetry: JsonObject): string | null {
  const deps = isObject(poetry.dependencies) ? poetry.dependencies : {};
  return text(deps.python);
}

/** A Poetry table (`name = "^1.0"` or `{version = "^1.0", optional = true}`); `python` is the runtime, not a package. */
function poetryTable(table: unknown, scope: DeclaredDependency['scope'], group: string): DeclaredDependency[] {
  if (!isObject(table)) return [];
  return Object.entries(table).flatMap(([name, spec]) => {
    if (name.toLowerCase() === 'python') return [];
    const first = Array.isArray(spec) ? spec[0] : spec;
    const requirement = isObject(first) ? text(first.version) : text(first);
    const optional = isObject(first) && first.optional === true;
    return [dependency(name, requirement, optional && scope === 'runtime' ? 'optional' : scope, group)];
  });
}

function poetryDependencies(poetry: JsonObject): DeclaredDependency[] {
  const groups = isObject(poetry.group) ? poetry.group : {};
  return [
    ...poetryTable(poetry.dependencies, 'runtime', 'dependencies'),
    ...poetryTable(poetry['dev-dependencies'], 'development', 'dev-dependencies'),
    ...Object.entries(groups).flatMap(([group, body]) => (isObject(body) ? poetryTable(body.dependencies, scopeOfGroup(group, 'development'), group) : [])),
  ];
}

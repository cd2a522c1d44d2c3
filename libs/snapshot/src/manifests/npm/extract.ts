import type { DeclaredDependency, LocalDependency, Manifest, ManifestTarget } from '../../model.js';
import { ancestors, dependency, dependencyTable, dirName, withAlias, emptyManifest, isObject, joinPath, localFolder, strings, text, type JsonObject } from '../shared.js';
import type { ManifestContext, ManifestSource } from '../types.js';
import { parse as parseYaml } from 'yaml';

const SECTIONS = [
  ['dependencies', 'runtime'],
  ['devDependencies', 'development'],
  ['peerDependencies', 'peer'],
  ['optionalDependencies', 'optional'],
] as const;

/** Reads a package.json: its four dependency sections, scripts, entry points, workspaces, engines.node and license. */
export function extractPackageJson(file: ManifestSource, context: ManifestContext): Manifest | null {
  const json: unknown = JSON.parse(file.text);
  if (!isObject(json)) return null;
  const manifest = emptyManifest(file.path, 'npm', 'package.json');
  manifest.name = text(json.name);
  manifest.version = text(json.version);
  manifest.description = text(json.description);
  manifest.license = packageLicense(json);
  manifest.dependencies = packageDependencies(json);
  manifest.scripts = Object.fromEntries(Object.entries(isObject(json.scripts) ? json.scripts : {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  manifest.entryPoints = packageEntryPoints(json);
  manifest.targets = packageTargets(json, dirName(file.path));
  manifest.localDependencies = fileDependencies(manifest.dependencies, dirName(file.path));
  manifest.workspaces = [...packageWorkspaces(json.workspaces), ...pnpmWorkspaces(file.path, context)];
  const node = isObject(json.engines) ? text(json.engines.node) : null;
  manifest.runtime = node ? { name: 'node', requirement: node } : null;
  manifest.lockfileOff = lockfileOff(file.path, context);
  return manifest;
}

// `package-lock=false` (npm) or `lockfile=false` (pnpm), an ini line of `.npmrc`; `;` and `#` start comments.
const NPMRC_OFF = /^\s*(package-lock|lockfile)\s*=\s*false\s*(?:[;#].*)?$/m;

/** The setting that turns the lockfile off: the nearest `.npmrc` at or above the folder that sets one, or pnpm-workspace.yaml's `lockfile: false`. */
function lockfileOff(path: string, context: ManifestContext): Manifest['lockfileOff'] {
  const workspace = joinPath(dirName(path), 'pnpm-workspace.yaml');
  const settings = readYaml(context.read(workspace));
  if (isObject(settings) && settings.lockfile === false) return { path: workspace, setting: 'lockfile: false' };
  for (const folder of ancestors(dirName(path))) {
    const npmrc = context.read(joinPath(folder, '.npmrc'));
    if (npmrc === null) continue;
    const off = NPMRC_OFF.exec(npmrc);
    // The nearest .npmrc decides only for the keys it sets; npm reads the project's own one.
    if (off) return { path: joinPath(folder, '.npmrc'), setting: `${off[1]}=false` };
    if (/^\s*(package-lock|lockfile)\s*=/m.test(npmrc)) return null;
  }
  return null;
}

function readYaml(source: string | null): unknown {
  if (source === null) return null;
  try {
    return parseYaml(source);
  } catch {
    return null;
  }
}

function packageDependencies(json: JsonObject): DeclaredDependency[] {
  const optional = new Set(Object.keys(isObject(json.optionalDependencies) ? json.optionalDependencies : {}));
  // npm writes optional dependencies into `dependencies` too; the optional section wins.
  return SECTIONS.flatMap(([section, scope]) => dependencyTable(json[section], scope, section))
    .filter((entry) => !(entry.group === 'dependencies' && optional.has(entry.name)))
    .map(unaliased);
}

const NPM_PACKAGE = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/i;

/**
 * An `npm:` specifier: `"foo": "npm:@scope/pkg@^1"` is the package `@scope/pkg` at `^1`, which the
 * code imports as `foo`; Yarn's `"pkg": "npm:^1"` is the registry range `^1` of `pkg` itself.
 */
function unaliased(entry: DeclaredDependency): DeclaredDependency {
  const spec = entry.requirement?.startsWith('npm:') ? entry.requirement.slice('npm:'.length) : null;
  if (spec === null) return entry;
  const at = spec.indexOf('@', 1);
  const target = at < 0 ? spec : spec.slice(0, at);
  if (!NPM_PACKAGE.test(target)) return dependency(entry.name, spec, entry.scope, entry.group);
  return withAlias(dependency(target, at < 0 ? null : spec.slice(at + 1), entry.scope, entry.group), entry.name);
}

/** `license` as a string or an old `{type}` object, or the older `licenses` array joined with OR. */
function packageLicense(json: JsonObject): string | null {
  const single = licenseName(json.license);
  if (single) return single;
  const names = (Array.isArray(json.licenses) ? json.licenses : []).map(licenseName).filter((name): name is string => name !== null);
  if (names.length === 0) return null;
  return names.length === 1 ? names[0]! : `(${names.join(' OR ')})`;
}

function licenseName(value: unknown): string | null {
  return isObject(value) ? text(value.type) : text(value);
}

function packageEntryPoints(json: JsonObject): string[] {
  const out: string[] = [];
  for (const key of ['main', 'module', 'browser']) {
    const value = text(json[key]);
    if (value) out.push(value);
  }
  if (typeof json.bin === 'string') out.push(json.bin);
  else if (isObject(json.bin)) out.push(...strings(Object.values(json.bin)));
  collectExportTargets(json.exports, out);
  // Relative to the package's folder without `./`; subpath patterns (`./*.js`) and the manifest itself are no entry points.
  return out.map((target) => target.replace(/^\.\//, '')).filter((target) => !target.includes('*') && target !== 'package.json');
}

/** Every file an `exports` map points at, through its subpaths and conditions; type declarations are no entry points. */
function collectExportTargets(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectExportTargets(item, out));
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) if (key !== 'types' && key !== 'typings') collectExportTargets(item, out);
  }
}

/** The subpath an `exports` value stands for: its keys when they are subpaths (`.`, `./utils`), else `.` for a bare target or conditions. */
function exportSubpaths(value: unknown): [string, unknown][] {
  if (isObject(value) && Object.keys(value).some((key) => key.startsWith('.'))) return Object.entries(value).filter(([key]) => key.startsWith('.'));
  return value === undefined ? [] : [['.', value]];
}

/**
 * The targets: `main`, `module` and each `exports` subpath (the first file its conditions name,
 * type declarations and patterns left out) as libraries named by subpath, `bin` entries as
 * binaries (a string `bin` takes the package's name without its scope).
 */
function packageTargets(json: JsonObject, folder: string): ManifestTarget[] {
  const out: ManifestTarget[] = [];
  const add = (kind: ManifestTarget['kind'], name: string | null, target: string) => {
    if (!target.includes('*') && target !== 'package.json' && !target.endsWith('/package.json')) out.push({ kind, name, path: joinPath(folder, target) });
  };
  for (const key of ['main', 'module']) {
    const value = text(json[key]);
    if (value) add('library', '.', value);
  }
  for (const [subpath, value] of exportSubpaths(json.exports)) {
    const files: string[] = [];
    collectExportTargets(value, files);
    if (files[0] && !subpath.includes('*')) add('library', subpath, files[0]);
  }
  const name = text(json.name);
  if (typeof json.bin === 'string') add('binary', name ? name.replace(/^@[^/]+\//, '') : null, json.bin);
  else if (isObject(json.bin)) for (const [key, value] of Object.entries(json.bin)) if (typeof value === 'string') add('binary', key, value);
  return out;
}

/** Dependencies taken from a folder: `file:`, `link:` and `portal:` specifiers (a `.tgz` file is no folder). */
function fileDependencies(dependencies: DeclaredDependency[], folder: string): LocalDependency[] {
  return dependencies.flatMap((entry) => {
    const match = /^(?:file|link|portal):(.+)$/.exec(entry.requirement ?? '');
    const local = match && !/\.(tgz|tar\.gz)$/.test(match[1]!) && !match[1]!.startsWith('/') ? localFolder(folder, match[1]!) : null;
    return local === null ? [] : [{ name: entry.name, folder: local }];
  });
}

function packageWorkspaces(value: unknown): string[] {
  if (Array.isArray(value)) return strings(value);
  return isObject(value) ? strings(value.packages) : [];
}

/** pnpm keeps its workspace globs in `pnpm-workspace.yaml` beside the root package.json. */
function pnpmWorkspaces(path: string, context: ManifestContext): string[] {
  const yaml = context.read(joinPath(dirName(path), 'pnpm-workspace.yaml'));
  if (yaml === null) return [];
  try {
    const parsed: unknown = parseYaml(yaml);
    return isObject(parsed) ? strings(parsed.packages).filter((glob) => !glob.startsWith('!')) : [];
  } catch {
    return [];
  }
}

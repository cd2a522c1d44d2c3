// The component edges the manifests themselves declare, read here without the snapshot (and
// without `cargo metadata`): from a manifest's folder to another manifest's folder in the same
// repository —
// - Cargo.toml: `path = …` dependencies in [dependencies], [dev-dependencies], [build-dependencies]
//   and their [target.…] forms, inline or as tables; `workspace = true` ones through the root's
//   [workspace.dependencies] (TOML read with docs-check/toml-lite.mjs);
// - package.json: `workspace:` dependencies, `file:`/`link:` paths, and, in a workspace member,
//   dependencies on another member by name (members: the root's `workspaces`, pnpm-workspace.yaml);
// - go.mod: `replace … => ./folder` to a folder with its own go.mod.
// Folders are written as the snapshot writes a component's: '' for the root, else `a/b/`.
import path from 'node:path';
import { inlineTable, readToml, stringValue } from '../docs-check/toml-lite.mjs';
import { excludedByPath } from '../docs-check/languages.mjs';

/**
 * @typedef {{ from: string, to: string, manifest: string, via: string }} ManifestEdge
 */

const folderOf = (file) => {
  const dir = path.posix.dirname(file);
  return dir === '.' ? '' : `${dir}/`;
};
const resolveFolder = (fromFolder, relative) => {
  const joined = path.posix.normalize(path.posix.join(fromFolder || '.', relative));
  return joined === '.' || joined === './' ? '' : `${joined.replace(/\/$/, '')}/`;
};

/**
 * @param {import('../docs-check/repo-facts.mjs').RepoFacts} facts
 * @returns {{ edges: ManifestEdge[], manifests: number }}
 */
export function manifestEdges(facts) {
  const files = [...facts.paths].filter((file) => !excludedByPath(file)).sort();
  const folders = (name) => new Set(files.filter((file) => path.posix.basename(file) === name).map(folderOf));
  const edges = [];
  const cargo = files.filter((file) => path.posix.basename(file) === 'Cargo.toml');
  const goMods = files.filter((file) => path.posix.basename(file) === 'go.mod');
  const packages = files.filter((file) => path.posix.basename(file) === 'package.json');
  cargoEdges(facts, cargo, folders('Cargo.toml'), edges);
  goEdges(facts, goMods, folders('go.mod'), edges);
  npmEdges(facts, packages, edges);
  const seen = new Set();
  const unique = edges.filter((edge) => edge.from !== edge.to && !seen.has(`${edge.from}\0${edge.to}`) && seen.add(`${edge.from}\0${edge.to}`));
  unique.sort((a, b) => (`${a.from}\0${a.to}` < `${b.from}\0${b.to}` ? -1 : 1));
  return { edges: unique, manifests: cargo.length + goMods.length + packages.length };
}

const DEPENDENCY_TABLES = new Set(['dependencies', 'dev-dependencies', 'build-dependencies', 'dev_dependencies', 'build_dependencies']);

function cargoEdges(facts, manifests, crateFolders, edges) {
  const workspacePaths = new Map();
  const root = manifests.find((file) => file === 'Cargo.toml');
  if (root) {
    for (const entry of readToml(facts.read(root))) {
      if (entry.table.join('.') !== 'workspace.dependencies') continue;
      const target = dependencyPath(entry);
      if (target) workspacePaths.set(target.name, resolveFolder('', target.path));
    }
  }
  for (const manifest of manifests) {
    const from = folderOf(manifest);
    for (const entry of readToml(facts.read(manifest))) {
      const table = entry.table;
      const isDeps = DEPENDENCY_TABLES.has(table[0]) || (table[0] === 'target' && DEPENDENCY_TABLES.has(table[2]));
      const isDepTable = (DEPENDENCY_TABLES.has(table[0]) && table.length === 2) || (table[0] === 'target' && DEPENDENCY_TABLES.has(table[2]) && table.length === 4);
      let name = null;
      let target = null;
      if (isDepTable) {
        name = table[table.length - 1];
        if (entry.key.join('.') === 'path') target = resolveFolder(from, stringValue(entry.value) ?? '');
        else if (entry.key.join('.') === 'workspace' && entry.value === 'true') target = workspacePaths.get(name) ?? null;
      } else if (isDeps && (table.length === 1 || (table[0] === 'target' && table.length === 3))) {
        const found = dependencyPath(entry);
        name = entry.key[0];
        if (found) target = resolveFolder(from, found.path);
        else if (/\bworkspace\s*=\s*true\b/.test(entry.value) || entry.key.join('.') === `${name}.workspace`) target = workspacePaths.get(name) ?? null;
      }
      if (target !== null && crateFolders.has(target)) edges.push({ from, to: target, manifest, via: `${name} path` });
    }
  }
}

/** `name = { path = ".." }` or `name.path = ".."` → { name, path }. */
function dependencyPath(entry) {
  if (entry.key.length === 2 && entry.key[1] === 'path') {
    const value = stringValue(entry.value);
    return value === null ? null : { name: entry.key[0], path: value };
  }
  if (entry.key.length === 1 && entry.value.trim().startsWith('{')) {
    const value = inlineTable(entry.value).get('path');
    const text = value === undefined ? null : stringValue(value);
    return text === null ? null : { name: entry.key[0], path: text };
  }
  return null;
}

function goEdges(facts, manifests, moduleFolders, edges) {
  for (const manifest of manifests) {
    const from = folderOf(manifest);
    const text = facts.read(manifest).replace(/\/\/[^\n]*/g, '');
    const lines = [];
    for (const block of text.matchAll(/^replace\s*\(([^)]*)\)/gm)) lines.push(...block[1].split('\n'));
    for (const single of text.matchAll(/^replace\s+([^(\n][^\n]*)$/gm)) lines.push(single[1]);
    for (const line of lines) {
      const match = /^\s*(\S+)(?:\s+\S+)?\s*=>\s*(\.{1,2}(?:\/\S*)?|\/\S*)\s*$/.exec(line);
      if (!match) continue;
      const to = resolveFolder(from, match[2]);
      if (moduleFolders.has(to)) edges.push({ from, to, manifest, via: `replace ${match[1]}` });
    }
  }
}

function npmEdges(facts, manifests, edges) {
  const parsed = new Map();
  for (const manifest of manifests) {
    try {
      parsed.set(manifest, JSON.parse(facts.read(manifest)));
    } catch {
      // not JSON: no edges from it
    }
  }
  const byName = new Map();
  for (const [manifest, json] of parsed) if (typeof json.name === 'string' && !byName.has(json.name)) byName.set(json.name, folderOf(manifest));
  const members = workspaceMembers(facts, parsed);
  for (const [manifest, json] of parsed) {
    const from = folderOf(manifest);
    for (const section of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [name, spec] of Object.entries(json[section] ?? {})) {
        if (typeof spec !== 'string') continue;
        let to = null;
        if (spec.startsWith('workspace:')) to = byName.get(name) ?? null;
        else if (/^(?:file|link):/.test(spec)) to = resolveFolder(from, spec.replace(/^(?:file|link):/, ''));
        else if (members.has(from) && byName.has(name) && members.has(byName.get(name))) to = byName.get(name);
        if (to !== null && parsed.has(`${to}package.json`)) edges.push({ from, to, manifest, via: `${name}@${spec}` });
      }
    }
  }
}

/** Folders of the workspace's members: the root package.json's `workspaces` and pnpm-workspace.yaml's `packages`. */
function workspaceMembers(facts, parsed) {
  const patterns = [];
  const root = parsed.get('package.json');
  const declared = Array.isArray(root?.workspaces) ? root.workspaces : root?.workspaces?.packages ?? [];
  patterns.push(...declared.filter((pattern) => typeof pattern === 'string'));
  if (facts.paths.has('pnpm-workspace.yaml')) {
    let inPackages = false;
    for (const line of facts.read('pnpm-workspace.yaml').split('\n')) {
      if (/^packages\s*:/.test(line)) { inPackages = true; continue; }
      if (/^\S/.test(line)) inPackages = false;
      const item = /^\s*-\s*['"]?([^'"#]+?)['"]?\s*(?:#.*)?$/.exec(line);
      if (inPackages && item) patterns.push(item[1]);
    }
  }
  const include = patterns.filter((pattern) => !pattern.startsWith('!')).map(globToRegExp);
  const exclude = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => globToRegExp(pattern.slice(1)));
  const members = new Set();
  for (const manifest of parsed.keys()) {
    const folder = folderOf(manifest).replace(/\/$/, '');
    if (!folder) continue;
    if (include.some((re) => re.test(folder)) && !exclude.some((re) => re.test(folder))) members.add(folderOf(manifest));
  }
  if (members.size && root) members.add('');
  return members;
}

function globToRegExp(glob) {
  const body = glob.replace(/^\.\//, '').replace(/\/+$/, '').split('/').map((part) => (part === '**' ? '.*' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))).join('/');
  return new RegExp(`^${body}$`);
}

/**
 * The snapshot's manifest edges against the manifests'.
 * @param {ManifestEdge[]} expected
 * @param {{ folder: string, dependsOn: { folder: string, manifest: boolean }[] }[]} components
 */
export function compareEdges(expected, components) {
  const norm = (folder) => (folder === '' || folder === '.' || folder === './' ? '' : `${folder.replace(/^\.\//, '').replace(/\/+$/, '')}/`);
  const key = (from, to) => `${norm(from) || '.'} → ${norm(to) || '.'}`;
  const want = new Set(expected.map((edge) => key(edge.from, edge.to)));
  const have = new Set(components.flatMap((component) => component.dependsOn.filter((dep) => dep.manifest).map((dep) => key(component.folder, dep.folder))));
  const missing = [...want].filter((edge) => !have.has(edge)).sort();
  const extra = [...have].filter((edge) => !want.has(edge)).sort();
  return { built: components.length > 0, expected: want.size, found: have.size, missing, extra, equal: components.length > 0 && !missing.length && !extra.length };
}

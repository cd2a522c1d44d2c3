// Public names the snapshot takes from files that are not library source, by the bench's own path
// rule (docs-check/languages.mjs nonPublicReason: tests, fixtures, examples, benchmarks, docs
// sites, build tooling): `api` entries there (the target is 0), exported symbols there, and files
// the rule sets apart that the snapshot's `role` calls `source`. A file a package publishes by name
// (package.json `exports`, `main`, `module`: hono's `./testing` → `src/helper/testing/index.ts`) is
// library source whatever its folder is called.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nonPublicReason } from '../docs-check/languages.mjs';

/**
 * The tree files the repository's package.json files publish: each `exports`/`main`/`module` target,
 * as it is or as its source (`dist/` → `src/`, `dist/types/` → `src/`, `.js`/`.d.ts` → `.ts`/`.tsx`/`.js`).
 * @param {string} repoDir
 * @param {string[]} paths every file of the tree
 */
export function publishedFiles(repoDir, paths) {
  const tree = new Set(paths);
  const published = new Set();
  for (const manifest of paths.filter((file) => file === 'package.json' || file.endsWith('/package.json'))) {
    if (manifest.split('/').includes('node_modules')) continue;
    let json;
    try {
      json = JSON.parse(readFileSync(path.join(repoDir, manifest), 'utf8'));
    } catch {
      continue;
    }
    const folder = path.posix.dirname(manifest) === '.' ? '' : `${path.posix.dirname(manifest)}/`;
    const targets = [];
    const collect = (value) => {
      if (typeof value === 'string') targets.push(value);
      else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
    };
    collect(json.exports);
    collect(json.main);
    collect(json.module);
    for (const target of targets) {
      const relative = path.posix.normalize(`${folder}${target.replace(/^\.\//, '')}`);
      const stem = relative.replace(/\.d\.ts$|\.[cm]?js$/, '');
      const sources = [stem, stem.replace(/(^|\/)dist\/(?:types\/)?/, '$1src/')];
      for (const base of sources) for (const extension of ['', '.ts', '.tsx', '.js', '.mjs', '.cjs']) if (tree.has(base + extension)) published.add(base + extension);
      if (tree.has(relative)) published.add(relative);
    }
  }
  return published;
}

/**
 * @param {{ files: { path: string, role: string, symbols: unknown[] }[], api: { path: string, name: string }[] }} facts the snapshot's (snapshot-child.mjs)
 * @param {Set<string>} published files a package publishes by name (`publishedFiles`)
 */
export function nonLibraryNames(facts, published = new Set()) {
  const reasons = new Map(facts.files.map((file) => [file.path, published.has(file.path) ? null : nonPublicReason(file.path)]));
  const reasonOf = (file) => (reasons.has(file) ? reasons.get(file) : published.has(file) ? null : nonPublicReason(file));
  const apiEntries = facts.api.filter((entry) => reasonOf(entry.path));
  const symbolFiles = facts.files.filter((file) => reasonOf(file.path) && file.symbols.length);
  const roleSource = facts.files.filter((file) => reasonOf(file.path) && file.role === 'source' && file.symbols.length);
  return {
    apiBuilt: facts.api.length > 0,
    api: apiEntries.length,
    apiSamples: apiEntries.slice(0, 5).map((entry) => `${entry.name} (${entry.path})`),
    exportedSymbols: symbolFiles.reduce((sum, file) => sum + file.symbols.length, 0),
    filesWithSymbols: symbolFiles.length,
    roleSource: roleSource.length,
    roleSourceSamples: roleSource.slice(0, 5).map((file) => file.path),
  };
}

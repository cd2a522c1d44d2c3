import { builtinModules } from 'node:module';
import type { ImportRef, SourceFile } from '../../../model.js';
import type { Resolution } from '../../language-module.js';
import { dirname, joinPath } from '../../resolve/paths.js';
import type { RepoIndex } from '../../resolve/repo-index.js';

const BUILTINS = new Set(builtinModules);
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts', '.json', '.vue', '.svelte'];
// ESM TypeScript imports name the emitted file: `./router.js` is `./router.ts` in the tree.
const EMITTED: Record<string, string[]> = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

/** Node's built-in modules (`fs`, `node:fs`, `fs/promises`). */
export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || BUILTINS.has(specifier);
}

/** The npm package a bare specifier names (`@scope/name`, `name`), null when it is not one. */
export function npmPackageName(specifier: string): string | null {
  const bare = specifier.replace(/^npm:/, '');
  if (/^[./#~]/.test(bare) || /^[a-z][a-z0-9+.-]*:/i.test(bare)) return null;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? (parts.length >= 2 && parts[0] !== '@' ? `${parts[0]}/${parts[1]}` : null) : parts[0];
  return name ? name.replace(/(.)@.*$/, '$1') : null;
}

/** The candidate files of a module path: as written, the TypeScript source of an emitted name, with an extension, its index. */
export function probe(repo: RepoIndex, base: string | null): string | null {
  if (base === null) return null;
  const emitted = Object.entries(EMITTED).find(([ext]) => base.endsWith(ext));
  const sources = emitted ? emitted[1].map((ext) => base.slice(0, -emitted[0].length) + ext) : [];
  return repo.first([base, ...sources, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => (base === '' ? `index${ext}` : `${base}/index${ext}`))]);
}

function workspaceEntry(repo: RepoIndex, folder: string, subpath: string, entryPoints: string[]): string | null {
  if (subpath !== '') return probe(repo, joinPath(folder, 'src', subpath)) ?? probe(repo, joinPath(folder, subpath));
  for (const entry of entryPoints) {
    const found = probe(repo, joinPath(folder, entry)) ?? probe(repo, joinPath(folder, entry.replace(/^(\.\/)?(dist|lib|build|out)\//, 'src/').replace(/\.d\.ts$/, '.ts')));
    if (found) return found;
  }
  return probe(repo, joinPath(folder, 'src/index')) ?? probe(repo, joinPath(folder, 'index'));
}

/** A relative import: a file, or a folder's index, or a folder with a package.json: its entry (`require('../..')`). */
function resolveRelative(repo: RepoIndex, base: string | null): string | null {
  const found = probe(repo, base);
  if (found || base === null) return found;
  const manifest = repo.manifestsOf('npm').find((m) => m.path === joinPath(base, 'package.json'));
  return manifest ? workspaceEntry(repo, base, '', manifest.entryPoints) : null;
}

/** Relative imports to files; bare imports to an npm package, or to a workspace package's source. */
export function resolveJavaScript(ref: ImportRef, file: SourceFile, repo: RepoIndex): Resolution {
  const specifier = ref.specifier;
  if (specifier.startsWith('.')) return { resolvedPath: resolveRelative(repo, joinPath(dirname(file.path), specifier)), package: null };
  if (isNodeBuiltin(specifier)) return { resolvedPath: null, package: null };
  const name = npmPackageName(specifier);
  if (!name) return { resolvedPath: null, package: null };
  const workspace = repo.manifestsOf('npm').find((manifest) => manifest.name === name);
  if (!workspace) return { resolvedPath: null, package: name };
  const subpath = specifier.replace(/^npm:/, '').slice(name.length).replace(/^\//, '');
  return { resolvedPath: workspaceEntry(repo, dirname(workspace.path), subpath, workspace.entryPoints), package: null };
}

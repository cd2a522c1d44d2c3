import { probe, resolveJavaScript } from '../code/languages/javascript/resolve.js';
import { resolvePython } from '../code/languages/python/resolve.js';
import type { RepoIndex } from '../code/resolve/repo-index.js';
import { compare } from '../manifests/shared.js';
import type { EntryPoint, Manifest, SourceFile } from '../model.js';
import type { ComponentDraft } from './find-components.js';
import { folderOf } from './layout.js';

/** An entry point with the file it is in; `path` is a file of the tree. */
const entry = (path: string | null, kind: EntryPoint['kind'], name: string | null): EntryPoint[] => (path === null ? [] : [{ path, kind, name }]);

/** A stand-in for the file an import is written in, as the resolvers read only its path. */
const at = (path: string) => ({ path }) as SourceFile;

/**
 * Cargo: the `[lib]` target, else `src/lib.rs`; `[[bin]]` targets, `src/main.rs` (named after the
 * package) and `src/bin/*.rs` (named after the file); a file a `[[bin]]` names is that target only.
 */
function cargoEntries(manifest: Manifest, repo: RepoIndex): EntryPoint[] {
  const folder = folderOf(manifest.path);
  const declared = (kind: string) => manifest.targets.filter((target) => target.kind === kind);
  const libs = declared('library');
  const out = libs.length > 0 ? libs.flatMap((lib) => entry(repo.first([lib.path]), 'library', lib.name)) : entry(repo.first([`${folder}src/lib.rs`]), 'library', null);
  const bins = declared('binary');
  out.push(...bins.flatMap((bin) => entry(repo.first([bin.path]), 'binary', bin.name)));
  // Cargo's own binaries, unless a `[[bin]]` already names the file.
  const found = [...entry(repo.first([`${folder}src/main.rs`]), 'binary', manifest.name)];
  for (const path of repo.filesIn(`${folder}src/bin`)) if (path.endsWith('.rs')) found.push({ path, kind: 'binary', name: path.slice(path.lastIndexOf('/') + 1, -'.rs'.length) });
  out.push(...found.filter((item) => !bins.some((bin) => bin.path === item.path)));
  return out;
}

/** A build's output folder and the module-format folder inside it: `dist/`, `dist/cjs/`, `build/esm/`, `dist/types/`. */
const BUILT = /^(?:dist|build|out|lib)\/(?:(?:cjs|esm|es|mjs|umd|types|node|browser)\/)?/;

/**
 * A built file's source in the tree: the file itself; else the same path out of the build folder,
 * under `src/` or at the package root (`dist/cjs/helper/testing/index.js` → `src/helper/testing/index.ts`);
 * else the import resolver's reading of the package's own name (through the package's name for the main entry).
 */
function npmSource(repo: RepoIndex, manifest: Manifest, path: string, subpath: string | null): string | null {
  const direct = probe(repo, path);
  if (direct) return direct;
  const folder = folderOf(manifest.path);
  const inside = path.startsWith(folder) ? path.slice(folder.length) : path;
  if (BUILT.test(inside)) {
    const rest = inside.replace(BUILT, '').replace(/\.d\.ts$/, '.js');
    const source = probe(repo, `${folder}src/${rest}`) ?? probe(repo, `${folder}${rest}`);
    if (source) return source;
  }
  if (manifest.name === null || subpath === null) return null;
  const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.replace(/^\.\//, '')}`;
  return resolveJavaScript({ specifier, line: 1, resolvedPath: null, package: null, standardLibrary: false, names: [], reexport: false }, at(manifest.path), repo).resolvedPath;
}

/**
 * npm: `main`, `module` and `exports` subpaths as libraries (named by subpath, the main one
 * unnamed), `bin` entries as binaries. A named package that declares no library has Node's own
 * default, the folder's `index.js` (express has no `main`).
 */
function npmEntries(manifest: Manifest, repo: RepoIndex): EntryPoint[] {
  const declaresLibrary = manifest.targets.some((target) => target.kind === 'library');
  const fallback = !declaresLibrary && manifest.name !== null ? entry(probe(repo, `${folderOf(manifest.path)}index.js`), 'library', null) : [];
  return fallback.concat(manifest.targets.flatMap((target) => {
    if (target.kind === 'library') return entry(npmSource(repo, manifest, target.path, target.name), 'library', target.name === '.' ? null : target.name);
    if (target.kind === 'binary') return entry(npmSource(repo, manifest, target.path, null), 'binary', target.name);
    return [];
  }));
}

/** Console scripts: the module of `module:function`, as an absolute import from the manifest's folder. */
function scriptEntries(manifest: Manifest, repo: RepoIndex): EntryPoint[] {
  return manifest.targets.flatMap((target) => {
    const module = target.kind === 'script' ? target.path.split(':')[0]!.trim() : '';
    if (module === '') return [];
    const ref = { specifier: module, line: 1, resolvedPath: null, package: null, standardLibrary: false, names: [], reexport: false };
    return entry(resolvePython(ref, at(manifest.path), repo).resolvedPath, 'script', target.name);
  });
}

/** Entry points the manifests declare, by the ecosystem's rules. */
export function manifestEntryPoints(manifests: readonly Manifest[], repo: RepoIndex): EntryPoint[] {
  return manifests.flatMap((manifest) => {
    if (manifest.ecosystem === 'cargo' && manifest.name !== null) return cargoEntries(manifest, repo);
    if (manifest.ecosystem === 'npm') return npmEntries(manifest, repo);
    if (manifest.ecosystem === 'pypi') return scriptEntries(manifest, repo);
    return [];
  });
}

const isTopFunction = (file: SourceFile, name: string) => file.code.symbols.some((symbol) => symbol.parent === null && symbol.kind === 'function' && symbol.name === name);

/** The file of a Go package that stands for it: the one with the package comment, else `doc.go`, else the one named after the folder, else the first. */
function goPackageFile(files: SourceFile[], folder: string): SourceFile {
  const base = folder.replace(/\/$/, '').split('/').at(-1) ?? '';
  return files.find((file) => file.code.purpose !== null) ?? files.find((file) => file.path === `${folder}doc.go`) ?? files.find((file) => file.path === `${folder}${base}.go`) ?? files[0]!;
}

/**
 * Entry points the code shows: a Python package's `__init__.py` (library) and `__main__.py`
 * (binary); a Go package with `func main` (binary, named after its folder), else its package file
 * (library); a Java class with `public static void main` (binary, named after the class).
 */
export function codeEntryPoints(draft: ComponentDraft): EntryPoint[] {
  const files = [...draft.files].sort((a, b) => compare(a.path, b.path));
  const out: EntryPoint[] = [];
  if (draft.kind === 'python-package') {
    out.push(...entry(files.find((file) => file.path === `${draft.folder}__init__.py`)?.path ?? null, 'library', null));
    out.push(...entry(files.find((file) => file.path === `${draft.folder}__main__.py`)?.path ?? null, 'binary', draft.name));
  }
  const goFiles = files.filter((file) => file.language === 'Go' && file.path.slice(draft.folder.length).indexOf('/') < 0);
  if (draft.ecosystem === 'go' && goFiles.length > 0) {
    const main = goFiles.find((file) => isTopFunction(file, 'main'));
    const name = (draft.name ?? draft.folder).replace(/\/$/, '').split('/').at(-1) ?? null;
    out.push(main ? { path: main.path, kind: 'binary', name } : { path: goPackageFile(goFiles, draft.folder).path, kind: 'library', name: null });
  }
  for (const file of files.filter((candidate) => candidate.language === 'Java')) {
    for (const symbol of file.code.symbols) {
      if (symbol.kind === 'method' && symbol.name === 'main' && /\bpublic\b/.test(symbol.signature) && /\bstatic\b/.test(symbol.signature)) out.push({ path: file.path, kind: 'binary', name: symbol.parent });
    }
  }
  return out;
}

const KIND_ORDER: Record<EntryPoint['kind'], number> = { library: 0, binary: 1, script: 2 };

/** Entry points without repeats, libraries first, then by path and name. */
export function sortEntryPoints(entries: EntryPoint[]): EntryPoint[] {
  const unique = new Map(entries.map((item) => [JSON.stringify([item.path, item.kind, item.name]), item]));
  return [...unique.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || compare(a.path, b.path) || compare(a.name ?? '', b.name ?? ''));
}

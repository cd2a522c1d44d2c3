import { folderOf } from './layout.js';

// How users name a module of the repository, per language: a Python module's dotted path, a Go
// package's import path, a Rust module's path in its crate.

/**
 * The dotted module path of a Python file: its name under the outermost folder of a chain of
 * packages (folders with `__init__.py`); a package's `__init__.py` is the package itself.
 */
export function pythonModule(path: string, packages: ReadonlySet<string>): string {
  const parts = path.replace(/\.pyi?$/, '').split('/');
  if (parts.at(-1) === '__init__') parts.pop();
  let start = parts.length - 1;
  while (start > 0 && packages.has(`${parts.slice(0, start).join('/')}/`)) start--;
  return parts.slice(start).join('.');
}

/** A Go package's import path: the module's path and the folder below the module's root. */
export function goImportPath(module: { folder: string; name: string }, folder: string): string {
  const below = folder.slice(module.folder.length).replace(/\/$/, '');
  return below === '' ? module.name : `${module.name}/${below}`;
}

/** A crate's name as Rust code writes it (`grep-searcher` → `grep_searcher`). */
export function rustCrateName(name: string): string {
  return name.replace(/-/g, '_');
}

/**
 * A Rust file's module path in its library crate (`crate` for the root, `crate::a::b`), with
 * `crate` replaced by the crate's name; null for files outside the library's module tree (a
 * binary's `main.rs`, `src/bin/`).
 */
export function rustModule(path: string, crate: { folder: string; name: string; libRoot: string }): string | null {
  if (path === crate.libRoot) return rustCrateName(crate.name);
  const source = folderOf(crate.libRoot);
  if (!path.startsWith(source) || !path.endsWith('.rs')) return null;
  const parts = path.slice(source.length, -'.rs'.length).split('/');
  if (parts[0] === 'bin' || parts.at(-1) === 'main') return null;
  if (parts.at(-1) === 'mod') parts.pop();
  return [rustCrateName(crate.name), ...parts].join('::');
}

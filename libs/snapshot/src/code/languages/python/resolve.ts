import type { ImportRef, SourceFile } from '../../../model.js';
import type { Resolution } from '../../language-module.js';
import { byCodePoint, dirname, joinPath } from '../../resolve/paths.js';
import type { RepoIndex } from '../../resolve/repo-index.js';
import { PYTHON_STDLIB } from './stdlib.js';

export function isPythonStdlib(specifier: string): boolean {
  return !specifier.startsWith('.') && PYTHON_STDLIB.has(specifier.split('.')[0] ?? '');
}

function moduleFiles(repo: RepoIndex, base: string | null): string | null {
  if (base === null) return null;
  return repo.first([`${base}.py`, `${base}.pyi`, joinPath(base, '__init__.py')]);
}

function resolveRelative(specifier: string, file: SourceFile, repo: RepoIndex): string | null {
  const dots = /^\.+/.exec(specifier)?.[0].length ?? 0;
  const rest = specifier.slice(dots).split('.').filter(Boolean).join('/');
  const ups = Array.from({ length: dots - 1 }, () => '..');
  const base = joinPath(dirname(file.path), ...ups);
  if (base === null) return null;
  if (rest === '') return repo.first([joinPath(base, '__init__.py')]);
  // `from . import name`: a module of the package, else a name its `__init__.py` defines.
  return moduleFiles(repo, joinPath(base, rest)) ?? (dots === 1 && !rest.includes('/') ? repo.first([joinPath(base, '__init__.py')]) : null);
}

function depth(path: string): number {
  return path.split('/').length;
}

/** `a.b.c` → `a/b/c.py` or `a/b/c/__init__.py` under any root: the importing file's folder first, then the shallowest. */
function resolveAbsolute(specifier: string, file: SourceFile, repo: RepoIndex): string | null {
  const path = specifier.split('.').join('/');
  const local = moduleFiles(repo, joinPath(dirname(file.path), path));
  if (local) return local;
  const found = [...repo.withSuffix(`${path}.py`), ...repo.withSuffix(`${path}/__init__.py`), ...repo.withSuffix(`${path}.pyi`)];
  return found.sort((a, b) => depth(a) - depth(b) || byCodePoint(a, b))[0] ?? null;
}

/** A top-level package or module of the repository itself (at the root or one folder down, as `src/`). */
function isInternalTop(top: string, repo: RepoIndex): boolean {
  return [...repo.withSuffix(`${top}/__init__.py`), ...repo.withSuffix(`${top}.py`)].some((path) => depth(path) <= (path.endsWith('__init__.py') ? 3 : 2));
}

/** Relative imports from the importing package; absolute ones to repository modules, else the top-level module as the package. */
export function resolvePython(ref: ImportRef, file: SourceFile, repo: RepoIndex): Resolution {
  if (ref.specifier.startsWith('.')) return { resolvedPath: resolveRelative(ref.specifier, file, repo), package: null };
  if (isPythonStdlib(ref.specifier)) return { resolvedPath: null, package: null };
  const resolvedPath = resolveAbsolute(ref.specifier, file, repo);
  const top = ref.specifier.split('.')[0] ?? ref.specifier;
  return { resolvedPath, package: resolvedPath || isInternalTop(top, repo) ? null : top };
}

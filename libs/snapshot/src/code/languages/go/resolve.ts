import type { ImportRef, SourceFile } from '../../../model.js';
import type { Resolution } from '../../language-module.js';
import { dirname, joinPath } from '../../resolve/paths.js';
import type { RepoIndex } from '../../resolve/repo-index.js';

/** The standard library's import paths have no dot in their first element (`fmt`, `net/http`). */
export function isGoStdlib(specifier: string): boolean {
  return !(specifier.split('/')[0] ?? '').includes('.');
}

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The first non-test `.go` file, by path, of the folder an import path names within a go.mod module. */
function packageFile(repo: RepoIndex, specifier: string): string | null {
  const modules = repo.manifestsOf('go').filter((manifest) => manifest.name && within(specifier, manifest.name));
  modules.sort((a, b) => (b.name?.length ?? 0) - (a.name?.length ?? 0));
  for (const module of modules) {
    const folder = joinPath(dirname(module.path), specifier.slice(module.name!.length));
    const files = folder === null ? [] : repo.filesIn(folder).filter((path) => path.endsWith('.go') && !path.endsWith('_test.go'));
    if (files[0]) return files[0];
  }
  return null;
}

/** The longest `require` of any go.mod that prefixes the import path. */
function requiredModule(repo: RepoIndex, specifier: string): string | null {
  const required = repo.manifestsOf('go').flatMap((manifest) => manifest.dependencies.map((dependency) => dependency.name));
  return required.filter((name) => within(specifier, name)).sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Import paths inside the repository's modules to a file of the package's folder; others to the module that provides them. */
export function resolveGo(ref: ImportRef, _file: SourceFile, repo: RepoIndex): Resolution {
  if (isGoStdlib(ref.specifier)) return { resolvedPath: null, package: null };
  const internal = repo.manifestsOf('go').some((manifest) => manifest.name && within(ref.specifier, manifest.name));
  if (internal) return { resolvedPath: packageFile(repo, ref.specifier), package: null };
  return { resolvedPath: null, package: requiredModule(repo, ref.specifier) ?? ref.specifier };
}

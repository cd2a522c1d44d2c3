import type { ImportRef, SourceFile } from '../../../model.js';
import type { Resolution } from '../../language-module.js';
import type { RepoIndex } from '../../resolve/repo-index.js';

export function isDotnetStdlib(specifier: string): boolean {
  return specifier === 'System' || specifier.startsWith('System.');
}

/** A `using` names a namespace, not a file; its package is the NuGet dependency whose id prefixes it. */
export function resolveCsharp(ref: ImportRef, _file: SourceFile, repo: RepoIndex): Resolution {
  if (isDotnetStdlib(ref.specifier)) return { resolvedPath: null, package: null };
  const ids = repo.manifestsOf('nuget').flatMap((m) => m.dependencies.map((d) => d.name));
  const match = ids.filter((id) => ref.specifier === id || ref.specifier.startsWith(`${id}.`)).sort((a, b) => b.length - a.length)[0];
  return { resolvedPath: null, package: match ?? null };
}

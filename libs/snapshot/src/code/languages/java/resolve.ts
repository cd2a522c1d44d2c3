import type { ImportRef, SourceFile } from '../../../model.js';
import type { Resolution } from '../../language-module.js';
import { byCodePoint } from '../../resolve/paths.js';
import type { RepoIndex } from '../../resolve/repo-index.js';

export function isJavaStdlib(specifier: string): boolean {
  return /^(?:java|javax|jdk)\./.test(specifier);
}

/** `a.b.C` → the file ending in `a/b/C.java` (a nested or static member's class: drop the last names); `a.b.*` → the first file of a folder ending in `a/b`. */
function resolveClass(specifier: string, repo: RepoIndex): string | null {
  const parts = specifier.split('.');
  if (parts.at(-1) === '*') {
    const folder = parts.slice(0, -1).join('/');
    const found = repo.foldersWithSuffix(folder).flatMap((at) => repo.filesIn(at).filter((path) => path.endsWith('.java')))[0];
    if (found) return found;
    parts.pop();
  }
  for (let length = parts.length; length >= 2; length--) {
    const found = repo.withSuffix(`${parts.slice(0, length).join('/')}.java`)[0];
    if (found) return found;
  }
  return null;
}

/**
 * The declared Maven/Gradle dependency an import belongs to: one whose artifact id is a name of
 * the import (`com.google.gson.Gson` → `com.google.code.gson:gson`), else the one whose group id
 * is the longest prefix of it.
 */
function dependencyOf(specifier: string, repo: RepoIndex): string | null {
  const names = [...repo.manifestsOf('maven'), ...repo.manifestsOf('gradle')].flatMap((m) => m.dependencies.map((d) => d.name)).sort(byCodePoint);
  const segments = new Set(specifier.split('.'));
  const byArtifact = names.find((name) => segments.has(name.split(':')[1] ?? ''));
  if (byArtifact) return byArtifact;
  const group = (name: string): string => name.split(':')[0] ?? '';
  const matches = names.filter((name) => group(name) !== '' && (specifier === group(name) || specifier.startsWith(`${group(name)}.`)));
  return matches.sort((a, b) => group(b).length - group(a).length)[0] ?? null;
}

/** Imports to the repository file declaring the class; else to the dependency whose group id prefixes it. */
export function resolveJava(ref: ImportRef, _file: SourceFile, repo: RepoIndex): Resolution {
  if (isJavaStdlib(ref.specifier)) return { resolvedPath: null, package: null };
  const resolvedPath = resolveClass(ref.specifier, repo);
  return { resolvedPath, package: resolvedPath ? null : dependencyOf(ref.specifier, repo) };
}

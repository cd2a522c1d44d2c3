import type { ImportRef, SourceFile } from '../../../model.js';
import type { Resolution } from '../../language-module.js';
import { byCodePoint, dirname, joinPath } from '../../resolve/paths.js';
import type { RepoIndex } from '../../resolve/repo-index.js';
import { STANDARD_HEADERS } from './headers.js';

export function isStandardHeader(specifier: string): boolean {
  return STANDARD_HEADERS.has(specifier);
}

function includeRank(path: string): number {
  return /(^|\/)include\//.test(path) ? 0 : 1;
}

/**
 * An include relative to the including file, else any repository file ending in the path (the
 * project's include folders), preferring `include/` folders, then the shortest path. C and C++
 * name no package in code, so `package` stays null.
 */
export function resolveInclude(ref: ImportRef, file: SourceFile, repo: RepoIndex): Resolution {
  const relative = repo.first([joinPath(dirname(file.path), ref.specifier)]);
  if (relative) return { resolvedPath: relative, package: null };
  const found = repo.withSuffix(ref.specifier.replace(/^(\.\.?\/)+/, '')).sort((a, b) => includeRank(a) - includeRank(b) || a.length - b.length || byCodePoint(a, b));
  return { resolvedPath: found[0] ?? null, package: null };
}

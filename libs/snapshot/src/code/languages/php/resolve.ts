import type { ImportRef, SourceFile } from '../../../model.js';
import type { Resolution } from '../../language-module.js';
import { byCodePoint, dirname, joinPath } from '../../resolve/paths.js';
import type { RepoIndex } from '../../resolve/repo-index.js';

const INCLUDE_FROM_DIR = /^(?:__DIR__|dirname\(\s*__FILE__\s*\))\s*\.\s*['"]([^'"]+)['"]$/;

/** `use App\Models\User` → the file ending in `Models/User.php` (PSR-4 folders rarely repeat the vendor prefix), shortest first. */
function resolveClass(specifier: string, repo: RepoIndex): string | null {
  const parts = specifier.replace(/^\\/, '').split('\\');
  for (let from = 0; from < parts.length && (parts.length - from >= 2 || parts.length === 1); from++) {
    const found = repo.withSuffix(`${parts.slice(from).join('/')}.php`).sort((a, b) => a.length - b.length || byCodePoint(a, b))[0];
    if (found) return found;
  }
  return null;
}

function resolveInclude(specifier: string, file: string, repo: RepoIndex): string | null {
  const fromDir = INCLUDE_FROM_DIR.exec(specifier)?.[1];
  if (fromDir !== undefined) return repo.first([joinPath(dirname(file), fromDir)]);
  return repo.first([joinPath(dirname(file), specifier), joinPath(specifier)]);
}

/**
 * Namespaces to the class file by path suffix, included paths to files. PHP names no package in
 * code (Composer's autoload map is not read), so `package` stays null.
 */
export function resolvePhp(ref: ImportRef, file: SourceFile, repo: RepoIndex): Resolution {
  const include = ref.specifier.includes('/') || ref.specifier.endsWith('.php') || INCLUDE_FROM_DIR.test(ref.specifier);
  return { resolvedPath: include ? resolveInclude(ref.specifier, file.path, repo) : resolveClass(ref.specifier, repo), package: null };
}

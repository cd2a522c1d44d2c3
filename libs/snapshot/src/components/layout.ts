import type { SourceFile } from '../model.js';

// The fallback for source files no manifest, Go module or Python package claims (the rule the
// architecture agent used until issue 25; it moves here): a file belongs to its directory when its
// language makes directories packages (Java, Kotlin, Scala, and Go outside a module); else to its
// top-level folder, or to the second-level folder under a source root (`src/`, `lib/`, `pkg/`,
// `internal/`, `app/`, `source/`, `sources/`), so `src/router/` and `src/db/` are components of
// their own; files at the root form the root component.

const DIRECTORY_PACKAGE_LANGUAGES = new Set(['Go', 'Java', 'Kotlin', 'Scala']);
const SOURCE_ROOTS = new Set(['src', 'lib', 'pkg', 'internal', 'app', 'source', 'sources']);

/** A repository path's folder with a trailing slash; '' at the root. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash + 1);
}

/** Whether a component folder (trailing slash, '' for the root) holds the path. */
export function holds(folder: string, path: string): boolean {
  return folder === '' || path.startsWith(folder);
}

/** The layout folder of a source file no package claims. */
export function layoutFolder(file: Pick<SourceFile, 'path' | 'language'>): string {
  if (file.language !== null && DIRECTORY_PACKAGE_LANGUAGES.has(file.language)) return folderOf(file.path);
  const parts = file.path.split('/');
  if (parts.length === 1) return '';
  if (SOURCE_ROOTS.has(parts[0]!) && parts.length > 2) return `${parts[0]}/${parts[1]}/`;
  return `${parts[0]}/`;
}

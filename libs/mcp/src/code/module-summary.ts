import type { EntryPoint, FileRole, Purpose, Snapshot, SourceFile } from '@chronicle/snapshot';
import { codeIndexOf, isSource, refOf, type CodeIndex, type DeclarationRef } from './code-index.js';
import { firstSentence, isTypeLike, ownMembers } from './members-of.js';

/** What `module_summary` asks: a repository-relative file or folder ('' for the whole repository). */
export type ModuleSummaryQuery = { tool: 'module_summary'; path: string };

export type PublicSymbol = DeclarationRef & { doc: string | null; /** Members found for a type (see members_of); 0 for others. */ members: number };

/** A file or folder as the snapshot knows it; every text in it is quoted from the repository. */
export type ModuleSummary = {
  commit: string;
  status: 'found';
  path: string;
  kind: 'file' | 'folder';
  /** A file's role; for a folder, its files by role. */
  role: FileRole | null;
  files: { total: number; byRole: Partial<Record<FileRole, number>> };
  lines: number;
  languages: { language: string; files: number }[];
  /** What it says it is for: a module docstring, package comment or file-header doc; a component's README or manifest description. */
  purpose: Purpose | null;
  /** Components (packages, Go and Python packages, source folders) at or under the path; at most MAX_LISTED, all counted. */
  components: { folder: string; name: string | null; kind: string; manifest: string | null }[];
  componentsTotal: number;
  /** At most MAX_LISTED, all counted. */
  entryPoints: (EntryPoint & { component: string })[];
  entryPointsTotal: number;
  /** Exported top-level declarations of its source files (of the file, whatever its role), entry-point files first. */
  publicSymbols: PublicSymbol[];
  publicTotal: number;
  /** Its source files other source files use most: distinct importing files (Go: distinct files calling into it, as Go imports name packages). */
  keyFiles: { path: string; importedBy: number; calledFrom: number; lines: number; purpose: string | null }[];
  /** Each list at most MAX_LISTED long, the most used first; the totals count them all. */
  importsOut: { files: { path: string; importedBy: number }[]; filesTotal: number; packages: { name: string; files: number }[]; packagesTotal: number; standardLibrary: string[]; standardLibraryTotal: number };
  /** Files outside it importing it: the source ones listed, all counted. */
  importersIn: { files: { path: string; role: FileRole }[]; total: number; otherRoles: number };
  /** The component at exactly this folder: the components it depends on and those depending on it. */
  componentEdges: { dependsOn: { folder: string; imports: number; manifest: boolean }[]; usedBy: { folder: string; imports: number; manifest: boolean }[] } | null;
};

export type ModuleSummaryAnswer =
  | ModuleSummary
  | { commit: string; status: 'unknown'; path: string; suggestions: string[] }
  /** A file the snapshot left out (vendored, generated, minified, binary, too large). */
  | { commit: string; status: 'skipped'; path: string; reason: string };

const MAX_PUBLIC = 100;
const MAX_KEY_FILES = 8;
const MAX_LISTED = 30;
const MAX_SUGGESTIONS = 5;
/** The files that speak for their folder: Go's `doc.go`, Python's `__init__.py`, Rust's `mod.rs`/`lib.rs`, a JavaScript `index`. */
const PACKAGE_FILES = /^(?:doc\.go|__init__\.py|mod\.rs|lib\.rs|index\.(?:[cm]?[jt]sx?))$/;

/**
 * A file or folder of a snapshot (`module_summary`), only from its facts: its quoted purpose, its
 * components and entry points, its public declarations with their signatures, its most imported
 * files, what it imports (repository files, packages, the standard library) and who imports it.
 * An unknown path answers with the closest paths. Pure: the API runs it in a worker thread.
 */
export function moduleSummaryInSnapshot(snapshot: Snapshot, query: ModuleSummaryQuery): ModuleSummaryAnswer {
  const index = codeIndexOf(snapshot);
  const commit = snapshot.commit.sha;
  const path = query.path;
  const file = index.files.get(path);
  const inFolder = path === '' ? snapshot.files : snapshot.files.filter((candidate) => candidate.path.startsWith(`${path}/`));
  if (!file && inFolder.length === 0) {
    const skipped = snapshot.skipped.find((candidate) => candidate.path === path);
    if (skipped) return { commit, status: 'skipped', path, reason: skipped.reason };
    return { commit, status: 'unknown', path, suggestions: closePaths(snapshot, path) };
  }
  const scope = file ? [file] : inFolder;
  const sourceScope = file ? scope : scope.some(isSource) ? scope.filter(isSource) : scope;
  const inScope = new Set(scope.map((member) => member.path));
  const folder = file ? null : path === '' ? '' : `${path}/`;
  const components = snapshot.components.filter((component) => (folder === null ? false : component.folder.startsWith(folder)));
  const entryPoints = entryPointsIn(snapshot, inScope);
  return {
    commit,
    status: 'found',
    path,
    kind: file ? 'file' : 'folder',
    role: file ? file.role : null,
    files: { total: scope.length, byRole: countBy(scope.map((member) => member.role)) },
    lines: scope.reduce((sum, member) => sum + member.lines, 0),
    languages: languagesOf(scope),
    purpose: file ? filePurpose(file) : folderPurpose(snapshot, folder!, inFolder),
    components: components.slice(0, MAX_LISTED).map((component) => ({ folder: component.folder, name: component.name, kind: component.kind, manifest: component.manifest })),
    componentsTotal: components.length,
    entryPoints: entryPoints.slice(0, MAX_LISTED),
    entryPointsTotal: entryPoints.length,
    ...publicSymbols(index, sourceScope, new Set(entryPoints.map((entry) => entry.path))),
    keyFiles: file ? [] : keyFiles(index, sourceScope),
    importsOut: importsOut(sourceScope, inScope),
    importersIn: importersIn(index, scope, inScope),
    componentEdges: folder === null ? null : componentEdges(snapshot, folder),
  };
}

function filePurpose(file: SourceFile): Purpose | null {
  return file.code.purpose ? { text: file.code.purpose.text, source: 'code', path: file.path, line: file.code.purpose.line } : null;
}

/** The component's at this folder, else that of a file speaking for the folder (`doc.go`, `__init__.py`, `mod.rs`, `index.ts`). */
function folderPurpose(snapshot: Snapshot, folder: string, files: SourceFile[]): Purpose | null {
  const component = snapshot.components.find((candidate) => candidate.folder === folder);
  if (component?.purpose) return component.purpose;
  const speaking = files.filter((file) => file.path.lastIndexOf('/') === folder.length - 1 && PACKAGE_FILES.test(file.path.slice(folder.length)) && file.code.purpose);
  return speaking.length ? filePurpose(speaking[0]!) : null;
}

/** The entry points of components and the targets of manifests that lie in the scope, once each. */
function entryPointsIn(snapshot: Snapshot, inScope: Set<string>): ModuleSummary['entryPoints'] {
  const found = new Map<string, ModuleSummary['entryPoints'][number]>();
  for (const component of snapshot.components) {
    for (const entry of component.entryPoints) if (inScope.has(entry.path)) found.set(`${entry.path}\u0000${entry.kind}`, { ...entry, component: component.folder });
  }
  for (const manifest of snapshot.manifests) {
    for (const target of manifest.targets) {
      const kind = target.kind === 'library' || target.kind === 'binary' || target.kind === 'script' ? target.kind : null;
      const path = target.path.replace(/^\.\//, '');
      if (kind && inScope.has(path) && !found.has(`${path}\u0000${kind}`)) found.set(`${path}\u0000${kind}`, { path, kind, name: target.name, component: manifest.path.slice(0, manifest.path.lastIndexOf('/') + 1) });
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path) || a.kind.localeCompare(b.kind));
}

function publicSymbols(index: CodeIndex, files: SourceFile[], entries: Set<string>): { publicSymbols: PublicSymbol[]; publicTotal: number } {
  const ordered = [...files].sort((a, b) => Number(entries.has(b.path)) - Number(entries.has(a.path)) || a.path.localeCompare(b.path));
  const all = ordered.flatMap((file) => file.code.symbols.filter((symbol) => symbol.exported && symbol.parent === null).map((symbol) => ({ file, symbol })));
  return {
    publicSymbols: all.slice(0, MAX_PUBLIC).map((declared) => ({ ...refOf(declared), doc: firstSentence(declared.symbol.doc), members: isTypeLike(index, declared) ? ownMembers(index, declared).length : 0 })),
    publicTotal: all.length,
  };
}

/**
 * Files other source files use most: by the distinct ones importing them — for Go, whose imports
 * name a package rather than a file, by the distinct ones calling into them; ties by size.
 */
function keyFiles(index: CodeIndex, files: SourceFile[]): ModuleSummary['keyFiles'] {
  return files
    .map((file) => {
      const importedBy = file.language === 'Go' ? 0 : new Set(index.importersOf(file.path).filter((importing) => isSource(importing.file)).map((importing) => importing.file.path)).size;
      const calledFrom = [...index.callersOfFile(file.path)].filter((path) => index.files.get(path)?.role === 'source').length;
      return { file, importedBy, calledFrom, score: file.language === 'Go' ? calledFrom : importedBy };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.file.lines - a.file.lines || a.file.path.localeCompare(b.file.path))
    .slice(0, MAX_KEY_FILES)
    .map(({ file, importedBy, calledFrom }) => ({ path: file.path, importedBy, calledFrom, lines: file.lines, purpose: file.code.purpose?.text ?? null }));
}

function importsOut(files: SourceFile[], inScope: Set<string>): ModuleSummary['importsOut'] {
  const targets = new Map<string, Set<string>>();
  const packages = new Map<string, Set<string>>();
  const standard = new Set<string>();
  for (const file of files) {
    for (const ref of [...file.code.imports, ...file.code.pathUses]) {
      if (ref.resolvedPath && !inScope.has(ref.resolvedPath)) addTo(targets, ref.resolvedPath, file.path);
      else if (ref.package) addTo(packages, ref.package, file.path);
      else if (ref.standardLibrary) standard.add(ref.specifier);
    }
  }
  const ranked = [...targets].map(([path, from]) => ({ path, importedBy: from.size })).sort((a, b) => b.importedBy - a.importedBy || a.path.localeCompare(b.path));
  return {
    files: ranked.slice(0, MAX_LISTED),
    filesTotal: ranked.length,
    packages: [...packages]
      .map(([name, from]) => ({ name, files: from.size }))
      .sort((a, b) => b.files - a.files || a.name.localeCompare(b.name))
      .slice(0, MAX_LISTED),
    packagesTotal: packages.size,
    standardLibrary: [...standard].sort().slice(0, MAX_LISTED),
    standardLibraryTotal: standard.size,
  };
}

function importersIn(index: CodeIndex, files: SourceFile[], inScope: Set<string>): ModuleSummary['importersIn'] {
  const importers = new Map<string, FileRole>();
  for (const file of files) for (const { file: importer } of index.importersOf(file.path)) if (!inScope.has(importer.path)) importers.set(importer.path, importer.role);
  const all = [...importers].map(([path, role]) => ({ path, role })).sort((a, b) => a.path.localeCompare(b.path));
  const inSource = all.filter((importer) => importer.role === 'source');
  return { files: inSource.slice(0, MAX_LISTED), total: all.length, otherRoles: all.length - inSource.length };
}

function componentEdges(snapshot: Snapshot, folder: string): ModuleSummary['componentEdges'] {
  const component = snapshot.components.find((candidate) => candidate.folder === folder);
  if (!component) return null;
  const usedBy = snapshot.components.flatMap((other) => other.dependsOn.filter((edge) => edge.folder === folder).map((edge) => ({ folder: other.folder, imports: edge.imports, manifest: edge.manifest })));
  return { dependsOn: component.dependsOn.map((edge) => ({ folder: edge.folder, imports: edge.imports, manifest: edge.manifest })), usedBy };
}

function languagesOf(files: SourceFile[]): ModuleSummary['languages'] {
  const counts = countBy(files.flatMap((file) => (file.language && file.languageType === 'programming' ? [file.language] : [])));
  return Object.entries(counts)
    .map(([language, count]) => ({ language, files: count! }))
    .sort((a, b) => b.files - a.files || a.language.localeCompare(b.language));
}

/**
 * Paths of the snapshot close to an unknown one: the same file name first, then paths containing
 * it, then those a few edits away (files and folders alike).
 */
export function closePaths(snapshot: Snapshot, wanted: string): string[] {
  const lower = wanted.toLowerCase();
  const base = lower.slice(lower.lastIndexOf('/') + 1);
  const folders = new Set<string>();
  for (const file of snapshot.files) for (let at = file.path.indexOf('/'); at > 0; at = file.path.indexOf('/', at + 1)) folders.add(file.path.slice(0, at));
  const paths = [...snapshot.files.map((file) => file.path), ...folders];
  const scored = paths.flatMap((path) => {
    const candidate = path.toLowerCase();
    const name = candidate.slice(candidate.lastIndexOf('/') + 1);
    if (base && name === base) return [{ path, score: 0 }];
    if (lower && (candidate.includes(lower) || (base.length >= 3 && name.includes(base)))) return [{ path, score: 1 + candidate.length / 1000 }];
    if (Math.abs(candidate.length - lower.length) > 6) return [];
    const distance = editDistance(candidate, lower);
    return distance <= Math.max(2, Math.floor(lower.length / 4)) ? [{ path, score: 2 + distance }] : [];
  });
  return scored
    .sort((a, b) => a.score - b.score || a.path.localeCompare(b.path))
    .slice(0, MAX_SUGGESTIONS)
    .map((entry) => (folders.has(entry.path) ? `${entry.path}/` : entry.path));
}

/** Levenshtein distance, two rows. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

function countBy<T extends string>(values: T[]): Partial<Record<T, number>> {
  const counts: Partial<Record<T, number>> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function addTo(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(value);
  map.set(key, set);
}

import type { DeclaredDependency, Ecosystem, ImportRef, Manifest, Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText } from '../../markdown/markdown.js';
import { ECOSYSTEM_LANGUAGES, folderOf, isUnder } from './manifest-folders.js';

// Declared-but-unused and used-but-undeclared compare the `package` of each import with the names
// manifests declare. Only the ecosystems whose import names follow from package names are checked:
// npm (the package name), Go (the module path is the import path's prefix), Cargo (`-` becomes `_`)
// and Python (distribution names normalised per PEP 503, plus the well-known names whose import
// differs). Maven, Gradle, NuGet and Composer artifacts carry no import name, and Bundler can require
// gems with no `require`, so those are not checked rather than guessed.

const NPM_NAME = /^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*$/i;

/** The ecosystems whose imports are matched against declared dependencies. */
export const IMPORT_CHECKED_ECOSYSTEMS: readonly Ecosystem[] = ['npm', 'pypi', 'go', 'cargo'];

// Distributions whose import name differs from their normalised name.
const PYTHON_IMPORT_NAMES: Record<string, readonly string[]> = {
  beautifulsoup4: ['bs4'],
  pillow: ['pil'],
  scikit_learn: ['sklearn'],
  scikit_image: ['skimage'],
  opencv_python: ['cv2'],
  opencv_python_headless: ['cv2'],
  opencv_contrib_python: ['cv2'],
  protobuf: ['google'],
  attrs: ['attr', 'attrs'],
  pyjwt: ['jwt'],
  pycryptodome: ['crypto'],
  pycryptodomex: ['cryptodome'],
  psycopg2_binary: ['psycopg2'],
  djangorestframework: ['rest_framework'],
  gitpython: ['git'],
  pygithub: ['github'],
  setuptools: ['setuptools', 'pkg_resources'],
  msgpack_python: ['msgpack'],
  python_multipart: ['multipart'],
  pymupdf: ['fitz'],
  faiss_cpu: ['faiss'],
  tensorflow_gpu: ['tensorflow'],
};

// Namespace packages: one import name shared by many distributions (`google-cloud-storage`).
const PYTHON_NAMESPACES = ['google', 'azure', 'ruamel', 'zope', 'jaraco', 'backports', 'sphinxcontrib'];

/** A name as the ecosystem compares it. */
export function normaliseName(ecosystem: Ecosystem, name: string): string {
  if (ecosystem === 'pypi') return name.replace(/\[.*$/, '').trim().toLowerCase().replace(/[-_.]+/g, '_');
  if (ecosystem === 'cargo') return name.toLowerCase().replace(/-/g, '_');
  return name;
}

/** Whether an import of `importPackage` is a use of the dependency declared as `declared`. */
export function dependencyMatchesImport(ecosystem: Ecosystem, declared: string, importPackage: string): boolean {
  const dependency = normaliseName(ecosystem, declared);
  const imported = normaliseName(ecosystem, importPackage);
  if (dependency === imported) return true;
  if (ecosystem === 'npm') return dependency === `@types/${imported.replace(/^@([^/]+)\//, '$1__')}`;
  if (ecosystem === 'go') return imported.startsWith(`${dependency}/`) || dependency.startsWith(`${imported}/`);
  if (ecosystem !== 'pypi') return false;
  const aliases = [...(PYTHON_IMPORT_NAMES[dependency] ?? []), dependency.replace(/^python_/, ''), dependency.replace(/_python$/, ''), dependency.replace(/^py(?=[a-z])/, '')];
  if (aliases.includes(imported)) return true;
  return PYTHON_NAMESPACES.includes(imported) && dependency.startsWith(`${imported}_`);
}

/** Whether a file's import (or path use) of `importPackage` is a use of the dependency: by its name, or by the alias the manifest gives it. */
export function dependencyUsedAs(ecosystem: Ecosystem, dependency: DeclaredDependency | string, importPackage: string): boolean {
  if (typeof dependency === 'string') return dependencyMatchesImport(ecosystem, dependency, importPackage);
  return dependencyMatchesImport(ecosystem, dependency.name, importPackage) || (dependency.alias !== undefined && dependencyMatchesImport(ecosystem, dependency.alias, importPackage));
}

/** The third-party references a file makes: its imports, and the modules it names by path (`log::debug!`, `com.acme.Widget`). */
export function externalRefs(file: SourceFile): ImportRef[] {
  return [...file.code.imports, ...(file.code.pathUses ?? [])].filter((ref) => ref.package !== null && !ref.standardLibrary && ref.resolvedPath === null);
}

/** The checked ecosystem whose manifests declare a file's imports, by the file's language. */
export function ecosystemOfFile(file: SourceFile): Ecosystem | null {
  if (file.language === null) return null;
  return IMPORT_CHECKED_ECOSYSTEMS.find((ecosystem) => ECOSYSTEM_LANGUAGES[ecosystem].includes(file.language as string)) ?? null;
}

/** Third-party imports and path uses by package: the files that use each, for one ecosystem, within a folder. */
export function importedPackages(snapshot: Snapshot, ecosystem: Ecosystem, folder = ''): Map<string, string[]> {
  const byPackage = new Map<string, Set<string>>();
  for (const file of snapshot.files) {
    if (!file.parsed || ecosystemOfFile(file) !== ecosystem || !isUnder(file.path, folder)) continue;
    for (const ref of externalRefs(file)) {
      const files = byPackage.get(ref.package as string) ?? new Set<string>();
      files.add(file.path);
      byPackage.set(ref.package as string, files);
    }
  }
  return new Map([...byPackage].map(([name, files]) => [name, [...files].sort()]));
}

/** Whether the folder holds any parsed file in the ecosystem's languages (else imports say nothing). */
export function hasParsedSources(snapshot: Snapshot, ecosystem: Ecosystem, folder: string): boolean {
  return snapshot.files.some((file) => file.parsed && ecosystemOfFile(file) === ecosystem && isUnder(file.path, folder));
}

/** The files that import a declared dependency (or name it by path), within a folder. */
export function filesImporting(imports: Map<string, string[]>, ecosystem: Ecosystem, dependency: DeclaredDependency | string): string[] {
  const files = new Set<string>();
  for (const [name, importers] of imports) if (dependencyUsedAs(ecosystem, dependency, name)) importers.forEach((path) => files.add(path));
  return [...files].sort();
}

/**
 * The second look: the files under a folder whose plain text writes the dependency's import name
 * where a module name stands (`FileScan.moduleWords`), found without the parser's imports.
 */
export function filesNaming(snapshot: Snapshot, ecosystem: Ecosystem, folder: string, dependency: DeclaredDependency): string[] {
  return snapshot.files
    .filter((file) => ecosystemOfFile(file) === ecosystem && isUnder(file.path, folder))
    .filter((file) => (file.scan.moduleWords ?? []).some((word) => dependencyUsedAs(ecosystem, dependency, word)))
    .map((file) => file.path)
    .sort();
}

/** Every command the repository names: manifest scripts and CI steps (a CLI tool is used there, not imported). */
export function commandWords(snapshot: Snapshot): Set<string> {
  const commands = [...snapshot.manifests.flatMap((manifest) => Object.values(manifest.scripts)), ...snapshot.project.ciWorkflows.flatMap((workflow) => workflow.commands)];
  return new Set(commands.flatMap((command) => command.split(/[\s;&|()'"=]+/)).filter((word) => word !== ''));
}

export type UnusedDependency = { manifest: Manifest; dependency: DeclaredDependency };

/** What the two looks found for a manifest: the dependencies neither found, and those only the plain text names. */
export type UsageCheck = { unused: UnusedDependency[]; namedOnlyInText: { manifest: Manifest; dependency: DeclaredDependency; files: string[] }[] };

/**
 * Runtime dependencies no source file under the manifest's folder imports or names by path, and no
 * command runs — and, as a second look, whose import name no such file's plain text writes where a
 * module name stands. A dependency only the second look finds is not called unused.
 */
export function checkUsage(snapshot: Snapshot, manifest: Manifest): UsageCheck {
  const folder = folderOf(manifest.path);
  const imports = importedPackages(snapshot, manifest.ecosystem, folder);
  const words = commandWords(snapshot);
  const candidates = manifest.dependencies
    .filter((dependency) => dependency.scope === 'runtime' && !dependency.name.startsWith('@types/'))
    .filter((dependency) => filesImporting(imports, manifest.ecosystem, dependency).length === 0)
    .filter((dependency) => !words.has(dependency.name) && !words.has(dependency.name.replace(/^@[^/]+\//, '')));
  const check: UsageCheck = { unused: [], namedOnlyInText: [] };
  for (const dependency of candidates) {
    const files = filesNaming(snapshot, manifest.ecosystem, folder, dependency);
    if (files.length === 0) check.unused.push({ manifest, dependency });
    else check.namedOnlyInText.push({ manifest, dependency, files });
  }
  return check;
}

/** The runtime dependencies both looks agree are unused (see `checkUsage`). */
export function possiblyUnused(snapshot: Snapshot, manifest: Manifest): UnusedDependency[] {
  return checkUsage(snapshot, manifest).unused;
}

/** Whether a manifest's runtime dependencies can be checked against imports. */
export function isUsageChecked(snapshot: Snapshot, manifest: Manifest): boolean {
  return IMPORT_CHECKED_ECOSYSTEMS.includes(manifest.ecosystem) && hasParsedSources(snapshot, manifest.ecosystem, folderOf(manifest.path));
}

export type UndeclaredImport = { ecosystem: Ecosystem; package: string; files: string[] };

/** Imported third-party packages that no manifest at or above the importing file declares. */
export function undeclaredImports(snapshot: Snapshot): UndeclaredImport[] {
  const found = new Map<string, UndeclaredImport>();
  // Many files of one folder import the same packages: decide each (folder, package) once.
  const decided = new Map<string, boolean>();
  for (const file of snapshot.files) {
    const ecosystem = file.parsed ? ecosystemOfFile(file) : null;
    if (ecosystem === null) continue;
    for (const ref of file.code.imports) {
      if (ref.package === null || ref.standardLibrary || ref.resolvedPath !== null) continue;
      const name = ref.package;
      // An unresolved alias (`@/components`, `~/lib`) is no npm package name; it says nothing about manifests.
      if (ecosystem === 'npm' && !NPM_NAME.test(name)) continue;
      const decision = `${ecosystem}\u0000${folderOf(file.path)}\u0000${name}`;
      if (!decided.has(decision)) decided.set(decision, isDeclared(snapshot, ecosystem, file.path, name));
      if (decided.get(decision)) continue;
      const key = `${ecosystem}\u0000${name}`;
      const entry = found.get(key) ?? { ecosystem, package: name, files: [] };
      if (!entry.files.includes(file.path)) entry.files.push(file.path);
      found.set(key, entry);
    }
  }
  return [...found.values()].sort((a, b) => byText(a.ecosystem, b.ecosystem) || byText(a.package, b.package));
}

function isDeclared(snapshot: Snapshot, ecosystem: Ecosystem, path: string, name: string): boolean {
  const manifests = snapshot.manifests.filter((manifest) => manifest.ecosystem === ecosystem);
  if (manifests.some((manifest) => manifest.name !== null && dependencyMatchesImport(ecosystem, manifest.name, name))) return true;
  if (ecosystem === 'pypi' && isRepositoryModule(snapshot, name)) return true;
  const governing = manifests.filter((manifest) => isUnder(path, folderOf(manifest.path)));
  return governing.some((manifest) => manifest.dependencies.some((dependency) => dependencyUsedAs(ecosystem, dependency, name)));
}

// A Python import the resolver did not place may still be the repository's own top-level package.
function isRepositoryModule(snapshot: Snapshot, name: string): boolean {
  const top = name.split('.')[0];
  return snapshot.files.some((file) => file.path === `${top}.py` || file.path.startsWith(`${top}/`) || file.path.includes(`/${top}/`) || file.path.endsWith(`/${top}.py`));
}

import { compare } from '../manifests/shared.js';
import type { CodeComponent, Manifest, SourceFile } from '../model.js';
import { folderOf, holds, layoutFolder } from './layout.js';
import { goImportPath, pythonModule } from './module-paths.js';

/** A component while it is being built: what defines it, and its source files. */
export type ComponentDraft = Pick<CodeComponent, 'folder' | 'name' | 'kind' | 'ecosystem'> & {
  manifest: Manifest | null;
  files: SourceFile[];
};

export type FoundComponents = {
  /** Sorted by folder. */
  list: ComponentDraft[];
  /** The component of each source file, by path. */
  byFile: Map<string, ComponentDraft>;
  /** Folders (trailing slash) that hold an `__init__.py` among the source files. */
  pythonPackages: Set<string>;
  /** go.mod modules: their folder (trailing slash) and module path, deepest first. */
  goModules: { folder: string; name: string }[];
};

/** A file a component is made of: a `source` file of a programming or markup language. */
export function isComponentSource(file: SourceFile): boolean {
  return file.role === 'source' && (file.languageType === 'programming' || file.languageType === 'markup');
}

/** The go.mod module that holds a path: the deepest. */
export function goModuleOf(modules: FoundComponents['goModules'], path: string): { folder: string; name: string } | null {
  return modules.find((module) => holds(module.folder, path)) ?? null;
}

/**
 * The components: every folder whose manifest names a package (also in examples or tests: the
 * manifests' edges are kept whole; such a component has no source files), every Go package folder of a go.mod module, every Python package (a folder with `__init__.py`),
 * then the layout folders of the source files none of those holds. A source file belongs to the
 * deepest component that holds it.
 */
export function findComponents(files: readonly SourceFile[], manifests: readonly Manifest[]): FoundComponents {
  const sources = files.filter(isComponentSource);
  const drafts = new Map<string, ComponentDraft>();
  const add = (draft: Omit<ComponentDraft, 'files'>) => {
    if (!drafts.has(draft.folder)) drafts.set(draft.folder, { ...draft, files: [] });
  };
  const goModules = manifests
    .filter((manifest) => manifest.kind === 'go.mod' && manifest.name !== null)
    .map((manifest) => ({ folder: folderOf(manifest.path), name: manifest.name! }))
    .sort((a, b) => b.folder.length - a.folder.length || compare(a.folder, b.folder));
  const goFolders = new Set(sources.filter((file) => file.language === 'Go').map((file) => folderOf(file.path)));
  for (const manifest of manifests) {
    const folder = folderOf(manifest.path);
    if (manifest.name === null) continue;
    const goPackage = manifest.kind === 'go.mod' && goFolders.has(folder);
    add({ folder, name: manifest.name, kind: goPackage ? 'go-package' : 'package', ecosystem: manifest.ecosystem, manifest });
  }
  for (const folder of [...goFolders].sort(compare)) {
    const module = goModuleOf(goModules, folder);
    if (module) add({ folder, name: goImportPath(module, folder), kind: 'go-package', ecosystem: 'go', manifest: null });
  }
  const pythonPackages = new Set(sources.filter((file) => /(^|\/)__init__\.py$/.test(file.path)).map((file) => folderOf(file.path)));
  for (const folder of [...pythonPackages].sort(compare)) {
    if (folder !== '') add({ folder, name: pythonModule(`${folder}__init__.py`, pythonPackages), kind: 'python-package', ecosystem: 'pypi', manifest: null });
  }
  const claimed = new Map(drafts);
  const byFile = new Map<string, ComponentDraft>();
  for (const file of sources) {
    let draft = deepest(claimed, file.path);
    if (!draft) {
      const folder = layoutFolder(file);
      draft = drafts.get(folder) ?? { folder, name: null, kind: 'folder', ecosystem: null, manifest: null, files: [] };
      drafts.set(folder, draft);
    }
    draft.files.push(file);
    byFile.set(file.path, draft);
  }
  const list = [...drafts.values()].sort((a, b) => compare(a.folder, b.folder));
  return { list, byFile, pythonPackages, goModules };
}

/** The component of the deepest folder above a path, among the given ones. */
export function deepest<T>(byFolder: ReadonlyMap<string, T>, path: string): T | undefined {
  for (let folder = folderOf(path); ; folder = folderOf(folder.slice(0, -1))) {
    const found = byFolder.get(folder);
    if (found !== undefined || folder === '') return found;
  }
}

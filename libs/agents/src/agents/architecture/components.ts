import { layoutFolder, type Manifest, type Snapshot, type SourceFile } from '@chronicle/snapshot';
import { byText } from '../../markdown/markdown.js';
import { folderOf } from '../dependency-report/manifest-folders.js';

// The component rule (also written into the document and the lib's README):
// 1. Only source files count: indexed files of a programming language whose role is `source` (not
//    tests, examples, benchmarks, fixtures, docs or build files).
// 2. Each folder below the root with a manifest that names a package is a package; a source file
//    in it (or deeper) belongs to the deepest such package.
// 3. Any other source file belongs to its layout folder (the snapshot's `layoutFolder`): its
//    directory when its language makes directories packages (Go, Java, Kotlin, Scala); else its
//    top-level folder, or the second-level folder under a source root (`src/`, `lib/`, `pkg/`,
//    `internal/`, `app/`), so `src/router/` and `src/db/` are components of their own; files at
//    the root form the root component.

/** One component of the architecture. */
export type Component = {
  /** Its folder with a trailing slash; '' for the root component. */
  folder: string;
  /** The manifest that makes it a package, if any. */
  manifest: Manifest | null;
  files: SourceFile[];
  lines: number;
  /** Its main language by lines. */
  language: string | null;
};

/** Whether a file is source code the architecture is made of. */
export function isSource(file: SourceFile): boolean {
  return file.languageType === 'programming' && file.role === 'source';
}

function packageFolders(snapshot: Snapshot): Map<string, Manifest> {
  const folders = new Map<string, Manifest>();
  for (const manifest of [...snapshot.manifests].sort((a, b) => byText(a.path, b.path))) {
    const folder = folderOf(manifest.path);
    if (folder !== '' && manifest.name !== null && !folders.has(folder)) folders.set(folder, manifest);
  }
  return folders;
}

/** The folder of the component a source file belongs to. */
export function componentFolder(file: SourceFile, packages: Map<string, Manifest>): string {
  let best: string | null = null;
  for (const folder of packages.keys()) if (file.path.startsWith(folder) && (best === null || folder.length > best.length)) best = folder;
  return best ?? layoutFolder(file);
}

export type Components = {
  list: Component[];
  /** The component of each source file, by path. */
  byFile: Map<string, Component>;
};

/** The components, sorted by folder (the root component first). */
export function findComponents(snapshot: Snapshot): Components {
  const packages = packageFolders(snapshot);
  const byFolder = new Map<string, Component>();
  const byFile = new Map<string, Component>();
  for (const file of snapshot.files) {
    if (!isSource(file)) continue;
    const folder = componentFolder(file, packages);
    const component = byFolder.get(folder) ?? { folder, manifest: packages.get(folder) ?? null, files: [], lines: 0, language: null };
    component.files.push(file);
    component.lines += file.lines;
    byFolder.set(folder, component);
    byFile.set(file.path, component);
  }
  const list = [...byFolder.values()].sort((a, b) => byText(a.folder, b.folder));
  for (const component of list) component.language = mainLanguage(component.files);
  return { list, byFile };
}

function mainLanguage(files: SourceFile[]): string | null {
  const lines = new Map<string, number>();
  for (const file of files) if (file.language !== null) lines.set(file.language, (lines.get(file.language) ?? 0) + file.lines);
  return [...lines].sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))[0]?.[0] ?? null;
}

/** A component's name for diagrams: its package name and folder, its folder, or the root. */
export function componentLabel(component: Component): string {
  const folder = component.folder === '' ? '(repository root)' : component.folder;
  return component.manifest?.name ? `${component.manifest.name} (${folder})` : folder;
}

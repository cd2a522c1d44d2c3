import type { FoundComponents } from '../components/find-components.js';
import { folderOf } from '../components/layout.js';
import { pythonModule, rustModule } from '../components/module-paths.js';
import type { CodeComponent, SourceFile } from '../model.js';

/** How users reach a module: its name, what joins a name to it, and whether it is its component's entry. */
export type ModuleName = { module: string; separator: string; entry: boolean; component: string };

const JAVASCRIPT = new Set(['JavaScript', 'TypeScript', 'TSX']);

/** `src/router/index.ts` → `src/router`, `lib/app.js` → `lib/app`. */
function withoutExtension(path: string): string {
  return path.replace(/\.(d\.)?[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
}

/**
 * Source roots, most specific first: a file's package is the folders under the first kind found in
 * its path, so `java/src/main/java/com/acme/App.java` (a Maven module in a folder named `java`) is
 * in `com.acme`, not `src.main.java.com.acme`.
 */
const JAVA_SOURCE_ROOTS = [/(?:^|\/)src\/main\/(?:java|kotlin)\//, /(?:^|\/)src\/(?:java|kotlin)\//, /(?:^|\/)(?:java|kotlin)\//, /(?:^|\/)src\//];

/** A Java file's package, from the folders under its source root (`src/main/java/`, `java/`, `src/`), else its folder. */
export function javaPackage(path: string): string {
  const folder = folderOf(path);
  const root = JAVA_SOURCE_ROOTS.map((pattern) => pattern.exec(folder)).find((match) => match !== null);
  const folders = root ? folder.slice(root.index + root[0].length) : folder;
  return folders.replace(/\/$/, '').split('/').filter(Boolean).join('.');
}

/**
 * The module name of each source file, per language: JS/TS the package's name (its entry files) or
 * the package name and the path inside; Python the dotted module path; Rust the module path in the
 * library crate; Go the package's import path (not for `package main`); Java the package. Null for
 * other languages and for files outside a library (a Rust binary's modules).
 */
export function moduleNamer(found: FoundComponents, components: ReadonlyMap<string, CodeComponent>): (file: SourceFile) => ModuleName | null {
  return (file) => {
    const draft = found.byFile.get(file.path);
    const component = draft ? components.get(draft.folder) : undefined;
    if (!draft || !component) return null;
    const libraries = component.entryPoints.filter((item) => item.kind === 'library');
    const base = { component: component.folder };
    if (JAVASCRIPT.has(file.language ?? '')) {
      const pkg = draft.ecosystem === 'npm' && draft.kind === 'package' ? draft.name : null;
      const library = libraries.find((item) => item.path === file.path);
      if (pkg && library) return { ...base, module: library.name === null ? pkg : `${pkg}/${library.name.replace(/^\.\//, '')}`, separator: '.', entry: true };
      const inside = withoutExtension(file.path.slice(draft.folder.length));
      return { ...base, module: pkg ? (inside === '' ? pkg : `${pkg}/${inside}`) : withoutExtension(file.path), separator: '.', entry: false };
    }
    if (file.language === 'Python') {
      return { ...base, module: pythonModule(file.path, found.pythonPackages), separator: '.', entry: /(^|\/)__init__\.py$/.test(file.path) && draft.kind === 'python-package' };
    }
    if (file.language === 'Rust') {
      const libRoot = libraries[0]?.path;
      const module = draft.ecosystem === 'cargo' && draft.name && libRoot ? rustModule(file.path, { folder: draft.folder, name: draft.name, libRoot }) : null;
      return module === null ? null : { ...base, module, separator: '::', entry: file.path === libRoot };
    }
    if (file.language === 'Go') {
      const program = component.entryPoints.some((item) => item.kind === 'binary');
      return draft.kind === 'go-package' && draft.name && !program ? { ...base, module: draft.name, separator: '.', entry: true } : null;
    }
    if (file.language === 'Java') {
      const name = javaPackage(file.path);
      return { ...base, module: name, separator: '.', entry: false };
    }
    return null;
  };
}

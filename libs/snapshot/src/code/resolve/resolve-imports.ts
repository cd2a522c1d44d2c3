import type { ImportRef, Manifest, SourceFile } from '../../model.js';
import { moduleFor } from '../registry.js';
import { RepoIndex } from './repo-index.js';

/** The files with every import's and path use's `resolvedPath`, `package` and `standardLibrary` filled in. */
export function resolveAll(files: SourceFile[], manifests: Manifest[]): SourceFile[] {
  const repo = new RepoIndex(
    files.map((file) => file.path),
    manifests,
  );
  return files.map((file) => {
    const module = moduleFor(file.language);
    if (!module || (file.code.imports.length === 0 && file.code.pathUses.length === 0)) return file;
    const resolve = (ref: ImportRef): ImportRef => {
      const resolution = module.resolve(ref, file, repo);
      // A repository file answering the import wins over a same-named standard module (a project's own `list.h`).
      const standardLibrary = resolution.resolvedPath === null && module.standardLibrary(ref.specifier, file.language ?? '');
      return { ...ref, ...resolution, package: standardLibrary ? null : resolution.package, standardLibrary };
    };
    return { ...file, code: { ...file.code, imports: file.code.imports.map(resolve), pathUses: file.code.pathUses.map(resolve) } };
  });
}

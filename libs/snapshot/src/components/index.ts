import { RepoIndex } from '../code/resolve/repo-index.js';
import type { CodeComponent, EntryPoint, Manifest, SourceFile } from '../model.js';
import { componentDependencies } from './edges.js';
import { codeEntryPoints, manifestEntryPoints, sortEntryPoints } from './entry-points.js';
import { findComponents, type FoundComponents } from './find-components.js';
import { componentPurpose } from './purpose.js';

export { isReadmeFile } from './purpose.js';
export { isComponentSource, type FoundComponents } from './find-components.js';

export type ComponentsInput = {
  /** Every indexed file, with its role. */
  files: readonly SourceFile[];
  manifests: readonly Manifest[];
  /** Texts of READMEs (any folder), for a component's purpose. */
  texts: readonly { path: string; text: string }[];
};

export type BuiltComponents = { components: CodeComponent[]; found: FoundComponents };

/**
 * The repository's components (see `findComponents`) with their entry points, purpose, size and
 * dependencies, sorted by folder. An entry point belongs to the component of its file (a source file).
 */
export function buildComponents(input: ComponentsInput): BuiltComponents {
  const found = findComponents(input.files, input.manifests);
  const repo = new RepoIndex(
    input.files.map((file) => file.path),
    [...input.manifests],
  );
  const entries = new Map<string, EntryPoint[]>(found.list.map((draft) => [draft.folder, codeEntryPoints(draft)]));
  for (const item of manifestEntryPoints(input.manifests, repo)) {
    const owner = found.byFile.get(item.path);
    if (owner) entries.get(owner.folder)!.push(item);
  }
  const dependencies = componentDependencies(found, input.manifests);
  const texts = new Map(input.texts.map((text) => [text.path, text.text]));
  const filesByPath = new Map(input.files.map((file) => [file.path, file]));
  const components = found.list.map((draft): CodeComponent => {
    const entryPoints = sortEntryPoints(entries.get(draft.folder)!);
    return {
      folder: draft.folder,
      name: draft.name,
      kind: draft.kind,
      ecosystem: draft.ecosystem,
      manifest: draft.manifest?.path ?? null,
      purpose: componentPurpose(draft, entryPoints, texts, filesByPath),
      entryPoints,
      files: draft.files.length,
      lines: draft.files.reduce((sum, file) => sum + file.lines, 0),
      dependsOn: dependencies.get(draft.folder)!,
    };
  });
  return { components, found };
}

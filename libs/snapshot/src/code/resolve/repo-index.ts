import type { Manifest } from '../../model.js';
import { basename, byCodePoint, dirname } from './paths.js';

/** The repository's files and manifests, indexed for import resolution. */
export class RepoIndex {
  private readonly paths: Set<string>;
  private readonly byFolder = new Map<string, string[]>();
  private readonly byBase = new Map<string, string[]>();
  private readonly folders = new Set<string>();

  constructor(paths: Iterable<string>, readonly manifests: Manifest[]) {
    this.paths = new Set(paths);
    for (const path of [...this.paths].sort(byCodePoint)) {
      const folder = dirname(path);
      this.push(this.byFolder, folder, path);
      this.push(this.byBase, basename(path), path);
      for (let at = folder; at !== ''; at = dirname(at)) this.folders.add(at);
    }
  }

  private push(map: Map<string, string[]>, key: string, path: string): void {
    const list = map.get(key);
    if (list) list.push(path);
    else map.set(key, [path]);
  }

  has(path: string): boolean {
    return this.paths.has(path);
  }

  isFolder(path: string): boolean {
    return path === '' || this.folders.has(path);
  }

  /** The files directly in a folder, in code-point order. */
  filesIn(folder: string): string[] {
    return this.byFolder.get(folder) ?? [];
  }

  /** The files whose path is `suffix` or ends with `/suffix`, in code-point order. */
  withSuffix(suffix: string): string[] {
    const candidates = this.byBase.get(basename(suffix)) ?? [];
    return candidates.filter((path) => path === suffix || path.endsWith(`/${suffix}`));
  }

  /** The folders whose path is `suffix` or ends with `/suffix`, in code-point order. */
  foldersWithSuffix(suffix: string): string[] {
    return [...this.folders].filter((folder) => folder === suffix || folder.endsWith(`/${suffix}`)).sort(byCodePoint);
  }

  /** The first of the candidates that is a file. */
  first(candidates: (string | null)[]): string | null {
    return candidates.find((path): path is string => path !== null && this.paths.has(path)) ?? null;
  }

  manifestsOf(ecosystem: Manifest['ecosystem']): Manifest[] {
    return this.manifests.filter((manifest) => manifest.ecosystem === ecosystem);
  }
}

import type { Ecosystem, Lockfile, Manifest, Snapshot } from '@chronicle/snapshot';

// Where manifests and lockfiles sit decides what they govern: a lockfile serves the manifests in
// its folder and below (an npm workspace root's lockfile serves every workspace package).

/** The folder of a repository path, with a trailing slash; '' for the repository root. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash + 1);
}

/** Whether a path lies in a folder ('' is the root, which holds everything). */
export function isUnder(path: string, folder: string): boolean {
  return folder === '' || path.startsWith(folder);
}

/** The lockfile that pins a manifest's dependencies: the same ecosystem's, in the nearest folder at or above it. */
export function lockfileFor(snapshot: Snapshot, manifest: Manifest): Lockfile | null {
  // Poetry and uv lock a pyproject.toml's environment; a requirements file is installed on its own.
  if (manifest.ecosystem === 'pypi' && manifest.kind !== 'pyproject.toml') return null;
  const folder = folderOf(manifest.path);
  const candidates = snapshot.lockfiles
    .filter((lockfile) => lockfile.ecosystem === manifest.ecosystem && isUnder(folder, folderOf(lockfile.path)))
    .sort((a, b) => folderOf(b.path).length - folderOf(a.path).length || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return candidates[0] ?? null;
}

/** Whether a file exists at this commit (indexed or skipped). */
export function pathExists(snapshot: Snapshot, path: string): boolean {
  return snapshot.files.some((file) => file.path === path) || snapshot.skipped.some((file) => file.path === path);
}

/** Whether a folder (with its trailing slash) holds any file at this commit. */
export function folderExists(snapshot: Snapshot, folder: string): boolean {
  return snapshot.files.some((file) => file.path.startsWith(folder)) || snapshot.skipped.some((file) => file.path.startsWith(folder));
}

/** The languages (Linguist names) whose imports each ecosystem's manifests declare. */
export const ECOSYSTEM_LANGUAGES: Record<Ecosystem, readonly string[]> = {
  npm: ['JavaScript', 'TypeScript', 'TSX', 'Vue', 'Svelte'],
  pypi: ['Python'],
  go: ['Go'],
  cargo: ['Rust'],
  maven: ['Java', 'Kotlin', 'Scala', 'Groovy'],
  gradle: ['Java', 'Kotlin', 'Scala', 'Groovy'],
  nuget: ['C#', 'F#', 'Visual Basic .NET'],
  rubygems: ['Ruby'],
  composer: ['PHP'],
};

/** Display names of the ecosystems. */
export const ECOSYSTEM_NAMES: Record<Ecosystem, string> = {
  npm: 'npm',
  pypi: 'PyPI',
  go: 'Go modules',
  cargo: 'Cargo',
  maven: 'Maven',
  gradle: 'Gradle',
  nuget: 'NuGet',
  rubygems: 'RubyGems',
  composer: 'Composer',
};

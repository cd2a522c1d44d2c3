import path from 'node:path';
import { insideFolder } from '../releases/scope.js';
import type { Repository } from './open-repository.js';
import { runGit } from './run-git.js';

/** Files that make a folder a package. */
const MANIFEST = /^(?:package\.json|Cargo\.toml|pyproject\.toml|setup\.py|setup\.cfg|go\.mod|composer\.json|pom\.xml|build\.gradle(?:\.kts)?|mix\.exs|pubspec\.yaml|deno\.jsonc?|Package\.swift|[^/]+\.gemspec|[^/]+\.csproj)$/;
/** A package's own changelog file. */
const CHANGELOG = /^CHANGELOG(?:\.(?:md|markdown|rst|txt|adoc))?$/i;

/** What the tree at a revision says about a changelog's scope. */
export type PackageLayout = {
  /** Whether the tree holds any file inside the scope. */
  present: boolean;
  /** Folders below `scope` that hold a package manifest and their own CHANGELOG file, shortest first. */
  subPackages: string[];
  /** The names a folder's package goes by in tags: the folder, its last segment, the manifest's name. */
  names: (folder: string) => Promise<string[]>;
};

/**
 * Reads the tree at `revision` once (`git ls-tree -r --name-only`, no network) and finds the
 * sub-packages of `scope` (`''` for the root) that keep their own CHANGELOG: folders strictly
 * inside it holding both a package manifest and a CHANGELOG file. A nested sub-package inside
 * another one is covered by the outer one's exclusion and not listed.
 */
export async function readPackageLayout(repository: Repository, revision: string, scope: string): Promise<PackageLayout> {
  const output = await runGit(['--git-dir', repository.gitDir, 'ls-tree', '-r', '-z', '--name-only', '--end-of-options', `${revision}^{tree}`]);
  const manifests = new Set<string>();
  const changelogs = new Set<string>();
  let present = false;
  for (const file of output.split('\0')) {
    if (!file || !insideFolder(file, scope)) continue;
    present = true;
    const folder = path.posix.dirname(file);
    const name = path.posix.basename(file);
    if (MANIFEST.test(name)) manifests.add(folder);
    if (CHANGELOG.test(name)) changelogs.add(folder);
  }
  const own = scope === '' ? '.' : scope;
  const candidates = [...changelogs].filter((folder) => folder !== own && manifests.has(folder)).sort((a, b) => a.length - b.length || a.localeCompare(b));
  const subPackages: string[] = [];
  for (const folder of candidates) if (!subPackages.some((outer) => insideFolder(folder, outer))) subPackages.push(folder);
  return { present, subPackages, names: (folder) => packageNames(repository, revision, folder) };
}

/** `packages/x` → `packages/x`, `x`, and the name in its package.json, Cargo.toml or pyproject.toml. */
async function packageNames(repository: Repository, revision: string, folder: string): Promise<string[]> {
  const names = new Set([folder, path.posix.basename(folder)]);
  const read = (file: string) => runGit(['--git-dir', repository.gitDir, 'cat-file', 'blob', `${revision}:${folder}/${file}`]).catch(() => '');
  const [packageJson, cargo, pyproject] = await Promise.all([read('package.json'), read('Cargo.toml'), read('pyproject.toml')]);
  try {
    const name = (JSON.parse(packageJson || '{}') as { name?: unknown }).name;
    if (typeof name === 'string' && name) names.add(name);
  } catch {
    // Not JSON: no name from it.
  }
  for (const toml of [cargo, pyproject]) {
    const name = /^\s*\[(?:package|project|tool\.poetry)\][^[]*?^\s*name\s*=\s*["']([^"']+)["']/m.exec(toml)?.[1];
    if (name) names.add(name);
  }
  return [...names].filter(Boolean);
}

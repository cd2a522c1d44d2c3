import type { Ecosystem, Manifest, Snapshot } from '@chronicle/snapshot';
import { byText, code, heading, plural, table } from '../../markdown/markdown.js';
import { internalPackage } from './direct-section.js';
import { ECOSYSTEM_NAMES } from './manifest-folders.js';

// A workspace's own packages and which depends on which, read from the manifests: a dependency
// named like another package of the repository (`workspace:*`, a plain range), or a path
// dependency on its folder (Cargo `path`, npm `file:`/`link:`).

/** The most rows the table shows, and the most names one cell lists. */
export const WORKSPACE_ROWS = 60;
const NAMES_PER_CELL = 6;

export type WorkspacePackage = { manifest: Manifest; dependsOn: Manifest[]; usedBy: Manifest[] };

/** The repository's own packages of one ecosystem that has a workspace (a manifest listing members) and at least two named packages. */
export function workspacePackages(snapshot: Snapshot, ecosystem: Ecosystem): WorkspacePackage[] {
  const manifests = snapshot.manifests.filter((manifest) => manifest.ecosystem === ecosystem);
  const named = manifests.filter((manifest) => manifest.name !== null).sort((a, b) => byText(a.path, b.path));
  if (named.length < 2 || !manifests.some((manifest) => manifest.workspaces.length > 0)) return [];
  const packages = new Map(named.map((manifest) => [manifest.path, { manifest, dependsOn: new Set<Manifest>(), usedBy: new Set<Manifest>() }]));
  for (const entry of packages.values()) {
    for (const target of internalTargets(snapshot, entry.manifest, named)) {
      if (target === entry.manifest) continue;
      entry.dependsOn.add(target);
      packages.get(target.path)?.usedBy.add(entry.manifest);
    }
  }
  const byName = (a: Manifest, b: Manifest) => byText(a.name ?? '', b.name ?? '') || byText(a.path, b.path);
  return [...packages.values()].map((entry) => ({ manifest: entry.manifest, dependsOn: [...entry.dependsOn].sort(byName), usedBy: [...entry.usedBy].sort(byName) }));
}

/** The packages of the repository a manifest depends on: by name, or by the folder of a path dependency. */
function internalTargets(snapshot: Snapshot, manifest: Manifest, named: Manifest[]): Manifest[] {
  const byName = manifest.dependencies.map((dependency) => internalPackage(snapshot, manifest, dependency)).filter((found): found is Manifest => found !== null);
  const byFolder = manifest.localDependencies.map((local) => named.find((other) => folderOfManifest(other) === local.folder)).filter((found): found is Manifest => found !== undefined);
  return [...new Set([...byName, ...byFolder])];
}

function folderOfManifest(manifest: Manifest): string {
  const slash = manifest.path.lastIndexOf('/');
  return slash < 0 ? '' : manifest.path.slice(0, slash);
}

/** The ecosystems whose workspace the section describes. */
function workspaceEcosystems(snapshot: Snapshot): Ecosystem[] {
  return [...new Set(snapshot.manifests.map((manifest) => manifest.ecosystem))].sort(byText).filter((ecosystem) => workspacePackages(snapshot, ecosystem).length > 0);
}

export function hasWorkspace(snapshot: Snapshot): boolean {
  return workspaceEcosystems(snapshot).length > 0;
}

function namesCell(manifests: Manifest[]): string {
  if (manifests.length === 0) return '—';
  const shown = manifests.slice(0, NAMES_PER_CELL).map((manifest) => code(manifest.name as string)).join(', ');
  return manifests.length > NAMES_PER_CELL ? `${shown} and ${manifests.length - NAMES_PER_CELL} more` : shown;
}

/** `## Workspace packages`: which of the repository's own packages depends on which. */
export function workspaceSection(snapshot: Snapshot): string[] {
  const blocks = [
    heading(2, 'Workspace packages'),
    'Which of the repository\'s own packages depends on which, from the dependencies their manifests declare in any scope: a dependency named like another package of the workspace, or a path dependency on its folder.',
  ];
  for (const ecosystem of workspaceEcosystems(snapshot)) {
    const packages = workspacePackages(snapshot, ecosystem);
    const linked = packages.filter((entry) => entry.dependsOn.length > 0 || entry.usedBy.length > 0);
    const alone = packages.filter((entry) => entry.dependsOn.length === 0 && entry.usedBy.length === 0);
    blocks.push(heading(3, `${ECOSYSTEM_NAMES[ecosystem]} workspace`));
    const edges = packages.reduce((sum, entry) => sum + entry.dependsOn.length, 0);
    blocks.push(`${plural(packages.length, 'package')}, with ${plural(edges, 'dependency', 'dependencies')} between them.`);
    if (linked.length > 0) {
      const shown = linked.slice(0, WORKSPACE_ROWS);
      if (shown.length < linked.length) blocks.push(`The table shows the first ${shown.length} of the ${linked.length} packages that depend on another or are depended on, by manifest path.`);
      blocks.push(table(['Package', 'Manifest', 'Depends on', 'Depended on by'], shown.map((entry) => [code(entry.manifest.name as string), code(entry.manifest.path), namesCell(entry.dependsOn), namesCell(entry.usedBy)])));
    }
    if (alone.length > 0) blocks.push(`Depending on no other package of the workspace, and depended on by none: ${namesCell(alone.map((entry) => entry.manifest))}.`);
  }
  return blocks;
}

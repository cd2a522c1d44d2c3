import { normalizePackageName } from '../manifests/names.js';
import { compare } from '../manifests/shared.js';
import type { ComponentDependency, Manifest } from '../model.js';
import type { ComponentDraft, FoundComponents } from './find-components.js';
import { folderOf } from './layout.js';

/** The ecosystem whose packages a language's imports name. */
const IMPORT_ECOSYSTEMS: Record<string, string[]> = { JavaScript: ['npm'], TypeScript: ['npm'], TSX: ['npm'], Python: ['pypi'], Rust: ['cargo'], Go: ['go'], Java: ['maven', 'gradle'], Kotlin: ['maven', 'gradle'] };

/** A name to match an import's package by, whatever the ecosystem writes (`grep_searcher`, `grep-searcher`). */
const looseName = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');

/** A workspace glob (`packages/*`, `apps/**`) as a pattern for a folder path without its trailing slash. */
function globPattern(glob: string): RegExp {
  const body = glob
    .replace(/^\.\//, '')
    .replace(/\/+$/, '')
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** The folders (trailing slash) of npm workspace members: matched by a package.json's `workspaces` (or pnpm-workspace.yaml) globs, below its folder. */
function npmMembers(manifests: readonly Manifest[], folders: readonly string[]): Set<string> {
  const members = new Set<string>();
  for (const manifest of manifests) {
    if (manifest.ecosystem !== 'npm' || manifest.workspaces.length === 0) continue;
    const root = folderOf(manifest.path);
    const patterns = manifest.workspaces.filter((glob) => !glob.startsWith('!')).map(globPattern);
    for (const folder of folders) {
      if (folder !== root && folder.startsWith(root) && patterns.some((pattern) => pattern.test(folder.slice(root.length, -1)))) members.add(folder);
    }
  }
  return members;
}

/**
 * Whether a dependency named like another component is a declared edge: in npm a `workspace:`
 * specifier, or one workspace member on another; in Maven a module's coordinates. Elsewhere a
 * name alone means the registry's package (a sibling is reached through a local folder).
 */
function declaredByName(draft: ComponentDraft, target: ComponentDraft, requirement: string | null, members: ReadonlySet<string>): boolean {
  if (draft.ecosystem === 'npm') return (requirement ?? '').startsWith('workspace:') || (members.has(draft.folder) && members.has(target.folder));
  return draft.ecosystem === 'maven';
}

/**
 * Each component's dependencies, by folder: declared in its manifest (a local dependency's folder,
 * or a dependency named after another component as `declaredByName` allows) and the imports of its
 * source files that resolve to another component's file, or name another component's package (of
 * the ecosystem the file's language imports from).
 */
export function componentDependencies(found: FoundComponents, manifests: readonly Manifest[]): Map<string, ComponentDependency[]> {
  const byFolder = new Map(found.list.map((draft) => [draft.folder, draft]));
  const byManifestName = new Map<string, ComponentDraft>();
  const byLooseName = new Map<string, ComponentDraft>();
  for (const draft of found.list) {
    if (draft.manifest?.name) byManifestName.set(`${draft.ecosystem}\u0000${normalizePackageName(draft.manifest.ecosystem, draft.manifest.name)}`, draft);
    if (draft.name && !byLooseName.has(looseName(draft.name))) byLooseName.set(looseName(draft.name), draft);
  }
  const members = npmMembers(manifests, [...byFolder.keys()]);
  const out = new Map<string, ComponentDependency[]>();
  for (const draft of found.list) {
    const edges = new Map<string, ComponentDependency>();
    const edge = (target: ComponentDraft | undefined) => {
      if (!target || target === draft) return null;
      const known = edges.get(target.folder) ?? { folder: target.folder, manifest: false, imports: 0 };
      edges.set(target.folder, known);
      return known;
    };
    const manifest = draft.manifest;
    if (manifest) {
      for (const local of manifest.localDependencies) {
        const target = edge(byFolder.get(local.folder === '' ? '' : `${local.folder}/`));
        if (target) target.manifest = true;
      }
      for (const dependency of manifest.dependencies) {
        const named = byManifestName.get(`${manifest.ecosystem}\u0000${normalizePackageName(manifest.ecosystem, dependency.name)}`);
        const target = named && declaredByName(draft, named, dependency.requirement, members) ? edge(named) : null;
        if (target) target.manifest = true;
      }
    }
    for (const file of draft.files) {
      for (const ref of file.code.imports) {
        const named = ref.package === null ? undefined : byLooseName.get(looseName(ref.package));
        const sameEcosystem = named?.ecosystem != null && (IMPORT_ECOSYSTEMS[file.language ?? ''] ?? []).includes(named.ecosystem);
        const target = ref.resolvedPath !== null ? edge(found.byFile.get(ref.resolvedPath)) : sameEcosystem ? edge(named) : null;
        if (target) target.imports++;
      }
    }
    out.set(draft.folder, [...edges.values()].sort((a, b) => compare(a.folder, b.folder)));
  }
  return out;
}

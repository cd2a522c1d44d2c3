import { posix } from 'node:path';
import type { DeclaredDependency, Ecosystem, Manifest, Snapshot } from '@chronicle/snapshot';
import { code, text } from '../../markdown/markdown.js';
import { folderExists, folderOf, pathExists } from './manifest-folders.js';

// A requirement is pinned when it admits exactly one version. Each ecosystem writes an exact
// version its own way: `1.2.3` is exact for npm but a caret range for Cargo; `==1.2.3` for Python;
// every go.mod requirement is the exact version minimal version selection starts from.

const EXACT_SEMVER = /^=?\s*v?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;
const LOCAL_SOURCE = /^(?:workspace:|file:|link:|portal:|path:)/;
// npm's shorthands for a repository on a Git host: `user/repo`, `github:user/repo#v1`.
const HOSTED = /^(?:(github|gitlab|bitbucket|gist):)?([A-Za-z0-9][\w.-]*\/[\w.-]+)(?:#(.+))?$/;
const HOSTS: Record<string, string> = { github: 'GitHub', gitlab: 'GitLab', bitbucket: 'Bitbucket', gist: 'GitHub Gist' };

/** Why a requirement is not exact; null when it is exact or names a local source (not a version at all). */
export function unpinnedReason(ecosystem: Ecosystem, requirement: string | null): string | null {
  if (requirement === null || requirement.trim() === '') return 'no version given';
  const value = requirement.trim();
  if (LOCAL_SOURCE.test(value)) return null;
  if (ecosystem === 'go') return null;
  if (/^(?:latest|next|\*|x|LATEST|RELEASE|latest\.\w+)$/.test(value)) return value === '*' || value === 'x' ? 'any version' : 'a moving tag';
  if (ecosystem === 'pypi') return /^===?\s*[\w.+!-]+$/.test(value) && !value.includes('*') ? null : rangeKind(value);
  if (ecosystem === 'cargo') return /^=\s*\d+\.\d+\.\d+\S*$/.test(value) ? null : /^\d/.test(value) ? 'a caret range (Cargo reads a bare version as ^)' : rangeKind(value);
  if (ecosystem === 'rubygems') return /^=?\s*\d+(?:\.\d+)*$/.test(value) ? null : rangeKind(value);
  if (ecosystem === 'maven' || ecosystem === 'gradle' || ecosystem === 'nuget') {
    if (/-SNAPSHOT$/i.test(value)) return 'a snapshot version';
    if (/^\[[^,\]]+\]$/.test(value)) return null;
    return /^v?\d+(?:\.\d+)*(?:[-.][0-9A-Za-z.-]+)?$/.test(value) ? null : rangeKind(value);
  }
  // pnpm's catalogs keep the range in pnpm-workspace.yaml, which this report does not judge.
  if (value.startsWith('catalog:')) return null;
  if (/^(?:git\+|git:|github:|gitlab:|bitbucket:|https?:)/.test(value) || HOSTED.test(value)) return /#[0-9a-f]{7,40}$/.test(value) ? null : 'a source without a fixed commit';
  return EXACT_SEMVER.test(value) ? null : rangeKind(value);
}

function rangeKind(value: string): string {
  if (value.startsWith('^')) return 'a caret range';
  if (value.startsWith('~>')) return 'a pessimistic range';
  if (value.startsWith('~=')) return 'a compatible-release range';
  if (value.startsWith('~')) return 'a tilde range';
  if (/[*xX+]$|\.\*/.test(value)) return 'a wildcard';
  if (/^>=?/.test(value) && !/[<,]/.test(value) && !/\s+<|\|\|/.test(value)) return 'a lower bound only';
  if (/\$\{/.test(value)) return 'a property reference';
  return 'a range';
}

/** Whether a dependency comes from this repository itself (a workspace package or a local path). */
export function isLocalRequirement(dependency: DeclaredDependency): boolean {
  return dependency.requirement !== null && LOCAL_SOURCE.test(dependency.requirement.trim());
}

/**
 * How a requirement reads in a table. A version or range is a code span (a version the manifest
 * writes). A source that is no version — the workspace's own package, a folder, a Git repository, a
 * pnpm catalog, a dist-tag — is said in words, naming in code only what the repository has (the
 * folder), since its specifier as a whole (`link:../x`, `github:user/repo`) names nothing there.
 */
export function requirementText(snapshot: Snapshot, manifest: Manifest, dependency: DeclaredDependency): string {
  const value = dependency.requirement?.trim() ?? '';
  if (value === '') {
    const local = manifest.localDependencies.find((entry) => entry.name === dependency.name);
    return local === undefined ? 'none' : folderText(snapshot, local.folder) ?? 'none';
  }
  return sourceText(snapshot, manifest, value) ?? code(value);
}

function sourceText(snapshot: Snapshot, manifest: Manifest, value: string): string | null {
  if (value.startsWith('workspace:')) return "the workspace's own package";
  const local = /^(?:file|link|portal|path):(.+)$/.exec(value);
  if (local) return localText(snapshot, manifest, local[1]!);
  if (value.startsWith('catalog:')) {
    const name = value.slice('catalog:'.length);
    return name === '' || name === 'default' ? "the version pnpm's default catalog sets" : `the version pnpm's catalog ${text(name)} sets`;
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return `the source ${code(value)}`;
  const hosted = HOSTED.exec(value);
  if (hosted) return `the ${HOSTS[hosted[1] ?? 'github']} repository ${text(hosted[2]!)}${hosted[3] ? ` at ${text(hosted[3])}` : ''}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return `the source ${text(value)}`;
  if (value === 'x' || value === 'X') return 'any version';
  if (/^[A-Za-z][\w.-]*$/.test(value) && !/^v\d/.test(value)) return `the tag ${text(value)}`;
  return null;
}

/** A folder or file a `file:`/`link:`/`portal:` specifier names, relative to the manifest. */
function localText(snapshot: Snapshot, manifest: Manifest, relative: string): string {
  const joined = posix.normalize(posix.join(folderOf(manifest.path) || '.', relative)).replace(/\/$/, '');
  if (joined === '.' || joined.startsWith('..') || relative.startsWith('/')) return `a path outside the repository (${text(relative)})`;
  if (pathExists(snapshot, joined)) return `the file ${code(joined)}`;
  return folderText(snapshot, joined) ?? `a path not in the repository (${text(relative)})`;
}

function folderText(snapshot: Snapshot, folder: string): string | null {
  if (folder === '') return 'the repository root';
  return folderExists(snapshot, `${folder}/`) ? `the folder ${code(`${folder}/`)}` : null;
}

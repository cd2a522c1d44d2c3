import type { DeclaredDependency, Ecosystem } from '@chronicle/snapshot';

// A requirement is pinned when it admits exactly one version. Each ecosystem writes an exact
// version its own way: `1.2.3` is exact for npm but a caret range for Cargo; `==1.2.3` for Python;
// every go.mod requirement is the exact version minimal version selection starts from.

const EXACT_SEMVER = /^=?\s*v?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/;
const LOCAL_SOURCE = /^(?:workspace:|file:|link:|portal:|path:)/;

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
  if (/^(?:git\+|git:|github:|https?:)/.test(value)) return /#[0-9a-f]{7,40}$/.test(value) ? null : 'a source without a fixed commit';
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

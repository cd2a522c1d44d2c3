import type { DeclaredDependency, DependencyScope } from '../../model.js';
import { dependency } from '../shared.js';

const NAME = /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(\[[^\]]*\])?\s*/;

/**
 * A PEP 508 requirement (`requests[socks] >=2.8, <3 ; python_version < "3.8"`) as a dependency:
 * the name as written, and the version specifier or `@ url` as the requirement (extras and markers
 * dropped). Null when the line names no package.
 */
export function parseRequirement(line: string, scope: DependencyScope, group: string | null): DeclaredDependency | null {
  const match = NAME.exec(line);
  if (!match) return null;
  const rest = line.slice(match[0].length).split(';')[0]!.trim();
  const specifier = rest.startsWith('(') && rest.endsWith(')') ? rest.slice(1, -1).trim() : rest;
  return dependency(match[1]!, specifier === '' ? null : specifier.replace(/\s*,\s*/g, ','), scope, group);
}

/** Many requirements; the ones that name no package are dropped. */
export function parseRequirements(lines: unknown, scope: DependencyScope, group: string | null): DeclaredDependency[] {
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line) => (typeof line === 'string' ? [parseRequirement(line, scope, group)].filter((entry): entry is DeclaredDependency => entry !== null) : []));
}

/**
 * The scope a named set of requirements stands for, by its name: test sets → test, development
 * tools (dev, lint, docs, typing…) → development. Poetry groups, PEP 735 groups and requirements
 * files all use it.
 */
export function scopeOfGroup(name: string, otherwise: DependencyScope): DependencyScope {
  const lower = name.toLowerCase();
  if (/test/.test(lower)) return 'test';
  if (/(^|[^a-z])(dev|develop|development|lint|linting|docs?|typing|types|mypy|style|format|check|ci|tox|pre-?commit|release|build|bench|benchmarks?)([^a-z]|$)/.test(lower)) return 'development';
  return otherwise;
}

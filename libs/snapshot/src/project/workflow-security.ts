import { isPair, isScalar, visit, type Document, type LineCounter } from 'yaml';
import type { CiWorkflow } from '../model.js';

type Json = Record<string, unknown>;
type SecurityFacts = Pick<CiWorkflow, 'triggers' | 'permissions' | 'actions'>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

// A reference pinned to one immutable version: a full commit SHA, or a container image digest.
const PINNED = /@(?:[0-9a-f]{40}|sha256:[0-9a-f]{64})$/i;

export const NO_SECURITY_FACTS: SecurityFacts = { triggers: [], permissions: null, actions: [] };

/**
 * What a GitHub Actions workflow says about its own safety: the events that start it (`on:`, as a
 * name, a list or a map; sorted), its top-level `permissions` as written (`write-all`, or
 * `contents: read, pull-requests: write` in file order; `{}` for none), and every `uses:` — step
 * actions and reusable workflows — with its line and whether it is pinned to a full commit SHA (a
 * `docker://` image to a digest). Local actions (`./…`) are the repository's own code at the same
 * commit, so they count as pinned.
 */
export function readWorkflowSecurity(doc: Document, json: Json, lines: LineCounter): SecurityFacts {
  return { triggers: triggersOf(json.on), permissions: permissionsOf(json.permissions), actions: actionsOf(doc, lines) };
}

function triggersOf(on: unknown): string[] {
  const names = typeof on === 'string' ? [on] : Array.isArray(on) ? on.filter((event): event is string => typeof event === 'string') : isObject(on) ? Object.keys(on) : [];
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))].sort();
}

function permissionsOf(permissions: unknown): string | null {
  if (typeof permissions === 'string') return permissions.trim();
  if (!isObject(permissions)) return null;
  const entries = Object.entries(permissions).map(([scope, access]) => `${scope}: ${String(access)}`);
  return entries.length === 0 ? '{}' : entries.join(', ');
}

function actionsOf(doc: Document, lines: LineCounter): CiWorkflow['actions'] {
  const actions: CiWorkflow['actions'] = [];
  visit(doc, {
    Pair(_, pair) {
      if (!isPair(pair) || !isScalar(pair.key) || pair.key.value !== 'uses' || !isScalar(pair.value) || typeof pair.value.value !== 'string') return;
      const uses = pair.value.value.trim();
      if (uses === '') return;
      const line = pair.value.range ? lines.linePos(pair.value.range[0]).line : 0;
      actions.push({ uses, line, pinned: uses.startsWith('./') || PINNED.test(uses) });
    },
  });
  return actions.sort((a, b) => a.line - b.line);
}


import type { Snapshot } from '@chronicle/snapshot';

const derived = new WeakMap<Snapshot, Map<string, unknown>>();

/**
 * A value derived from a snapshot (an index by name, by file), built on its first need and kept as
 * long as the snapshot is: where snapshots stay in memory (the API's tool pool, the CLI), a query
 * then costs a look-up instead of a walk over every file. `build` must be pure.
 */
export function derivedFrom<T>(snapshot: Snapshot, key: string, build: (snapshot: Snapshot) => T): T {
  let values = derived.get(snapshot);
  if (!values) derived.set(snapshot, (values = new Map()));
  if (!values.has(key)) values.set(key, build(snapshot));
  return values.get(key) as T;
}

import type { Snapshot } from '@chronicle/snapshot';
import { byText } from '../markdown/markdown.js';
import { receiverNamesType } from '../agents/architecture/flows.js';

// How central a source file is: how many other source files lean on it, through an import that
// resolves to it or a call the resolver was sure lands in it (the edges ARCHITECTURE's flows follow).
// A file many others import and call is one a reader meets wherever they start.

/** A source file with the other source files that import it and that call into it. */
export type CentralFile = {
  path: string;
  /** Other source files with an import resolved to this one. */
  importedBy: number;
  /** Other source files with a resolved call to a declaration of this one. */
  calledFrom: number;
  /** Other source files that do either. */
  dependents: number;
};

/** Every source file that at least one other source file imports or calls into, most dependents first. */
export function centralFiles(snapshot: Snapshot): CentralFile[] {
  const sources = new Set(snapshot.files.filter((file) => file.role === 'source').map((file) => file.path));
  const importers = new Map<string, Set<string>>();
  const callers = new Map<string, Set<string>>();
  const add = (edges: Map<string, Set<string>>, to: string, from: string) => {
    if (to === from || !sources.has(to)) return;
    edges.set(to, (edges.get(to) ?? new Set<string>()).add(from));
  };
  for (const file of snapshot.files) {
    if (file.role !== 'source') continue;
    for (const ref of file.code.imports) if (ref.resolvedPath !== null) add(importers, ref.resolvedPath, file.path);
    for (const call of file.code.calls) {
      if (call.target === null || call.resolution === null || (call.resolution === 'name' && !receiverNamesType(call.callee, call.target.symbol))) continue;
      add(callers, call.target.path, file.path);
    }
  }
  return [...new Set([...importers.keys(), ...callers.keys()])]
    .map((path) => {
      const imported = importers.get(path) ?? new Set<string>();
      const called = callers.get(path) ?? new Set<string>();
      return { path, importedBy: imported.size, calledFrom: called.size, dependents: new Set([...imported, ...called]).size };
    })
    .sort((a, b) => b.dependents - a.dependents || b.calledFrom - a.calledFrom || byText(a.path, b.path));
}

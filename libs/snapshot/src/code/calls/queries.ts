import type { CallResolution, FileRole, Snapshot, SourceFile } from '../../model.js';

// Who calls a declaration, and what a function calls, read from a snapshot's resolved call sites
// for documents and MCP. Library callers come first; `role` keeps tests, examples and benchmarks
// apart, and `resolution` lets a reader keep only the sure edges.

/** One resolved call: where it is, who makes it, what it lands on and how that was found. */
export type CallEdge = {
  /** The calling file. */
  path: string;
  line: number;
  /** The calling function (`FunctionMetrics.name`); null at the top level. */
  caller: string | null;
  /** The callee as written. */
  callee: string;
  target: { path: string; symbol: string };
  resolution: CallResolution;
  /** The calling file's role: `source` for library and application code. */
  role: FileRole;
};

/** The calls that land on a declaration (a file's path and the symbol's qualifiedName): `source` callers first, then by path, line and callee. */
export function callersOf(snapshot: Pick<Snapshot, 'files'>, path: string, symbol: string): CallEdge[] {
  const edges = snapshot.files.flatMap((file) => edgesOf(file).filter((edge) => edge.target.path === path && edge.target.symbol === symbol));
  return edges.sort(byRoleThenPlace);
}

/** The calls a function or method makes (a file's path and its `FunctionMetrics.name`), in the file's order. */
export function calleesOf(snapshot: Pick<Snapshot, 'files'>, path: string, symbol: string): CallEdge[] {
  const file = snapshot.files.find((candidate) => candidate.path === path);
  return file ? edgesOf(file).filter((edge) => edge.caller === symbol) : [];
}

function edgesOf(file: SourceFile): CallEdge[] {
  return file.code.calls.flatMap((call) =>
    call.target && call.resolution ? [{ path: file.path, line: call.line, caller: call.caller, callee: call.callee, target: call.target, resolution: call.resolution, role: file.role }] : [],
  );
}

function byRoleThenPlace(a: CallEdge, b: CallEdge): number {
  return Number(a.role !== 'source') - Number(b.role !== 'source') || compare(a.role, b.role) || compare(a.path, b.path) || a.line - b.line || compare(a.callee, b.callee) || compare(a.target.path, b.target.path) || compare(a.target.symbol, b.target.symbol);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

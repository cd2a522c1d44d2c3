import type { CodeSymbol, Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText, code, flowchart, heading, lineLink, summary, text, type FlowEdge, type FlowNode } from '../../markdown/markdown.js';
import { TypeResolver } from '../interfaces/relations.js';

// How control flows: from the public functions that reach most of the code, the calls they make in
// order, read from the snapshot's resolved call sites. Edges the call resolver was sure of (through
// an import, a receiver's type, or the same file) are followed, and a name-only one when the
// receiver is named after the method's type; a call is attributed to the innermost declaration
// around it, so a closure's calls count for the method that defines it.

const CALLABLE = new Set(['function', 'method', 'constructor']);

/** A function or method of the project's own code. */
export type FlowNodeInfo = { key: string; path: string; symbol: CodeSymbol };
type Edge = { to: string; line: number };

/** The call graph of the project's `source` files: callers to callees, each list in call order. */
export type CallGraph = { nodes: Map<string, FlowNodeInfo>; calls: Map<string, Edge[]> };

const keyOf = (path: string, symbol: string) => `${path}\u0000${symbol}`;

function innermost(symbols: readonly CodeSymbol[], line: number): CodeSymbol | null {
  let best: CodeSymbol | null = null;
  for (const symbol of symbols) {
    if (!CALLABLE.has(symbol.kind) || symbol.line > line || line > symbol.endLine) continue;
    if (best === null || symbol.endLine - symbol.line < best.endLine - best.line) best = symbol;
  }
  return best;
}

export function callGraph(snapshot: Snapshot): CallGraph {
  const nodes = new Map<string, FlowNodeInfo>();
  const sources = snapshot.files.filter((file) => file.role === 'source');
  for (const file of sources) for (const symbol of file.code.symbols) if (CALLABLE.has(symbol.kind)) nodes.set(keyOf(file.path, symbol.qualifiedName), { key: keyOf(file.path, symbol.qualifiedName), path: file.path, symbol });
  const calls = new Map<string, Edge[]>();
  for (const file of sources) addCalls(file, nodes, calls);
  for (const list of calls.values()) list.sort((a, b) => a.line - b.line);
  return { nodes, calls };
}

/**
 * A call resolved by name alone is followed only when its receiver is named after the type that
 * declares the method (`router.find` → `Router.find`, `app.use` → `Application.use`): a variable
 * named for its type is the common idiom, and a library object with a same-named method is not.
 */
export function receiverNamesType(callee: string, target: string): boolean {
  const parts = callee.split(/\.|::/);
  const owner = target.split(/\.|::/).slice(-2, -1)[0];
  if (parts.length < 2 || owner === undefined) return false;
  const receiver = (parts[parts.length - 2] as string).replace(/^_+/, '').toLowerCase();
  const type = owner.toLowerCase();
  return receiver.length >= 3 && (type.startsWith(receiver) || receiver.startsWith(type) || receiver.endsWith(type));
}

function addCalls(file: SourceFile, nodes: Map<string, FlowNodeInfo>, calls: Map<string, Edge[]>): void {
  for (const call of file.code.calls) {
    if (call.target === null || call.resolution === null || (call.resolution === 'name' && !receiverNamesType(call.callee, call.target.symbol))) continue;
    const to = keyOf(call.target.path, call.target.symbol);
    if (!nodes.has(to)) continue;
    const around = innermost(file.code.symbols, call.line);
    if (around === null) continue;
    const from = keyOf(file.path, around.qualifiedName);
    if (from === to || !nodes.has(from)) continue;
    const list = calls.get(from) ?? [];
    if (!list.some((edge) => edge.to === to)) list.push({ to, line: call.line });
    calls.set(from, list);
  }
}

/** How many functions a flow reaches within `depth` calls. */
function reach(graph: CallGraph, from: string, depth: number): Set<string> {
  const seen = new Set<string>([from]);
  let frontier = [from];
  for (let level = 0; level < depth; level++) {
    const next: string[] = [];
    for (const key of frontier) for (const edge of graph.calls.get(key) ?? []) if (!seen.has(edge.to)) (seen.add(edge.to), next.push(edge.to));
    frontier = next;
  }
  seen.delete(from);
  return seen;
}

/** The flows shown, the depth followed, and the calls per step. */
export const FLOWS_LIMIT = 4;
export const FLOW_DEPTH = 3;
export const CALLS_PER_STEP = 6;
/** The most flows that start at methods of one type. */
export const FLOWS_PER_TYPE = 2;
/** A flow must reach at least this many functions to be worth a section. */
export const FLOW_MIN_REACH = 3;

/** How often the code's users call each function: resolved calls from tests, examples, benchmarks and docs. */
function usage(snapshot: Snapshot, graph: CallGraph): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of snapshot.files) {
    if (file.role === 'source') continue;
    for (const call of file.code.calls) {
      if (call.target === null || call.resolution === null || (call.resolution === 'name' && !receiverNamesType(call.callee, call.target.symbol))) continue;
      const key = keyOf(call.target.path, call.target.symbol);
      if (graph.nodes.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The roots of the main flows: a program's `main` first, then public functions and methods that
 * reach at least a few others — those the component entry points export (or whose type they
 * export) first, as that is where users enter the code, then those the tests, examples and docs
 * call most, then by reach; at most FLOWS_PER_TYPE per type (a serializer's
 * `dumps` and `loads` are two flows), and none another chosen flow reaches.
 */
export function flowRoots(snapshot: Snapshot, graph: CallGraph): FlowNodeInfo[] {
  const entry = entryKeys(snapshot);
  // A program's `main` is where its flow starts, whatever the tests call.
  const binaries = new Set((snapshot.components ?? []).flatMap((component) => component.entryPoints).filter((point) => point.kind === 'binary').map((point) => point.path));
  const used = usage(snapshot, graph);
  const ranked = [...graph.nodes.values()]
    .filter((node) => node.symbol.exported || (node.symbol.name === 'main' && binaries.has(node.path)))
    .map((node) => ({ node, main: node.symbol.name === 'main' && binaries.has(node.path), reached: reach(graph, node.key, FLOW_DEPTH), used: used.get(node.key) ?? 0, entry: entry.has(node.key) || (node.symbol.parent !== null && entry.has(keyOf(node.path, node.symbol.parent))) }))
    .filter((candidate) => candidate.reached.size >= FLOW_MIN_REACH)
    .sort((a, b) => Number(b.main) - Number(a.main) || Number(b.entry) - Number(a.entry) || b.used - a.used || b.reached.size - a.reached.size || byText(a.node.path, b.node.path) || a.node.symbol.line - b.node.symbol.line);
  const chosen: { node: FlowNodeInfo; reached: Set<string> }[] = [];
  for (const candidate of ranked) {
    if (chosen.length >= FLOWS_LIMIT) break;
    if (chosen.some((flow) => flow.reached.has(candidate.node.key))) continue;
    const parent = candidate.node.symbol.parent;
    if (parent !== null && chosen.filter((flow) => flow.node.path === candidate.node.path && flow.node.symbol.parent === parent).length >= FLOWS_PER_TYPE) continue;
    chosen.push(candidate);
  }
  return chosen.map((flow) => flow.node);
}

/** How many base classes above an exported type count as exported with it. */
const ENTRY_BASES_DEPTH = 4;

/**
 * The declarations the component entry points export, with the classes those types extend (hono
 * exports `Hono` of `hono.ts`, whose methods are declared by the `Hono` of `hono-base.ts` it
 * extends): a user calls the base's methods on the exported type.
 */
function entryKeys(snapshot: Snapshot): Set<string> {
  const keys = new Set(snapshot.api.filter((api) => api.entry).map((api) => keyOf(api.path, api.symbol)));
  const files = new Map(snapshot.files.map((file) => [file.path, file]));
  const resolver = new TypeResolver(snapshot);
  let frontier = snapshot.api.filter((api) => api.entry && api.kind === 'class').flatMap((api) => {
    const file = files.get(api.path);
    const symbol = file?.code.symbols.find((candidate) => candidate.qualifiedName === api.symbol);
    return file && symbol ? [{ file, symbol }] : [];
  });
  for (let depth = 0; depth < ENTRY_BASES_DEPTH && frontier.length > 0; depth++) {
    frontier = frontier.flatMap((located) => located.symbol.extends.flatMap((written) => resolver.resolve(written, located)));
    for (const base of frontier) keys.add(keyOf(base.file.path, base.symbol.qualifiedName));
  }
  return keys;
}

// The agent asks for the flows when it lists its sections and again when it writes them: the graph
// and its roots are built once per snapshot.
const FLOWS = new WeakMap<Snapshot, { graph: CallGraph; roots: FlowNodeInfo[] }>();

function flowsOf(snapshot: Snapshot): { graph: CallGraph; roots: FlowNodeInfo[] } {
  let found = FLOWS.get(snapshot);
  if (!found) {
    const graph = callGraph(snapshot);
    found = { graph, roots: flowRoots(snapshot, graph) };
    FLOWS.set(snapshot, found);
  }
  return found;
}

export function hasFlows(snapshot: Snapshot): boolean {
  return flowsOf(snapshot).roots.length > 0;
}

function describe(node: FlowNodeInfo): string {
  const doc = summary(node.symbol.doc);
  return `${code(node.symbol.qualifiedName)} (${lineLink(node.path, node.symbol.line)})${doc === null ? '' : ` — ${text(doc)}`}`;
}

/** The flow as a nested list in call order, each function expanded once. */
function flowList(graph: CallGraph, root: FlowNodeInfo): { lines: string[]; edges: [string, string][] } {
  const lines: string[] = [];
  const edges: [string, string][] = [];
  const expanded = new Set<string>([root.key]);
  const walk = (key: string, depth: number) => {
    const all = graph.calls.get(key) ?? [];
    // The calls that lead furthest, shown in the order the code makes them.
    const weight = new Map(all.map((edge) => [edge.to, reach(graph, edge.to, FLOW_DEPTH - depth - 1).size]));
    const keep = new Set([...all].sort((a, b) => (weight.get(b.to) ?? 0) - (weight.get(a.to) ?? 0) || a.line - b.line).slice(0, CALLS_PER_STEP).map((edge) => edge.to));
    const calls = all.filter((edge) => keep.has(edge.to));
    for (const edge of calls) {
      const node = graph.nodes.get(edge.to) as FlowNodeInfo;
      edges.push([key, edge.to]);
      const again = expanded.has(edge.to);
      lines.push(`${'  '.repeat(depth)}- ${describe(node)}${again ? ' (followed above)' : ''}`);
      if (!again && depth + 1 < FLOW_DEPTH) {
        expanded.add(edge.to);
        walk(edge.to, depth + 1);
      }
    }
  };
  walk(root.key, 0);
  return { lines, edges };
}

function diagram(graph: CallGraph, root: FlowNodeInfo, edges: [string, string][]): string {
  const ids = new Map<string, string>([[root.key, 'f0']]);
  for (const [from, to] of edges) for (const key of [from, to]) if (!ids.has(key)) ids.set(key, `f${ids.size}`);
  const nodes: FlowNode[] = [...ids].map(([key, id]) => ({ id, label: (graph.nodes.get(key) as FlowNodeInfo).symbol.qualifiedName }));
  const unique = [...new Set(edges.map(([from, to]) => `${ids.get(from)}\u0000${ids.get(to)}`))].map((pair) => pair.split('\u0000'));
  const arrows: FlowEdge[] = unique.map(([from, to]) => ({ from: from as string, to: to as string }));
  return flowchart('LR', nodes, arrows);
}

/** `## Main flows`: for each root, the calls it makes in order, a few levels deep, with a diagram. */
export function flowsSection(snapshot: Snapshot): string[] {
  const { graph, roots } = flowsOf(snapshot);
  const blocks = [
    heading(2, 'Main flows'),
    `What happens when the public API is called: from the public functions and methods that reach most of the code, the calls each makes in the order the code makes them, ${FLOW_DEPTH} levels deep (calls resolved through an import, a receiver's type, the same file, or a receiver named after the type; calls into libraries left out).`,
  ];
  for (const root of roots) {
    const { lines, edges } = flowList(graph, root);
    const opening = describe(root).replace(/[.:;,\s]+$/, '');
    blocks.push(heading(3, code(root.symbol.qualifiedName), true), `${opening}. In the order the code makes them, it calls:`, lines.join('\n'), diagram(graph, root, edges));
  }
  return blocks;
}

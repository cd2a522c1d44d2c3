import type { Language } from 'web-tree-sitter';
import type { CodeSymbol, FunctionMetrics, LoopHint } from '../../model.js';
import type { FileScope } from '../shared/file-scope.js';
import { endLineOf, field, lineOf, named, type Node } from '../shared/nodes.js';
import { isRouteHandler, routeHandlers, type RouteHandlers } from './handlers.js';
import { isIoCall } from './io-calls.js';
import { ANONYMOUS, functionName, functionSymbols, localNames } from './names.js';
import type { MetricsTable } from './table.js';

// One pass over a file's syntax tree measures every function, lists every call and notes the loop hints. The
// grammar's own `descendantsOfType` lists, in document order, just the nodes the language's table
// names (a node-by-node cursor walk from JavaScript cost several times as much: every step crosses
// into WebAssembly), and a stack of frames, each open until its node's end, says where each node
// stands. What a node means is read from the table; the walker itself knows no language.

/** Where the walk stands: the function being measured and the loops around the node. */
type Frame = {
  /** The innermost function; its decision points are counted. Null at the top level. */
  fn: FunctionMetrics | null;
  /** The innermost named function, for hints (`<anonymous>` inside anonymous ones only). */
  owner: string | null;
  /** Loops around the node: statement loops, loop callbacks and the loops around those callbacks. */
  loops: number;
  /** Statement loops around the node in its own function: what an `await` waits in, turn by turn. */
  ownLoops: number;
  /** Inside a request handler. */
  handler: boolean;
  /** Where the node that opened the frame ends (a source offset). */
  end: number;
  /** For a loop's frame, the frame around the loop, where its once-evaluated parts run. */
  outside: Frame | null;
  /** For a loop's frame, the offsets of its once-evaluated parts (`for (x of load())`'s `load()`). */
  once: readonly (readonly [number, number])[];
};

type Role = 'function' | 'loop' | 'block' | 'branch' | 'logical' | 'await' | 'call';

const TOP: Frame = { fn: null, owner: null, loops: 0, ownLoops: 0, handler: false, end: Infinity, outside: null, once: [] };

/** A callee with a name in it: a call of a bare expression (`(() => …)()`) is not listed. */
const NAMED = /[\p{L}_$]/u;

/** Operator tokens of logical binary nodes; a token counts when its parent is one of the table's `logical` types. */
const LOGICAL_OPERATORS = ['&&', '||', 'and', 'or'];

/** Adds the functions' metrics, the calls and the loop hints of one parsed file to its scope. */
export function measureCode(root: Node, scope: FileScope, table: MetricsTable): void {
  new Measure(scope, table).walk(root);
}

function rolesOf(table: MetricsTable): Map<string, Role> {
  const roles = new Map<string, Role>();
  const add = (types: readonly string[] | undefined, role: Role) => {
    for (const type of types ?? []) if (!roles.has(type)) roles.set(type, role);
  };
  add(table.functions, 'function');
  add(table.loops, 'loop');
  add(table.loopBlocks, 'block');
  add(table.branches, 'branch');
  add(table.awaits, 'await');
  add(table.calls, 'call');
  return roles;
}

const anonymousByLanguage = new WeakMap<Language, ReadonlySet<string>>();

/** Names a grammar uses for anonymous tokens (`function`, `if`, `await`), which named node types may share. */
function anonymousNames(language: Language): ReadonlySet<string> {
  let names = anonymousByLanguage.get(language);
  if (!names) {
    const found = new Set<string>();
    for (let id = 0; id < language.nodeTypeCount; id += 1) {
      const name = language.nodeTypeForId(id);
      if (name && !language.nodeTypeIsNamed(id)) found.add(name);
    }
    names = found;
    anonymousByLanguage.set(language, names);
  }
  return names;
}

class Measure {
  private readonly roles: Map<string, Role>;
  private readonly types: string[];
  private readonly logical: ReadonlySet<string>;
  private readonly calls: ReadonlySet<string>;
  private readonly loopMethods: ReadonlySet<string>;
  private readonly symbols: Map<string, CodeSymbol[]>;
  private readonly handlers: RouteHandlers | null;
  private readonly frames: Frame[] = [TOP];
  /** One string per distinct callee of the file: a file calls the same few names many times. */
  private readonly callees = new Map<string, string>();

  constructor(
    private readonly scope: FileScope,
    private readonly table: MetricsTable,
  ) {
    this.roles = rolesOf(table);
    this.logical = new Set(table.logical);
    this.types = [...this.roles.keys(), ...(table.logical.length > 0 ? LOGICAL_OPERATORS : [])];
    this.calls = new Set(table.calls);
    this.loopMethods = new Set(table.loopMethods ?? []);
    this.symbols = functionSymbols(scope.symbols);
    this.handlers = routeHandlers(scope.routes);
  }

  walk(root: Node): void {
    const anonymous = anonymousNames(root.tree.language);
    for (const node of root.descendantsOfType(this.types)) {
      if (!node) continue;
      const role = this.roleOf(node, anonymous);
      if (role === undefined) continue;
      const start = node.startIndex;
      while (this.top.end <= start) this.frames.pop();
      this.visit(role, node, this.frameAt(start));
    }
  }

  /** A named node's role from the table; an anonymous token is only ever a logical operator. */
  private roleOf(node: Node, anonymous: ReadonlySet<string>): Role | undefined {
    const type = node.type;
    if (anonymous.has(type) && !node.isNamed) return LOGICAL_OPERATORS.includes(type) ? 'logical' : undefined;
    return this.roles.get(type);
  }

  private get top(): Frame {
    return this.frames[this.frames.length - 1];
  }

  /** The frame a node starting here runs in: the loop's own, or the one around it for a once-evaluated part. */
  private frameAt(start: number): Frame {
    const top = this.top;
    return top.outside && top.once.some(([from, to]) => start >= from && start < to) ? top.outside : top;
  }

  private visit(role: Role, node: Node, frame: Frame): void {
    switch (role) {
      case 'function':
        return this.enterFunction(node, frame);
      case 'loop':
        if (frame.fn) frame.fn.branches += 1;
        return this.enterLoop(node, frame);
      case 'block':
        if (this.isLoopBody(node)) this.enterLoop(node, frame);
        return;
      case 'branch':
        if (frame.fn && (this.table.countsBranch?.(node) ?? true)) frame.fn.branches += 1;
        return;
      case 'logical':
        if (frame.fn && this.logical.has(node.parent?.type ?? '')) frame.fn.branches += 1;
        return;
      case 'await':
        if (frame.ownLoops > 0) this.hint('await-in-loop', node, this.awaitedCallee(node), frame);
        return;
      case 'call':
        return this.visitCall(node, frame);
    }
  }

  private enterFunction(node: Node, frame: Frame): void {
    if (this.table.bodyRequired?.includes(node.type) && !field(node, 'body')) return;
    const names = localNames(node, this.table);
    const name = functionName(node, names, this.symbols);
    const metrics: FunctionMetrics = { name, line: lineOf(node), endLine: endLineOf(node), branches: 0 };
    this.scope.functions.push(metrics);
    const loopBody = this.isLoopBody(node);
    if (loopBody && frame.loops > 0) this.hint('nested-loop', node, null, frame);
    const handler = frame.handler || (this.handlers !== null && isRouteHandler(node, names, this.handlers, this.calls));
    const owner = name === ANONYMOUS ? (frame.owner ?? ANONYMOUS) : name;
    this.frames.push({ fn: metrics, owner, loops: loopBody ? frame.loops + 1 : 0, ownLoops: 0, handler, end: node.endIndex, outside: null, once: [] });
  }

  private enterLoop(node: Node, frame: Frame): void {
    if (frame.loops > 0) this.hint('nested-loop', node, null, frame);
    this.frames.push({ ...frame, loops: frame.loops + 1, ownLoops: frame.ownLoops + 1, end: node.endIndex, outside: frame, once: this.onceParts(node) });
  }

  /** The offsets of a loop's parts that run once: its own once fields, and those of its clauses (Go's `range` operand). */
  private onceParts(loop: Node): [number, number][] {
    const once = this.table.once;
    if (!once) return [];
    const parts = (once[loop.type] ?? []).map((name) => field(loop, name));
    for (const clause of named(loop)) if (once[clause.type]) parts.push(...once[clause.type].map((name) => field(clause, name)));
    return parts.filter((part): part is Node => part !== null).map((part) => [part.startIndex, part.endIndex]);
  }

  /** Every call is listed with its caller; one in a loop or a request handler may also be a hint. */
  private visitCall(node: Node, frame: Frame): void {
    const callee = this.table.callee(node);
    if (callee === null) return;
    if (NAMED.test(callee)) this.scope.calls.push({ callee: this.interned(callee), line: lineOf(node), caller: frame.owner, target: null, resolution: null });
    if (frame.loops === 0 && !frame.handler) return;
    if (frame.loops > 0 && isIoCall(callee, (name) => this.symbols.has(name))) this.hint('io-in-loop', node, callee, frame);
    if (frame.handler && this.table.blocking?.(callee)) this.hint('sync-in-handler', node, callee, frame);
  }

  private interned(callee: string): string {
    const known = this.callees.get(callee);
    if (known !== undefined) return known;
    this.callees.set(callee, callee);
    return callee;
  }

  /** A callback or block passed to an iterating method (`items.forEach(…)`, `items.each do … end`). */
  private isLoopBody(node: Node): boolean {
    if (this.loopMethods.size === 0) return false;
    let call = node.parent;
    if (call && call.type.includes('argument')) call = call.parent;
    if (!call || !this.calls.has(call.type)) return false;
    const method = methodName(call);
    return method !== null && this.loopMethods.has(method);
  }

  /** The callee of an awaited call (`fetch` in `await fetch(url)`); null when what is awaited is not a call. */
  private awaitedCallee(node: Node): string | null {
    let awaited = node.namedChild(0);
    while (awaited?.type === 'parenthesized_expression') awaited = awaited.namedChild(0);
    return awaited && this.calls.has(awaited.type) ? this.table.callee(awaited) : null;
  }

  private hint(kind: LoopHint['kind'], node: Node, call: string | null, frame: Frame): void {
    this.scope.hints.push({ kind, line: lineOf(node), call, function: frame.owner });
  }
}

/**
 * The method a call invokes on a receiver (`map` in `items.map(…)`, `each` in Ruby's `items.each`),
 * read from the callee's last field without reading the whole callee, which may hold long callbacks.
 */
function methodName(call: Node): string | null {
  const callee = field(call, 'function');
  if (!callee) return field(call, 'method')?.text ?? null;
  return (field(callee, 'property') ?? field(callee, 'field'))?.text ?? null;
}

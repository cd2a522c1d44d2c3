import type { Node } from '../shared/nodes.js';

/**
 * What the one metrics walker needs to know about a grammar: which node types are functions,
 * loops, decision points, awaits and calls, and how a call's callee is written. Each language
 * module holds one; the walker (`measure.ts`) is the same for all twelve languages.
 */
export type MetricsTable = {
  /** Functions, methods, lambdas and closures; each is measured when it has a body. */
  functions: readonly string[];
  /** Function types that count only with a `body` field: an abstract or interface method has none. */
  bodyRequired?: readonly string[];
  /** A function's own name when it is not its `name` field's text (C's declarator chain). */
  ownName?: (fn: Node) => string | null;
  /** Statement loops (and Python comprehensions). Every loop is also a decision point. */
  loops: readonly string[];
  /** Per node type, the fields evaluated once before a loop repeats: `for (x of load())`'s `right`. */
  once?: Readonly<Record<string, readonly string[]>>;
  /** Decision points besides loops and logical operators: if, else-if, case arms, catch, ternaries. */
  branches: readonly string[];
  /** Whether a node of `branches` counts: a `default` or `_` arm does not. */
  countsBranch?: (node: Node) => boolean;
  /** Binary nodes that are a decision point when their operator is `&&`, `||`, `and` or `or`. */
  logical: readonly string[];
  awaits: readonly string[];
  calls: readonly string[];
  /** The callee of a call node as written (`db.query`, `Net::HTTP.get`); null when it is not a name. */
  callee: (call: Node) => string | null;
  /**
   * Iteration written as a method call: a function (JS/TS callback) or block (Ruby) passed to one
   * of these methods is a loop body.
   */
  loopMethods?: readonly string[];
  /** Node types of blocks that are not functions but may be a loop method's body (Ruby `do … end`). */
  loopBlocks?: readonly string[];
  /** Whether a callee blocks its thread or event loop on a file, a process or a sleep (for `sync-in-handler`). */
  blocking?: (callee: string) => boolean;
};

import { functionField } from '../../metrics/callees.js';
import type { MetricsTable } from '../../metrics/table.js';
import { field, type Node } from '../../shared/nodes.js';

/** A `_ =>` arm is the default and no decision of its own. */
function countsBranch(node: Node): boolean {
  return node.type !== 'match_arm' || field(node, 'pattern')?.text !== '_';
}

/** Rust: `loop`, `while` (and `while let`), `for`; closures are functions; `.await` awaits. */
export const rustMetrics: MetricsTable = {
  functions: ['function_item', 'closure_expression'],
  loops: ['loop_expression', 'while_expression', 'for_expression'],
  once: { for_expression: ['value'] },
  branches: ['if_expression', 'match_arm'],
  countsBranch,
  logical: ['binary_expression'],
  awaits: ['await_expression'],
  calls: ['call_expression'],
  callee: functionField,
};

import { functionField } from '../../metrics/callees.js';
import type { MetricsTable } from '../../metrics/table.js';
import { field, type Node } from '../../shared/nodes.js';
import { declaredName } from './declarators.js';

/** `case 1:` counts; `default:` (a case without a value) does not. */
function countsBranch(node: Node): boolean {
  return node.type !== 'case_statement' || field(node, 'value') !== null;
}

/** C and C++: function definitions and lambdas; a definition is named by its declarator (`Shape::area`). */
export const cMetrics: MetricsTable = {
  functions: ['function_definition', 'lambda_expression'],
  ownName: (fn) => (fn.type === 'function_definition' ? (declaredName(field(fn, 'declarator'))?.text ?? null) : null),
  loops: ['for_statement', 'for_range_loop', 'while_statement', 'do_statement'],
  once: { for_statement: ['initializer'], for_range_loop: ['right'] },
  branches: ['if_statement', 'case_statement', 'catch_clause', 'conditional_expression'],
  countsBranch,
  logical: ['binary_expression'],
  awaits: ['co_await_expression'],
  calls: ['call_expression'],
  callee: functionField,
};

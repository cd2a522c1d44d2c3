import { isBlockingJava } from '../../metrics/blocking.js';
import { receiverAndName } from '../../metrics/callees.js';
import type { MetricsTable } from '../../metrics/table.js';
import type { Node } from '../../shared/nodes.js';

/** `case 1:` and `case 1 ->` count; `default` does not (its label has no value). */
function countsBranch(node: Node): boolean {
  return node.type !== 'switch_label' || node.namedChildCount > 0;
}

/** Java: methods with a body, constructors and lambdas; calls are `object.name(…)`. */
export const javaMetrics: MetricsTable = {
  functions: ['method_declaration', 'constructor_declaration', 'compact_constructor_declaration', 'lambda_expression'],
  bodyRequired: ['method_declaration'],
  loops: ['for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement'],
  once: { for_statement: ['init'], enhanced_for_statement: ['value'] },
  branches: ['if_statement', 'switch_label', 'catch_clause', 'ternary_expression'],
  countsBranch,
  logical: ['binary_expression'],
  awaits: [],
  calls: ['method_invocation'],
  callee: receiverAndName('object', 'name', '.'),
  blocking: isBlockingJava,
};

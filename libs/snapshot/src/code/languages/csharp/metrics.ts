import { functionField } from '../../metrics/callees.js';
import type { MetricsTable } from '../../metrics/table.js';
import type { Node } from '../../shared/nodes.js';

/** A `_ =>` arm of a switch expression is the default and no decision of its own. */
function countsBranch(node: Node): boolean {
  return node.type !== 'switch_expression_arm' || node.namedChild(0)?.type !== 'discard';
}

/** C#: members with a body (a block or `=> expression`), local functions, lambdas and anonymous methods. */
export const csharpMetrics: MetricsTable = {
  functions: ['method_declaration', 'constructor_declaration', 'destructor_declaration', 'operator_declaration', 'conversion_operator_declaration', 'accessor_declaration', 'local_function_statement', 'lambda_expression', 'anonymous_method_expression'],
  bodyRequired: ['method_declaration', 'constructor_declaration', 'destructor_declaration', 'operator_declaration', 'conversion_operator_declaration', 'accessor_declaration', 'local_function_statement'],
  loops: ['for_statement', 'for_each_statement', 'while_statement', 'do_statement'],
  once: { for_statement: ['initializer'], for_each_statement: ['right'] },
  branches: ['if_statement', 'case_switch_label', 'case_pattern_switch_label', 'switch_expression_arm', 'catch_clause', 'conditional_expression'],
  countsBranch,
  logical: ['binary_expression'],
  awaits: ['await_expression'],
  calls: ['invocation_expression'],
  callee: functionField,
};

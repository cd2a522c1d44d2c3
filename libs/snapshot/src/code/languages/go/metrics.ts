import { isBlockingGo } from '../../metrics/blocking.js';
import { functionField } from '../../metrics/callees.js';
import type { MetricsTable } from '../../metrics/table.js';

/** Go: `for` is the only loop; a range's operand and a three-clause loop's initializer run once. */
export const goMetrics: MetricsTable = {
  functions: ['function_declaration', 'method_declaration', 'func_literal'],
  bodyRequired: ['function_declaration'],
  loops: ['for_statement'],
  once: { range_clause: ['right'], for_clause: ['initializer'] },
  branches: ['if_statement', 'expression_case', 'type_case', 'communication_case'],
  logical: ['binary_expression'],
  awaits: [],
  calls: ['call_expression'],
  callee: functionField,
  blocking: isBlockingGo,
};

import { normaliseCallee } from '../../metrics/callees.js';
import type { MetricsTable } from '../../metrics/table.js';
import { field, type Node } from '../../shared/nodes.js';

const SEPARATORS: Readonly<Record<string, [string, string]>> = {
  member_call_expression: ['object', '->'],
  nullsafe_member_call_expression: ['object', '?->'],
  scoped_call_expression: ['scope', '::'],
};

/** `f(…)`, `$this->db->query(…)`, `$a?->b(…)`, `DB::table(…)`. */
function callee(call: Node): string | null {
  const direct = field(call, 'function');
  if (direct) return normaliseCallee(direct.text);
  const [receiverField, separator] = SEPARATORS[call.type] ?? ['object', '->'];
  const name = field(call, 'name')?.text;
  const receiver = field(call, receiverField)?.text;
  return name && receiver ? normaliseCallee(`${receiver}${separator}${name}`) : null;
}

/** PHP: functions, methods with a body, closures and arrow functions. */
export const phpMetrics: MetricsTable = {
  functions: ['function_definition', 'method_declaration', 'anonymous_function_creation_expression', 'arrow_function'],
  bodyRequired: ['method_declaration'],
  loops: ['for_statement', 'foreach_statement', 'while_statement', 'do_statement'],
  once: { for_statement: ['initialize'] },
  branches: ['if_statement', 'else_if_clause', 'case_statement', 'catch_clause', 'conditional_expression', 'match_conditional_expression'],
  logical: ['binary_expression'],
  awaits: [],
  calls: ['function_call_expression', 'member_call_expression', 'nullsafe_member_call_expression', 'scoped_call_expression'],
  callee,
};

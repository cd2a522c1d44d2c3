import { isBlockingPython } from '../../metrics/blocking.js';
import { functionField } from '../../metrics/callees.js';
import type { MetricsTable } from '../../metrics/table.js';
import type { Node } from '../../shared/nodes.js';

/** A `case _:` arm is the default and no decision of its own. */
function countsBranch(node: Node): boolean {
  return node.type !== 'case_clause' || node.namedChild(0)?.text !== '_';
}

/** Python: comprehensions and generator expressions are loops; `and`/`or` are decision points. */
export const pythonMetrics: MetricsTable = {
  functions: ['function_definition', 'lambda'],
  loops: ['for_statement', 'while_statement', 'list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'generator_expression'],
  once: { for_statement: ['right'] },
  branches: ['if_statement', 'elif_clause', 'if_clause', 'except_clause', 'except_group_clause', 'conditional_expression', 'case_clause', 'boolean_operator'],
  countsBranch,
  logical: [],
  awaits: ['await'],
  calls: ['call'],
  callee: functionField,
  blocking: isBlockingPython,
};

import { isBlockingJavaScript } from '../../metrics/blocking.js';
import { functionField } from '../../metrics/callees.js';
import type { MetricsTable } from '../../metrics/table.js';

/**
 * TypeScript, TSX and JavaScript. Array methods that call their callback once per element count as
 * loops, so `items.forEach(x => db.save(x))` is a database call in a loop; an `await` in such a
 * callback is not an await in a loop (the callbacks are not awaited one after another).
 */
export const javascriptMetrics: MetricsTable = {
  functions: ['function_declaration', 'function_expression', 'generator_function_declaration', 'generator_function', 'arrow_function', 'method_definition'],
  loops: ['for_statement', 'for_in_statement', 'while_statement', 'do_statement'],
  once: { for_statement: ['initializer'], for_in_statement: ['right'] },
  branches: ['if_statement', 'switch_case', 'catch_clause', 'ternary_expression'],
  logical: ['binary_expression'],
  awaits: ['await_expression'],
  calls: ['call_expression'],
  callee: functionField,
  loopMethods: ['forEach', 'map', 'flatMap', 'filter', 'reduce', 'reduceRight', 'some', 'every', 'find', 'findIndex', 'findLast', 'findLastIndex'],
  blocking: isBlockingJavaScript,
};

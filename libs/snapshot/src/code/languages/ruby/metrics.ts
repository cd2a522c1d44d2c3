import { receiverAndName } from '../../metrics/callees.js';
import type { MetricsTable } from '../../metrics/table.js';

/**
 * Ruby: methods and `->` lambdas are functions; blocks are not (they run inside their method), but
 * the block of an iterating method (`each`, `map`, `times`…) is a loop body.
 */
export const rubyMetrics: MetricsTable = {
  functions: ['method', 'singleton_method', 'lambda'],
  loops: ['while', 'until', 'for', 'while_modifier', 'until_modifier'],
  once: { for: ['value'] },
  branches: ['if', 'elsif', 'unless', 'if_modifier', 'unless_modifier', 'when', 'in_clause', 'rescue', 'rescue_modifier', 'conditional'],
  logical: ['binary'],
  awaits: [],
  calls: ['call'],
  callee: receiverAndName('receiver', 'method', '.'),
  loopMethods: ['each', 'each_with_index', 'each_with_object', 'each_pair', 'each_key', 'each_value', 'each_slice', 'each_cons', 'map', 'flat_map', 'collect', 'select', 'filter', 'reject', 'find', 'detect', 'find_all', 'filter_map', 'sum', 'count', 'inject', 'reduce', 'any?', 'all?', 'none?', 'times', 'upto', 'downto', 'step'],
  loopBlocks: ['block', 'do_block'],
};

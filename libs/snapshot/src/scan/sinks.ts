import type { RiskySink } from '../model.js';
import { codeLines, LEXICAL_STYLES, type CodeLine } from './code-lines.js';
import type { ScanInput } from './index.js';
import { SINK_RULES, type SinkRule } from './sink-rules.js';

/**
 * Calls that are risky when fed by input — eval, shell commands and SQL built from strings, unsafe
 * deserialization, TLS verification turned off, weak hashes on passwords — found by the per-language
 * line patterns of `sink-rules.ts` on the lines that are code (not comments, not docstrings), with
 * the callee outside string literals. Heuristics, reported as such; one per line, kind and call.
 */
export function findSinks(input: ScanInput): RiskySink[] {
  const rules = input.language ? SINK_RULES[input.language] : undefined;
  const style = input.language ? LEXICAL_STYLES[input.language] : undefined;
  if (!rules || !style) return [];
  // A pattern that matches nowhere in the text matches on no line of it: most files end here.
  const applicable = rules.filter((rule) => rule.pattern.test(input.text) && (!rule.fileHas || rule.fileHas.test(input.text)));
  if (applicable.length === 0) return [];
  const found = new Map<string, RiskySink>();
  for (const line of codeLines(input.text, style)) {
    for (const rule of applicable) {
      const call = sinkCall(rule, line);
      if (call !== null) found.set(`${line.line}\u0000${rule.kind}\u0000${call}`, { kind: rule.kind, line: line.line, call });
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line || byText(a.kind, b.kind) || byText(a.call, b.call));
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const GLOBAL = new WeakMap<SinkRule, RegExp>();

function sinkCall(rule: SinkRule, line: CodeLine): string | null {
  if (!rule.pattern.test(line.text)) return null;
  if (rule.lineHas && !rule.lineHas.test(line.text)) return null;
  if (rule.lineLacks?.test(line.text)) return null;
  let pattern = GLOBAL.get(rule);
  if (!pattern) GLOBAL.set(rule, (pattern = new RegExp(rule.pattern.source, `${rule.pattern.flags}g`)));
  for (const match of line.text.matchAll(pattern)) {
    const call = match.groups?.call;
    if (call === undefined) continue;
    const placed = rule.at === 'literal' ? line.opensString(match.index) : !line.inString(match.index + match[0].indexOf(call));
    if (placed) return rule.call ?? call.replace(/\s+/g, ' ');
  }
  return null;
}

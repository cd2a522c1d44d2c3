import type { RiskySink } from '../model.js';
import type { ScanInput } from './index.js';
import { lex, type LexedText } from './lexer.js';
import { SINK_RULES, type SinkRule } from './sink-rules.js';

/**
 * Calls that are risky when fed by input — eval, shell commands and SQL built from strings, unsafe
 * deserialization, TLS verification turned off, weak hashes on passwords — found by the per-language
 * line patterns of `sink-rules.ts` with the callee in code (not in a comment, a docstring or a string
 * literal; a rule that looks at a literal needs one to open where it matches). Heuristics, reported
 * as such; one per line, kind and call.
 */
export function findSinks(input: ScanInput, lexed?: LexedText): RiskySink[] {
  const rules = input.language ? SINK_RULES[input.language] : undefined;
  if (!rules) return [];
  // A pattern that matches nowhere in the text matches on no line of it: most files end here.
  const applicable = rules.filter((rule) => rule.pattern.test(input.text) && (!rule.fileHas || rule.fileHas.test(input.text)));
  if (applicable.length === 0) return [];
  const text = lexed ?? lex(input.text, input.language);
  const found = new Map<string, RiskySink>();
  text.lines.forEach((source, index) => {
    for (const rule of applicable) {
      const call = sinkCall(rule, source, index + 1, text);
      if (call !== null) found.set(`${index + 1}\u0000${rule.kind}\u0000${call}`, { kind: rule.kind, line: index + 1, call });
    }
  });
  return [...found.values()].sort((a, b) => a.line - b.line || byText(a.kind, b.kind) || byText(a.call, b.call));
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const GLOBAL = new WeakMap<SinkRule, RegExp>();

function sinkCall(rule: SinkRule, source: string, line: number, text: LexedText): string | null {
  if (!rule.pattern.test(source)) return null;
  if (rule.lineHas && !rule.lineHas.test(source)) return null;
  if (rule.lineLacks?.test(source)) return null;
  let pattern = GLOBAL.get(rule);
  if (!pattern) GLOBAL.set(rule, (pattern = new RegExp(rule.pattern.source, `${rule.pattern.flags}g`)));
  for (const match of source.matchAll(pattern)) {
    const call = match.groups?.call;
    if (call === undefined) continue;
    const placed = rule.at === 'literal' ? text.opensString(line, match.index) : text.inCode(line, match.index + match[0].indexOf(call));
    if (placed) return rule.call ?? call.replace(/\s+/g, ' ');
  }
  return null;
}

import type { CodeSymbol, Deprecation } from '../model.js';
import { argumentAt, argumentList, clipText, type CallArgument } from './call-arguments.js';
import { DEPRECATION_WARNING, DOC_TAG, javascriptHelperRules, RULES, type Rule, type Where } from './deprecation-rules.js';
import type { ScanInput } from './index.js';
import { lex, type LexedText } from './lexer.js';

const QUICK = /[dD]eprecat|Obsolete|FutureWarning|depd/;
// A warning named to be caught, filtered or defined, not raised: tests and warning filters.
const NOT_RAISED = /filterwarnings|simplefilter|\bwarns\s*\(|assertWarns|catch_warnings|^\s*(?:class|from|import)\s|except\b|ignore::/;

/**
 * Code marked deprecated: JSDoc and PHPDoc `@deprecated`, Java and Kotlin `@Deprecated` (with
 * Kotlin's message and `ReplaceWith`), Rust `#[deprecated]` (its `note`), C# `[Obsolete]`, Python
 * `@deprecated` decorators, `.. deprecated::` in docstrings and `warnings.warn(…)` of a
 * `DeprecationWarning`, `PendingDeprecationWarning` or `FutureWarning`, Go's `// Deprecated:`
 * paragraphs, Swift `@available(…, deprecated…)`, and JavaScript's `util.deprecate` and `depd`
 * helpers (`deprecation-rules.ts`). In parsed files the symbol is the declaration it marks: the one
 * whose doc holds it, the declaration right after an attribute, the function around a warning, or
 * the one a helper wraps. The note is what it says, with the replacement when one is named apart.
 * A declaration marked twice close together (Javadoc `@deprecated` and `@Deprecated`) is listed once.
 */
export function findDeprecations(input: ScanInput, lexed?: LexedText): Deprecation[] {
  const rules = rulesOf(input);
  if (rules.length === 0 || !QUICK.test(input.text)) return [];
  const text = lexed ?? lex(input.text, input.language);
  const symbols = input.symbols ?? [];
  const found: Deprecation[] = [];
  // The last line of a call a rule has read: a fallback rule does not count the same warning again.
  let readUntil = 0;
  text.lines.forEach((source, index) => {
    const line = index + 1;
    for (const rule of rules) {
      if (rule.fallback && line <= readUntil) continue;
      const match = rule.pattern.exec(source);
      if (!match || !applies(rule, match, source, line, text)) continue;
      const mark = readMark(rule, match, text, index);
      if (!mark) continue;
      readUntil = Math.max(readUntil, mark.lastLine);
      found.push({ line, marker: mark.marker, symbol: markedSymbol(rule.where, line, symbols, mark.names), note: mark.note });
      break;
    }
  });
  return mergeMarks(found);
}

function rulesOf(input: ScanInput): Rule[] {
  const rules = (input.language !== null ? RULES[input.language] : undefined) ?? [];
  const javascript = input.language === 'JavaScript' || input.language === 'TypeScript' || input.language === 'TSX';
  return javascript ? [...rules, ...javascriptHelperRules(input.text)] : rules;
}

function applies(rule: Rule, match: RegExpExecArray, source: string, line: number, text: LexedText): boolean {
  // Where the tag itself starts (a pattern may match the space or star before it).
  const at = match.index + Math.max(0, match[0].search(/[^\s*]/));
  // A doc tag counts in a comment (`* @deprecated`, `/** @deprecated */`); a docstring's directive and Go's `// Deprecated:` carry their own context.
  if (rule.where === 'doc') return rule !== DOC_TAG || text.inComment(line, at);
  if ((rule.category || rule.fallback) && NOT_RAISED.test(source)) return false;
  return text.inCode(line, at);
}

type Mark = { marker: string; note: string | null; names: string[]; lastLine: number };

/** What one match says: its marker, its note, the names a wrap marks; null when a warning call raises no deprecation. */
function readMark(rule: Rule, match: RegExpExecArray, text: LexedText, index: number): Mark | null {
  const line = index + 1;
  const source = text.lines[index]!;
  if (rule.where === 'doc') return { marker: rule.marker ?? match[0].trim(), note: docNote(rule, text.lines, index), names: [], lastLine: line };
  if (rule.fallback) return { marker: match[0], note: clip(messageNear(text.lines, index)), names: [], lastLine: line };
  const list = argumentList(text, text.offsetOf(line, match.index + match[0].length));
  const args = list?.args ?? [];
  let marker = rule.marker ?? match[0].trim();
  let message = rule.written?.exec(source.slice(match.index))?.[1]?.replace(/\\(["\\])/g, '$1') ?? (rule.message ? argumentAt(args, rule.message.argument, rule.message.keywords)?.literal : null);
  if (rule.category) {
    const warning = warningOf(args, rule);
    if (!warning) return null;
    marker = warning.name;
    message ??= warning.message;
  }
  return {
    marker,
    note: clip(withReplacement(message ?? null, replacementOf(args, rule))),
    names: rule.marks ? namesIn(argumentAt(args, rule.marks.argument, rule.marks.keywords)) : [],
    lastLine: list ? text.lineOf(list.end) : line,
  };
}

/** The deprecation a warning call raises: `warn("…", DeprecationWarning)`, `warn("…", category=FutureWarning)`, `warn(DeprecationWarning("…"))`. */
function warningOf(args: readonly CallArgument[], rule: Rule): { name: string; message: string | null } | null {
  const category = argumentAt(args, rule.category!.argument, rule.category!.keywords);
  const named = category ? DEPRECATION_WARNING.exec(category.code) : null;
  if (named) return { name: named[1]!, message: null };
  const first = args[0];
  const built = first ? /^([\w.]+)\s*\(/.exec(first.code) : null;
  const instance = built ? DEPRECATION_WARNING.exec(built[1]!) : null;
  return instance ? { name: instance[1]!, message: first!.strings[0] ?? null } : null;
}

function replacementOf(args: readonly CallArgument[], rule: Rule): string | null {
  const at = rule.replacement;
  if (!at) return null;
  const arg = argumentAt(args, at.argument, at.keywords);
  if (!arg) return null;
  if (at.wrapper) return arg.code.startsWith(`${at.wrapper}(`) ? (arg.strings[0] ?? null) : null;
  return arg.literal;
}

function withReplacement(message: string | null, replacement: string | null): string | null {
  if (replacement === null || replacement === '') return message;
  if (message === null || message === '') return `Replace with ${replacement}.`;
  return message.includes(replacement) ? message : `${message} (replace with ${replacement})`;
}

/** The names a helper's argument gives what it wraps: `oldFn`, `function oldFn() {…}`, `'oldProp'`. */
function namesIn(arg: CallArgument | null): string[] {
  if (!arg) return [];
  if (arg.literal !== null) return [arg.literal];
  const named = /^(?:async\s+)?(?:function\s*\*?\s*)?([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?/.exec(arg.code);
  return named ? [named[2] ? `${named[1]}.${named[2]}` : named[1]!, ...(named[2] ? [named[2]] : [])] : [];
}

/** The longest note kept. */
const NOTE_CHARS = 240;

function clip(note: string | null | undefined): string | null {
  if (note === null || note === undefined) return null;
  const clipped = clipText(note, NOTE_CHARS);
  return clipped === '' ? null : clipped;
}

/** For a doc tag or Go's paragraph: the rest of its line and the comment lines after it, up to a blank line, another tag or a code fence. */
function docNote(rule: Rule, lines: readonly string[], index: number): string | null {
  const source = lines[index]!;
  const after = source.slice(source.search(rule.pattern)).replace(rule.pattern, '').replace(/^[\s:]+/, '').replace(/\*\/\s*$/, '');
  const parts = [after];
  for (let next = index + 1; next < lines.length && next <= index + 4; next++) {
    const body = lines[next]!.trim().replace(/^(\/\/+|\/?\*+\/?|#+|"""|''')\s?/, '').replace(/\*\/\s*$/, '').trim();
    if (body === '' || body.startsWith('@') || body.startsWith('```') || /^(\/\/|\*)?\s*$/.test(body) || !/^\s*(\/\/|\*|#|"""|''')/.test(lines[next]!)) break;
    parts.push(body);
  }
  return clip(parts.join(' '));
}

/** A warning named outside a call: the message string on its line or on the line before (the call that opens there). */
function messageNear(lines: readonly string[], index: number): string | null {
  const message = /["'`]([^"'`]{3,})["'`]/;
  return (message.exec(lines[index]!) ?? message.exec(lines[index - 1] ?? ''))?.[1] ?? null;
}

/** How far a declaration may start after its attribute or doc tag (stacked attributes, the rest of a doc comment). */
const REACH = 40;

function markedSymbol(where: Where, line: number, symbols: readonly CodeSymbol[], names: readonly string[]): string | null {
  if (where === 'call') return innermost(symbols.filter((symbol) => isFunction(symbol) && symbol.line <= line && line <= symbol.endLine))?.qualifiedName ?? null;
  if (where === 'wrap') return wrappedSymbol(line, symbols, names);
  const pool = where === 'doc' ? symbols.filter((symbol) => symbol.doc !== null && /deprecated/i.test(symbol.doc)) : symbols;
  const after = pool.filter((symbol) => symbol.line >= line && symbol.line <= line + REACH).sort((a, b) => a.line - b.line)[0];
  if (after) return after.qualifiedName;
  // A declaration whose span starts with its annotations (Java, C#), or a docstring inside its body (Python).
  const around = pool.filter((symbol) => symbol.line < line && line <= symbol.endLine && (where === 'doc' || line - symbol.line <= REACH));
  return innermost(around)?.qualifiedName ?? null;
}

/** What a helper wraps: the declaration its line starts (`const old = util.deprecate(…)`), else the declaration its argument names. */
function wrappedSymbol(line: number, symbols: readonly CodeSymbol[], names: readonly string[]): string | null {
  const declared = symbols.filter((symbol) => symbol.line === line);
  if (declared.length > 0) return innermost(declared)!.qualifiedName;
  for (const name of names) {
    const named = symbols.find((symbol) => symbol.qualifiedName === name) ?? symbols.find((symbol) => symbol.name === name);
    if (named) return named.qualifiedName;
  }
  return null;
}

function isFunction(symbol: CodeSymbol): boolean {
  return symbol.kind === 'function' || symbol.kind === 'method' || symbol.kind === 'constructor';
}

/** The symbol that starts last: the innermost of nested spans. */
function innermost(symbols: readonly CodeSymbol[]): CodeSymbol | undefined {
  return [...symbols].sort((a, b) => b.line - a.line || a.endLine - b.endLine)[0];
}

/**
 * One entry per deprecated declaration: a mark of a symbol already listed within {@link REACH} lines
 * by another marker (Javadoc's `@deprecated` and `@Deprecated`; a docstring's directive and its
 * warning) joins that entry — markers joined with ` + `, the first note given kept. Overloads, each
 * marked the same way, stay apart.
 */
function mergeMarks(found: readonly Deprecation[]): Deprecation[] {
  const merged: Deprecation[] = [];
  for (const mark of found) {
    const into = mark.symbol === null ? undefined : [...merged].reverse().find((entry) => entry.symbol === mark.symbol && mark.line - entry.line <= REACH);
    if (into && !into.marker.split(' + ').includes(mark.marker)) {
      into.marker = `${into.marker} + ${mark.marker}`;
      into.note ??= mark.note;
    } else merged.push({ ...mark });
  }
  return merged;
}

import type { CodeSymbol, Deprecation } from '../model.js';
import type { ScanInput } from './index.js';
import { lex, type LexedText } from './lexer.js';

/**
 * How a deprecation is written and what it marks: `doc` sits in the declaration's doc comment (JSDoc
 * `@deprecated`, Go `// Deprecated:`, a docstring's `.. deprecated::`); `attribute` stands before
 * the declaration (`@Deprecated`, `#[deprecated]`, `[Obsolete]`, a `@deprecated` decorator); `call`
 * is a warning raised inside the deprecated function's body.
 */
type Where = 'doc' | 'attribute' | 'call';
type Rule = { pattern: RegExp; where: Where; marker: string };

const DOC_TAG: Rule = { pattern: /(?:^|\s|\*)@deprecated\b/, where: 'doc', marker: '@deprecated' };
const JAVA: Rule[] = [DOC_TAG, { pattern: /@Deprecated\b/, where: 'attribute', marker: '@Deprecated' }];

const RULES: Record<string, Rule[]> = {
  JavaScript: [DOC_TAG],
  TypeScript: [DOC_TAG],
  TSX: [DOC_TAG],
  PHP: [DOC_TAG],
  Java: JAVA,
  Kotlin: JAVA,
  Scala: [DOC_TAG, { pattern: /@deprecated\b(?=\s*\(|\s*$|\s+(?:def|class|object|trait|val|var)\b)/, where: 'attribute', marker: '@deprecated' }],
  Groovy: JAVA,
  Rust: [{ pattern: /#\[deprecated\b/, where: 'attribute', marker: '#[deprecated]' }],
  'C#': [{ pattern: /\[\s*(?:System\.)?Obsolete(?:Attribute)?\b/, where: 'attribute', marker: '[Obsolete]' }],
  Go: [{ pattern: /^\s*\/\/\s*Deprecated:/, where: 'doc', marker: 'Deprecated:' }],
  Python: [
    { pattern: /^\s*@(?:\w+\.)*deprecated\b/, where: 'attribute', marker: '@deprecated' },
    { pattern: /\.\.\s+deprecated::/, where: 'doc', marker: '.. deprecated::' },
    { pattern: /\b(?:Pending)?DeprecationWarning\b/, where: 'call', marker: 'DeprecationWarning' },
  ],
  Swift: [{ pattern: /@available\s*\([^)]*\bdeprecated\b/, where: 'attribute', marker: '@available(deprecated)' }],
};

const QUICK = /deprecated|Deprecated|Obsolete|DeprecationWarning/;
// A warning named to be caught, filtered or defined, not raised: tests and warning filters.
const NOT_RAISED = /filterwarnings|simplefilter|\bwarns\s*\(|assertWarns|catch_warnings|^\s*class\s|except\b|ignore::/;

/**
 * Code marked deprecated: JSDoc and PHPDoc `@deprecated`, Java and Kotlin `@Deprecated`, Rust
 * `#[deprecated]`, C# `[Obsolete]`, Python `@deprecated` decorators, `.. deprecated::` in docstrings
 * and `DeprecationWarning` raised in a body, Go's `// Deprecated:` paragraphs, Swift
 * `@available(…, deprecated…)`. In parsed files the symbol is the declaration it marks: the one whose
 * doc holds it, the declaration right after an attribute, or the function around a warning.
 */
export function findDeprecations(input: ScanInput, lexed?: LexedText): Deprecation[] {
  const rules = input.language !== null ? RULES[input.language] : undefined;
  if (!rules || !QUICK.test(input.text)) return [];
  const text = lexed ?? lex(input.text, input.language);
  const found: Deprecation[] = [];
  text.lines.forEach((source, index) => {
    if (!QUICK.test(source)) return;
    const line = index + 1;
    const rule = rules.find((candidate) => applies(candidate, source, line, text));
    if (rule) found.push({ line, marker: rule.marker, symbol: markedSymbol(rule.where, line, input.symbols ?? []), note: noteOf(rule, text.lines, index) });
  });
  return found;
}

function applies(rule: Rule, source: string, line: number, text: LexedText): boolean {
  const match = rule.pattern.exec(source);
  if (!match) return false;
  // Where the tag itself starts (a pattern may match the space or star before it).
  const at = match.index + match[0].search(/[@#[.A-Z]/);
  // A doc tag counts in a comment (`* @deprecated`, `/** @deprecated */`); a docstring's directive and Go's `// Deprecated:` carry their own context.
  if (rule.where === 'doc') return rule !== DOC_TAG || text.inComment(line, at);
  if (rule.where === 'call' && NOT_RAISED.test(source)) return false;
  return text.inCode(line, at);
}

/** The longest note kept. */
const NOTE_CHARS = 240;

/**
 * What a deprecation says: for a doc tag or Go's paragraph, the rest of its line and the comment
 * lines after it up to a blank line, another tag or a code fence; for an attribute or a raised
 * warning, its message string (`#[deprecated(note = "…")]`, `@Deprecated` has none).
 */
function noteOf(rule: Rule, lines: readonly string[], index: number): string | null {
  const source = lines[index] as string;
  let parts: string[];
  if (rule.where === 'doc') {
    const after = source.slice(source.search(rule.pattern)).replace(rule.pattern, '').replace(/^[\s:]+/, '').replace(/\*\/\s*$/, '');
    parts = [after];
    for (let next = index + 1; next < lines.length && next <= index + 4; next++) {
      const body = (lines[next] as string).trim().replace(/^(\/\/+|\/?\*+\/?|#+|"""|''')\s?/, '').replace(/\*\/\s*$/, '').trim();
      if (body === '' || body.startsWith('@') || body.startsWith('```') || /^(\/\/|\*)?\s*$/.test(body) || !/^\s*(\/\/|\*|#|"""|''')/.test(lines[next] as string)) break;
      parts.push(body);
    }
  } else {
    // An attribute's note (`note = "…"`, `[Obsolete("…")]`); a warning's message, on its line or the line that opens the call.
    const attribute = /(?:note\s*=\s*|\(\s*)["'`]([^"'`]{3,})["'`]/;
    const message = /["'`]([^"'`]{3,})["'`]/;
    const found = rule.where === 'call' ? (message.exec(source) ?? message.exec(lines[index - 1] ?? '')) : attribute.exec(source);
    parts = [found?.[1] ?? ''];
  }
  const note = parts.join(' ').replace(/\s+/g, ' ').trim();
  if (note === '') return null;
  return note.length > NOTE_CHARS ? `${note.slice(0, NOTE_CHARS - 1)}…` : note;
}

/** How far a declaration may start after its attribute or doc tag (stacked attributes, the rest of a doc comment). */
const REACH = 40;

function markedSymbol(where: Where, line: number, symbols: readonly CodeSymbol[]): string | null {
  if (where === 'call') return innermost(symbols.filter((symbol) => isFunction(symbol) && symbol.line <= line && line <= symbol.endLine))?.qualifiedName ?? null;
  const pool = where === 'doc' ? symbols.filter((symbol) => symbol.doc !== null && /deprecated/i.test(symbol.doc)) : symbols;
  const after = pool.filter((symbol) => symbol.line >= line && symbol.line <= line + REACH).sort((a, b) => a.line - b.line)[0];
  if (after) return after.qualifiedName;
  // A declaration whose span starts with its annotations (Java, C#), or a docstring inside its body (Python).
  const around = pool.filter((symbol) => symbol.line < line && line <= symbol.endLine && (where === 'doc' || line - symbol.line <= REACH));
  return innermost(around)?.qualifiedName ?? null;
}

function isFunction(symbol: CodeSymbol): boolean {
  return symbol.kind === 'function' || symbol.kind === 'method' || symbol.kind === 'constructor';
}

/** The symbol that starts last: the innermost of nested spans. */
function innermost(symbols: readonly CodeSymbol[]): CodeSymbol | undefined {
  return [...symbols].sort((a, b) => b.line - a.line || a.endLine - b.endLine)[0];
}

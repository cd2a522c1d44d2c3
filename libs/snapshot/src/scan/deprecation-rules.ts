// How each language marks code deprecated: the rules `deprecations.ts` applies, by Linguist language,
// and the JavaScript helpers (`util.deprecate`, the npm `depd` package) bound by a file's imports.

/**
 * How a deprecation is written and what it marks: `doc` sits in the declaration's doc comment (JSDoc
 * `@deprecated`, Go `// Deprecated:`, a docstring's `.. deprecated::`); `attribute` stands before
 * the declaration (`@Deprecated`, `#[deprecated]`, `[Obsolete]`, a `@deprecated` decorator); `call`
 * is a warning raised inside the deprecated function's body (`warnings.warn(…, DeprecationWarning)`,
 * depd's `deprecate('…')`); `wrap` wraps the deprecated function where it is defined or exported
 * (`util.deprecate(fn, '…')`, depd's `deprecate.function(fn, '…')`).
 */
export type Where = 'doc' | 'attribute' | 'call' | 'wrap';

/** An argument of a call or attribute: by position among the positional arguments, or under one of the keywords. */
export type ArgumentAt = { argument: number | null; keywords?: readonly string[] };

/**
 * One way of marking code deprecated. `marker`: how it is shown (null: as matched). `message`: the
 * argument of the call or attribute after the match that says what to do; `replacement`: the one
 * that names what replaces it (Swift's `renamed:`), or the first string of the call `wrapper` in it
 * (Kotlin's `ReplaceWith("…")`); `written`: a message the match assigns (`#[deprecated = "…"]`).
 * `marks`: the argument naming what a `wrap` marks. `category`: a warning call counts only when this
 * argument names a deprecation warning (`DEPRECATION_WARNING`), and the marker is that warning's
 * name. `fallback`: not on a line inside a call another rule has read.
 */
export type Rule = {
  pattern: RegExp;
  where: Where;
  marker: string | null;
  message?: ArgumentAt;
  replacement?: ArgumentAt & { wrapper?: string };
  written?: RegExp;
  marks?: ArgumentAt;
  category?: ArgumentAt;
  fallback?: boolean;
};

/** Python's warnings of deprecation: `DeprecationWarning`, `PendingDeprecationWarning`, `FutureWarning`, and classes named after them (`RemovedInV2DeprecationWarning`). */
export const DEPRECATION_WARNING = /^(?:[\w.]+\.)?(\w*DeprecationWarning|FutureWarning)$/;

// The tag opens a line of the doc comment (`* @deprecated`, `/** @deprecated */`), not a word in prose.
export const DOC_TAG: Rule = { pattern: /^\s*(?:\/\*\*?|\*+|\/\/+|#+)?\s*@deprecated\b/, where: 'doc', marker: '@deprecated' };
const JVM_ANNOTATION: Rule = {
  pattern: /@Deprecated\b/,
  where: 'attribute',
  marker: '@Deprecated',
  // Kotlin's `@Deprecated("Use next()", ReplaceWith("next()"))`; Java's annotation has no message (its Javadoc has).
  message: { argument: 0, keywords: ['message'] },
  replacement: { argument: 1, keywords: ['replaceWith'], wrapper: 'ReplaceWith' },
};
const JVM: Rule[] = [DOC_TAG, JVM_ANNOTATION];

export const RULES: Record<string, Rule[]> = {
  JavaScript: [DOC_TAG],
  TypeScript: [DOC_TAG],
  TSX: [DOC_TAG],
  PHP: [DOC_TAG],
  Java: JVM,
  Kotlin: JVM,
  Scala: [DOC_TAG, { pattern: /@deprecated\b(?=\s*\(|\s*$|\s+(?:def|class|object|trait|val|var)\b)/, where: 'attribute', marker: '@deprecated', message: { argument: 0, keywords: ['message'] } }],
  Groovy: JVM,
  // `#[deprecated(since = "1.2", note = "use `next`")]`, `#[deprecated = "use `next`"]`.
  Rust: [{ pattern: /#\[deprecated\b/, where: 'attribute', marker: '#[deprecated]', message: { argument: null, keywords: ['note'] }, written: /^#\[deprecated\s*=\s*"((?:[^"\\]|\\.)*)"/ }],
  'C#': [{ pattern: /\[\s*(?:System\.)?Obsolete(?:Attribute)?\b/, where: 'attribute', marker: '[Obsolete]', message: { argument: 0, keywords: ['message'] } }],
  Go: [{ pattern: /^\s*\/\/\s*Deprecated:/, where: 'doc', marker: 'Deprecated:' }],
  Python: [
    // `typing_extensions.deprecated("…")`, `warnings.deprecated` (3.13), the `deprecated` package's `reason=`, `deprecation`'s `details=`.
    { pattern: /^\s*@(?:\w+\.)*deprecated\b/, where: 'attribute', marker: '@deprecated', message: { argument: 0, keywords: ['reason', 'message', 'msg', 'details'] } },
    { pattern: /\.\.\s+deprecated::/, where: 'doc', marker: '.. deprecated::' },
    { pattern: /(?<![\w.])(?:warnings\.)?warn\b(?=\s*\()/, where: 'call', marker: null, message: { argument: 0, keywords: ['message'] }, category: { argument: 1, keywords: ['category'] } },
    // A warning named outside a `warn(…)` call read above (a helper of the project's own, `raise …`).
    { pattern: /\b(?:(?:Pending)?DeprecationWarning|FutureWarning)\b/, where: 'call', marker: null, fallback: true },
  ],
  Swift: [{ pattern: /@available\s*\([^)]*\bdeprecated\b/, where: 'attribute', marker: '@available(deprecated)', message: { argument: null, keywords: ['message'] }, replacement: { argument: null, keywords: ['renamed'] } }],
};

const NAME = String.raw`[A-Za-z_$][\w$]*`;
const UTIL = String.raw`['"](?:node:)?util['"]`;
const DEPD = String.raw`['"]depd['"]`;

function namesBound(text: string, patterns: readonly RegExp[]): Set<string> {
  const names = new Set<string>();
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.add(match[1]!);
  return names;
}

/** What `{ deprecate }`, `{ deprecate as dep }` or `{ deprecate: dep }` binds, imported or required from `module`. */
function destructured(text: string, module: string): Set<string> {
  const names = new Set<string>();
  const lists = [new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*${module}`, 'g'), new RegExp(String.raw`\{([^}]*)\}\s*=\s*require\(\s*${module}\s*\)`, 'g')];
  for (const pattern of lists) {
    for (const match of text.matchAll(pattern)) {
      const found = new RegExp(String.raw`\bdeprecate\b(?:\s*(?:as|:)\s*(${NAME}))?`).exec(match[1]!);
      if (found) names.add(found[1] ?? 'deprecate');
    }
  }
  return names;
}

const escape = (name: string) => name.replace(/\$/g, '\\$');
const callee = (names: Iterable<string>, suffix = '') => new RegExp(String.raw`(?<![\w$.])(?:${[...names].map(escape).join('|')})${suffix}\b(?=\s*\()`);

/**
 * The JavaScript deprecation helpers a file binds: Node's `util.deprecate(fn, '…')` (also through an
 * alias of `util` or an imported `deprecate`), and the npm `depd` package's deprecate function
 * (`const deprecate = require('depd')('name')`, or a factory imported from it), called inside the
 * deprecated code (`deprecate('…')`), or wrapping it (`deprecate.function(fn, '…')`,
 * `deprecate.property(obj, 'name', '…')`). Names are found by what the file imports, so a
 * `deprecate()` of another library does not count.
 */
export function javascriptHelperRules(text: string): Rule[] {
  if (!/deprecate|depd/.test(text)) return [];
  const rules: Rule[] = [];
  const utilNames = namesBound(text, [
    new RegExp(String.raw`import\s+(?:\*\s+as\s+)?(${NAME})\s+from\s*${UTIL}`, 'g'),
    new RegExp(String.raw`(?:const|let|var)\s+(${NAME})\s*=\s*require\(\s*${UTIL}\s*\)`, 'g'),
  ]).add('util');
  rules.push({ pattern: new RegExp(String.raw`(?:(?<![\w$.])(?:${[...utilNames].map(escape).join('|')})|require\(\s*${UTIL}\s*\))\.deprecate\b(?=\s*\()`), where: 'wrap', marker: null, message: { argument: 1 }, marks: { argument: 0 } });
  const imported = destructured(text, UTIL);
  if (imported.size > 0) rules.push({ pattern: callee(imported), where: 'wrap', marker: null, message: { argument: 1 }, marks: { argument: 0 } });
  const factories = namesBound(text, [new RegExp(String.raw`import\s+(${NAME})\s+from\s*${DEPD}`, 'g'), new RegExp(String.raw`(?:const|let|var)\s+(${NAME})\s*=\s*require\(\s*${DEPD}\s*\)\s*(?=[;\n])`, 'g')]);
  const depd = namesBound(text, [
    new RegExp(String.raw`(?:const|let|var)\s+(${NAME})\s*=\s*require\(\s*${DEPD}\s*\)\s*\(`, 'g'),
    ...[...factories].map((factory) => new RegExp(String.raw`(?:const|let|var)\s+(${NAME})\s*=\s*${escape(factory)}\s*\(`, 'g')),
  ]);
  if (depd.size > 0) {
    rules.push({ pattern: callee(depd, String.raw`\.function`), where: 'wrap', marker: null, message: { argument: 1 }, marks: { argument: 0 } });
    rules.push({ pattern: callee(depd, String.raw`\.property`), where: 'wrap', marker: null, message: { argument: 2 }, marks: { argument: 1 } });
    rules.push({ pattern: callee(depd), where: 'call', marker: null, message: { argument: 0 } });
  }
  return rules;
}

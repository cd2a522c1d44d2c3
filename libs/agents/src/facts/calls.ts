import type { CodeSymbol } from '@chronicle/snapshot';

// How a function or method is called, read from its signature as written: the full call
// (`Jsoup.parse(String html, String baseUri)`, for a reference) and the shortest one a user can
// write (`logger()`, when every parameter has a default). API_REFERENCE, LOGGING, SECURITY and
// PERFORMANCE write callables this way.

const CALLABLE_KINDS = new Set(['function', 'method', 'constructor']);

/** The parameter list of the signature, as written between the parentheses after the name (`name(…)` or `name = (…) =>`); null when there is none. */
export function parameterText(symbol: CodeSymbol): string | null {
  const escaped = symbol.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const head = new RegExp(`(?:^|[^\\w$])${escaped}\\s*(?:<[^()]*>)?\\s*(?::[^=()]*)?(?:=\\s*(?:async\\s+)?(?:function\\s*\\*?\\s*)?(?:<[^()]*>)?\\s*)?\\(`).exec(symbol.signature);
  if (head === null) return null;
  const open = head.index + head[0].length - 1;
  let depth = 0;
  for (let index = open; index < symbol.signature.length; index++) {
    const char = symbol.signature[index];
    if (char === '(' || char === '[' || char === '{') depth++;
    else if ((char === ')' || char === ']' || char === '}') && --depth === 0) {
      return char === ')' ? symbol.signature.slice(open + 1, index).replace(/\s+/g, ' ').trim().replace(/,$/, '') : null;
    }
  }
  return null;
}

/** Whether the symbol is called: a function, method or constructor, or a constant bound to a function (`export const logger = (…) =>`). */
export function isCallable(symbol: CodeSymbol): boolean {
  if (CALLABLE_KINDS.has(symbol.kind)) return true;
  // The value starts a function: `function`, `x =>`, or a parameter list followed by a return type, `=>` or the end (the body is not in the signature).
  return (symbol.kind === 'constant' || symbol.kind === 'variable') && /=\s*(?:async\s+)?(?:function\b|\w+\s*=>|(?:<[^()]*>)?\s*\((?:[^()]|\([^()]*\))*\)\s*(?::|=>|$))/.test(symbol.signature);
}

/** A call with the parameters as the signature writes them, generic parameters dropped, after `prefix`; null when the signature has no parameter list. */
export function callForm(symbol: CodeSymbol, prefix: string): string | null {
  const parameters = parameterText(symbol);
  return parameters === null ? null : `${prefix}${symbol.name}(${parameters})`;
}

/** The parameters split at their top-level commas. */
function splitParameters(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of text) {
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth++;
    else if (')]}>'.includes(char)) depth--;
    else if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

/** A parameter the caller must pass: no default, not optional (`x?:`), not rest or keyword-only varargs, not `self`/`this`. */
function isRequired(parameter: string): boolean {
  if (/^(?:&\s*(?:'\w+\s+)?(?:mut\s+)?)?(?:self|this|cls)\b/.test(parameter) || parameter === '/' || parameter === '*') return false;
  return !/=|^\.\.\.|^\*|\?\s*:|^\w+\?$/.test(parameter);
}

/** The parameter's name as a caller would write it: `html` of `String html`, `fn` of `fn: Handler`. */
function parameterName(parameter: string): string {
  const beforeType = parameter.split(':')[0]!.trim();
  return beforeType.split(/\s+/).at(-1)!.replace(/^[&*]+/, '');
}

/** The shortest call a user can write: only the parameters without a default (`logger()`, `app.use(fn)`); the name alone when the signature has no parameter list. */
export function shortestCall(symbol: CodeSymbol, name = symbol.qualifiedName): string {
  const parameters = parameterText(symbol);
  if (parameters === null) return name;
  const written = splitParameters(parameters);
  // The parser's parameter names, when they line up with the list as written (Go writes `output io.Writer`, Java `String html`).
  const parsed = symbol.parameters.length === written.length ? symbol.parameters.map((parameter) => parameter.name) : null;
  const required = written.flatMap((parameter, index) => (isRequired(parameter) ? [parsed?.[index] ?? parameterName(parameter)] : []));
  return `${name}(${required.join(', ')})`;
}

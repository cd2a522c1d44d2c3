// Just enough lexing to read a call's arguments from source text in any C-like, Python, Ruby or
// PHP file: brackets are matched outside string literals, and string literals are kept apart from
// the code around them, so the message's shape and the argument names can be judged.

/** A string literal as written: its prefix letters (`f`, `r`, `$`, `@`, `s`), quote and body. */
export type StringLiteral = { prefix: string; quote: string; body: string };

/** One argument: its code with every string literal replaced by `""`, and the literals. */
export type Argument = { code: string; strings: StringLiteral[]; raw: string };

const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
/** A call longer than this is not read to its end (minified or generated text). */
const MAX_CALL_LENGTH = 4000;

/**
 * The arguments of the call whose opening bracket is at `open`, split at top-level commas; null
 * when the bracket is not closed within a few thousand characters.
 */
export function callArguments(text: string, open: number): Argument[] | null {
  const closer = CLOSERS[text[open] ?? ''];
  if (closer === undefined) return null;
  const stack: string[] = [closer];
  const args: Argument[] = [];
  let current: Argument = { code: '', strings: [], raw: '' };
  let index = open + 1;
  const limit = Math.min(text.length, open + MAX_CALL_LENGTH);
  // Where an unterminated quote of each kind stops being read: any later quote of that kind up to
  // there is unterminated too (an unescaped one would have closed the first), so it is not read
  // again — which keeps a line full of stray quotes linear.
  const unterminatedUntil = new Map<string, number>();
  while (index < limit) {
    const char = text[index]!;
    const known = index < (unterminatedUntil.get(char) ?? -1);
    const literal = known ? null : readString(text, index, limit);
    if (literal === null && !known && (char === '"' || char === "'" || char === '`')) unterminatedUntil.set(char, unterminatedEnd(text, index, limit));
    if (literal !== null) {
      current.code += '""';
      current.raw += text.slice(index, literal.end);
      current.strings.push(literal.value);
      index = literal.end;
      continue;
    }
    if (char === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) {
        args.push(current);
        return args.filter((arg, position) => arg.raw.trim() !== '' || position < args.length - 1);
      }
    } else if (CLOSERS[char] !== undefined) stack.push(CLOSERS[char]!);
    if (char === ',' && stack.length === 1) {
      args.push(current);
      current = { code: '', strings: [], raw: '' };
    } else {
      current.code += char;
      current.raw += char;
    }
    index++;
  }
  return null;
}

/** The rest of the line after `start`, as one argument list (Ruby's `logger.info "…"` without parentheses). */
export function lineArguments(text: string, start: number): Argument[] {
  const end = text.indexOf('\n', start);
  const line = `(${text.slice(start, end === -1 ? text.length : end).replace(/\s+(?:if|unless)\s.*$/, '')})`;
  return callArguments(line, 0) ?? [];
}

const PREFIX = /[A-Za-z$@]{0,3}$/;

/** How far an unterminated quote at `index` was read: to the line's end for a one-line quote, else to the limit. */
function unterminatedEnd(text: string, index: number, limit: number): number {
  if (text[index] === '`' || text.startsWith(text[index]!.repeat(3), index)) return limit;
  const newline = text.indexOf('\n', index);
  return newline === -1 ? limit : newline;
}

/** A string literal starting at `index` (its prefix letters before it are read back) and closed before `limit`, or null. */
function readString(text: string, index: number, limit = text.length): { value: StringLiteral; end: number } | null {
  const char = text[index]!;
  if (char !== '"' && char !== "'" && char !== '`') return null;
  const prefix = PREFIX.exec(text.slice(Math.max(0, index - 3), index))?.[0] ?? '';
  // A Rust lifetime or a char such as `'a` with no closing quote on the line is not a string.
  const triple = text.startsWith(char.repeat(3), index) ? char.repeat(3) : null;
  const quote = triple ?? char;
  let cursor = index + quote.length;
  while (cursor < limit) {
    if (text[cursor] === '\\' && !/r/i.test(prefix)) {
      cursor += 2;
      continue;
    }
    if (text.startsWith(quote, cursor)) return { value: { prefix, quote, body: text.slice(index + quote.length, cursor) }, end: cursor + quote.length };
    if (text[cursor] === '\n' && quote.length === 1 && char !== '`') return null;
    cursor++;
  }
  return null;
}

import type { LexedText } from '../lexer.js';

// A call's arguments, read from the file's lexed text (`../lexer.ts`): brackets are matched in code,
// string literals are kept apart from the code around them (so the message's shape and the argument
// names can be judged), and comments are left out.

/** A string literal as written: its prefix letters (`f`, `r`, `$`, `@`, `s`), quote and body. */
export type StringLiteral = { prefix: string; quote: string; body: string };

/** One argument: its code with every string literal replaced by `""`, and the literals. */
export type Argument = { code: string; strings: StringLiteral[]; raw: string };

const CLOSERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
/** A call longer than this is not read to its end (minified or generated text). */
const MAX_CALL_LENGTH = 4000;
const PREFIX = /[A-Za-z$@]{0,3}$/;

/**
 * The arguments of the call whose opening bracket is at `open`, split at top-level commas; null
 * when the bracket is not closed within a few thousand characters. A call quoted in a string
 * literal is read from the literal's body.
 */
export function callArguments(source: LexedText, open: number): Argument[] | null {
  const quoted = source.stringBodyAt(open);
  if (quoted !== null) return callArguments(quoted.body, quoted.offset);
  const closer = CLOSERS[source.text[open] ?? ''];
  if (closer === undefined) return null;
  return readArguments(source, open + 1, Math.min(source.text.length, open + MAX_CALL_LENGTH), [closer]);
}

/** The rest of the line after `start`, as one argument list (Ruby's `logger.info "…"` without parentheses), up to an `if` or `unless` modifier. */
export function lineArguments(source: LexedText, start: number): Argument[] {
  const quoted = source.stringBodyAt(start);
  if (quoted !== null) return lineArguments(quoted.body, quoted.offset);
  const line = source.lineOf(start);
  let end = source.offsetOf(line, source.lines[line - 1]!.length);
  for (const modifier of source.text.slice(start, end).matchAll(/\s+(?:if|unless)\s/g)) {
    if (source.lexemeAt(start + modifier.index + modifier[0].search(/\S/)) === 'code') {
      end = start + modifier.index;
      break;
    }
  }
  return readArguments(source, start, end, []) ?? [];
}

/** Where the bracket opened at `open` closes, brackets in strings and comments not counted; the text's length when it does not. */
export function closingBracket(source: LexedText, open: number): number {
  const text = source.text;
  const stack: string[] = [];
  let region = source.regionFrom(open);
  for (let index = open; index < text.length; index++) {
    if (region !== null && region.start === index) {
      index = region.end - 1;
      region = source.regionFrom(region.end);
      continue;
    }
    if (region !== null && region.start < index) region = source.regionFrom(index);
    const char = text[index]!;
    if (CLOSERS[char] !== undefined) stack.push(CLOSERS[char]!);
    else if (char === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return index;
    }
  }
  return text.length;
}

/**
 * Reads arguments from `from`: until the bracket that closes `stack` when there is one (null when
 * `limit` comes first), else up to `limit`.
 */
function readArguments(source: LexedText, from: number, limit: number, stack: string[]): Argument[] | null {
  const text = source.text;
  const args: Argument[] = [];
  let current: Argument = { code: '', strings: [], raw: '' };
  const done = () => {
    args.push(current);
    return args.filter((arg, position) => arg.raw.trim() !== '' || position < args.length - 1);
  };
  const outer = stack.length;
  let region = source.regionFrom(from);
  let index = from;
  while (index < limit) {
    if (region !== null && region.start === index) {
      if (region.end > limit) return outer === 0 ? done() : null;
      const written = text.slice(region.start, region.end);
      if (region.kind === 'string' || region.kind === 'doc') {
        current.code += '""';
        current.raw += written;
        const prefix = PREFIX.exec(text.slice(Math.max(0, index - 3), index))?.[0] ?? '';
        current.strings.push({ prefix, quote: text.slice(region.start, region.bodyStart), body: text.slice(region.bodyStart, region.bodyEnd) });
      } else if (region.kind === 'regex') {
        current.code += written;
        current.raw += written;
      }
      index = region.end;
      region = source.regionFrom(index);
      continue;
    }
    if (region !== null && region.start < index) region = source.regionFrom(index);
    const char = text[index]!;
    if (stack.length > 0 && char === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length < outer) return done();
    } else if (CLOSERS[char] !== undefined) stack.push(CLOSERS[char]!);
    if (char === ',' && stack.length === outer) {
      args.push(current);
      current = { code: '', strings: [], raw: '' };
    } else {
      current.code += char;
      current.raw += char;
    }
    index++;
  }
  return outer === 0 ? done() : null;
}

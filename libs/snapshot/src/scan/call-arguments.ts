import type { LexedText } from './lexer.js';

/** One argument of a call or attribute, as the lexer reads it. */
export type CallArgument = {
  /** The name it is passed under (`reason="…"`, `note = "…"`, `since: "1.2"`); null for a positional argument. */
  keyword: string | null;
  /** Its text when it is nothing but string literals (joined: `"a" "b"`, `'a' + 'b'`, Python's `f"…"`), whitespace folded; null otherwise. */
  literal: string | null;
  /** Its code with every string literal written `""`, trimmed: `DeprecationWarning`, `sys.platform == ""`. */
  code: string;
  /** The bodies of every string literal in it, nested ones too (`ReplaceWith("next()")` → `next()`). */
  strings: string[];
};

/** How far a call's arguments are read; a call left open longer than this is not read at all. */
const ARGUMENT_CHARS = 2_000;
const OPEN = '([{';
const CLOSE = ')]}';
// String prefixes written before the quote (Python `f"…"`, `rb"…"`, C# `@"…"`, `$"…"`), which the lexer leaves in the code.
const PREFIXED_STRING = /(?:\b[rRbBuUfF]{1,2}|[@$])(?=\0)/g;
const KEYWORD = /^\s*([A-Za-z_]\w*)\s*(?:=(?![=>])|:(?![:=]))/;

/**
 * The arguments of the call or attribute whose name ends at `offset`: what stands between the `(`
 * that follows (after spaces) and its matching `)`, split at top-level commas, over lines; strings
 * and comments are read by the lexer, so a `,` or `)` in them does not count. With `bare`, a call
 * written without parentheses (Ruby's `skip "later"`) is read to the end of its line. Null when no
 * argument list follows or it does not close within 2,000 characters.
 */
export function callArguments(text: LexedText, offset: number, bare = false): CallArgument[] | null {
  return argumentList(text, offset, bare)?.args ?? null;
}

/** {@link callArguments}, with the offset where the list ends (its `)`, or the line's end). */
export function argumentList(text: LexedText, offset: number, bare = false): { args: CallArgument[]; end: number } | null {
  const source = text.text;
  let cursor = offset;
  while (cursor < source.length && (source[cursor] === ' ' || source[cursor] === '\t')) cursor++;
  const parenthesised = source[cursor] === '(';
  if (!parenthesised && !bare) return null;
  const end = parenthesised ? closingOf(text, cursor) : lineEnd(source, cursor);
  if (end === -1) return null;
  return { args: splitArguments(text, parenthesised ? cursor + 1 : cursor, end).map(readArgument), end };
}

/** The argument under one of the keywords, else the positional one at `position` (counted among positional arguments only). */
export function argumentAt(args: readonly CallArgument[], position: number | null, keywords: readonly string[] = []): CallArgument | null {
  const named = args.find((arg) => arg.keyword !== null && keywords.includes(arg.keyword));
  if (named) return named;
  if (position === null) return null;
  return args.filter((arg) => arg.keyword === null)[position] ?? null;
}

function lineEnd(source: string, from: number): number {
  const newline = source.indexOf('\n', from);
  return newline === -1 ? source.length : newline;
}

/** Where the bracket that `open` opens is closed; -1 when it is not within the limit. */
function closingOf(text: LexedText, open: number): number {
  const source = text.text;
  const limit = Math.min(source.length, open + ARGUMENT_CHARS);
  let depth = 0;
  for (let at = open; at < limit; at++) {
    const skipped = pastLiteral(text, at);
    if (skipped !== at) {
      at = skipped - 1;
      continue;
    }
    if (OPEN.includes(source[at]!)) depth++;
    else if (CLOSE.includes(source[at]!) && --depth === 0) return at;
  }
  return -1;
}

/** Where the comment, string or regular expression starting at `at` ends; `at` when none starts there. */
function pastLiteral(text: LexedText, at: number): number {
  const region = text.regionFrom(at);
  return region !== null && region.start === at ? region.end : at;
}

type Piece = { code: string; strings: string[]; nested: string[] };

/** The top-level arguments between `from` and `to`: code with each string as `\0`, and the strings' bodies. */
function splitArguments(text: LexedText, from: number, to: number): Piece[] {
  const source = text.text;
  const pieces: Piece[] = [];
  let current: Piece = { code: '', strings: [], nested: [] };
  let depth = 0;
  for (let at = from; at < to; at++) {
    const region = text.regionFrom(at);
    if (region !== null && region.start === at) {
      if (region.kind === 'string') {
        const body = source.slice(region.bodyStart, region.bodyEnd);
        current.code += '\0';
        current.nested.push(body);
        if (depth === 0) current.strings.push(body);
      } else if (region.kind === 'regex') current.code += source.slice(region.start, region.end);
      at = region.end - 1;
      continue;
    }
    const char = source[at]!;
    if (OPEN.includes(char)) depth++;
    if (CLOSE.includes(char)) depth--;
    if (char === ',' && depth === 0) {
      pieces.push(current);
      current = { code: '', strings: [], nested: [] };
      continue;
    }
    current.code += char;
  }
  if (current.code.trim() !== '' || pieces.length > 0) pieces.push(current);
  return pieces;
}

function readArgument({ code, strings, nested }: Piece): CallArgument {
  const keyword = KEYWORD.exec(code);
  const value = keyword ? code.slice(keyword[0].length) : code;
  const bare = value.replace(PREFIXED_STRING, '');
  const onlyStrings = strings.length > 0 && /^[\s+\\\0]*$/.test(bare) && (bare.match(/\0/g)?.length ?? 0) === strings.length;
  return {
    keyword: keyword?.[1] ?? null,
    literal: onlyStrings ? fold(strings.join('')) : null,
    code: value.replace(/\0/g, '""').replace(/\s+/g, ' ').trim(),
    strings: nested.map(fold),
  };
}

/** Whitespace folded to single spaces, escaped quotes and newlines written plainly. */
function fold(value: string): string {
  return value.replace(/\\n/g, ' ').replace(/\\(["'`])/g, '$1').replace(/\s+/g, ' ').trim();
}

/** Whitespace folded, and cut at `max` characters with an ellipsis. */
export function clipText(value: string, max: number): string {
  const folded = value.replace(/\s+/g, ' ').trim();
  return folded.length > max ? `${folded.slice(0, max - 1).trimEnd()}…` : folded;
}

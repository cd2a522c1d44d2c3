// Regular expression literals with the `i` flag, rewritten at build time without it: `/fix(?:es)?\b/i`
// becomes `/[fF][iI][xX](?:[eE][sS])?\b/`, which matches exactly the same strings. V8's irregexp
// compiles a case-insensitive pattern by asking ICU for the case variants of every letter, again in
// each of its passes (`GetCaseIndependentLetters`, `UnicodeSet::closeOver`): for the history
// engine's 140 `/i` literals (20,000 characters of alternations) that was a fifth of the time it
// spent compiling patterns, 2.8 % of a `chronicle changelog` run's instructions. A pattern is
// compiled when it first runs, so every run pays it again.
//
// Why the meaning cannot change. Without the `u` or `v` flag, `i` compares characters by the
// specification's Canonicalize: a character's upper case, unless that is longer than one code unit
// or would take a non-ASCII character to an ASCII one. So an ASCII letter matches exactly itself
// and its other case (never `ſ`, `ı` or the Kelvin sign), and every other ASCII character, and the
// General Punctuation block (U+2000–U+206F, quotes and dashes), only itself. `\w`, `\d`, `\s`,
// their negations and `\b` mean the same with or without `i` in that mode. The rewrite replaces
// each atom by an equivalent one and leaves the structure alone (groups, alternatives, quantifiers,
// look-arounds, anchors): a letter becomes a class of its two cases, a class gains the other case of
// each ASCII letter it holds (closing it under case before `^` negates it, as `i` does). Anything
// else is left with its `i`: the `u` and `v` flags, back-references (`\1`, `\k<x>`: they compare
// case-insensitively), named groups, letter escapes it does not know, characters outside ASCII and
// General Punctuation, and a syntax it does not read. libs/history's caseless-regexps.spec.ts
// checks each atom it writes against every UTF-16 code unit, and every literal of the engine.
//
// Only literals are rewritten (`new RegExp(text, 'i')` is built at run time: rewriting its text then
// costs about what it saves). Code that reads a pattern's `source`, `flags` or `ignoreCase` would see
// the rewrite: the bundles built with it must not (libs/history's do not).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** @param {number} code */
const isUpper = (code) => code >= 0x41 && code <= 0x5a;
/** @param {number} code */
const isLower = (code) => code >= 0x61 && code <= 0x7a;
/** A code unit that `i` leaves alone: ASCII other than letters, and General Punctuation. */
const caselessUnit = (code) => (code < 0x80 && !isUpper(code) && !isLower(code)) || (code >= 0x2000 && code <= 0x206f);
/** Letters that are escapes of their own: `\b` … `\W` outside a class, and `\f \n \r \t \v`. */
const ESCAPES = new Set(['b', 'B', 'd', 'D', 's', 'S', 'w', 'W', 'f', 'n', 'r', 't', 'v']);
const CLASS_ESCAPES = new Set(['d', 'D', 's', 'S', 'w', 'W']);
const CONTROL_ESCAPES = { b: 8, f: 12, n: 10, r: 13, t: 9, v: 11 };
const HEX = /^[0-9a-fA-F]+$/;

/**
 * The pattern without the `i` flag, matching exactly what `new RegExp(source, flags)` matches;
 * null when it is left as it is (see the module's comment).
 * @param {string} source
 * @param {string} flags
 * @returns {{ source: string, flags: string } | null}
 */
export function caselessPattern(source, flags) {
  const pieces = caselessPieces(source, flags);
  return pieces && { source: pieces.map((piece) => piece.rewritten).join(''), flags: flags.replace('i', '') };
}

/**
 * The pieces {@link caselessPattern} cuts a pattern into, each as written and as rewritten: a
 * character or a class (`kind: 'atom'`, matching one code unit) or anything else (`'syntax'`: a
 * group's opening, a quantifier, an anchor, `|`, `\b`, never rewritten). Null when the
 * pattern keeps its `i`. The rewrite is their concatenation, so an atom that matches without `i`
 * what it matched with it makes a pattern that does too (the spec checks every atom so).
 * @param {string} source
 * @param {string} flags
 * @returns {{ kind: 'atom' | 'syntax', original: string, rewritten: string }[] | null}
 */
export function caselessPieces(source, flags) {
  if (!flags.includes('i') || flags.includes('u') || flags.includes('v')) return null;
  const pieces = [];
  for (let at = 0; at < source.length; ) {
    const piece = source[at] === '[' ? caselessClass(source, at) : caselessAtom(source, at);
    if (!piece) return null;
    pieces.push({ kind: piece.kind ?? 'atom', original: source.slice(at, piece.end), rewritten: piece.text });
    at = piece.end;
  }
  return pieces;
}

/** Characters of a pattern that are syntax, not characters to match, outside a class. */
const SYNTAX = new Set(['^', '$', '.', '|', ')', '*', '+', '?']);

/**
 * One piece of a pattern outside a class, from `at`: a character, an escape, a group's opening, a
 * quantifier or a syntax character, rewritten; null when the pattern must keep its `i`.
 * @param {string} source
 * @param {number} at
 * @returns {{ text: string, end: number } | null}
 */
function caselessAtom(source, at) {
  const char = source[at];
  if (char === '\\') {
    const escape = unitEscape(source, at);
    if (escape) return escape.code < 0 ? { text: escape.text, end: escape.end } : letterClass(escape.code, escape.text, escape.end);
    const next = source[at + 1] ?? '';
    // `\b` and `\B` are assertions; the others match one character, as written.
    if (ESCAPES.has(next)) return { kind: next === 'b' || next === 'B' ? 'syntax' : 'atom', text: `\\${next}`, end: at + 2 };
    return null; // back-references, `\k`, `\c`, `\p` and unknown letter escapes
  }
  if (char === '(') {
    if (source.startsWith('(?<', at) && !source.startsWith('(?<=', at) && !source.startsWith('(?<!', at)) return null; // a named group
    const opening = /^\((?:\?(?::|=|!|<=|<!))?/.exec(source.slice(at, at + 4))[0];
    return { kind: 'syntax', text: opening, end: at + opening.length };
  }
  if (char === '{') {
    const quantifier = /^\{\d+(?:,\d*)?\}/.exec(source.slice(at, at + 24));
    if (quantifier) return { kind: 'syntax', text: quantifier[0], end: at + quantifier[0].length };
  }
  if (SYNTAX.has(char)) return { kind: 'syntax', text: char, end: at + 1 };
  return letterClass(source.charCodeAt(at), char, at + 1);
}

/**
 * A character written as `\xHH`, `\uHHHH`, `\0` or an escaped punctuation mark (`\.`, `\/`):
 * its code unit and text; code -1 for `\0`, which has no case. Null for any other escape.
 * @param {string} source
 * @param {number} at the backslash
 * @returns {{ code: number, text: string, end: number } | null}
 */
function unitEscape(source, at) {
  const next = source[at + 1] ?? '';
  const digits = next === 'x' ? 2 : next === 'u' ? 4 : 0;
  if (digits && HEX.test(source.slice(at + 2, at + 2 + digits)) && source.slice(at + 2, at + 2 + digits).length === digits) {
    const text = source.slice(at, at + 2 + digits);
    return { code: Number.parseInt(text.slice(2), 16), text, end: at + 2 + digits };
  }
  if (next === '0' && !/[0-9]/.test(source[at + 2] ?? '')) return { code: -1, text: '\\0', end: at + 2 };
  if (next !== '' && !/[A-Za-z0-9]/.test(next)) return { code: next.charCodeAt(0), text: `\\${next}`, end: at + 2 };
  return null;
}

/**
 * A character outside a class: an ASCII letter as the class of its two cases (`[aA]`), a character
 * without case as written; null for one whose case variants this does not know.
 * @param {number} code
 * @param {string} text how the pattern writes it
 * @param {number} end
 */
function letterClass(code, text, end) {
  if (isUpper(code)) return { text: `[${text}${String.fromCharCode(code + 0x20)}]`, end };
  if (isLower(code)) return { text: `[${text}${String.fromCharCode(code - 0x20)}]`, end };
  return caselessUnit(code) ? { text, end } : null;
}

/**
 * A class from its `[` at `at`, with the other case of each ASCII letter it holds added (before a
 * `^` negates it, as `i` compares): `[a-f_]` → `[a-f_A-F]`, `[^A-Z]` → `[^A-Za-z]`. Null when it
 * holds a character or range outside ASCII and General Punctuation, or an escape it does not read.
 * @param {string} source
 * @param {number} at
 * @returns {{ text: string, end: number } | null}
 */
function caselessClass(source, at) {
  let position = at + 1;
  const negated = source[position] === '^';
  if (negated) position += 1;
  let body = '';
  const ranges = [];
  /** One class atom from `position`: its code unit (-1 for `\d`-style escapes) and its text. */
  const classAtom = () => {
    const char = source[position];
    if (char === undefined) return null;
    if (char !== '\\') {
      position += 1;
      // A `-` is written escaped, so that nothing written next to it can make it a range.
      return { code: char.charCodeAt(0), text: char === '-' ? '\\-' : char };
    }
    const next = source[position + 1] ?? '';
    if (CLASS_ESCAPES.has(next)) {
      position += 2;
      return { code: -1, text: `\\${next}` };
    }
    if (Object.hasOwn(CONTROL_ESCAPES, next)) {
      position += 2;
      return { code: CONTROL_ESCAPES[next], text: `\\${next}` };
    }
    const escape = unitEscape(source, position);
    if (!escape) return null;
    position = escape.end;
    return { code: escape.code < 0 ? 0 : escape.code, text: escape.text };
  };
  while (position < source.length && source[position] !== ']') {
    const first = classAtom();
    if (!first) return null;
    const isRange = first.code >= 0 && source[position] === '-' && position + 1 < source.length && source[position + 1] !== ']';
    if (!isRange) {
      body += first.text;
      if (first.code >= 0) ranges.push([first.code, first.code]);
      continue;
    }
    position += 1;
    const last = classAtom();
    if (!last) return null;
    if (last.code < 0) {
      // `[a-\d]`: without `u`, a `-` next to a class escape is the character `-`.
      body += `${first.text}\\-${last.text}`;
      ranges.push([first.code, first.code], [0x2d, 0x2d]);
    } else {
      body += `${first.text}-${last.text}`;
      ranges.push([first.code, last.code]);
    }
  }
  if (source[position] !== ']') return null;
  const holds = new Uint8Array(0x80);
  for (const [low, high] of ranges) {
    if (high >= 0x80 && !(low >= 0x2000 && high <= 0x206f)) return null;
    for (let code = low; code <= high && code < 0x80; code += 1) holds[code] = 1;
  }
  const missing = [];
  for (let upper = 0x41; upper <= 0x5a; upper += 1) {
    if (holds[upper] && !holds[upper + 0x20]) missing.push(upper + 0x20);
    if (holds[upper + 0x20] && !holds[upper]) missing.push(upper);
  }
  return { text: `[${negated ? '^' : ''}${body}${asRanges(missing.sort((a, b) => a - b))}]`, end: position + 1 };
}

/**
 * Letters (sorted code units) as class text, three or more in a row as a range: `A-FX`.
 * @param {number[]} codes
 */
function asRanges(codes) {
  let text = '';
  for (let start = 0; start < codes.length; ) {
    let end = start;
    while (end + 1 < codes.length && codes[end + 1] === codes[end] + 1) end += 1;
    const run = codes.slice(start, end + 1).map((code) => String.fromCharCode(code));
    text += run.length >= 3 ? `${run[0]}-${run.at(-1)}` : run.join('');
    start = end + 1;
  }
  return text;
}

/**
 * `code` (a JavaScript module) with every regular expression literal that has the `i` flag
 * rewritten without it where {@link caselessPattern} can; lines stay where they were. Literals are
 * found by TypeScript's parser (a `/` may also divide).
 * @param {string} code
 * @param {string} fileName for the parser's messages
 * @returns {Promise<{ code: string, rewritten: number, kept: number }>}
 */
export async function rewriteRegExpLiterals(code, fileName = 'module.js') {
  const { default: ts } = await import('typescript');
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = [];
  let kept = 0;
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(file);
      const slash = literal.lastIndexOf('/');
      const flags = literal.slice(slash + 1);
      const rewritten = caselessPattern(literal.slice(1, slash), flags);
      if (rewritten) edits.push({ start: node.getStart(file), end: node.end, text: `/${rewritten.source}/${rewritten.flags}` });
      else if (flags.includes('i')) kept += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = code;
  for (const edit of edits.reverse()) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return { code: result, rewritten: edits.length, kept };
}

/**
 * An esbuild plugin that runs {@link rewriteRegExpLiterals} on every JavaScript file of `folder`
 * as it is bundled.
 * @param {string} folder absolute
 * @returns {import('esbuild').Plugin}
 */
export function caselessRegExpsPlugin(folder) {
  return {
    name: 'caseless-regexps',
    setup(build) {
      const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      build.onLoad({ filter: new RegExp(`^${escaped}[\\\\/].*\\.js$`) }, async (args) => {
        const { code } = await rewriteRegExpLiterals(await readFile(args.path, 'utf8'), args.path);
        return { contents: code, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

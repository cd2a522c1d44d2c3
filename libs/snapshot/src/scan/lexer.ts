// The one lexical layer of the text scanners: how each language writes comments and strings (one
// table, keyed by Linguist language), and one pass over a file's text that finds its comments,
// docstrings and string literals. Every scanner reads the same result: markers read the comments'
// text, the others ask whether a match sits in code, in a string or in a comment. It is a lexer,
// not a parser: heredocs, raw strings with custom delimiters and other rare literals are not known
// (see the README's "Text scans" section for the limits).

/** How a language writes comments and string literals. */
export type LexicalSyntax = {
  /** Markers that comment out the rest of the line: `//`, `#`, `--`. */
  line: readonly string[];
  /** Opening and closing markers of block comments: `/*` … `*\/`, `<!--` … `-->`. */
  block: readonly (readonly [string, string])[];
  /** Block comments nest (Rust, Swift, Kotlin, Scala, Haskell, the MLs): `/* a /* b *\/ c *\/` is one comment. */
  nested?: boolean;
  /** Quotes of one-line string literals: one left open ends at the end of its line. Backslashes escape. */
  quotes: readonly string[];
  /** Delimiters of string literals that may span lines (`` ` `` in JavaScript and Go, `"""`, Rust's `"`); one left open runs to the end of the file. */
  multiline?: readonly string[];
  /** Delimiters (among the above) inside which a backslash is a character, not an escape (Go's raw strings). */
  raw?: readonly string[];
  /** A line marker counts only at the start of a line or after whitespace (`#` in shell and YAML: `a#b` is a word). */
  markerAfterSpace?: boolean;
  /** What looks like a line marker but is not one: Ruby's `#{` interpolation, PHP's `#[` attributes. */
  notMarkers?: readonly string[];
  /** Python: a triple-quoted string that starts its line is a docstring, read as a comment. */
  docstrings?: boolean;
  /** Ruby: `=begin` … `=end` at the start of lines is a comment. */
  rubyBlocks?: boolean;
  /** JavaScript: `/…/` where an expression may start is a regular expression literal (read like a string). */
  regexLiterals?: boolean;
  /** Rust: `'` opens a character literal only when it closes right after one character (`'a` is a lifetime). */
  charLiterals?: boolean;
};

const C_BLOCK = ['/*', '*/'] as const;
const HTML_BLOCK = ['<!--', '-->'] as const;
const ML_BLOCK = ['(*', '*)'] as const;

const C_LIKE: LexicalSyntax = { line: ['//'], block: [C_BLOCK], quotes: ['"', "'"] };
const JAVASCRIPT: LexicalSyntax = { ...C_LIKE, multiline: ['`'], regexLiterals: true };
const TRIPLE_QUOTED: LexicalSyntax = { ...C_LIKE, multiline: ['"""'] };
const NESTING_TRIPLE_QUOTED: LexicalSyntax = { ...TRIPLE_QUOTED, nested: true, quotes: ['"', "'", '`'] };
const HASH: LexicalSyntax = { line: ['#'], block: [], quotes: ['"', "'"], markerAfterSpace: true };
const HASH_AND_C: LexicalSyntax = { line: ['#', '//'], block: [C_BLOCK], quotes: ['"', "'"] };
const DASHES: LexicalSyntax = { line: ['--'], block: [C_BLOCK], quotes: ["'", '"'] };
const SEMICOLON: LexicalSyntax = { line: [';'], block: [], quotes: ['"'] };
const PERCENT: LexicalSyntax = { line: ['%'], block: [], quotes: ['"', "'"] };
const MARKUP: LexicalSyntax = { line: [], block: [HTML_BLOCK], quotes: [] };
const COMPONENT: LexicalSyntax = { line: ['//'], block: [HTML_BLOCK, C_BLOCK], quotes: ['"', "'"], multiline: ['`'] };
const BASIC: LexicalSyntax = { line: ["'"], block: [], quotes: ['"'] };
const NONE: LexicalSyntax = { line: [], block: [], quotes: [] };

/** Files of no known language: the three markers most text files use. */
export const DEFAULT_SYNTAX: LexicalSyntax = { line: ['#', '//'], block: [C_BLOCK], quotes: ['"', "'"], markerAfterSpace: true };

function each(syntax: LexicalSyntax, languages: string): [string, LexicalSyntax][] {
  return languages.split(',').map((language) => [language.trim(), syntax]);
}

const TABLE = new Map<string, LexicalSyntax>([
  ...each(C_LIKE, 'C, C++, C#, Java, Objective-C, Objective-C++, JSON with Comments, JSON5, Protocol Buffer, Solidity, GLSL, HLSL, Apex, Haxe, D, Vala, Zig, V, Odin, Less, SCSS, Stylus, Sass, AsciiDoc, Jsonnet, Cue, Thrift, Smithy, Gleam, ReScript, Typst, ActionScript, Processing, Ceylon, Chapel, Cuda, Metal, OpenCL, Verilog, SystemVerilog, WGSL, Pawn, AngelScript, Squirrel, Bicep'),
  ...each(JAVASCRIPT, 'JavaScript, TypeScript, TSX'),
  // Go: backticks are raw strings, over lines; `'x'` is a rune.
  ...each({ ...C_LIKE, multiline: ['`'], raw: ['`'] }, 'Go'),
  // Rust: strings span lines, `'a` is a lifetime, block comments nest.
  ...each({ line: ['//'], block: [C_BLOCK], nested: true, quotes: [], multiline: ['"'], charLiterals: true }, 'Rust'),
  // Kotlin, Swift, Scala, Dart: `"""` strings over lines, nesting block comments; Kotlin's and Scala's backticks quote names.
  ...each(NESTING_TRIPLE_QUOTED, 'Kotlin, Kotlin Script, Swift, Scala, Dart'),
  ...each({ ...TRIPLE_QUOTED, multiline: ['"""', "'''"] }, 'Groovy, Gradle, Nextflow'),
  ...each({ ...HASH, multiline: ['"""', "'''"], docstrings: true }, 'Python, Cython, Mojo, Starlark, Bazel'),
  // Ruby: backticks run commands (code to look at, not a string to look past); `#{` interpolates.
  ...each({ ...HASH, rubyBlocks: true, notMarkers: ['#{'] }, 'Ruby, Crystal'),
  ...each(HASH, 'Shell, Perl, R, YAML, TOML, Makefile, Dockerfile, CMake, Nix, Elixir, Tcl, Nim, GraphQL, Git Config, EditorConfig, Ignore List, Dotenv, Gemfile.lock, Procfile, Puppet, Raku, Fish, Awk, Sed, Meson, Jinja, Jupyter Notebook, Properties, SSH Config, Nginx, Apache Conf, Vim Script, Coffeescript, CoffeeScript, GN, Caddyfile, TSV, Text'),
  ...each({ ...HASH_AND_C, notMarkers: ['#['] }, 'PHP'),
  ...each(HASH_AND_C, 'HCL, Terraform, Hack, Pike'),
  ...each({ line: ['#'], block: [['<#', '#>']], quotes: ['"', "'"], markerAfterSpace: true }, 'PowerShell'),
  ...each({ line: ['#'], block: [['#=', '=#']], nested: true, quotes: ['"'], markerAfterSpace: true }, 'Julia'),
  ...each({ line: ['--'], block: [['--[[', ']]']], quotes: ['"', "'"] }, 'Lua'),
  ...each({ line: ['--'], block: [['{-', '-}']], nested: true, quotes: ['"'] }, 'Haskell, Elm, PureScript, Agda, Idris'),
  ...each(DASHES, 'SQL, PLSQL, PLpgSQL, TSQL, SQLPL, Ada, VHDL, Eiffel, AppleScript'),
  ...each(SEMICOLON, 'Common Lisp, Emacs Lisp, Clojure, Scheme, Racket, Assembly, Unix Assembly, Motorola 68K Assembly, NASM, LLVM, INI, Fennel, Hy, Janet, AutoHotkey, Redcode, WebAssembly'),
  ...each(PERCENT, 'Erlang, TeX, LaTeX, MATLAB, Prolog, Mercury, PostScript, BibTeX, Matlab'),
  ...each(MARKUP, 'HTML, XML, SVG, Markdown, MDX, XSLT, HTML+ERB, HTML+PHP, HTML+Razor, Handlebars, Mustache, Liquid, Nunjucks, Twig, EJS, Pug, XAML, Maven POM, Ant Build System, MSBuild, Jelly'),
  ...each(COMPONENT, 'Vue, Svelte, Astro'),
  ...each(BASIC, 'Visual Basic .NET, VBA, VBScript, Visual Basic 6.0'),
  ...each({ line: ['//'], block: [ML_BLOCK], nested: true, quotes: ['"'] }, 'F#, OCaml, Standard ML, Pascal, Mathematica, Wolfram Language, Modula-2, Delphi'),
  ...each({ line: ['!'], block: [], quotes: ['"', "'"] }, 'Fortran, Fortran Free Form'),
  ...each({ line: ['REM ', 'rem ', '::'], block: [], quotes: ['"'] }, 'Batchfile'),
  ...each({ line: ['..'], block: [], quotes: [] }, 'reStructuredText'),
  ...each({ line: [], block: [C_BLOCK], quotes: ['"', "'"] }, 'CSS'),
  ...each(NONE, 'JSON, CSV, Diff, SVG Font'),
]);

/** The lexical syntax of a Linguist language; {@link DEFAULT_SYNTAX} when the language is unknown or not listed. */
export function syntaxOf(language: string | null): LexicalSyntax {
  return (language !== null ? TABLE.get(language) : undefined) ?? DEFAULT_SYNTAX;
}

/** What a character of the text is part of. */
export type Lexeme = 'code' | 'comment' | 'doc' | 'string';

const COMMENT = 1;
const DOC = 2;
const STRING = 3;
const REGEX = 4;
const LEXEMES: Lexeme[] = ['code', 'comment', 'doc', 'string', 'string'];
const KINDS = ['code', 'comment', 'doc', 'string', 'regex'] as const;

/** A comment, docstring, string or regular expression literal of the text: where it starts and ends (delimiters included), and its body. */
export type Region = { kind: 'comment' | 'doc' | 'string' | 'regex'; start: number; end: number; bodyStart: number; bodyEnd: number };

/** The text of the comments on one line, markers removed; several comments on a line are separate entries. */
export type CommentLine = { line: number; text: string };

/**
 * A file's text, lexed once: its comments (docstrings included) and string literals as regions of
 * the text, asked for by line and column or by offset. Lines are split at `\n` (a `\r` before it is
 * dropped), as the snapshot counts them. The lexing runs on first use, so a file no scanner needs
 * to look into is never lexed.
 */
export class LexedText {
  readonly text: string;
  readonly syntax: LexicalSyntax;
  #lines: string[] | null = null;
  #lineStarts: number[] | null = null;
  // Regions in text order, none overlapping: kind, start and end (delimiters included), body (delimiters excluded).
  #kinds: number[] = [];
  #starts: number[] = [];
  #ends: number[] = [];
  #bodyStarts: number[] = [];
  #bodyEnds: number[] = [];
  #lexed = false;

  constructor(text: string, syntax: LexicalSyntax) {
    this.text = text;
    this.syntax = syntax;
  }

  /** The lines of the text, `\r` dropped; line `n` is `lines[n - 1]`. */
  get lines(): readonly string[] {
    if (this.#lines === null) this.#lines = this.text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    return this.#lines;
  }

  /** The offset in the text where each line starts. */
  get lineStarts(): readonly number[] {
    if (this.#lineStarts === null) {
      const starts = [0];
      for (let index = this.text.indexOf('\n'); index !== -1; index = this.text.indexOf('\n', index + 1)) starts.push(index + 1);
      this.#lineStarts = starts;
    }
    return this.#lineStarts;
  }

  /** The 1-based line of an offset. */
  lineOf(offset: number): number {
    return upperBound(this.lineStarts, offset);
  }

  /** The offset of a 1-based line and 0-based column. */
  offsetOf(line: number, column: number): number {
    return (this.lineStarts[line - 1] ?? this.text.length) + column;
  }

  /** What the character at an offset is part of. */
  lexemeAt(offset: number): Lexeme {
    const region = this.#regionAt(offset);
    return LEXEMES[region === -1 ? 0 : this.#kinds[region]!]!;
  }

  /** What the character at a 1-based line and 0-based column is part of. */
  at(line: number, column: number): Lexeme {
    return this.lexemeAt(this.offsetOf(line, column));
  }

  /** Whether the character at the line and column is code: not in a comment, a docstring or a string. */
  inCode(line: number, column: number): boolean {
    return this.at(line, column) === 'code';
  }

  /** Whether the character at the line and column is in a comment or a docstring. */
  inComment(line: number, column: number): boolean {
    return this.commentAt(this.offsetOf(line, column));
  }

  /** Whether the character at an offset is in a comment or a docstring. */
  commentAt(offset: number): boolean {
    const lexeme = this.lexemeAt(offset);
    return lexeme === 'comment' || lexeme === 'doc';
  }

  /** Whether the character at the line and column is in a string literal, its quotes included. */
  inString(line: number, column: number): boolean {
    return this.at(line, column) === 'string';
  }

  /** Whether a string literal opens at the line and column (its opening quote). */
  opensString(line: number, column: number): boolean {
    const offset = this.offsetOf(line, column);
    const region = this.#regionAt(offset);
    return region !== -1 && this.#kinds[region] === STRING && this.#starts[region] === offset;
  }

  /**
   * The content of the string literal that follows the column on the line, when only an opening
   * parenthesis and spaces stand between (`it.skip('name'`); its blank edges trimmed, null when empty.
   * A string that runs past the line's end is cut there.
   */
  stringAfter(line: number, column: number): string | null {
    const from = this.offsetOf(line, column);
    const lineEnd = this.offsetOf(line, this.lines[line - 1]?.length ?? 0);
    this.#lex();
    for (let region = Math.max(0, upperBound(this.#starts, from) - 1); region < this.#starts.length && this.#starts[region]! < lineEnd; region++) {
      if (this.#starts[region]! < from) continue;
      if (this.#kinds[region] !== STRING || !/^\s*\(?\s*$/.test(this.text.slice(from, this.#starts[region]))) return null;
      return this.text.slice(this.#bodyStarts[region], Math.min(this.#bodyEnds[region]!, lineEnd)).trim() || null;
    }
    return null;
  }

  /** Whether the line holds a comment or docstring and nothing else but whitespace. */
  commentOnly(line: number): boolean {
    this.#lex();
    const start = this.offsetOf(line, 0);
    const end = start + (this.lines[line - 1]?.length ?? 0);
    let cursor = start;
    let comment = false;
    for (let region = Math.max(0, upperBound(this.#starts, start) - 1); region < this.#starts.length && this.#starts[region]! < end; region++) {
      if (this.#ends[region]! <= cursor) continue;
      if (this.#kinds[region]! >= STRING) return false;
      if (/\S/.test(this.text.slice(cursor, this.#starts[region]))) return false;
      comment = true;
      cursor = this.#ends[region]!;
    }
    return comment && !/\S/.test(this.text.slice(cursor, Math.max(cursor, end)));
  }

  /** The text of every comment and docstring, per line, markers and delimiters removed, in the order of the text. */
  commentLines(): CommentLine[] {
    return this.commentBlocks().flat();
  }

  /**
   * The comments and docstrings, each as its lines' text (markers and delimiters removed), in the
   * order of the text. A run of line comments, each alone on its line, on consecutive lines, at the
   * same column and with the same marker, is one comment, as tree-sitter's comments are read.
   */
  commentBlocks(): CommentLine[][] {
    this.#lex();
    const blocks: CommentLine[][] = [];
    let run: { line: number; column: number; marker: string } | null = null;
    for (let region = 0; region < this.#kinds.length; region++) {
      if (this.#kinds[region]! >= STRING) continue;
      const lines = this.#regionLines(region);
      const head = this.#lineCommentHead(region);
      const continues = head !== null && run !== null && head.line === run.line + 1 && head.column === run.column && head.marker === run.marker;
      if (continues) blocks.at(-1)!.push(...lines);
      else blocks.push(lines);
      run = head;
    }
    return blocks;
  }

  #regionLines(region: number): CommentLine[] {
    const found: CommentLine[] = [];
    const end = this.#bodyEnds[region]!;
    let line = this.lineOf(this.#bodyStarts[region]!);
    let cursor = this.#bodyStarts[region]!;
    while (true) {
      const newline = this.text.indexOf('\n', cursor);
      const stop = newline === -1 || newline >= end ? end : newline;
      const piece = this.text.slice(cursor, stop);
      found.push({ line, text: piece.endsWith('\r') ? piece.slice(0, -1) : piece });
      if (stop === end) break;
      cursor = stop + 1;
      line++;
    }
    return found;
  }

  /** Where a line comment standing alone on its line starts, and its marker; null for a block comment, a docstring or a comment after code. */
  #lineCommentHead(region: number): { line: number; column: number; marker: string } | null {
    const start = this.#starts[region]!;
    if (this.#kinds[region] !== COMMENT || this.syntax.block.some(([open]) => this.text.startsWith(open, start))) return null;
    const marker = this.syntax.line.find((candidate) => this.text.startsWith(candidate, start));
    const line = this.lineOf(start);
    const lineStart = this.lineStarts[line - 1]!;
    if (marker === undefined || /\S/.test(this.text.slice(lineStart, start))) return null;
    return { line, column: start - lineStart, marker };
  }

  /** The first comment, docstring or literal that starts at or after the offset; null when none does. */
  regionFrom(offset: number): Region | null {
    this.#lex();
    const region = upperBound(this.#starts, offset - 1);
    if (region >= this.#starts.length) return null;
    return { kind: KINDS[this.#kinds[region]!] as Region['kind'], start: this.#starts[region]!, end: this.#ends[region]!, bodyStart: this.#bodyStarts[region]!, bodyEnd: this.#bodyEnds[region]! };
  }

  /**
   * The body of the string literal holding the offset, lexed as code of the same language (a call
   * quoted in a string, such as a Vue attribute's handler), with the offset in it; null when the
   * offset is in no string literal.
   */
  stringBodyAt(offset: number): { body: LexedText; offset: number } | null {
    const region = this.#regionAt(offset);
    if (region === -1 || this.#kinds[region] !== STRING || offset < this.#bodyStarts[region]!) return null;
    return { body: new LexedText(this.text.slice(this.#bodyStarts[region], this.#bodyEnds[region]), this.syntax), offset: offset - this.#bodyStarts[region]! };
  }

  /** The index of the region holding the offset, or -1. */
  #regionAt(offset: number): number {
    this.#lex();
    const region = upperBound(this.#starts, offset) - 1;
    return region >= 0 && offset < this.#ends[region]! ? region : -1;
  }

  #add(kind: number, start: number, end: number, bodyStart: number, bodyEnd: number): void {
    this.#kinds.push(kind);
    this.#starts.push(start);
    this.#ends.push(end);
    this.#bodyStarts.push(bodyStart);
    this.#bodyEnds.push(Math.max(bodyStart, bodyEnd));
  }

  /** The one pass over the text. */
  #lex(): void {
    if (this.#lexed) return;
    this.#lexed = true;
    const { text, syntax } = this;
    const openers = openingCharacters(syntax);
    const length = text.length;
    let lineStart = 0;
    let position = 0;
    while (position < length) {
      const code = text.charCodeAt(position);
      if (code === 10) {
        lineStart = ++position;
        continue;
      }
      if (!openers.has(code)) {
        position++;
        continue;
      }
      const end = this.#token(position, lineStart);
      if (end === -1) {
        position++;
        continue;
      }
      // A token that ran over lines: the line it ends on starts after its last newline.
      const newline = text.lastIndexOf('\n', end - 1);
      if (newline >= position) lineStart = newline + 1;
      position = end;
    }
  }

  /** Reads the comment or literal that opens at `position`, if any; returns where it ends, or -1. */
  #token(position: number, lineStart: number): number {
    const { text, syntax } = this;
    const char = text[position]!;
    const lineEnd = endOfLine(text, position);
    if (syntax.rubyBlocks && position === lineStart && text.startsWith('=begin', position) && !/\w/.test(text[position + 6] ?? '')) {
      const close = /^=end\b/m.exec(text.slice(lineEnd));
      const closeAt = close ? lineEnd + close.index : text.length;
      const end = close ? endOfLine(text, closeAt) : text.length;
      this.#add(COMMENT, position, end, position + 6, closeAt);
      return end;
    }
    if (syntax.docstrings && (char === '"' || char === "'") && text.startsWith(char.repeat(3), position) && /^\s*[rRbBuUfF]{0,2}$/.test(text.slice(lineStart, position))) {
      const end = closeOf(text, position + 3, char.repeat(3), true, text.length);
      this.#add(DOC, position, end.end, position + 3, end.bodyEnd);
      return end.end;
    }
    for (const [open, close] of syntax.block) {
      if (!text.startsWith(open, position)) continue;
      const end = blockEnd(text, position + open.length, open, close, syntax.nested === true);
      this.#add(COMMENT, position, end.end, position + open.length, end.bodyEnd);
      return end.end;
    }
    for (const marker of syntax.line) {
      if (!text.startsWith(marker, position)) continue;
      if (syntax.markerAfterSpace && position > lineStart && !/\s/.test(text[position - 1]!)) continue;
      if (syntax.notMarkers?.some((not) => text.startsWith(not, position))) continue;
      const bodyEnd = text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd;
      this.#add(COMMENT, position, bodyEnd, position + marker.length, bodyEnd);
      return lineEnd;
    }
    for (const quote of syntax.multiline ?? []) {
      if (!text.startsWith(quote, position)) continue;
      const end = closeOf(text, position + quote.length, quote, !syntax.raw?.includes(quote), text.length);
      this.#add(STRING, position, end.end, position + quote.length, end.bodyEnd);
      return end.end;
    }
    if (syntax.quotes.includes(char)) {
      const end = closeOf(text, position + 1, char, true, lineEnd);
      this.#add(STRING, position, end.end, position + 1, end.bodyEnd);
      return end.end;
    }
    if (syntax.charLiterals && char === "'") {
      const literal = /^'(?:\\(?:u\{[0-9a-fA-F]{1,6}\}|x[0-9a-fA-F]{2}|.)|[^\\'\n\r])'/u.exec(text.slice(position, position + 12));
      if (!literal) return -1;
      const end = position + literal[0].length;
      this.#add(STRING, position, end, position + 1, end - 1);
      return end;
    }
    if (syntax.regexLiterals && char === '/' && regexMayStart(text, position, lineStart)) {
      const end = regexEnd(text, position + 1, lineEnd);
      if (end === -1) return -1;
      this.#add(REGEX, position, end, position + 1, end - 1);
      return end;
    }
    return -1;
  }
}

/** The file's text, to be lexed with its language's syntax on first use. */
export function lex(text: string, language: string | null): LexedText {
  return new LexedText(text, syntaxOf(language));
}

const OPENERS = new WeakMap<LexicalSyntax, Set<number>>();

/** The first characters of everything that may open a comment or a literal, to skip the rest fast. */
function openingCharacters(syntax: LexicalSyntax): Set<number> {
  let set = OPENERS.get(syntax);
  if (set) return set;
  const starts = [...syntax.line, ...syntax.block.map(([open]) => open), ...syntax.quotes, ...(syntax.multiline ?? [])];
  if (syntax.docstrings) starts.push('"', "'");
  if (syntax.rubyBlocks) starts.push('=');
  if (syntax.charLiterals) starts.push("'");
  if (syntax.regexLiterals) starts.push('/');
  set = new Set(starts.map((start) => start.charCodeAt(0)));
  OPENERS.set(syntax, set);
  return set;
}

function endOfLine(text: string, position: number): number {
  const newline = text.indexOf('\n', position);
  return newline === -1 ? text.length : newline;
}

/** Where a literal closed by `close` ends (after the closer), and where its body ends; `limit` when it is left open. */
function closeOf(text: string, from: number, close: string, escapes: boolean, limit: number): { end: number; bodyEnd: number } {
  const first = close.charCodeAt(0);
  for (let position = from; position < limit; position++) {
    const code = text.charCodeAt(position);
    if (code === 92 && escapes) position++;
    else if (code === first && (close.length === 1 || text.startsWith(close, position))) return { end: position + close.length, bodyEnd: position };
  }
  const bodyEnd = text[limit - 1] === '\r' ? limit - 1 : limit;
  return { end: limit, bodyEnd };
}

/** Where a block comment ends (after its closer, nested ones counted when they nest), or the text's end. */
function blockEnd(text: string, from: number, open: string, close: string, nested: boolean): { end: number; bodyEnd: number } {
  let depth = 1;
  let position = from;
  while (position < text.length) {
    const closeAt = text.indexOf(close, position);
    if (closeAt === -1) break;
    if (nested) {
      const openAt = text.indexOf(open, position);
      if (openAt !== -1 && openAt < closeAt) {
        depth++;
        position = openAt + open.length;
        continue;
      }
    }
    if (--depth === 0) return { end: closeAt + close.length, bodyEnd: closeAt };
    position = closeAt + close.length;
  }
  return { end: text.length, bodyEnd: text.length };
}

// After these a `/` starts a regular expression, not a division.
// (Not `<`: in JSX `</div>` closes a tag.)
const BEFORE_REGEX = new Set('(,=:[!&|?{};+-*%>~^'.split(''));
const KEYWORDS_BEFORE_REGEX = /(?:^|[^\w$])(?:return|typeof|instanceof|case|do|else|in|of|void|yield|await|delete|throw|new)$/;

function regexMayStart(text: string, position: number, lineStart: number): boolean {
  let before = position - 1;
  while (before >= lineStart && (text[before] === ' ' || text[before] === '\t')) before--;
  if (before < lineStart) return true;
  const char = text[before]!;
  if (BEFORE_REGEX.has(char)) return !(char === '+' || char === '-') || text[before - 1] !== char;
  return /[\w$]/.test(char) && KEYWORDS_BEFORE_REGEX.test(text.slice(Math.max(lineStart, before - 11), before + 1));
}

/** Where a regular expression literal opened before `from` ends (after its flags), or -1 when it does not close on its line. */
function regexEnd(text: string, from: number, lineEnd: number): number {
  let inClass = false;
  for (let position = from; position < lineEnd; position++) {
    const char = text[position];
    if (char === '\\') position++;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) {
      let end = position + 1;
      while (end < lineEnd && /[a-z]/.test(text[end]!)) end++;
      return end;
    }
  }
  return -1;
}

/** How many of the sorted values are at or below `value`. */
function upperBound(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

// How each language writes comments, for the files tree-sitter did not parse: enough to find the
// comments of a line without a grammar. Keyed by Linguist language name.

/** A language's comment markers and the quotes that open string literals (a marker inside one is text). */
export type CommentSyntax = {
  /** Markers that comment out the rest of the line: `//`, `#`, `--`. */
  line: readonly string[];
  /** Opening and closing markers of block comments: `/*` … `*\/`, `<!--` … `-->`. */
  block: readonly (readonly [string, string])[];
  /** Characters that open and close a one-line string literal. */
  quotes: readonly string[];
  /** A line marker counts only at the start of a line or after whitespace (`#` in shell and YAML: `a#b` is a word). */
  markerAfterSpace?: boolean;
};

const C_BLOCK = ['/*', '*/'] as const;
const HTML_BLOCK = ['<!--', '-->'] as const;
const ML_BLOCK = ['(*', '*)'] as const;

const C_LIKE: CommentSyntax = { line: ['//'], block: [C_BLOCK], quotes: ['"', "'", '`'] };
const HASH: CommentSyntax = { line: ['#'], block: [], quotes: ['"', "'"], markerAfterSpace: true };
const HASH_AND_C: CommentSyntax = { line: ['#', '//'], block: [C_BLOCK], quotes: ['"', "'"] };
const DASHES: CommentSyntax = { line: ['--'], block: [C_BLOCK], quotes: ["'", '"'] };
const SEMICOLON: CommentSyntax = { line: [';'], block: [], quotes: ['"'] };
const PERCENT: CommentSyntax = { line: ['%'], block: [], quotes: ['"', "'"] };
const MARKUP: CommentSyntax = { line: [], block: [HTML_BLOCK], quotes: [] };
const COMPONENT: CommentSyntax = { line: ['//'], block: [HTML_BLOCK, C_BLOCK], quotes: ['"', "'", '`'] };
const BASIC: CommentSyntax = { line: ["'"], block: [], quotes: ['"'] };
const NONE: CommentSyntax = { line: [], block: [], quotes: [] };

/** Files of no known language: the three markers most text files use. */
export const DEFAULT_SYNTAX: CommentSyntax = { line: ['#', '//'], block: [C_BLOCK], quotes: ['"', "'"], markerAfterSpace: true };

function each(syntax: CommentSyntax, languages: string): [string, CommentSyntax][] {
  return languages.split(',').map((language) => [language.trim(), syntax]);
}

const TABLE = new Map<string, CommentSyntax>([
  // Languages with a grammar land here only when their parse failed.
  ...each(C_LIKE, 'C, C++, C#, Java, Go, Rust, JavaScript, TypeScript, TSX, Kotlin, Swift, Scala, Dart, Groovy, Gradle, Objective-C, Objective-C++, JSON with Comments, JSON5, Protocol Buffer, Solidity, GLSL, HLSL, Apex, Haxe, D, Vala, Zig, V, Odin, Less, SCSS, Stylus, Sass, AsciiDoc, Jsonnet, Cue, Thrift, Smithy, Gleam, ReScript, Kotlin Script, Typst, ActionScript, Processing, Ceylon, Chapel, Cuda, Metal, OpenCL, Verilog, SystemVerilog, WGSL, Pawn, AngelScript, Squirrel, Nextflow, Bicep'),
  ...each(HASH, 'Shell, Python, Ruby, Perl, R, YAML, TOML, Makefile, Dockerfile, CMake, Nix, Elixir, Tcl, Crystal, Nim, Starlark, GraphQL, Git Config, EditorConfig, Ignore List, Dotenv, Gemfile.lock, Procfile, Puppet, Raku, Fish, Awk, Sed, Meson, Cython, Mojo, Jinja, Jupyter Notebook, Properties, SSH Config, Nginx, Apache Conf, Vim Script, Coffeescript, CoffeeScript, GN, Bazel, Caddyfile, TSV, Text'),
  ...each(HASH_AND_C, 'PHP, HCL, Terraform, Hack, Pike'),
  ...each({ line: ['#'], block: [['<#', '#>']], quotes: ['"', "'"], markerAfterSpace: true }, 'PowerShell'),
  ...each({ line: ['#'], block: [['#=', '=#']], quotes: ['"'], markerAfterSpace: true }, 'Julia'),
  ...each({ line: ['--'], block: [['--[[', ']]']], quotes: ['"', "'"] }, 'Lua'),
  ...each({ line: ['--'], block: [['{-', '-}']], quotes: ['"'] }, 'Haskell, Elm, PureScript, Agda, Idris'),
  ...each(DASHES, 'SQL, PLSQL, PLpgSQL, TSQL, SQLPL, Ada, VHDL, Eiffel, AppleScript'),
  ...each(SEMICOLON, 'Common Lisp, Emacs Lisp, Clojure, Scheme, Racket, Assembly, Unix Assembly, Motorola 68K Assembly, NASM, LLVM, INI, Fennel, Hy, Janet, AutoHotkey, Redcode, WebAssembly'),
  ...each(PERCENT, 'Erlang, TeX, LaTeX, MATLAB, Prolog, Mercury, PostScript, BibTeX, Matlab'),
  ...each(MARKUP, 'HTML, XML, SVG, Markdown, MDX, XSLT, HTML+ERB, HTML+PHP, HTML+Razor, Handlebars, Mustache, Liquid, Nunjucks, Twig, EJS, Pug, XAML, Maven POM, Ant Build System, MSBuild, Jelly'),
  ...each(COMPONENT, 'Vue, Svelte, Astro'),
  ...each(BASIC, 'Visual Basic .NET, VBA, VBScript, Visual Basic 6.0'),
  ...each({ line: ['//'], block: [ML_BLOCK], quotes: ['"'] }, 'F#, OCaml, Standard ML, Pascal, Mathematica, Wolfram Language, Modula-2, Delphi'),
  ...each({ line: ['!'], block: [], quotes: ['"', "'"] }, 'Fortran, Fortran Free Form'),
  ...each({ line: ['REM ', 'rem ', '::'], block: [], quotes: ['"'] }, 'Batchfile'),
  ...each({ line: ['..'], block: [], quotes: [] }, 'reStructuredText'),
  ...each({ line: [], block: [C_BLOCK], quotes: ['"', "'"] }, 'CSS'),
  ...each(NONE, 'JSON, CSV, Diff, SVG Font'),
]);

/** The comment syntax of a Linguist language; {@link DEFAULT_SYNTAX} when the language is unknown or not listed. */
export function commentSyntax(language: string | null): CommentSyntax {
  return (language !== null ? TABLE.get(language) : undefined) ?? DEFAULT_SYNTAX;
}

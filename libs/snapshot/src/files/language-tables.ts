// The hand-written part of language detection. Everything else comes from Linguist's data.

/**
 * Extensions whose Linguist claimants would resolve wrongly for the repositories Chronicle reads.
 * `.h` is absent: it is decided by the repository's other files (see `headerLanguage`).
 */
export const EXTENSION_OVERRIDES: Readonly<Record<string, string>> = {
  // "GCC Machine Description" lists `.md` first too.
  '.md': 'Markdown',
  // XML (Qt Linguist translations) claims `.ts` as well.
  '.ts': 'TypeScript',
  '.cts': 'TypeScript',
  '.mts': 'TypeScript',
  '.tsx': 'TSX',
  '.js': 'JavaScript',
  '.mjs': 'JavaScript',
  '.cjs': 'JavaScript',
  '.jsx': 'JavaScript',
  '.es': 'JavaScript',
  // OpenAPI's JSON and YAML variants and MiniYAML list these first; the content decides OpenAPI, not the name.
  '.json': 'JSON',
  '.yml': 'YAML',
  '.yaml': 'YAML',
  '.toml': 'TOML',
  // RenderScript lists `.rs` first too.
  '.rs': 'Rust',
  '.go': 'Go',
  // Prolog and Raku claim these; Perl is by far the most common owner.
  '.pl': 'Perl',
  '.pm': 'Perl',
  '.t': 'Perl',
  '.html': 'HTML',
  '.sql': 'SQL',
  '.r': 'R',
  '.ml': 'OCaml',
  '.fs': 'F#',
  '.m': 'Objective-C',
  '.txt': 'Text',
  '.asc': 'AsciiDoc',
  '.v': 'Verilog',
  // Cool lists `.cl` first too.
  '.cl': 'OpenCL',
};

/**
 * Popularity order used when several languages claim an extension or file name equally (each as
 * its first extension, or none as its first): the earlier here wins; languages not listed come
 * after, in code-point order of their names.
 */
export const POPULARITY: readonly string[] = [
  'JavaScript',
  'TypeScript',
  'Python',
  'Java',
  'C#',
  'C++',
  'C',
  'PHP',
  'Go',
  'Rust',
  'Ruby',
  'Kotlin',
  'Swift',
  'Shell',
  'HTML',
  'CSS',
  'Objective-C',
  'Scala',
  'Perl',
  'Lua',
  'R',
  'Dart',
  'Markdown',
  'JSON',
  'YAML',
  'XML',
  'SQL',
  'Text',
  'INI',
  'TOML',
  'Dockerfile',
  'Makefile',
  'Assembly',
  'MATLAB',
  'Elixir',
  'Erlang',
  'Haskell',
  'Clojure',
  'Groovy',
  'PowerShell',
  'Batchfile',
  'Vue',
  'TeX',
  'OCaml',
  'F#',
  'Visual Basic .NET',
  'Fortran',
  'Verilog',
  'Common Lisp',
  'Scheme',
  'Prolog',
  'Emacs Lisp',
  'Vim script',
  'Julia',
];

/** Project files without an extension that Linguist names only in some spellings (`LICENSE` but not `LICENSE-MIT`): plain text. */
export const TEXT_FILE_NAMES = /^(?:LICEN[CS]E|COPYING|NOTICE|AUTHORS|CONTRIBUTORS|PATENTS)(?:[-_][\w-]+)?$/i;

/** C++ sources: a `.h` beside them is C++. */
export const CPP_SOURCE_EXTENSIONS = ['.cpp', '.cc', '.cxx', '.c++', '.hpp', '.hh', '.hxx'];
/** Objective-C sources: a `.h` beside them (and no C++) is Objective-C. */
export const OBJECTIVE_C_SOURCE_EXTENSIONS = ['.m', '.mm'];

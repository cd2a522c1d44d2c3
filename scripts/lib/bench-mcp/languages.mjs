// The per-language regexes `npm run bench:mcp`'s questions are made with (lib/bench-mcp/questions.mjs):
// plain line patterns an engineer would write for `git grep`, deliberately independent of
// Chronicle's parsers, so the benchmark never grades Chronicle with its own index. They are
// approximate by design (a declaration split over lines or a grouped Go `type (` block is missed);
// the questions are only ever made from lines they match unambiguously.

/** Path components and file names of tests, examples, benchmarks and fixtures: never a question's subject. */
const NON_SOURCE_DIR = /^(?:__tests__|__mocks__|tests?|testing|testdata|test-helpers|test-utils|spec|specs|examples?|_examples|tutorials?|demos?|samples?|benches|benchmarks?|fixtures?|e2e|mocks?|docs?|fuzz|scripts?|\.github|vendor|node_modules|dist|build|target)$/i;
const NON_SOURCE_PART = /(?:^|[-_.])(?:tests?|specs?|examples?|benchmarks?)(?:[-_.]|$)/i;
const TEST_FILE = /(?:_test\.go|\.test\.[cm]?[jt]sx?|\.spec\.[cm]?[jt]sx?|\.bench\.[jt]sx?|\.d\.[cm]?ts|(?:^|\/)test_[^/]*\.py|_test\.py|(?:^|\/)conftest\.py|Tests?\.java|(?:^|\/)build\.rs)$/;

/** True for a tracked path that is library or application source (not a test, example or fixture). */
export function isSourcePath(file) {
  if (TEST_FILE.test(file)) return false;
  return !file.split('/').slice(0, -1).some((part) => NON_SOURCE_DIR.test(part) || NON_SOURCE_PART.test(part));
}

const IDENT = '[A-Za-z_$][\\w$]*';
const escape = (name) => name.replace(/[$]/g, '\\$');

/**
 * Per language: its file extensions; `declarations` — top-level public declarations, each
 * capturing the name (what "where is X" asks for); `exported` — the names a module offers (what
 * its summary should name); `functionDeclaration(name)` — any line declaring a function or method
 * of that name (so a call site is never its own declaration); `members` — finds the public
 * methods of types in one file's lines; `comment` — a line that is only a comment.
 */
export const LANGUAGES = {
  typescript: {
    extensions: ['.ts', '.tsx', '.mts', '.cts'],
    declarations: [new RegExp(`^export\\s+(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?(?:function\\*?|class|interface|type|enum)\\s+(${IDENT})`)],
    exported: [new RegExp(`^export\\s+(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?(?:function\\*?|class|interface|type|enum|const|let|var)\\s+(${IDENT})`)],
    functionDeclaration: jsFunctionDeclaration,
    members: jsClassMembers,
    comment: /^\s*(?:\/\/|\/\*|\*)/,
  },
  javascript: {
    extensions: ['.js', '.mjs', '.cjs', '.jsx'],
    declarations: [
      new RegExp(`^(?:export\\s+(?:default\\s+)?)?(?:async\\s+)?function\\*?\\s+(${IDENT})\\s*\\(`),
      new RegExp(`^(?:export\\s+(?:default\\s+)?)?class\\s+(${IDENT})`),
      new RegExp(`^module\\.exports\\s*=\\s*(?:class|function)\\s+(${IDENT})`),
    ],
    exported: [
      new RegExp(`^export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|class|const|let|var)\\s+(${IDENT})`),
      new RegExp(`^module\\.exports\\s*=\\s*(?:class|function)\\s+(${IDENT})`),
      new RegExp(`^(?:module\\.)?exports\\.(${IDENT})\\s*=`),
    ],
    exportedKeys: objectLiteralExports,
    functionDeclaration: jsFunctionDeclaration,
    members: jsClassMembers,
    comment: /^\s*(?:\/\/|\/\*|\*)/,
  },
  python: {
    extensions: ['.py'],
    declarations: [/^(?:async\s+)?def\s+([A-Za-z]\w*)\s*\(/, /^class\s+([A-Za-z]\w*)/],
    exported: [/^(?:async\s+)?def\s+([A-Za-z]\w*)\s*\(/, /^class\s+([A-Za-z]\w*)/],
    functionDeclaration: (name) => new RegExp(`^\\s*(?:async\\s+)?def\\s+${name}\\s*\\(`),
    members: pythonClassMembers,
    comment: /^\s*#/,
    // `_json.py` is a private module; `__init__.py` is the package itself.
    privateFile: (file) => /(?:^|\/)_(?!_init__\.py$)[^/]*$/.test(file),
  },
  rust: {
    extensions: ['.rs'],
    declarations: [/^pub\s+(?:unsafe\s+)?(?:const\s+)?(?:async\s+)?(?:fn|struct|enum|trait|type|union)\s+([A-Za-z_]\w*)/],
    exported: [/^pub\s+(?:unsafe\s+)?(?:const\s+)?(?:async\s+)?(?:fn|struct|enum|trait|type|union|static|const|mod)\s+([A-Za-z_]\w*)/],
    functionDeclaration: (name) => new RegExp(`^\\s*(?:pub(?:\\([^)]*\\))?\\s+)?(?:const\\s+)?(?:async\\s+)?(?:unsafe\\s+)?(?:extern\\s+"[^"]*"\\s+)?fn\\s+${name}\\s*[<(]`),
    members: rustImplMembers,
    comment: /^\s*\/\//,
  },
  java: {
    extensions: ['.java'],
    declarations: [/^public\s+(?:(?:final|abstract|sealed|non-sealed|static)\s+)*(?:class|interface|enum|record|@interface)\s+([A-Z]\w*)/],
    exported: [/^public\s+(?:(?:final|abstract|sealed|non-sealed|static)\s+)*(?:class|interface|enum|record|@interface)\s+([A-Z]\w*)/],
    // A type, the name and "(" with no ";" after it: a call ends with ";", a declaration with "{" or continues.
    functionDeclaration: (name) => new RegExp(`^\\s*(?:(?:public|protected|private|static|final|abstract|synchronized|native|default)\\s+)*(?:<[^>]+>\\s+)?(?!return\\b|new\\b|throw\\b|else\\b|case\\b)[\\w<>\\[\\],.?]+\\s+${name}\\s*\\([^;]*$`),
    members: javaClassMembers,
    comment: /^\s*(?:\/\/|\/\*|\*)/,
  },
  go: {
    extensions: ['.go'],
    declarations: [/^func\s+([A-Z]\w*)\s*[[(]/, /^type\s+([A-Z]\w*)\s/],
    exported: [/^func\s+([A-Z]\w*)\s*[[(]/, /^type\s+([A-Z]\w*)\s/],
    functionDeclaration: (name) => new RegExp(`^func\\s+(?:\\([^)]*\\)\\s*)?${name}\\s*[[(]`),
    members: goReceiverMembers,
    comment: /^\s*\/\//,
  },
};

/** The language whose extensions most tracked source files have. */
export function languageOf(files) {
  const counts = Object.entries(LANGUAGES).map(([name, language]) => [name, files.filter((file) => language.extensions.some((extension) => file.endsWith(extension))).length]);
  counts.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return counts[0][1] > 0 ? counts[0][0] : null;
}

function jsFunctionDeclaration(name) {
  const n = escape(name);
  return new RegExp(
    [
      `^\\s*(?:export\\s+)?(?:default\\s+)?(?:async\\s+)?function\\*?\\s+${n}\\s*[<(]`,
      // A class or object-literal method: name, parameters and an opening brace on its line.
      `^\\s*(?:(?:public|private|protected|static|async|get|set|readonly|override|abstract)\\s+)*\\*?${n}\\s*(?:<[^>]*>)?\\s*\\([^;]*\\)\\s*(?::[^=;]+)?\\{\\s*$`,
      `^\\s*(?:export\\s+)?(?:const|let|var)\\s+${n}\\s*(?::[^=]+)?=`,
    ].join('|'),
  );
}

/** CommonJS's `module.exports = {` (or `const proto = module.exports = {`): its keys one level in. */
function objectLiteralExports(lines) {
  const names = [];
  let inside = false;
  for (const line of lines) {
    if (/^(?:(?:const|let|var)\s+\w+\s*=\s*)?module\.exports\s*=\s*\{\s*$/.test(line)) inside = true;
    else if (inside && /^}/.test(line)) inside = false;
    else if (inside) {
      const key = /^ {2}(?:async\s+|get\s+|set\s+|\*)*([A-Za-z_$][\w$]*)\s*(?:\(|:)/.exec(line);
      if (key && !JS_NOT_A_METHOD.has(key[1])) names.push(key[1]);
    }
  }
  return names;
}

const JS_NOT_A_METHOD = new Set(['if', 'for', 'while', 'switch', 'catch', 'return', 'function', 'constructor', 'super', 'new', 'typeof', 'await', 'yield', 'do', 'else', 'try', 'with']);

/**
 * Classes declared at the top of a file (`class X`, `export class X`, `module.exports = class X`)
 * and the public methods at their first indentation: `name(…) {`, `get name() {`, `name = (…) =>`.
 * A `private`, `#private` or `_private` one is left out.
 */
function jsClassMembers(lines) {
  const types = [];
  let current = null;
  lines.forEach((line, index) => {
    const opened = /^(?:export\s+(?:default\s+)?)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)|^module\.exports\s*=\s*class\s+([A-Za-z_$][\w$]*)/.exec(line);
    if (opened) {
      current = { name: opened[1] ?? opened[2], line: index + 1, members: new Set(), indent: null };
      types.push(current);
      return;
    }
    if (!current) return;
    if (/^}/.test(line)) {
      current = null;
      return;
    }
    const indent = /^( +|\t+)\S/.exec(line)?.[1];
    if (!indent) return;
    current.indent ??= indent;
    if (indent !== current.indent) return;
    if (/^\s*(?:private|#|_)/.test(line)) return;
    const method = /^\s+(?:(?:public|protected|static|async|get|set|readonly|override|abstract)\s+)*\*?([A-Za-z$][\w$]*)\s*(?:<[^>]*>)?\s*\(/.exec(line) ?? /^\s+(?:(?:public|protected|static|readonly|override)\s+)*([A-Za-z$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>/.exec(line);
    if (method && !JS_NOT_A_METHOD.has(method[1])) current.members.add(method[1]);
  });
  return types.map(({ name, line, members }) => ({ name, line, members: [...members] }));
}

/** `class X:` at the top of a file and its public `def`s one level in (not `_private` or dunder). */
function pythonClassMembers(lines) {
  const types = [];
  let current = null;
  lines.forEach((line, index) => {
    const opened = /^class\s+([A-Za-z]\w*)/.exec(line);
    if (opened) {
      current = { name: opened[1], line: index + 1, members: new Set() };
      types.push(current);
      return;
    }
    if (current && /^\S/.test(line)) current = null;
    const method = current && /^ {4}(?:async\s+)?def\s+([A-Za-z]\w*)\s*\(/.exec(line);
    if (method) current.members.add(method[1]);
  });
  return types.map(({ name, line, members }) => ({ name, line, members: [...members] }));
}

/** Inherent `impl X {` blocks (not `impl Trait for X`) and the `pub fn`s one level in. */
function rustImplMembers(lines) {
  const types = [];
  let current = null;
  lines.forEach((line, index) => {
    const opened = !/\bfor\b/.test(line) && /^impl(?:<[^{]*?>)?\s+([A-Z]\w*)(?:<[^{]*>)?\s*(?:where\b.*)?\{?\s*$/.exec(line);
    if (opened) {
      current = { name: opened[1], line: index + 1, members: new Set() };
      types.push(current);
      return;
    }
    if (current && /^}/.test(line)) current = null;
    const method = current && /^ {4}pub\s+(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+([A-Za-z_]\w*)/.exec(line);
    if (method) current.members.add(method[1]);
  });
  return types.map(({ name, line, members }) => ({ name, line, members: [...members] }));
}

/** `public class X` at the top of a file and its public (or protected) methods one level in, constructors left out. */
function javaClassMembers(lines) {
  const types = [];
  let current = null;
  lines.forEach((line, index) => {
    const opened = /^public\s+(?:(?:final|abstract|sealed|non-sealed|static)\s+)*(?:class|interface|enum|record)\s+([A-Z]\w*)/.exec(line);
    if (opened) {
      current = { name: opened[1], line: index + 1, members: new Set() };
      types.push(current);
      return;
    }
    if (!current) return;
    const method = /^ {4}(?:public|protected)\s+(?:(?:static|final|abstract|synchronized|native|default)\s+)*(?:<[^>]+>\s+)?[\w<>[\],.?]+(?:\s*<[^>]*>)?\s+([a-z]\w*)\s*\(/.exec(line);
    if (method) current.members.add(method[1]);
  });
  return types.map(({ name, line, members }) => ({ name, line, members: [...members] }));
}

/** Exported methods with a receiver of type X (`func (r *X) Name(`), from any file of the package. */
function goReceiverMembers(lines) {
  const byType = new Map();
  for (const line of lines) {
    const method = /^func\s+\(\s*\w*\s*\*?\s*([A-Z]\w*)(?:\[[^\]]*\])?\s*\)\s*([A-Z]\w*)\s*[[(]/.exec(line);
    if (!method) continue;
    const members = byType.get(method[1]) ?? new Set();
    members.add(method[2]);
    byType.set(method[1], members);
  }
  return [...byType].map(([name, members]) => ({ name, line: null, members: [...members] }));
}

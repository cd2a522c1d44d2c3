import type { ScanInput } from './index.js';

// A second look at which packages a file uses, read from its plain text with no parser: the words
// where a module or package name stands. A consumer deciding that a dependency is unused asks this
// list too, so one reader's miss (a path the grammar did not see, a string a loader reads) does not
// make the call alone.

/** The languages whose dependencies are compared with their code (npm, PyPI, Go, Cargo). */
const LANGUAGES = new Set(['JavaScript', 'TypeScript', 'TSX', 'JSX', 'Vue', 'Svelte', 'Python', 'Go', 'Rust']);

// `serde_json::json!`, `memchr::memchr` — the first segment of a `::` path.
const PATH_HEAD = /(?<![\w$.:])([A-Za-z_]\w*)\s*::/g;
// `yaml.safe_load`, `lodash.map` — the first name of a dotted chain.
const DOTTED_HEAD = /(?<![\w$."'`/@-])([A-Za-z_]\w*)\.(?=[A-Za-z_])/g;
// `import yaml`, `from requests import get`, `use log;`, `extern crate serde`.
const AFTER_KEYWORD = /\b(?:import|from|use|extern\s+crate)\s+([A-Za-z_]\w*)/g;
// A quoted module name or path: `'lodash/fp'`, `"@scope/pkg"`, `"github.com/pkg/errors"`.
const QUOTED = /(['"`])(@?[A-Za-z0-9_][\w.~-]*(?:\/[\w.~@-]+)*)\1/g;
const HOSTED = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i;
const NPM_NAME = /^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*$/;
const LONGEST = 100;

/** The words of one quoted string that may name a package: a hosted module path whole, else its npm package name. */
function quotedName(value: string): string | null {
  if (value.length > LONGEST) return null;
  if (HOSTED.test(value)) return value;
  const parts = value.split('/');
  const name = value.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return NPM_NAME.test(name) ? name : null;
}

/**
 * The words a file's text writes where a module or package name stands, sorted and distinct: the
 * first segment of `a::b` and `a.b` paths, the name after `import`, `from`, `use` and
 * `extern crate`, and quoted module names (a hosted path such as `github.com/pkg/errors` whole, else
 * the npm package name of `'lodash/fp'` or `'@scope/pkg/x'`). Comments count: this is a plain text
 * search. Only for the languages whose dependencies are compared with their code; [] for others.
 */
export function findModuleWords(input: ScanInput): string[] {
  if (input.language === null || !LANGUAGES.has(input.language)) return [];
  const words = new Set<string>();
  for (const pattern of [PATH_HEAD, DOTTED_HEAD, AFTER_KEYWORD]) for (const match of input.text.matchAll(pattern)) words.add(match[1]!);
  for (const match of input.text.matchAll(QUOTED)) {
    const name = quotedName(match[2]!);
    if (name !== null) words.add(name);
  }
  return [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// What a code span names, decided from its text alone. Kinds that are checked: sha, path,
// filename (a bare `name.ext`), route (`/users/:id`), glob, package (`@scope/name`,
// `github.com/owner/repo`), action (a CI action or reusable workflow, `owner/repo[/path]@ref`),
// identifier (a name, `Type.member`, `crate::Item`, `script:name`,
// `group:artifact`) and signature (`name(args…)`, whose leading name is checked). Kinds that are
// not: command (other text with spaces), url, version, option (`--flag`), reference (`#123`, see
// references) and other (among them a span of punctuation alone, `?` or `…`: no claim).

/** File extensions that make a bare `name.ext` a file name rather than `Type.member`. */
export const FILE_EXTENSIONS = new Set([
  'ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'json', 'jsonc', 'json5', 'md', 'mdx', 'markdown', 'rst', 'txt', 'adoc',
  'go', 'mod', 'sum', 'rs', 'toml', 'lock', 'py', 'pyi', 'cfg', 'ini', 'java', 'kt', 'kts', 'gradle', 'xml', 'properties',
  'cs', 'csproj', 'sln', 'rb', 'gemspec', 'php', 'c', 'h', 'cc', 'cpp', 'hpp', 'swift', 'scala', 'sh', 'bash', 'zsh', 'ps1',
  'yml', 'yaml', 'html', 'htm', 'css', 'scss', 'sass', 'less', 'svg', 'png', 'jpg', 'jpeg', 'gif', 'ico', 'webp', 'wasm',
  'sql', 'graphql', 'proto', 'env', 'example', 'dockerfile', 'makefile', 'mk', 'cmake', 'bat', 'cmd', 'vue', 'svelte', 'astro',
  'lua', 'pl', 'pm', 'r', 'jl', 'ex', 'exs', 'erl', 'hs', 'ml', 'dart', 'zig', 'nix', 'tf', 'hcl', 'csv', 'tsv', 'pem', 'log',
]);

const IDENTIFIER = /^@?[A-Za-z_$][\w$-]*(?:(?:\.|::|#|:|\/)[A-Za-z_$][\w$-]*)*$/;
const SIGNATURE = /^(@?[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)*)!?[(<]/;
/** `actions/checkout@v4`, `owner/repo/.github/workflows/build.yml@main`: GitHub Actions' `uses:` form. */
const ACTION = /^[A-Za-z0-9][\w.-]*\/[\w.-]+(?:\/[\w.\/-]+)?@[\w.\/-]+$/;
const VERSION = /^(?:[~^<>=!]=?|==)?\s*v?\d+(?:\.(?:\d+|x|\*))*(?:[-+][0-9A-Za-z.-]+)?$/;

/**
 * @typedef {{ kind: string, value: string }} Classified
 */

/**
 * @param {string} text the span's text
 * @returns {Classified}
 */
export function classifySpan(text) {
  // Go's method expression `(*FlagSet).Parse` names `FlagSet.Parse`.
  const t = text.trim().replace(/^\(\*?([A-Za-z_]\w*)\)\./, '$1.');
  if (!t) return { kind: 'other', value: t };
  // Punctuation alone (`?`, `…`, `->`) names nothing; `*`, `/` and `.` keep their kinds below.
  if (!/[\p{L}\p{N}]/u.test(t) && !/^[*/.]/.test(t)) return { kind: 'other', value: t };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(t) || /^mailto:/i.test(t)) return { kind: 'url', value: t };
  if (/\s/.test(t)) {
    const lead = SIGNATURE.exec(t);
    return lead ? { kind: 'signature', value: lead[1] } : { kind: 'command', value: t };
  }
  if (/^#\d+$/.test(t)) return { kind: 'reference', value: t };
  if (/^[0-9a-f]{7,40}$/.test(t) && /\d/.test(t)) return { kind: 'sha', value: t };
  if (t === '*' || VERSION.test(t)) return { kind: 'version', value: t };
  if (/^--?[A-Za-z]/.test(t)) return { kind: 'option', value: t };
  const bare = t.replace(/!?\(\)$/, '').replace(/!$/, '');
  if (bare !== t && IDENTIFIER.test(bare)) return { kind: 'identifier', value: bare };
  if (SIGNATURE.test(bare) && !/[*?]/.test(bare) && /[)>]$/.test(bare)) return { kind: 'signature', value: SIGNATURE.exec(bare)[1] };
  if (bare.startsWith('/')) return { kind: 'route', value: bare };
  if (/[*?]/.test(bare) && /^[\w.*?/{},@-]+$/.test(bare)) return { kind: 'glob', value: bare };
  if (/^@[\w.-]+\/[\w.-]+(?:\/[\w.-]+)*$/.test(bare)) return { kind: 'package', value: bare };
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[\w.~/-]+$/i.test(bare)) return { kind: 'package', value: bare };
  if (ACTION.test(bare)) return { kind: 'action', value: bare };
  if (bare.includes('/') && /^[\w.@~+-][\w.@~+/-]*(?::\d+(?::\d+)?|#L\d+(?:-L\d+)?)?$/.test(bare)) return { kind: 'path', value: bare };
  if (/^(?:\.?[\w.+-]+\.[A-Za-z0-9]+|\.[\w.-]+)(?::\d+|#L\d+(?:-L\d+)?)?$/.test(bare) && isFileName(bare)) return { kind: 'filename', value: bare };
  if (IDENTIFIER.test(bare)) return { kind: 'identifier', value: bare };
  return { kind: 'other', value: t };
}

function isFileName(text) {
  const name = text.replace(/(?::\d+(?::\d+)?|#L\d+(?:-L\d+)?)$/, '');
  if (/^\.[\w.-]+$/.test(name)) return true;
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return FILE_EXTENSIONS.has(ext);
}

/** A path mention without `./`, line suffixes (`:12`, `#L3-L9`); folders keep their slash. */
export function normalizePath(text) {
  return text.replace(/^\.\//, '').replace(/(?::\d+(?::\d+)?|#L\d+(?:-L\d+)?)$/, '');
}

/**
 * The hex tokens of prose that look like commit SHAs: 7–40 hex characters with a digit and a letter;
 * not a digest written with its algorithm (`sha256:0a1b2c3d4e5f`, a secret's fingerprint).
 */
export function proseShas(text) {
  const withoutUrls = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ').replace(/\b(?:md5|sha1|sha224|sha256|sha384|sha512):[0-9a-f]+/gi, ' ');
  return (withoutUrls.match(/(?<![\w./-])[0-9a-f]{7,40}(?![\w/-])/g) ?? []).filter((token) => /\d/.test(token) && /[a-f]/.test(token));
}

/** SHAs in a URL's commit, tree or blob path (`…/commit/<sha>`). */
export function urlShas(url) {
  return [...url.matchAll(/\/(?:commit|commits|tree|blob)\/([0-9a-f]{7,40})(?![0-9a-z])/gi)].map((match) => match[1]);
}

// What a code span names, judged from its text alone (the snapshot decides whether it exists).
// The rules are listed in the lib's README, "Quality score"; keep the two in step.

/** How a mention is checked. `other` is read but not checked (commands, expressions, literals). */
export type MentionKind = 'path' | 'sha' | 'version' | 'identifier' | 'reference' | 'link' | 'other';

// Literals and keywords that name nothing in a repository. Kept small on purpose: every entry is a
// span the gate will not check.
const NOT_CLAIMS = new Set([
  'true', 'false', 'True', 'False', 'TRUE', 'FALSE',
  'null', 'undefined', 'None', 'nil', 'NULL', 'NaN', 'Infinity',
  'this', 'self', 'super',
  'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT',
  'localhost', '127.0.0.1', '0.0.0.0', '::1',
]);

// A file name's last dotted part that makes `name.ext` a path rather than `Object.member`.
const FILE_EXTENSIONS = new Set(
  (
    'ts tsx mts cts js jsx mjs cjs json jsonc json5 md mdx markdown rst adoc txt yml yaml toml ini cfg conf ' +
    'lock lockb xml html htm css scss sass less vue svelte astro py pyi pyx ipynb go mod sum rs java kt kts ' +
    'scala groovy gradle cs csproj fsproj vbproj sln fs rb gemspec rake erb php phtml c h cc cpp cxx hpp hh ' +
    'hxx m mm swift dart ex exs erl hrl hs lua pl pm r jl zig nim clj cljs sql graphql gql proto sh bash zsh ' +
    'fish ps1 bat cmd tf tfvars hcl dockerfile properties plist svg png jpg jpeg gif webp ico pdf wasm csv tsv ' +
    'tmpl tpl njk hbs ejs pug liquid j2 snap patch diff log'
  ).split(' '),
);

const URL_SPAN = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;
const VERSION_CLAUSE = String.raw`(?:\^|~>|~=|~|>=|<=|>|<|===|==|=|!=)?\s*v?\d+(?:\.(?:\d+|[xX*]))*(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?`;
const VERSION = new RegExp(`^${VERSION_CLAUSE}(?:(?:\\s*,\\s*|\\s+\\|\\|\\s+|\\s+)${VERSION_CLAUSE})*$`);
const VERSION_OPERATOR = /^\s*(?:\^|~|>|<|=|!)|[\s,|]\s*(?:\^|~|>|<|=|!)/;
const SHA = /^[0-9a-f]{7,40}$/;
const IDENTIFIER = /^[A-Za-z_$@][\w$@.:#\\/+-]*[\w$+#]$|^[A-Za-z_$]$/;
const SCOPED_PACKAGE = /^@[\w.-]+\/[\w./-]+$/;
const MODULE_PATH = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i;
const PATH_CHARS = /^[\w.@+~/#:-]+$/;

/** Classifies a code span's text (already unwrapped: no backticks, one line). */
export function classifySpan(span: string): MentionKind {
  const text = span.trim();
  if (text === '' || NOT_CLAIMS.has(text)) return 'other';
  if (URL_SPAN.test(text)) return 'link';
  if (isVersion(text)) return 'version';
  if (/\s/.test(text)) return 'other';
  if (isSha(text)) return 'sha';
  const call = text.endsWith('()') ? text.slice(0, -2) : text;
  if (NOT_CLAIMS.has(call)) return 'other';
  if (isPath(call)) return 'path';
  return IDENTIFIER.test(call) ? 'identifier' : 'other';
}

/** A version (`1.2`, `v1.2.3`, `1.2.3-rc.1`) or a requirement (`^1.2`, `>=2,<3`, `~> 7.0`, `^1 || ^2`). */
export function isVersion(text: string): boolean {
  if (!VERSION.test(text)) return false;
  return VERSION_OPERATOR.test(text) || /\d\.[\dxX*]/.test(text);
}

/** An abbreviated or full commit SHA: 7–40 lowercase hex digits with at least one digit and one letter. */
export function isSha(text: string): boolean {
  return SHA.test(text) && /\d/.test(text) && /[a-f]/.test(text);
}

/** `name.ext` with a file extension the gate knows (`router.ts`, `Cargo.toml`). */
export function isFileName(text: string): boolean {
  const extension = /^[\w.+-]+\.([A-Za-z0-9]+)$/.exec(text)?.[1];
  return extension !== undefined && FILE_EXTENSIONS.has(extension.toLowerCase());
}

function isPath(text: string): boolean {
  if (text.startsWith('/')) return !/\s/.test(text);
  if (text.includes('/')) {
    if (SCOPED_PACKAGE.test(text) || MODULE_PATH.test(text)) return false;
    return PATH_CHARS.test(text) && !text.includes('::');
  }
  if (/^\.[\w.-]+$/.test(text) && text !== '..' && text !== '.') return true;
  return isFileName(text);
}

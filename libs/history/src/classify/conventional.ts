import { stripTrailingReferences } from './references.js';

/** The header of a Conventional Commits message: `type(scope)!: description`. */
export type ConventionalHeader = {
  /** Lower-cased type. */
  type: string;
  scope: string | null;
  breaking: boolean;
  description: string;
};

// type, optional (scope) without parentheses inside, optional !, then colon, space(s), description.
const HEADER = /^([A-Za-z][A-Za-z0-9_-]*)(?:\(([^()\r\n]*)\))?(!)?: +(\S.*)$/;
const BREAKING_FOOTER = /^BREAKING[ -]CHANGE: *\S/m;
const AUTOSQUASH = /^(fixup|squash|amend)! +/i;

/**
 * Parses a Conventional Commits header exactly: the colon must be followed by a space and a
 * non-empty description, the scope may hold any character except parentheses (so `feat(a(b)): x`
 * is not conventional), the type is case-insensitive. Returns null for any other subject.
 */
export function parseConventionalHeader(subject: string): ConventionalHeader | null {
  const match = HEADER.exec(subject.trim());
  if (!match) return null;
  const [, type = '', rawScope, bang, description = ''] = match;
  let scope = rawScope?.trim() || null;
  let breaking = bang === '!';
  // `refactor(!): …`, `perf(#1514): …` name no component; `fix(breaking): …` is a breaking marker put in the scope.
  if (scope && !/\p{L}/u.test(scope)) {
    breaking ||= scope.includes('!');
    scope = null;
  } else if (scope && /^break(?:ing)?$/i.test(scope)) {
    breaking = true;
    scope = null;
  }
  return { type: type.toLowerCase(), scope, breaking, description: description.trim() };
}

// Near misses people type: `fix(action) text` (no colon), `fix:text` (no space), `feat[ci]: text` (brackets).
const TYPE_LIST = /^([A-Za-z]+)(?:\s*[,/+&]\s*[A-Za-z]+)+(?=[(!:\[])/;
const LOOSE_HEADER = /^([A-Za-z]+)(?:(?:\(([^()\r\n]*)\)|\[([^[\]\r\n]*)\])(!)?(?::\s*|\s+)|(!)?:)(?=\S)(.+)$/;

/**
 * A header that misses the convention by a character — `fix(action) Make x smaller`, `fix:\`Foo\` works`,
 * `feat[ci]: add y`, or names several types (`feat,refactor!: z`, read as its first) — read as one
 * when its type is one of `types` (lower case). Null otherwise, and
 * for a header `parseConventionalHeader` reads.
 */
export function parseLooseHeader(subject: string, types: ReadonlySet<string>): ConventionalHeader | null {
  // Several types in a row (`feat,refactor!: x`, `fix/perf: y`): the first one speaks.
  const listed = TYPE_LIST.exec(subject.trim());
  if (listed && listed[0].split(/\s*[,/+&]\s*/).every((type) => types.has(type.toLowerCase()))) {
    const first = listed[1]! + subject.trim().slice(listed[0].length);
    return parseConventionalHeader(first) ?? parseLooseHeader(first, types);
  }
  const match = LOOSE_HEADER.exec(subject.trim());
  if (!match || !types.has(match[1]!.toLowerCase())) return null;
  const [, type = '', parenScope, bracketScope, bang, bareBang, description = ''] = match;
  // `remove() deletes an item`: empty parentheses without a colon are a call, not a header.
  if (parenScope === '' && !/^[A-Za-z]+\(\)!?:/.test(subject.trim())) return null;
  const scope = parenScope ?? bracketScope;
  return parseConventionalHeader(`${type}${scope !== undefined ? `(${scope})` : ''}${bang ?? bareBang ?? ''}: ${description.trim()}`);
}

/** A `BREAKING CHANGE:` or `BREAKING-CHANGE:` footer in the body. */
export function hasBreakingFooter(body: string): boolean {
  return BREAKING_FOOTER.test(body);
}

/** `fixup! X`, `squash! X`, `amend! X` (possibly repeated): the subject of the commit they amend. */
export function parseAutosquash(subject: string): { kind: 'fixup' | 'squash' | 'amend'; target: string } | null {
  const first = AUTOSQUASH.exec(subject);
  if (!first) return null;
  let target = subject;
  while (AUTOSQUASH.test(target)) target = target.replace(AUTOSQUASH, '');
  return { kind: first[1]!.toLowerCase() as 'fixup' | 'squash' | 'amend', target: target.trim() };
}

/** What a revert commit undoes. */
export type RevertInfo = {
  /** The reverted commit's subject, when the message quotes it. */
  subject: string | null;
  /** The reverted commit's SHA (possibly abbreviated), from `This reverts commit <sha>.`. */
  sha: string | null;
};

const GIT_REVERT = /^Revert "(.+)"(?:\s*\((?:#|GH-)\d+\))?\.?$/;
const CONVENTIONAL_REVERT = /^revert(?:\([^()\r\n]*\))?!?: +(\S.*)$/i;
const REVERTS_SHA = /This reverts commit ([0-9a-f]{7,40})\b/i;
const REFS_SHA = /^Refs?: *([0-9a-f]{7,40})\s*$/im;

/** git's `Revert "…"` + `This reverts commit <sha>.`, or a conventional `revert: …`; null otherwise. */
export function parseRevert(subject: string, body: string): RevertInfo | null {
  const sha = REVERTS_SHA.exec(body)?.[1]?.toLowerCase() ?? null;
  const quoted = GIT_REVERT.exec(subject.trim());
  if (quoted) return { subject: quoted[1]!, sha };
  const conventional = CONVENTIONAL_REVERT.exec(subject.trim());
  if (conventional) return { subject: conventional[1]!.replace(/^"(.*)"$/, '$1'), sha: sha ?? REFS_SHA.exec(body)?.[1]?.toLowerCase() ?? null };
  if (sha && /^revert\b/i.test(subject)) return { subject: null, sha };
  return null;
}

/**
 * The Conventional Commits type a leading bracket tag stands for (`[New]` → `feat`, `[Bugfix]` → `fix`,
 * `[Docs]` → `docs`, `[Internal]` → `chore`…); `[Breaking]` marks the change breaking and names no type.
 */
const BRACKET_TAGS: Record<string, string | null> = {
  new: 'feat', added: 'feat', feature: 'feat', features: 'feat',
  fix: 'fix', fixed: 'fix', bugfix: 'fix', 'bug-fix': 'fix', hotfix: 'fix', regression: 'fix',
  breaking: null, 'breaking-change': null,
  docs: 'docs', doc: 'docs',
  change: 'change', changed: 'change',
  removed: 'remove', deprecated: 'deprecate', security: 'security',
  perf: 'perf', performance: 'perf',
  internal: 'chore', chore: 'chore', ci: 'ci', test: 'test', tests: 'test',
};
const BRACKET_TAG = /^\[([A-Za-z][\w -]{0,20})\]\s*:?\s*/;
// `[GH-598]`, `[#12]`: the issue a commit belongs to (its number is read as a reference).
const ISSUE_TAG = /^\[(?:GH-|#)\d+\]\s*:?\s*/i;
const BREAKING_PREFIX = /^breaking(?:[ -]changes?)?\s*:\s*/i;

/** What the markers at the start of a subject say: `[Fix] …`, `[New][Breaking] …`, `[fix]: …`, `BREAKING CHANGE: …`. */
export type LeadingMarkers = {
  /** The type of the first tag that names one (`feat`, `fix`, `docs`, `change`, `remove`, `deprecate`, `security`, `perf`, `chore`, `ci`, `test`), else null. */
  type: string | null;
  breaking: boolean;
  /** The subject without the markers. */
  rest: string;
};

/**
 * Reads the change-kind tags maintainers put before a subject — `[New]`, `[Added]`, `[Feature]`,
 * `[Fix]`, `[Fixed]`, `[Bugfix]`, `[Breaking]`, `[Docs]`, `[Change]`, `[Removed]`, `[Deprecated]`,
 * `[Security]`, `[Perf]`, `[Internal]`, `[Chore]`, `[CI]`, `[Test]` (and `[Regression]`, a fix), in any
 * case, several in a row, each possibly followed by a colon —, an issue tag (`[GH-598]`, `[#12]`) and
 * a `BREAKING:`/`BREAKING CHANGE:` prefix. Other bracketed
 * words (`[traceback]`, `[2.2-stable]`) are component or branch names and stay in the text.
 */
export function parseLeadingMarkers(subject: string): LeadingMarkers {
  let rest = subject.trim();
  let type: string | null = null;
  let breaking = false;
  for (;;) {
    const tag = BRACKET_TAG.exec(rest);
    const key = tag?.[1]!.trim().toLowerCase().replace(/\s+/g, '-');
    if (tag && key !== undefined && key in BRACKET_TAGS) {
      const tagType = BRACKET_TAGS[key]!;
      if (tagType === null) breaking = true;
      else type ??= tagType;
      rest = rest.slice(tag[0].length);
      continue;
    }
    const issue = ISSUE_TAG.exec(rest);
    if (issue && rest.length > issue[0].length) {
      rest = rest.slice(issue[0].length);
      continue;
    }
    const prefix = BREAKING_PREFIX.exec(rest);
    if (prefix && rest.length > prefix[0].length) {
      breaking = true;
      rest = rest.slice(prefix[0].length);
      continue;
    }
    return { type, breaking, rest };
  }
}

// Runtimes whose minimum version a library announces.
const RUNTIME = String.raw`(?:node(?:\.?js)?|python\s?|ruby|go(?:lang)?|rust|msrv|php|java|jdk|\.net|dotnet|deno|bun|erlang|elixir|perl|dart|swift|kotlin|scala)`;
// …but not dropping it from the test matrix or CI.
const NOT_FROM_CI = String.raw`(?!.*\b(?:from|in|on)\s+(?:the\s+)?(?:testing|tests?|ci|test matrix|external tests|github actions|travis|appveyor|workflows?)\b)`;
const VERSION = String.raw`(?:[<>]=?\s*)?v?\d+(?:\.\d+)*(?:\.x)?`;
// What may follow the dropped version: the end, punctuation, another version, or a reason.
const VERSION_END = String.raw`(?:\+|\s+(?:and\s+(?:older|earlier|below|lower)|or\s+(?:older|earlier|below|lower)))?(?:\s+support)?(?=\s*(?:$|[.,;:(&]|(?:and|or|as|since|because|which|due)\b))`;
// Wording that takes away what users relied on; each pattern states the whole change, so a passing mention does not count.
const BREAKING_WORDING = [
  // `Drop support for Node < 18`, `Drop Python 3.7`, `Dropped support for Ruby 2.2 as it is past EOL` — the version ends
  // the clause, so `Drop Python 3.6 from testing` and `Remove Ruby 1.9 references` do not count.
  new RegExp(String.raw`^${NOT_FROM_CI}drop(?:s|ped|ping)?\s+(?:the\s+)?(?:support\s+(?:for\s+)?)?(?:eol\s+|old\s+|legacy\s+|end-of-life\s+)?${RUNTIME}\s*${VERSION}${VERSION_END}`, 'i'),
  // `Remove support for Node.js 14 and 16`, `End support for Python 3.8`
  new RegExp(String.raw`^${NOT_FROM_CI}(?:remov(?:e|es|ed|ing)|end(?:s|ed)?)\s+(?:the\s+)?support\s+for\s+(?:eol\s+|old\s+|legacy\s+|end-of-life\s+)?${RUNTIME}\s*${VERSION}${VERSION_END}`, 'i'),
  // `No longer support Python 3.7`
  new RegExp(String.raw`^no\s+longer\s+supports?\s+${RUNTIME}\s*${VERSION}\b`, 'i'),
  // `Require Node 18`, `Require Ruby 2.7.3 and remove …`, `Requires Node.js >= 20`
  new RegExp(String.raw`^requires?\s+(?:at\s+least\s+)?${RUNTIME}\s*(?:version\s+)?${VERSION}\b`, 'i'),
  // `Bump the minimum Python version to 3.7`, `Raise minimum supported Node.js version to 20`, `Bump MSRV to 1.80`
  new RegExp(String.raw`^(?:bump(?:s|ed)?|rais(?:e|es|ed)|increas(?:e|es|ed)|updat(?:e|es|ed)|set)\s+(?:the\s+)?(?:(?:minimum|minimal|min|lowest)\s+(?:supported\s+|required\s+)?(?:${RUNTIME}\s*)?(?:version|dependency|requirement)|${RUNTIME}\s+(?:minimum|min)\s+version|msrv)\b(?:\s+(?:to|from)\b)?`, 'i'),
  // `Node 18 is now required`, `Python 3.7 is no longer supported`, `Support for Ruby 2.2 has been dropped`
  new RegExp(String.raw`^(?:support\s+for\s+)?${RUNTIME}\s*${VERSION}(?:\+|\s+or\s+(?:newer|later|above|higher))?(?:\s+support)?\s+(?:is|are|has\s+been|have\s+been|was|were)\s+(?:now\s+)?(?:required|the\s+minimum|no\s+longer\s+supported|dropped|removed|unsupported)\b`, 'i'),
  // `The minimum Node.js version is now 20`
  new RegExp(String.raw`^(?:the\s+)?(?:minimum|minimal|lowest)\s+(?:supported\s+|required\s+)?(?:${RUNTIME}\s*)?version\s+is\s+now\b`, 'i'),
  // `ESM only`, `Pure ESM`, `Drop CommonJS support`, `Switch to ESM-only`
  /\bESM[- ]only\b|^(?:make\s+(?:the\s+package\s+)?|be\s+)?pure\s+ESM\b|^(?:drop(?:s|ped)?|remov(?:e|es|ed))\s+(?:the\s+)?(?:support\s+for\s+)?(?:CommonJS|CJS)\b/i,
  // `Remove deprecated X`, `Removed the deprecated X` (not deprecated tests or comments)
  /^remov(?:e|es|ed|ing)\s+(?:the\s+|all\s+|some\s+)?(?:previously\s+)?deprecated\s+(?!tests?\b|comments?\b|docs?\b|warnings?\b)\S/i,
];

/**
 * A free-form description that maintainers file as a breaking change: dropping a runtime version
 * (`Drop support for Node < 18`, `Drop Python 3.7`, `Python 3.7 is no longer supported`), requiring
 * or raising the minimum one (`Require Node 18`, `Node 18 is now required`, `Bump the minimum Python
 * version to 3.7`, `Bump MSRV to 1.80`), going ESM-only, or
 * removing something deprecated (`Remove deprecated Rack::File`). Conservative on purpose: the
 * wording must open the description, so "fix tests that drop Python 3.7" does not count.
 */
export function impliesBreaking(description: string): boolean {
  const text = description.trim();
  return MAY_BREAK.test(text) && BREAKING_WORDING.some((pattern) => pattern.test(text));
}

// The words one of BREAKING_WORDING's patterns must open with (or `ESM` anywhere): a cheap test that
// spares most descriptions the nine patterns, run on every commit of a history.
const MAY_BREAK = /^(?:drop|remov|end|no\s|requir|bump|rais|increas|updat|set|support|the\s|minim|lowest|make|be\s|pure|node|python|ruby|go|rust|msrv|php|java|jdk|\.net|dotnet|deno|bun|erlang|elixir|perl|dart|swift|kotlin|scala)|esm/i;

/** `Initial commit`, `first commit`, `init`: the start of a repository, not a change to tell. */
export function isInitialCommit(description: string): boolean {
  return /^(?:initial|first|init)(?:\s+(?:commit|import|check-?in|version|code|files?))?\s*[.!]*$|^initial (?:commit|import)\b/i.test(description.trim());
}

const GO_STYLE_PREFIX = /^((?:[A-Za-z]|\.[A-Za-z])[\w./-]{0,40}) ?: +(\S.*)$/;
// A file name: `main.go`, `config.ru`, `lib/rack/auth/openid.rb`, `.gitignore` — a known extension, or a dot file.
const FILE_PREFIX = /(?:^|\/)(?:[\w.-]*\.(?:[cm]?[jt]sx?|rb|ru|py|pyi|rs|go|mod|java|kt|kts|cs|fs|php|c|h|cc|cpp|hpp|m|mm|swift|scala|ex|exs|erl|hs|lua|pl|pm|r|dart|vue|svelte|json|jsonc|ya?ml|toml|cfg|ini|conf|lock|md|markdown|rst|adoc|txt|html?|css|scss|less|sh|bash|zsh|ps1|bat|sql|xml|gradle|properties|env|gemspec|cabal|nix|tf|proto|graphql|dockerfile)|\.[a-z][\w-]*)$/i;
// Projects named like a JavaScript file (`Node.js: …`, `Vue.js: …`) are components, not files.
const JS_PROJECT = /^(?:node|vue|next|nuxt|express|three|chart|d3|ember|backbone|angular|react|socket|moment|p5|pixi|babylon|alpine|solid|preact|knockout|handlebars|mustache)\.js$/i;
// An abbreviation written in capitals (`CI`, `README`, `SPEC`, `ANSI`): a topic, not a component.
const ABBREVIATION_PREFIX = /^[A-Z][A-Z0-9]+$/;
// …some of which say the kind of change (`CI: …` is CI work, `README: …` documentation).
const ABBREVIATION_TYPES: Record<string, string> = { CI: 'ci', CICD: 'ci', GHA: 'ci', README: 'docs', DOCS: 'docs', DOC: 'docs', CHANGELOG: 'docs', TEST: 'test', TESTS: 'test' };

// Words that say what kind of change follows (`Performance: …`, `Cleanup: …`, `Backport: …`), with the type they stand for.
const KIND_PREFIXES: Record<string, string | null> = {
  performance: 'perf', optimization: 'perf', optimisation: 'perf', cleanup: 'refactor', 'clean-up': 'refactor', refactoring: 'refactor',
  backport: null, bugfix: 'fix', 'bug-fix': 'fix', regression: 'fix', feature: 'feat', enhancement: 'feat', improvement: null, misc: null,
};

/** How a free-form `word: text` prefix reads. */
export type FreeFormPrefix = {
  /** The component the message is about (`parser`, `net/http`, `Tree`), or null when the prefix is not one. */
  scope: string | null;
  description: string;
  /** The Conventional Commits type a kind word stands for (`Performance:` → `perf`), else null. */
  type: string | null;
};

/**
 * A free-form message led by `word: text` (not a Conventional Commits type). A component or package
 * name — `parser: …`, Go's `net/http: …`, `Tree: …` — is a scope. A file name is not: `main.go: fix x`
 * becomes the description "fix x in `main.go`" (what maintainers write: "Support a BOM in
 * config.ru"). An abbreviation in capitals (`CI: …`, `README: …`, `SPEC: …`) is not a scope either:
 * the subject is kept as written (`CI`, `README`, `DOCS`, `TEST` still give the type `ci`, `docs`,
 * `test`). A word for a kind of change (`Performance: …`, `Cleanup: …`, `Backport: …`) is no scope:
 * it gives the type, if any, and leaves the text. Null when the text has no such prefix (or it is a
 * URL scheme).
 */
export function parseFreeFormPrefix(text: string): FreeFormPrefix | null {
  const match = GO_STYLE_PREFIX.exec(text);
  if (!match || /^https?$/i.test(match[1]!)) return null;
  const prefix = match[1]!;
  const rest = match[2]!;
  if (FILE_PREFIX.test(prefix) && !JS_PROJECT.test(prefix)) {
    const cleaned = stripTrailingReferences(rest).replace(/\s*[.;,]+$/, '').trim() || rest;
    return { scope: null, description: cleaned.includes(prefix) ? cleaned : `${cleaned} in \`${prefix}\``, type: null };
  }
  if (ABBREVIATION_PREFIX.test(prefix)) return { scope: null, description: text, type: ABBREVIATION_TYPES[prefix] ?? null };
  const kind = prefix.toLowerCase();
  if (kind in KIND_PREFIXES) return { scope: null, description: rest, type: KIND_PREFIXES[kind]! };
  return { scope: prefix, description: rest, type: null };
}

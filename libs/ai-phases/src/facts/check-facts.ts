import {
  indexFacts,
  normalizeUrl,
  normalizeVersion,
  stem,
  trimUrl,
  VERSION_PATTERN,
  type FactIndex,
} from './fact-index.js';
import type { Facts } from './facts.js';

export type FactCheck = { ok: boolean; problems: string[] };

/**
 * Checks that a generated text is plain text and that everything concrete it mentions comes from the facts:
 * - no markup: an HTML tag or comment (`<img …>`, `</b>`, `<!--`), whatever the commits hold, and no
 *   link or address whose scheme is not http(s) (`[x](javascript:…)`, `data:`, `ftp://`, a relative link);
 * - commit SHAs (7–40 hex characters with a digit and a letter), matched by prefix;
 * - pull request and issue references (`#123`, `GH-123`, `owner/name#123`);
 * - versions (`v1.2.3`, `1.2.3`, `1.2.3-rc.1`, `v1.2`), from the tags, the release or the commit texts;
 * - file paths (tokens with a `/` or a known file extension), by exact or path-suffix match on the
 *   files and folders the commits touched, or verbatim in the commit texts (branch names);
 * - links: the entry's link, URLs in the commit texts, or the repository's pages of a known
 *   commit, pull request, issue, version or file;
 * - dates (YYYY-MM-DD and day.month.year forms — never read as versions): a commit's day;
 * - numbers: a number in the commit texts, a reference, a count the facts give (commits, items per
 *   section, authors, files, lines), or any other count no larger than the number of commits or items
 *   — so percentages, sizes and durations must be in the commit texts;
 * - names: e-mail addresses, @handles, scoped packages, and words written like names (capitalised
 *   inside a sentence, CamelCase, ACRONYMS) must appear in the commit texts, paths or author names.
 * Numbers inside words (`utf8`, `i18n`, `x86_64`, `ES2022`) are parts of words, not numbers.
 */
export function checkFacts(text: string, facts: Facts): FactCheck {
  const index = indexFacts(facts);
  const scanner = new Scanner(text);
  const problems: string[] = [];
  const report = (problem: string) => {
    if (!problems.includes(problem)) problems.push(problem);
  };
  // Order matters: each scan masks what it read, so a URL's path is not read as a file path, a
  // date not as a version, a version not as numbers.
  for (const scan of [scanMarkup, scanLinks, scanDates, scanPaths, scanReferencesAndVersions, scanShasAndNumbers, scanNames]) scan(scanner, index, report);
  return { ok: problems.length === 0, problems };
}

type Scan = (scanner: Scanner, index: FactIndex, report: (problem: string) => void) => void;

// An HTML tag (`<img`, `</b`, `<x-y`), a comment or a declaration: markup, never text for people.
const MARKUP = /<\/?[A-Za-z][\w:-]*(?=[\s/>]|$)|<!(?:--|\[|[A-Za-z])|<\?[A-Za-z]/g;
// A Markdown link or image and its destination.
const MARKDOWN_LINK = /\]\(\s*<?([^\s)>]*)/g;
// A URL with a scheme (`ftp://…`), or a scheme that runs code or embeds content without `//`.
const SCHEMED = /(?<![\w+.-])([A-Za-z][\w+.-]*):\/\/[^\s<>"'`)\]]*|(?<![\w+.-])(?:javascript|vbscript|livescript|data|blob|file|about|filesystem|jar|view-source)\s*:[^\s<>"'`)\]]+/gi;

/** Markup and links that are not http(s): a text for people is plain text; a page may render it one day. */
const scanMarkup: Scan = (scanner, _index, report) => {
  scanner.take(MARKUP, (tag) => report(`Holds the HTML ${tag}…; a text for people is plain text.`));
  scanner.take(MARKDOWN_LINK, (_link, target) => {
    if (/^https?:\/\//i.test(target!)) return 0;
    report(`Links to ${shortened(target!) || 'nothing'}, whose scheme is not http(s).`);
  });
  scanner.take(SCHEMED, (url, scheme) => {
    if (scheme && /^https?$/i.test(scheme)) return 0;
    report(`Links to ${shortened(url)}, whose scheme is not http(s).`);
  });
};

function shortened(value: string): string {
  return value.length > 60 ? `${value.slice(0, 60)}…` : value;
}

/** URLs, e-mail addresses, scoped packages and cross-repository references. */
const scanLinks: Scan = (scanner, index, report) => {
  scanner.take(/\bhttps?:\/\/[^\s<>"'`)\]]+/g, (raw) => {
    const url = trimUrl(raw);
    if (!urlKnown(url, index)) report(`Links to ${url}, which is neither the entry's link nor a page of the commits, references, versions or files in the facts.`);
    return url.length;
  });
  scanner.take(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (email) => {
    if (!index.emails.has(email.toLowerCase()) && !index.corpusLower.includes(email.toLowerCase())) report(`Mentions the address ${email}, which is not in the commits.`);
  });
  scanner.take(/(?<![\w@])@[\w.-]+\/[\w.-]*\w/g, (name) => {
    if (!index.corpusLower.includes(name.toLowerCase())) report(`Mentions the package ${name}, which is not in the commits.`);
  });
  scanner.take(/(?<![\w/.-])([\w.-]+\/[\w.-]+)#(\d+)\b/g, (reference, repository, number) => {
    const sameRepository = repository!.toLowerCase() === index.repository.toLowerCase();
    if (!(sameRepository && index.references.has(Number(number))) && !index.corpus.includes(reference)) {
      report(`Mentions ${reference}, which no commit or item references.`);
    }
  });
};

const scanDates: Scan = (scanner, index, report) => {
  scanner.take(/(?<![\w.-])(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?![\w-])/g, (date, year, month, day) => {
    if (!index.dates.has(`${year}-${month}-${day}`)) report(`Mentions the date ${date}, which is not a day of the commits.`);
  });
  scanner.take(/(?<![\w./-])(\d{1,2})([./])(\d{1,2})\2(\d{4})(?![\w/-]|\.\d)/g, (date, first, _separator, second, year) => {
    const candidates = [`${year}-${pad(second!)}-${pad(first!)}`, `${year}-${pad(first!)}-${pad(second!)}`];
    if (!candidates.some((candidate) => index.dates.has(candidate))) report(`Mentions the date ${date}, which is not a day of the commits.`);
  });
};

const scanPaths: Scan = (scanner, index, report) => {
  scanner.take(/[^\s]+/g, (token) => checkPathToken(token, index, report));
};

/** @handles, #references and versions. */
const scanReferencesAndVersions: Scan = (scanner, index, report) => {
  scanner.take(/(?<![\w@.])@([A-Za-z0-9][A-Za-z0-9-]{0,38})\b/g, (mention, handle) => {
    if (!index.handles.has(handle!.toLowerCase()) && !index.corpusLower.includes(mention.toLowerCase())) report(`Mentions ${mention}, who is not among the commit authors.`);
  });
  scanner.take(/(?<![\w&/#])#(\d+)\b|\bGH-(\d+)\b/gi, (reference, hash, gh) => {
    if (!index.references.has(Number(hash ?? gh))) report(`Mentions ${reference}, which no commit or item references.`);
  });
  scanner.take(new RegExp(VERSION_PATTERN.source, 'gi'), (version, prefix, core, prerelease) => {
    const parts = core!.split('.').length;
    // Without a `v`, a two-part number such as 1.5 is a decimal: the number check reads it.
    if (!prefix && parts === 2 && !prerelease) return 0;
    if (!versionKnown(version, core!, prerelease, index)) {
      if (parts === 3 && !prefix && dottedDateKnown(core!, index)) return;
      report(`Mentions version ${version}, which is not a known version or in the commits.`);
    }
  });
};

const scanShasAndNumbers: Scan = (scanner, index, report) => {
  scanner.take(/(?<![\w-])[0-9a-f]{7,40}(?![\w-])/g, (hex) => {
    // A run of digits only is a number, of letters only a word (`defaced`): a SHA has both.
    if (!/\d/.test(hex) || !/[a-f]/.test(hex)) return 0;
    if (!index.shas.some((sha) => sha.startsWith(hex))) report(`Mentions commit ${hex}, which is not among the commits.`);
  });
  scanner.take(/(?<![\w.,#@/\\-])(\d+(?:,\d{3})*(?:\.\d+)?)(?![\w]|[.,]\d)(\s?%)?/g, (raw, digits, percent) => {
    if (!numberKnown(digits!, Boolean(percent), index)) report(`States the number ${raw.trim()}, which does not come from the commits.`);
  });
};

/** What is left: words written like names. */
const scanNames: Scan = (scanner, index, report) => {
  for (const name of nameCandidates(scanner.remaining())) {
    if (!nameKnown(name, index)) report(`Names "${name}", which appears nowhere in the commits, items or authors.`);
  }
};

/** Finds tokens in a text, masking each one it handles so that later scans do not read it again. */
class Scanner {
  private masked: string;
  constructor(text: string) {
    this.masked = text;
  }

  /**
   * Calls `handle` per match. It returns nothing to mask the whole match, 0 to leave it for later
   * scans, or the part to mask (`{ from, length }` within the match, or a length from its start).
   */
  take(pattern: RegExp, handle: (match: string, ...groups: Array<string | undefined>) => number | { from: number; length: number } | void): void {
    for (const match of [...this.masked.matchAll(pattern)]) {
      const result = handle(match[0], ...match.slice(1));
      if (result === 0) continue;
      const span = result === undefined ? { from: 0, length: match[0].length } : typeof result === 'number' ? { from: 0, length: result } : result;
      const start = match.index + span.from;
      this.masked = this.masked.slice(0, start) + ' '.repeat(span.length) + this.masked.slice(start + span.length);
    }
  }

  remaining(): string {
    return this.masked;
  }
}

function pad(value: string): string {
  return value.padStart(2, '0');
}

function urlKnown(url: string, index: FactIndex): boolean {
  const normalized = normalizeUrl(url);
  if (index.urls.has(normalized)) return true;
  for (const base of index.repositoryBases) {
    if (!normalized.toLowerCase().startsWith(`${base.toLowerCase()}/`)) continue;
    const rest = normalized.slice(base.length + 1).replace(/[?#].*$/, '');
    const reference = /^(?:pull|issues)\/(\d+)$/.exec(rest);
    if (reference) return index.references.has(Number(reference[1]));
    const commit = /^commit\/([0-9a-f]{7,40})$/i.exec(rest);
    if (commit) return shaKnown(commit[1]!, index);
    const compare = /^compare\/(.+?)\.{2,3}(.+)$/.exec(rest);
    if (compare) return [compare[1]!, compare[2]!].every((side) => shaKnown(side, index) || index.versions.has(normalizeVersion(side)) || index.corpus.includes(side));
    const tag = /^releases\/tag\/(.+)$/.exec(rest);
    if (tag) return index.versions.has(normalizeVersion(decodeURIComponent(tag[1]!)));
    const file = /^(?:blob|tree)\/[^/]+\/(.+)$/.exec(rest);
    if (file) return index.paths.has(decodeURIComponent(file[1]!));
    return ['releases', 'tags', 'pulls', 'issues', 'commits'].includes(rest);
  }
  return false;
}

function shaKnown(candidate: string, index: FactIndex): boolean {
  const lower = candidate.toLowerCase();
  return /^[0-9a-f]{7,40}$/.test(lower) && index.shas.some((sha) => sha.startsWith(lower));
}

function versionKnown(version: string, core: string, prerelease: string | undefined, index: FactIndex): boolean {
  const normalized = normalizeVersion(version);
  if (index.versions.has(normalized)) return true;
  // `v1.2` names the 1.2 line: fine when a 1.2.x version is known.
  if (core.split('.').length === 2 && !prerelease) return [...index.versions].some((known) => known.startsWith(`${normalized}.`));
  // `1.2.3-compatible` is a version followed by a word, not a pre-release.
  if (prerelease && /^-[a-z]+$/i.test(prerelease)) return index.versions.has(normalizeVersion(core));
  return false;
}

function dottedDateKnown(core: string, index: FactIndex): boolean {
  const [year, month, day] = core.split('.');
  return year!.length === 4 && index.dates.has(`${year}-${pad(month!)}-${pad(day!)}`);
}

function numberKnown(digits: string, percent: boolean, index: FactIndex): boolean {
  const value = Number(digits.replace(/,/g, ''));
  if (index.numbers.has(value)) return true;
  if (!percent && Number.isInteger(value) && value <= index.countCeiling) return true;
  return digits.length >= 7 && /^\d+$/.test(digits) && index.shas.some((sha) => sha.startsWith(digits));
}

const FILE_EXTENSIONS = new Set(
  (
    'ts tsx mts cts js jsx mjs cjs json jsonc json5 md mdx markdown rst txt adoc yml yaml toml ini cfg conf env lock ' +
    'py pyi rb erb rake gemspec go mod sum rs java kt kts scala groovy gradle swift m mm c h cc cpp cxx hpp hh cs fs vb php ' +
    'sh bash zsh fish ps1 bat cmd sql prisma graphql gql proto html htm xml xsl svg css scss sass less styl vue svelte astro ' +
    'ex exs erl hrl elm clj cljs edn dart lua pl pm r jl zig nim hs ml mli tf tfvars hcl dockerfile makefile mk cmake ' +
    'csv tsv parquet png jpg jpeg gif webp ico bmp pdf wasm map snap patch diff pem crt key plist xcconfig pbxproj'
  ).split(' '),
);
const FILE_NAMES = new Set(['Dockerfile', 'Makefile', 'Gemfile', 'Rakefile', 'Procfile', 'Jenkinsfile', 'Vagrantfile', 'Brewfile', 'Podfile', 'Containerfile']);
/** Slash-joined words of ordinary prose, not paths. */
const SLASH_WORDS = new Set(
  (
    'and/or either/or on/off yes/no true/false read/write input/output client/server server/client he/she his/her him/her s/he ' +
    'w/o n/a before/after open/close start/stop enable/disable show/hide get/set push/pull import/export frontend/backend ' +
    'front-end/back-end light/dark dark/light min/max pros/cons do/undo undo/redo copy/paste drag/drop add/remove create/update ' +
    'km/h req/s ops/s ops/sec per/s'
  ).split(' '),
);

function checkPathToken(raw: string, index: FactIndex, report: (problem: string) => void): { from: number; length: number } | 0 {
  const leading = /^[("'“‘[{<*`]+/.exec(raw)?.[0].length ?? 0;
  const withLine = raw.slice(leading).replace(/[)"'”’\]}>*`.,;:!?]+$/, '');
  const token = withLine.replace(/:\d+(?::\d+)?$/, '');
  if (!looksLikePath(token)) return 0;
  // Mask the path (and its line number) only: the punctuation around it still ends sentences for the name check.
  const span = { from: leading, length: withLine.length };
  // `Node.js`, `Vue.js`: names of projects, not files.
  if (/^[A-Z][A-Za-z0-9]*\.js$/.test(token) && !index.paths.has(token)) {
    if (!index.corpusLower.includes(token.toLowerCase())) report(`Names "${token}", which appears nowhere in the commits, items or authors.`);
    return span;
  }
  const normalized = token.replace(/^\.\//, '').replace(/^\/+/, '').replace(/\/+$/, '');
  if (normalized === '' || index.paths.has(normalized) || index.corpus.includes(token)) return span;
  for (const path of index.paths) if (path.endsWith(`/${normalized}`)) return span;
  report(`Mentions ${token}, which is not a file or folder the commits touched.`);
  return span;
}

function looksLikePath(token: string): boolean {
  if (token.length < 2 || token.startsWith('@') || token.includes('#')) return false;
  if (token.includes('/')) {
    if (SLASH_WORDS.has(token.toLowerCase())) return false;
    // Acronym pairs (I/O, CI/CD, TCP/IP, HTTP/2) and fractions (1/2, 24/7) are prose.
    if (/^[A-Z0-9]{1,5}(?:\/[A-Z0-9]{1,5})+$/.test(token) || /^\d+\/\d+$/.test(token)) return false;
    return /[A-Za-z0-9_.-]/.test(token);
  }
  if (FILE_NAMES.has(token)) return true;
  if (/^\.[A-Za-z][\w.-]*$/.test(token)) return true;
  const extension = /^[\w.-]*[A-Za-z0-9_-]\.([A-Za-z0-9]+)$/.exec(token);
  return Boolean(extension && /[A-Za-z]/.test(extension[1]!) && FILE_EXTENSIONS.has(extension[1]!.toLowerCase()));
}

/** Words anyone may write without their being facts: section names, months, common acronyms. */
const COMMON_NAMES = new Set(
  (
    'i added changed deprecated removed fixed security unreleased noise breaking ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday ' +
    'api apis cli ui ux url urls uri http https json yaml yml csv tsv html css sql ci cd pr prs ok id ids sdk tls ssl dns tcp ip ' +
    'os cpu gpu ram gb mb kb utf ascii pdf svg png jpeg readme changelog todo faq docs git github markdown ' +
    'ai llm npm tl dr'
  ).split(' '),
);

/** Words Title Case leaves in lower case (besides those under four letters). */
const TITLE_SMALL_WORDS = new Set(['with', 'from', 'into', 'onto', 'over', 'than', 'that', 'when', 'upon', 'via']);

/** Words written like names: CamelCase and ACRONYMS anywhere, Capitalised words inside a sentence. */
function nameCandidates(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const words = [...line.matchAll(/[A-Za-z][A-Za-z0-9]*(?:['’][a-z]+)?/g)];
    const long = words.filter((word) => word[0].length >= 4 && !TITLE_SMALL_WORDS.has(word[0].toLowerCase()));
    // A Title Case Line capitalises ordinary words: only CamelCase and acronyms count there.
    const titleCase = long.length >= 3 && long.filter((word) => /^[A-Z]/.test(word[0])).length / long.length >= 0.9;
    for (const word of words) {
      const value = word[0];
      const distinctive = /[a-z][A-Z]/.test(value) || /^[A-Z][A-Z0-9]+$/.test(value) || /^[A-Z]{2,}[a-z]/.test(value);
      const capitalised = /^[A-Z][a-z0-9'’]+$/.test(value);
      if (distinctive || (capitalised && !titleCase && !startsSentence(line, word.index))) names.push(value);
    }
  }
  return names;
}

function startsSentence(line: string, position: number): boolean {
  const before = line.slice(0, position).replace(/(?:[\s"'“”‘’([{*_`>#•·→\u200d\ufe0f]|\p{Extended_Pictographic})+$/u, '');
  // Nothing before it but a bullet or a list number: the start of a line item.
  if (before === '' || /^\s*(?:[-+]|\d+[.)])$/.test(before)) return true;
  return /[.!?:;—–]$/.test(before);
}

function nameKnown(name: string, index: FactIndex): boolean {
  const lower = name.toLowerCase();
  if (COMMON_NAMES.has(lower) || COMMON_NAMES.has(lower.replace(/s$/, ''))) return true;
  if (index.words.has(stem(lower)) || index.corpusLower.includes(lower)) return true;
  return false;
}

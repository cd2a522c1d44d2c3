import type { ClassifiedCommit, ChangelogItem, References } from '../model.js';
import { parseDependencyBumps, type DependencyBump } from '../classify/dependency.js';
import { mergeReferences } from '../classify/references.js';

/** The mark that opens a breaking change's line, in whatever section it is filed. */
export const BREAKING_MARK = '**Breaking:**';

/**
 * A changelog line: `**Breaking:** **scope:** Description (#12, #34)` — an ordinary first word
 * capitalised (code identifiers, paths, flags and versions kept as written, see `capitalize`),
 * no trailing period, the scope and breaking marker only when there is one, pull requests then
 * issues appended (those the description does not already show).
 */
export function formatItemText(input: { description: string; scope: string | null; breaking: boolean; references: References }): string {
  const parts: string[] = [];
  if (input.breaking) parts.push(BREAKING_MARK);
  if (input.scope) parts.push(`**${input.scope}:**`);
  parts.push(capitalize(codeSpans(input.description.replace(/\s*[.;,]+$/, ''))));
  // Numbers the description already shows (`…, #1055`, `fix incomplete #1096`) are not repeated.
  const shown = new Set([...input.description.matchAll(/(?:#|GH-)(\d+)\b/gi)].map((match) => Number(match[1])));
  const refs = [...input.references.pullRequests, ...input.references.issues].filter((n) => !shown.has(n)).map((n) => `#${n}`);
  return `${parts.join(' ')}${refs.length > 0 ? ` (${refs.join(', ')})` : ''}`;
}

// Code written as plain words in a commit subject: a call (`clear()`, `os.path.join(a)`; not when a word
// goes on after it, as in `base64_(en|de)code`, nor a quoted commit's `feat(scope):` prefix), a long flag
// (`--dry-run`), a snake_case or SCREAMING_CASE name, a camelCase name (`getUserById`; two lower-case
// letters first, so `iPhone` and `eBay` stay words), a `::` path (`Rack::File`), a dotted name of
// lower-case parts (`os.path`, `http.Server`) and a file path with a folder and an extension.
const CODE_TOKEN = new RegExp(
  [
    String.raw`[A-Za-z_$][\w$]*(?:(?:\.|::|#)[A-Za-z_$][\w$]*)*\([^()\s]*\)(?![\w$]|!?:)`,
    String.raw`(?<![\w-])--[a-z][\w-]*(?:=[^\s,;)]+)?`,
    String.raw`(?<![\w#.:/$-])(?:[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9]|_[A-Za-z0-9_]+)(?![\w#.:/(=$-])`,
    String.raw`(?<![\w#.:/$-])[a-z]{2,}[A-Z][a-z0-9]\w*(?![\w#.:/(=$-])`,
    String.raw`\b[A-Z]\w*(?:::\w+)+`,
    String.raw`\b[a-z_][a-z0-9_]+(?:\.[A-Za-z_][A-Za-z0-9_]+)+\b(?!\.?\w)`,
    String.raw`(?<![\w/])(?:\.{0,2}\/)?(?:[\w.-]+\/)+[A-Za-z_][\w.-]*\.[a-z0-9]{1,5}\b`,
  ].join('|'),
  'g',
);
// Every CODE_TOKEN holds one of these (a parenthesis, `--`, `_`, `.`, `::`, `/` or a lower-case letter before a
// capital): a text without any is spared the pattern, which is slow for its look-behinds.
const MAY_HOLD_CODE = /[(_.:/]|--|[a-z][A-Z]/;
// What is left as written: code spans already there, links (their text and address) and bare URLs.
const KEEP_AS_WRITTEN = /(`[^`]*`|!?\[[^\]]*\]\([^)]*\)|<?\bhttps?:\/\/[^\s>]+>?)/;

/**
 * Markdown for a description: code written as plain words becomes a code span (see `CODE_TOKEN`), so
 * a reader sees it as code and `snake_case_name` is not read as emphasis. Code spans, links and URLs
 * already in the text are left alone; the case of every word stays as written.
 */
export function codeSpans(text: string): string {
  return text
    .split(KEEP_AS_WRITTEN)
    .map((part, index) => (index % 2 === 1 || !MAY_HOLD_CODE.test(part) ? part : part.replace(CODE_TOKEN, (token) => `\`${token}\``)))
    .join('');
}

/**
 * The text with its first letter in capitals — unless the first word is code or a name whose case
 * matters: a call (`pop()`), an identifier with an underscore, a dot, `::`, `#` or an inner capital
 * (`snake_case_name`, `os.path`, `camelCase`, `iOS`), a flag (`--force`), a dot file (`.npmrc`), a
 * path (`src/index.ts`), or a word with digits (`v1.2`, `utf8`, `h2`).
 */
export function capitalize(text: string): string {
  const first = text.charAt(0);
  if (!(first >= 'a' && first <= 'z')) return text;
  const word = /^\S*/.exec(text)![0].replace(/[,;:!?]+$/, '');
  if (isCodeWord(word)) return text;
  return first.toUpperCase() + text.slice(1);
}

/** A word that is code or a name whose case matters (see `capitalize`): never re-capitalised, never read as a verb. */
export function isCodeWord(word: string): boolean {
  return /[_()[\]{}<>=/\\#@$\d]|::|\.\w|[a-z][A-Z]/.test(word);
}

const LISTED_DEPENDENCIES = 8;

/**
 * The one line standing for a release's dependency updates:
 * `Updated 12 dependencies: serde 1.0.1 → 1.0.3, clap 4.1 → 4.2, … and 4 more` (names and versions
 * from Dependabot/Renovate subjects and bodies). A dependency bumped several times shows its first
 * and last versions; when no commit names its dependencies, the line counts the updates instead:
 * `Updated dependencies (3 updates)`.
 */
export function dependencyItem(commits: ClassifiedCommit[]): ChangelogItem {
  const byName = new Map<string, DependencyBump>();
  // Oldest first, so the first bump gives the starting version and the last the final one.
  for (const classified of [...commits].reverse()) {
    for (const bump of parseDependencyBumps(classified.description, classified.commit.body)) {
      const known = byName.get(bump.name);
      byName.set(bump.name, known ? { name: bump.name, from: known.from ?? bump.from, to: bump.to ?? known.to } : bump);
    }
  }
  const named = [...byName.values()].map((bump) => (bump.to ? `${bump.name} ${bump.from ? `${bump.from} → ` : ''}${bump.to}` : bump.name));
  const shown = named.slice(0, LISTED_DEPENDENCIES);
  if (named.length > shown.length) shown.push(`and ${named.length - shown.length} more`);
  let text: string;
  if (named.length === 1) text = `Updated dependency ${shown[0]}`;
  else if (named.length > 1) text = `Updated ${named.length} dependencies: ${shown.join(', ')}`;
  else text = commits.length === 1 ? 'Updated dependencies' : `Updated dependencies (${commits.length} updates)`;
  return {
    section: 'Changed',
    text,
    scope: null,
    breaking: false,
    commits: commits.map((classified) => classified.commit.sha),
    references: mergeReferences(...commits.map((classified) => classified.references)),
  };
}

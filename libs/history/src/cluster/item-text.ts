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
  parts.push(capitalize(input.description.replace(/\s*[.;,]+$/, '')));
  // Numbers the description already shows (`…, #1055`, `fix incomplete #1096`) are not repeated.
  const shown = new Set([...input.description.matchAll(/(?:#|GH-)(\d+)\b/gi)].map((match) => Number(match[1])));
  const refs = [...input.references.pullRequests, ...input.references.issues].filter((n) => !shown.has(n)).map((n) => `#${n}`);
  return `${parts.join(' ')}${refs.length > 0 ? ` (${refs.join(', ')})` : ''}`;
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

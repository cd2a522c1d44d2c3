import type { HistoryConventions, Snapshot } from '@chronicle/snapshot';
import { code, heading, list, number, plural, table, text } from '../../markdown/markdown.js';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** `## Who knows what`: the most active authors of each top-level folder. */
export function peopleSection(snapshot: Snapshot): string[] {
  const rows = snapshot.history.authorsByFolder.map((entry) => [
    entry.folder === '.' ? 'files at the root' : code(`${entry.folder}/`),
    entry.authors.map((author) => `${text(author.name)} (${number(author.commits)})`).join(', '),
  ]);
  return [
    heading(2, 'Who knows what'),
    'The people who changed each top-level folder most often, by their name in the commits and the number of commits touching the folder (one person per e-mail address; bots left out). Ask them first.',
    table(['Folder', 'Most active authors (commits)'], rows),
  ];
}

/** The share of area-prefixed subjects from which the most used areas are named. */
const AREA_EXAMPLES_SHARE = 0.1;

/** The area prefixes most used, as plain text (an area is often a folder below the root, not a path from it): `net/http (12), runtime (8)`. */
function topAreas(areas: readonly { prefix: string; commits: number }[]): string {
  return areas.map((area) => `${text(area.prefix)} (${number(area.commits)})`).join(', ');
}

/**
 * The subject convention, measured: Conventional Commits (`feat:`, `fix(scope):`) and area prefixes
 * (`net/http: fix …`) are different conventions, and a subject that is neither is free text. The
 * advice follows the larger share, and only when it is the rule.
 */
export function commitStyle(conventions: HistoryConventions): string {
  const { conventionalCommits: conventional, areaPrefixes: areas } = conventions;
  const free = Math.max(0, 1 - conventional - areas);
  // A handful of stray `word:` subjects in a free-form history name no convention worth examples.
  const examples = conventions.topAreas.length === 0 || areas < AREA_EXAMPLES_SHARE ? '' : `; most used: ${topAreas(conventions.topAreas)}`;
  const measured = `Of the non-merge commits, ${percent(conventional)} have a Conventional Commits subject (\`type(scope): description\` with a type such as feat, fix or docs), ${percent(areas)} start with the area they change (as in "net/http: fix …"${examples}), and ${percent(free)} have neither`;
  if (conventional >= 0.8) return `${measured}: write yours as Conventional Commits.`;
  if (areas >= 0.5 && areas > conventional) return `${measured}: start yours with the area you change, as most subjects do. This is not the Conventional Commits convention.`;
  if (conventional >= 0.3 && conventional >= areas) return `${measured}: Conventional Commits are used often but not always.`;
  if (areas >= 0.3) return `${measured}: area prefixes are used often but not always.`;
  return `${measured}: subjects are free-form.`;
}

function mergeStyle(merges: number, squashes: number): string {
  const measured = `${percent(merges)} of all commits are merges, and ${percent(squashes)} of the others name a pull request at the end of their subject (\`(#123)\`), as squash merges do`;
  if (squashes >= 0.3) return `${measured}: pull requests are mostly squash-merged.`;
  if (merges >= 0.1) return `${measured}: branches are brought in with merge commits.`;
  return `${measured}: the history is mostly linear.`;
}

/** `## Conventions`: commit subjects, merge style and branch, measured from the history. */
export function conventionsSection(snapshot: Snapshot): string[] {
  const { conventions, commits } = snapshot.history;
  const items = [commitStyle(conventions), mergeStyle(conventions.mergeCommits, conventions.squashMerges)];
  items.push(conventions.branch === null ? 'No branch points at this commit, so the main branch is not known from it.' : `This commit is the tip of the branch ${code(conventions.branch)}.`);
  return [heading(2, 'Conventions'), `Measured over the ${plural(commits, 'commit')} up to this one:`, list(items)];
}

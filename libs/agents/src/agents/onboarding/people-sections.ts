import type { Snapshot } from '@chronicle/snapshot';
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

function commitStyle(share: number): string {
  const measured = `${percent(share)} of the non-merge commits have a Conventional Commits subject (\`type(scope): description\`)`;
  if (share >= 0.8) return `${measured}: write yours the same way.`;
  if (share >= 0.3) return `${measured}: the convention is used often but not always.`;
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
  const items = [commitStyle(conventions.conventionalCommits), mergeStyle(conventions.mergeCommits, conventions.squashMerges)];
  items.push(conventions.branch === null ? 'No branch points at this commit, so the main branch is not known from it.' : `This commit is the tip of the branch ${code(conventions.branch)}.`);
  return [heading(2, 'Conventions'), `Measured over the ${plural(commits, 'commit')} up to this one:`, list(items)];
}

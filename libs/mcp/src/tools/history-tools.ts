import { z } from 'zod';
import type { Repository } from '@chronicle/history';
import { answer, cell, MAX_ARGUMENT, MAX_LISTED, moreLine, oneLine, quoted, short, ToolError } from '../answer.js';
import { changesSince, fileHistory, MAX_COMMITS_LISTED, MAX_COMMITS_READ, rangeText, repositoryPath, SHORT_RANGE, type Changes, type CommitLine, type FileHistory } from '../git-answers.js';
import { headOf, resolveRange } from '../git-range.js';
import { MAX_RELEASE_NOTES, type ReleaseNotes } from '../release-notes.js';
import type { McpEntry, RepositoryReader } from '../source.js';
import { openNamed, repositoryArgument } from './repositories.js';
import type { ToolContext } from './tool-context.js';

async function gitOf(reader: RepositoryReader): Promise<{ repository: Repository; head: string }> {
  const repository = await reader.gitRepository();
  if (!repository) throw new ToolError(`The history of ${reader.repository.fullName} was not read yet: try again after its first analysis.`);
  const head = await headOf(repository);
  if (!head) throw new ToolError(`${reader.repository.fullName} has no commits yet.`);
  return { repository, head };
}

export function registerHistoryTools(context: ToolContext): void {
  const { source, register } = context;
  register(
    'changes_since',
    {
      title: 'Changes in a range of commits',
      description:
        "What changed in a repository between two points — since a tag, commit or date up to another (or the head): every commit `git log A..B` lists, merged branches' commits and the merges included, counted exactly; the changelog items they make grouped by Keep a Changelog section (Added, Changed, Fixed…); the maintainers' own release notes from the repository's CHANGELOG for the releases tagged in the range; the commits themselves when few (or all of them with detail 'commits'); and Chronicle's stored entries of that time. `path` keeps the commits that touched a file or folder.",
      inputSchema: {
        repository: repositoryArgument,
        since: z
          .string()
          .min(1)
          .max(MAX_ARGUMENT.since)
          .optional()
          .describe('Where the range starts (excluded): a tag such as v1.2.0, a branch, HEAD, a commit SHA or a prefix of it (7–40 hex digits), any of them with ~n or ^ steps (HEAD~5), or an ISO date such as 2024-05-01 (committer date); or a whole range A..B such as 4.18.0..4.19.0 (then leave `until` out). Default: the newest tag before `until`.'),
        until: z.string().min(1).max(MAX_ARGUMENT.since).optional().describe('Where the range ends (included): a tag, a branch, a commit (with ~n or ^ steps) or an ISO date (a bare date includes its whole day, UTC). Default: the head.'),
        path: z.string().min(1).max(MAX_ARGUMENT.path).optional().describe('Only the commits that touched this repository-relative file or folder, as `git log A..B -- path` lists them.'),
        detail: z
          .enum(['items', 'commits'])
          .optional()
          .describe(`'items' (default): release notes, changelog items and the count of commits, with the commits listed when there are at most ${SHORT_RANGE}; 'commits': the commits (SHA, date, author, subject), newest first, up to ${MAX_COMMITS_LISTED.toLocaleString('en-US')}.`),
      },
    },
    async ({ repository: id, since: sinceInput, until: untilInput, path: pathInput, detail }) => {
      const reader = await openNamed(source, id);
      const { repository, head } = await gitOf(reader);
      const range = await resolveRange(repository, head, { since: sinceInput, until: untilInput }, reader.repository.fullName);
      const path = pathInput === undefined ? null : repositoryPath(pathInput);
      const changes = await changesSince(repository, head, range, { path, detail: detail ?? 'items' });
      const entries = changes.detail === 'items' ? await entriesOf(reader, changes) : [];
      const text = changes.detail === 'commits' ? commitsAnswer(reader.repository.fullName, changes) : itemsAnswer(reader.repository.fullName, changes, entries);
      return answer(text);
    },
  );

  register(
    'file_history',
    {
      title: 'History of a file or folder',
      description:
        'The commits that touched a file or folder, newest first: SHA, date, author, subject and how each changed it (A added, M modified, D deleted, R renamed). A file is followed across renames as `git log --follow` does, each commit naming the path the file had then; a folder lists the commits under it.',
      inputSchema: {
        repository: repositoryArgument,
        path: z.string().min(1).max(MAX_ARGUMENT.path).describe('A repository-relative file or folder, such as src/index.ts or docs/.'),
        limit: z.number().int().min(1).max(MAX_LISTED).optional().describe(`At most this many commits (default 50, at most ${MAX_LISTED}).`),
      },
    },
    async ({ repository: id, path: input, limit }) => {
      const reader = await openNamed(source, id);
      const { repository, head } = await gitOf(reader);
      const path = repositoryPath(input);
      const history = await fileHistory(repository, head, path, limit ?? 50);
      if (history.commitCount === 0) throw new ToolError(`No commit of ${reader.repository.fullName} up to ${short(head)} touched ${quoted(path)}: check the path (repository-relative and case-sensitive, such as src/index.ts).`);
      return answer(historyAnswer(reader.repository.fullName, history));
    },
  );
}

/** The stored entries pushed within the range's dates (none where Chronicle stores none). */
async function entriesOf(reader: RepositoryReader, changes: Changes): Promise<McpEntry[]> {
  const { since, until } = changes.range;
  const entries = await reader.entriesSince(new Date(since?.date ?? 0));
  return (until.kind === 'head' ? entries : entries.filter((entry) => new Date(entry.pushedAt).toISOString() <= until.date)).slice(0, MAX_LISTED);
}

/** The first lines of both answers: the range, what selected the commits, and how many there are. */
function heading(title: string, repository: string, changes: Changes): string[] {
  const { range } = changes;
  const counted = `${changes.commitCount.toLocaleString('en-US')} commit${changes.commitCount === 1 ? '' : 's'}${changes.mergeCount ? ` (${changes.mergeCount.toLocaleString('en-US')} of them merges)` : ''}`;
  const parts = [
    `# ${title} in ${repository}${changes.path ? ` under ${changes.path}` : ''}: ${rangeText(range)}`,
    '',
    changes.commitCount
      ? `${counted} — every commit \`git log\` lists for this range, merged branches included${changes.path ? `, that touched ${changes.path}` : ''}. Read at head ${short(changes.head)}.`
      : `Read at head ${short(changes.head)}.`,
  ];
  if (changes.detail === 'items' && changes.commitCount > MAX_COMMITS_READ) parts.push('', `The changelog items are made from the newest ${MAX_COMMITS_READ.toLocaleString('en-US')} of them.`);
  if (range.defaultSince) parts.push('', range.since ? `No \`since\` given: the range starts at the newest tag before its end, ${range.since.input}.` : 'No `since` given and no tag before the end: the range is the whole history up to it.');
  if (!changes.sinceOnHistory) parts.push('', `Note: ${short(range.since?.commit)} is not in the history of the range's end; these are the commits the end has and it has not.`);
  return parts;
}

function itemsAnswer(repository: string, changes: Changes, entries: McpEntry[]): string {
  const parts = heading('Changes', repository, changes);
  if (changes.releaseNotes) parts.push('', ...releaseNotesLines(changes.releaseNotes));
  if (changes.itemCount) {
    parts.push('', '## Changelog items');
    for (const [section, items] of Object.entries(changes.changes)) {
      parts.push('', `### ${section}`, '', ...items.map((item) => `- ${oneLine(item.text, 300)} (${item.commits.slice(0, 5).map(short).join(', ')}${item.commits.length > 5 ? ', …' : ''})`));
    }
  } else if (changes.commitCount) parts.push('', 'These commits make no changelog item (maintenance, tests, docs or merges only).');
  if (changes.commits.length) parts.push('', '## Commits', '', ...changes.commits.map(commitLine));
  else if (changes.commitCount) parts.push('', `The ${changes.commitCount.toLocaleString('en-US')} commits are listed with \`detail: "commits"\`.`);
  else parts.push('', `No commit in this range${changes.path ? ` touched ${quoted(changes.path)}` : ''}.`);
  if (entries.length) parts.push('', '## Stored entries', '', ...entries.map((entry) => `- ${entry.pushedAt.slice(0, 10)} **${oneLine(entry.headline)}** — ${oneLine(entry.summary, 400)}`));
  return `${parts.join('\n').trimEnd()}\n`;
}

function commitsAnswer(repository: string, changes: Changes): string {
  const parts = heading('Commits', repository, changes);
  if (changes.commits.length) parts.push('', 'Newest first:', '', ...changes.commits.map(commitLine));
  else parts.push('', `No commit in this range${changes.path ? ` touched ${quoted(changes.path)}` : ''}.`);
  const omitted = changes.commitCount - changes.commits.length;
  if (omitted > 0) parts.push('', `…and ${omitted.toLocaleString('en-US')} older commits not listed: narrow the range with \`since\`, \`until\` or \`path\`.`);
  return `${parts.join('\n').trimEnd()}\n`;
}

function commitLine(commit: CommitLine): string {
  return `- \`${short(commit.sha)}\` ${commit.date.slice(0, 10)} ${cell(commit.author)} — ${oneLine(commit.subject)}${commit.merge ? ' [merge]' : ''}`;
}

/** The maintainers' notes, quoted under level-3 headings (their own headings pushed below). */
function releaseNotesLines(notes: ReleaseNotes): string[] {
  const lines = [`## Release notes (${notes.file} at ${short(notes.commit)})`];
  for (const release of notes.releases) {
    lines.push('', `### ${oneLine(release.heading)}`, '', demoted(release.text) || '(no notes under this heading)');
    if (release.truncated) lines.push('', `(cut here: the section goes on in ${notes.file}.)`);
  }
  if (notes.moreVersions.length) lines.push('', `Also released in this range, ${notes.moreVersions.length} more (notes in ${notes.file}, newest first): ${notes.moreVersions.slice(0, 30).join(', ')}${notes.moreVersions.length > 30 ? ', …' : ''}. Only the newest ${MAX_RELEASE_NOTES} are quoted.`);
  if (notes.missing.length) lines.push('', `${notes.file} has no section for ${notes.missing.slice(0, 10).join(', ')}${notes.missing.length > 10 ? ', …' : ''}.`);
  return lines;
}

/** A quoted section's own `#` headings start at level 4, below the answer's. */
function demoted(text: string): string {
  const levels = [...text.matchAll(/^(#{1,6})\s/gm)].map((match) => match[1]!.length);
  if (levels.length === 0) return text;
  const shift = Math.max(0, 4 - Math.min(...levels));
  return shift ? text.replace(/^(#{1,6})(?=\s)/gm, (marks) => '#'.repeat(Math.min(6, marks.length + shift))) : text;
}

function historyAnswer(repository: string, history: FileHistory): string {
  const count = `${history.commitCount.toLocaleString('en-US')} commit${history.commitCount === 1 ? '' : 's'} touched it, newest first`;
  const followed = history.followed
    ? `, following its renames (\`git log --follow\`)${history.formerPaths.length ? `; it was also ${history.formerPaths.slice(0, 10).join(', ')}${history.formerPaths.length > 10 ? ', …' : ''}` : ''}`
    : '';
  const parts = [`# History of ${history.path} in ${repository}`, '', `Read at head ${short(history.head)}: ${count}${followed}.`];
  if (history.exactRenamesOnly) parts.push('', 'This clone holds no file contents, so only renames that kept the content are followed.');
  parts.push('', ...history.commits.map((commit) => `- \`${short(commit.sha)}\` ${commit.date.slice(0, 10)} ${cell(commit.author)} — ${oneLine(commit.subject)} [${change(commit, history)}]`));
  return `${parts.join('\n').trimEnd()}\n${moreLine(history.commitCount - history.commits.length, 'commits')}`;
}

/** How a commit changed the path: its status, the path the file had then, or each file under a folder. */
function change(commit: FileHistory['commits'][number], history: FileHistory): string {
  if (commit.files.length === 0) return 'merge';
  if (!history.followed) return commit.files.length === 1 && commit.files[0]!.path === history.path ? commit.files[0]!.status : commit.files.map((file) => `${file.status} ${file.path}`).join(', ');
  const file = commit.files[0]!;
  if (file.previousPath) return `${file.status} from ${file.previousPath}${file.path === history.path ? '' : ` to ${file.path}`}`;
  return file.path === history.path ? file.status : `${file.status} as ${file.path}`;
}

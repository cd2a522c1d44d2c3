import { z } from 'zod';
import type { Repository } from '@chronicle/history';
import { answer, cell, MAX_ARGUMENT, MAX_LISTED, moreLine, oneLine, quoted, short, ToolError } from '../answer.js';
import { changesSince, fileHistory, headOf, MAX_COMMITS_READ, repositoryPath, resolveSince } from '../git-answers.js';
import type { RepositoryReader } from '../source.js';
import { openNamed } from './repositories.js';
import type { ToolContext } from './tool-context.js';

const repositoryArgument = z.string().max(MAX_ARGUMENT.repository).optional().describe('The repository id as list_repositories gives it; may be left out when only one repository is served.');

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
      title: 'Changes since a commit, tag or date',
      description: 'What changed in a repository since a commit, a tag or a date: the commits after it up to the head (first parent, newest first), the changelog items they make grouped by Keep a Changelog section (Added, Changed, Fixed…) with their commits, and the changelog entries Chronicle stored since then.',
      inputSchema: {
        repository: repositoryArgument,
        since: z.string().min(1).max(MAX_ARGUMENT.since).describe('A commit SHA or a prefix of it (7–40 hex digits), a tag such as v1.2.0, or an ISO date such as 2024-05-01 or 2024-05-01T12:00:00Z.'),
      },
    },
    async ({ repository: id, since: input }) => {
      const reader = await openNamed(source, id);
      const { repository, head } = await gitOf(reader);
      const since = await resolveSince(repository, input, reader.repository.fullName);
      const [changes, entries] = await Promise.all([changesSince(repository, head, since), reader.entriesSince(new Date(since.date))]);
      // From the answer's data, where a tag naming a secret is redacted.
      const named = changes.since;
      const sinceText = named.kind === 'date' ? named.date : `${named.kind === 'tag' ? `${named.input} ` : ''}(${short(named.commit)}, ${named.date})`;
      const parts = [`# Changes in ${reader.repository.fullName} since ${sinceText}`, '', `Read at head ${short(head)}: ${changes.commitCount.toLocaleString('en-US')} commits on the first-parent history, newest first.`];
      if (!changes.sinceOnHistory) parts.push('', `Note: ${short(since.commit)} is not on the head's history; these are the commits the head has and it has not.`);
      if (changes.itemCount) {
        parts.push('', '## Changelog items');
        for (const [section, items] of Object.entries(changes.changes)) {
          parts.push('', `### ${section}`, '', ...items.map((item) => `- ${oneLine(item.text, 300)} (${item.commits.slice(0, 5).map(short).join(', ')}${item.commits.length > 5 ? ', …' : ''})`));
        }
        if (changes.commitCount > MAX_COMMITS_READ) parts.push('', `Items are made from the newest ${MAX_COMMITS_READ.toLocaleString('en-US')} commits.`);
      } else if (changes.commitCount) parts.push('', 'These commits make no changelog item (maintenance, tests, docs or merges only).');
      if (changes.commits.length) {
        parts.push('', '## Commits', '', ...changes.commits.map((commit) => `- \`${short(commit.sha)}\` ${commit.date.slice(0, 10)} ${cell(commit.author)} — ${oneLine(commit.subject)}`));
        parts.push(moreLine(changes.commitCount - changes.commits.length, 'commits'));
      } else parts.push('', `No commit since then: the head is ${short(head)}.`);
      if (entries.length) parts.push('', '## Stored entries', '', ...entries.slice(0, MAX_LISTED).map((entry) => `- ${entry.pushedAt.slice(0, 10)} **${oneLine(entry.headline)}** — ${oneLine(entry.summary, 400)}`));
      return answer(`${parts.join('\n').trimEnd()}\n`);
    },
  );

  register(
    'file_history',
    {
      title: 'History of a file or folder',
      description: 'The commits that touched a file or folder, newest first: SHA, date, author, subject and how each changed it (A added, M modified, D deleted).',
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
      const lines = history.commits.map((commit) => {
        const changed = commit.files.length === 1 && commit.files[0]!.path === history.path ? commit.files[0]!.status : commit.files.map((file) => `${file.status} ${file.path}`).join(', ') || 'merge';
        return `- \`${short(commit.sha)}\` ${commit.date.slice(0, 10)} ${cell(commit.author)} — ${oneLine(commit.subject)} [${changed}]`;
      });
      const text = `# History of ${history.path} in ${reader.repository.fullName}\n\nRead at head ${short(head)}: ${history.commitCount.toLocaleString('en-US')} commits touched it, newest first.\n\n${lines.join('\n')}\n${moreLine(history.commitCount - history.commits.length, 'commits')}`;
      return answer(text);
    },
  );
}

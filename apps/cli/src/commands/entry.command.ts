import { pushLinkOf, writePushEntry } from '@chronicle/ai-phases';
import { NotARepositoryError, classifyCommit, clusterCommits, compareLink, openRepository, readCommits, type ClassifiedCommit } from '@chronicle/history';
import { cacheDir } from '../cache-dir.js';
import { EXIT_OK, UsageError, type CliIo } from '../cli-io.js';
import { oneOf, parseOptions } from '../parse-options.js';
import { resolveSource } from '../resolve-source.js';
import { modelProvider } from '../model-provider.js';

export const ENTRY_HELP = `Usage: chronicle entry [path] --range A..B [options]

Writes the changelog entry for a push — a headline (at most 80 characters), a summary
(1 to 3 sentences) and a social snippet (at most 280 characters, link included) — from the
commits in A..B. Every fact comes from the commits.

With OPENAI_BASE_URL (and OPENAI_API_KEY, OPENAI_MODEL) set, a model writes the texts and each is
checked against the commits; otherwise, or when a text fails the check, the built-in engine writes it.

The snippet names the repository as owner/name when its remote (origin, else the first) is on a
web host such as GitHub, and links to the compare view of the range there. Without such a remote
the folder's name is all there is, and the snippet links to --public-page when given, else to nothing.

Arguments:
  path                 a local repository (default: the current folder)

Options:
  --range A..B         the pushed commits: those reachable from B and not from A (required)
  --tone TONE          professional | playful (default: professional)
  --format FORMAT      text | json (default: text)
  --public-page URL    the repository's public changelog page: the snippet's link when the
                       repository has no web remote to compare on
  -h, --help           show this help
`;

const TONES = ['professional', 'playful'] as const;
const FORMATS = ['text', 'json'] as const;
const RANGE = /^[^\s.][^\s]*\.\.[^\s.][^\s]*$/;

export async function entryCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(
    args,
    { range: { type: 'string' }, tone: { type: 'string' }, format: { type: 'string' }, 'public-page': { type: 'string' } },
    'entry',
  );
  if (values.help) {
    io.stdout(ENTRY_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 1) throw new UsageError(`Give one repository, not ${positionals.length}. See \`chronicle entry --help\`.`);
  const range = values.range as string | undefined;
  if (!range) throw new UsageError('--range A..B is required: the commits of the push. See `chronicle entry --help`.');
  if (!RANGE.test(range)) throw new UsageError(`--range must look like A..B, two revisions (got "${range}").`);
  const tone = oneOf(values.tone as string | undefined, TONES, '--tone', 'professional');
  const format = oneOf(values.format as string | undefined, FORMATS, '--format', 'text');
  const publicPage = values['public-page'] as string | undefined;
  if (publicPage !== undefined && !/^https?:\/\/\S+$/i.test(publicPage)) throw new UsageError(`--public-page must be an http(s) URL (got "${publicPage}").`);

  const repository = await openRepository(resolveSource(positionals[0], io.cwd), { cacheDir: cacheDir(io) }).catch((error: unknown) => {
    throw error instanceof NotARepositoryError ? new UsageError(error.message) : error;
  });
  const commits: ClassifiedCommit[] = [];
  try {
    for await (const commit of readCommits(repository, { range })) commits.push(classifyCommit(commit));
  } catch (error) {
    throw new UsageError(`The range ${range} could not be read: ${(error as Error).message}`);
  }
  if (commits.length === 0) throw new UsageError(`The range ${range} holds no commits.`);

  const [given, wanted] = range.split('..') as [string, string];
  // `HEAD~2..HEAD` means nothing on the host: relative revisions become the commits they name.
  const relative = (revision: string) => /[~^@:]|^HEAD$/i.test(revision);
  const from = relative(given) ? (commits.at(-1)!.commit.parents[0] ?? given) : given;
  const to = relative(wanted) ? commits[0]!.commit.sha : wanted;
  // With no web remote and no public page there is nothing to link to: the snippet goes without a link.
  const link = pushLinkOf({ compare: repository.webUrl ? compareLink(repository.webUrl, from, to) : null, publicPage });
  const entry = await writePushEntry(
    { repository: repository.name, items: clusterCommits(commits, 'minimal'), commits, link, tone },
    { provider: modelProvider(io.env) },
  );
  if (format === 'json') {
    io.stdout(`${JSON.stringify({ ...entry, commitCount: commits.length, commits: commits.map(({ commit }) => commit.sha) }, null, 2)}\n`);
  } else {
    io.stdout(`${entry.headline}\n\n${entry.summary}\n\nSocial: ${entry.socialText}\n`);
  }
  return EXIT_OK;
}

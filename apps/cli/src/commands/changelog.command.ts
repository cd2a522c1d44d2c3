import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLUSTERING_MODES, DEFAULT_CLUSTERING, InvalidScopeError, NotARepositoryError, generateChangelog, mergeIntoChangelog, normalizeScopePath, renderMarkdown, type Changelog } from '@chronicle/history';
import { cacheDir } from '../cache-dir.js';
import { EXIT_OK, UsageError, type CliIo } from '../cli-io.js';
import { oneOf, parseOptions, positiveInteger } from '../parse-options.js';
import { progressReporter } from '../progress.js';
import { resolveSource } from '../resolve-source.js';

export const CHANGELOG_HELP = `Usage: chronicle changelog [path|url] [options]

Writes the changelog a maintainer would write from a repository's git history, in the
Keep a Changelog 1.1.0 format: releases from version tags, an Unreleased section, items
grouped into Added, Changed, Deprecated, Removed, Fixed and Security.

Arguments:
  path|url             a local repository (default: the current folder), or a file:// or
                       http(s):// URL, cloned once into a cache and fetched on later runs

Releases: a final release holds everything since the previous final release, its
pre-releases (-rc.1, .beta1) included; each pre-release is listed below it with its own
commits. Releases tagged on a release branch merged
back keep their own sections; version tags out of order with the history cut no release.

Scope: a package whose folder holds a package manifest and its own CHANGELOG file is left
to that file: the changelog of the repository (or of --path) leaves out the commits that
touch only such packages, and their tags (detected from the tree at HEAD, no network).

Options:
  --path DIR           the changelog of one folder (a package of a monorepo), relative to
                       the repository's root: only commits that touched it, and releases
                       from the package's own tags when it has them (x@1.2.3, x-v1.2.3,
                       packages/x/v1.2.3), else from the repository's version tags
  --max-commits N      read only the N newest commits (default: the whole history)
  --clustering MODE    individual | minimal | balanced | aggressive (default: ${DEFAULT_CLUSTERING})
                       individual lists every kept commit; minimal merges a pull request's
                       commits, fixups, reverts and repeats; balanced and aggressive group more
  --format FORMAT      md | json (default: md); json has the same content as the Markdown
  --out FILE           write to FILE instead of standard output; an existing Markdown
                       changelog there is updated, keeping what people wrote by hand
  -h, --help           show this help
`;

const FORMATS = ['md', 'json'] as const;

export async function changelogCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(
    args,
    { 'max-commits': { type: 'string' }, clustering: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' }, path: { type: 'string' } },
    'changelog',
  );
  if (values.help) {
    io.stdout(CHANGELOG_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 1) throw new UsageError(`Give one repository, not ${positionals.length}. See \`chronicle changelog --help\`.`);
  const maxCommits = positiveInteger(values['max-commits'] as string | undefined, '--max-commits');
  const clustering = oneOf(values.clustering as string | undefined, CLUSTERING_MODES, '--clustering', DEFAULT_CLUSTERING);
  const format = oneOf(values.format as string | undefined, FORMATS, '--format', 'md');
  const scope = scopePath(values.path as string | undefined);

  const changelog = await readChangelog(resolveSource(positionals[0], io.cwd), { maxCommits, clustering, ...(scope === undefined ? {} : { path: scope }) }, io);
  const rendered = format === 'json' ? `${JSON.stringify(changelog, null, 2)}\n` : renderMarkdown(changelog);
  const out = values.out as string | undefined;
  if (!out) {
    io.stdout(rendered);
    return EXIT_OK;
  }
  const file = path.resolve(io.cwd, out);
  const updating = format === 'md' && existsSync(file);
  writeFileSync(file, updating ? mergeIntoChangelog(readFileSync(file, 'utf8'), changelog) : rendered);
  io.stderr(`chronicle: ${updating ? 'updated' : 'wrote'} ${out}: ${describe(changelog)}.\n`);
  return EXIT_OK;
}

/** `--path`, checked before the repository is opened: a folder inside the repository, relative to its root. */
function scopePath(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') throw new UsageError('--path needs a folder inside the repository, such as packages/x.');
  try {
    return normalizeScopePath(value);
  } catch (error) {
    if (error instanceof InvalidScopeError) throw new UsageError(`--path: ${error.message}`);
    throw error;
  }
}

async function readChangelog(source: string, options: { maxCommits?: number; clustering: (typeof CLUSTERING_MODES)[number]; path?: string }, io: CliIo): Promise<Changelog> {
  try {
    return await generateChangelog(source, { ...options, cacheDir: cacheDir(io), onProgress: progressReporter(io) });
  } catch (error) {
    if (error instanceof NotARepositoryError) throw new UsageError(error.message);
    if (error instanceof InvalidScopeError) throw new UsageError(`--path: ${error.message}`);
    throw error;
  }
}

function describe(changelog: Changelog): string {
  const items = changelog.releases.reduce((total, release) => total + release.items.length, 0);
  const releases = changelog.releases.length;
  return `${releases} release${releases === 1 ? '' : 's'}, ${items} item${items === 1 ? '' : 's'}`;
}

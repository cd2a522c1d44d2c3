import { Router, type Request } from 'express';
import { repositoryPath } from '../git/bare-repositories.js';
import { countCommits, diffFiles, listCommitShas, mergeBase, readCommits, readCommitsBySha, resolveCommit } from '../git/history.js';
import type { EmulatorState, RepositoryRecord } from '../state.js';
import { sendNotFound, sendRestError } from './errors.js';
import { readPagination, setLinkHeader } from './pagination.js';
import { readableRepository } from './repository-access.js';
import { apiBase, toCommitJson, toDiffEntryJson } from './serializers.js';

/** Without paging parameters, a comparison lists at most this many commits (the most recent ones), as GitHub does. */
const COMPARE_DEFAULT_COMMITS = 250;
/** A comparison lists at most this many files, as GitHub does. */
const COMPARE_MAX_FILES = 300;

/** `GET /repos/{owner}/{repo}/commits` and `GET /repos/{owner}/{repo}/compare/{base}...{head}`, read from the git repository. */
export function commitsResource(state: EmulatorState): Router {
  const router = Router();

  router.get('/repos/:owner/:repo/commits', async (req, res) => {
    const access = readableRepository(state, res, req.params.owner, req.params.repo);
    if (!access) return;
    const { repository } = access;
    const gitDir = repositoryPath(state.dataDir, repository);
    const shaParameter = stringParameter(req, 'sha');
    const start = await resolveCommit(gitDir, shaParameter ?? repository.default_branch);
    if (!start) {
      if (shaParameter === undefined) return sendRestError(res, 409, 'Git Repository is empty.');
      return sendRestError(res, 404, `No commit found for SHA: ${shaParameter}`);
    }
    const filters = logFilters(state, req);
    const paths = stringParameter(req, 'path') ? [stringParameter(req, 'path')!] : [];
    const pagination = readPagination(req);
    const [total, commits] = await Promise.all([
      countCommits(gitDir, [...filters, start], paths),
      readCommits(gitDir, [`--skip=${(pagination.page - 1) * pagination.perPage}`, `--max-count=${pagination.perPage}`, ...filters, start, '--', ...paths]),
    ]);
    setLinkHeader(state, req, res, pagination, total);
    res.json(commits.map((commit) => toCommitJson(state, repository, commit)));
  });

  router.get('/repos/:owner/:repo/compare/*basehead', async (req, res) => {
    const access = readableRepository(state, res, req.params.owner, req.params.repo);
    if (!access) return;
    const { repository } = access;
    const basehead = (req.params as unknown as { basehead: string[] }).basehead.join('/');
    const refs = splitBasehead(basehead, repository);
    if (!refs) return sendNotFound(res);
    const gitDir = repositoryPath(state.dataDir, repository);
    const [base, head] = await Promise.all([resolveCommit(gitDir, refs.base), resolveCommit(gitDir, refs.head)]);
    if (!base || !head) return sendNotFound(res);
    const mergeBaseSha = await mergeBase(gitDir, base, head);
    if (!mergeBaseSha) return sendRestError(res, 404, `No common ancestor between ${refs.base} and ${refs.head}.`);

    const [aheadBy, behindBy, newCommits] = await Promise.all([
      countCommits(gitDir, [`${base}..${head}`]),
      countCommits(gitDir, [`${head}..${base}`]),
      listCommitShas(gitDir, [`${base}..${head}`], { reverse: true }),
    ]);
    const paged = req.query.page !== undefined || req.query.per_page !== undefined;
    const pagination = readPagination(req, 250);
    const shown = paged
      ? newCommits.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage)
      : newCommits.slice(-COMPARE_DEFAULT_COMMITS);
    if (paged) setLinkHeader(state, req, res, pagination, newCommits.length);
    const withFiles = !paged || pagination.page === 1;
    const [[baseCommit, mergeBaseCommit], commits, files] = await Promise.all([
      readCommitsBySha(gitDir, [base, mergeBaseSha]),
      readCommitsBySha(gitDir, shown),
      withFiles ? diffFiles(gitDir, mergeBaseSha, head) : Promise.resolve([]),
    ]);

    const fullName = `${repository.owner}/${repository.name}`;
    const html = `${state.baseUrl}/${fullName}`;
    res.json({
      url: `${apiBase(state)}/repos/${fullName}/compare/${basehead}`,
      html_url: `${html}/compare/${basehead}`,
      permalink_url: `${html}/compare/${repository.owner}:${base}...${repository.owner}:${head}`,
      diff_url: `${html}/compare/${basehead}.diff`,
      patch_url: `${html}/compare/${basehead}.patch`,
      base_commit: toCommitJson(state, repository, baseCommit!),
      merge_base_commit: toCommitJson(state, repository, mergeBaseCommit!),
      status: compareStatus(aheadBy, behindBy),
      ahead_by: aheadBy,
      behind_by: behindBy,
      total_commits: aheadBy,
      commits: commits.map((commit) => toCommitJson(state, repository, commit)),
      files: files.slice(0, COMPARE_MAX_FILES).map((file) => toDiffEntryJson(state, repository, file, head)),
    });
  });

  return router;
}

function compareStatus(aheadBy: number, behindBy: number): 'identical' | 'ahead' | 'behind' | 'diverged' {
  if (aheadBy === 0 && behindBy === 0) return 'identical';
  if (behindBy === 0) return 'ahead';
  return aheadBy === 0 ? 'behind' : 'diverged';
}

/** `BASE...HEAD`, either side optionally `owner:ref` (only this repository's owner is known here). */
function splitBasehead(basehead: string, repository: RepositoryRecord): { base: string; head: string } | undefined {
  const separator = basehead.indexOf('...');
  if (separator < 0) return undefined;
  const base = withoutOwner(basehead.slice(0, separator), repository);
  const head = withoutOwner(basehead.slice(separator + 3), repository);
  return base && head ? { base, head } : undefined;
}

function withoutOwner(ref: string, repository: RepositoryRecord): string | undefined {
  const colon = ref.indexOf(':');
  if (colon < 0) return ref;
  return ref.slice(0, colon).toLowerCase() === repository.owner.toLowerCase() ? ref.slice(colon + 1) : undefined;
}

/** `since`, `until`, `author` and `committer` as `git log` options. */
function logFilters(state: EmulatorState, req: Request): string[] {
  const filters: string[] = [];
  for (const name of ['since', 'until'] as const) {
    const value = stringParameter(req, name);
    if (value !== undefined && !Number.isNaN(Date.parse(value))) filters.push(`--${name}=${new Date(value).toISOString()}`);
  }
  for (const name of ['author', 'committer'] as const) {
    const value = stringParameter(req, name);
    if (value === undefined || value === '') continue;
    // A login matches its noreply addresses; anything else is taken as an email address.
    const user = state.users.get(value.toLowerCase());
    const patterns = user ? [`<${user.login}@users.noreply.github.com>`, `+${user.login}@users.noreply.github.com>`] : [`<${value}>`];
    filters.push('--fixed-strings', '--regexp-ignore-case', ...patterns.map((pattern) => `--${name}=${pattern}`));
  }
  return filters;
}

function stringParameter(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
}

import { Router, type Request, type Response } from 'express';
import { repositorySizeKb } from '../git/bare-repositories.js';
import { repositoriesOwnedBy, type EmulatorState, type RepositoryRecord, type UserRecord } from '../state.js';
import { sendValidationFailed } from './errors.js';
import { pageOf, readPagination, setLinkHeader } from './pagination.js';
import { readableRepository } from './repository-access.js';
import { requireUser } from './rest-context.js';
import { toRepoJson } from './serializers.js';

const VISIBILITIES = ['all', 'public', 'private'];
const AFFILIATIONS = ['owner', 'collaborator', 'organization_member'];
const TYPES = ['all', 'owner', 'public', 'private', 'member'];
const SORTS = ['created', 'updated', 'pushed', 'full_name'] as const;

type Sort = (typeof SORTS)[number];

/** `GET /user/repos` and `GET /repos/{owner}/{repo}`. */
export function repositoriesResource(state: EmulatorState): Router {
  const router = Router();

  router.get('/user/repos', async (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    const repositories = listUserRepositories(state, req, res, user);
    if (!repositories) return;
    const pagination = readPagination(req);
    const page = pageOf(repositories, pagination);
    setLinkHeader(state, req, res, pagination, repositories.length);
    res.setHeader('X-Accepted-OAuth-Scopes', 'repo');
    res.json(await Promise.all(page.map((repository) => repositoryJson(state, repository, user))));
  });

  router.get('/repos/:owner/:repo', async (req, res) => {
    const access = readableRepository(state, res, req.params.owner, req.params.repo);
    if (!access) return;
    res.setHeader('X-Accepted-OAuth-Scopes', 'repo');
    res.json(await repositoryJson(state, access.repository, access.viewer));
  });

  return router;
}

export async function repositoryJson(state: EmulatorState, repository: RepositoryRecord, viewer?: UserRecord) {
  const sizeKb = await repositorySizeKb(state, repository);
  return toRepoJson(state, repository, state.users.get(repository.owner.toLowerCase())!, { sizeKb, viewer });
}

/**
 * The user's repositories filtered and sorted as GitHub does. Users here only own repositories
 * (no collaborations or organizations), so affiliations without `owner` and type `member` list none.
 * Undefined after answering 422 for parameters GitHub refuses.
 */
function listUserRepositories(state: EmulatorState, req: Request, res: Response, user: UserRecord): RepositoryRecord[] | undefined {
  const visibility = stringParameter(req, 'visibility');
  const affiliation = stringParameter(req, 'affiliation');
  const type = stringParameter(req, 'type');
  if (type !== undefined && (visibility !== undefined || affiliation !== undefined)) {
    sendValidationFailed(res, [{ resource: 'Repository', code: 'invalid', field: 'type', message: 'type cannot be used with visibility or affiliation' }]);
    return undefined;
  }
  const affiliations = affiliation?.split(',').map((part) => part.trim()).filter(Boolean);
  const invalid =
    (visibility !== undefined && !VISIBILITIES.includes(visibility) && { field: 'visibility', value: visibility }) ||
    (type !== undefined && !TYPES.includes(type) && { field: 'type', value: type }) ||
    (affiliations?.find((part) => !AFFILIATIONS.includes(part)) !== undefined && { field: 'affiliation', value: affiliation! });
  if (invalid) {
    sendValidationFailed(res, [{ resource: 'Repository', code: 'invalid', ...invalid }]);
    return undefined;
  }

  let repositories = repositoriesOwnedBy(state, user.login);
  if (affiliations && affiliations.length > 0 && !affiliations.includes('owner')) repositories = [];
  if (type === 'member') repositories = [];
  const only = visibility ?? (type === 'public' || type === 'private' ? type : 'all');
  if (only !== 'all') repositories = repositories.filter((repository) => repository.private === (only === 'private'));

  const since = dateParameter(req, 'since');
  const before = dateParameter(req, 'before');
  if (since !== undefined) repositories = repositories.filter((repository) => Date.parse(repository.pushedAt) > since);
  if (before !== undefined) repositories = repositories.filter((repository) => Date.parse(repository.pushedAt) < before);

  const sortParameter = stringParameter(req, 'sort');
  const sort: Sort = SORTS.find((candidate) => candidate === sortParameter) ?? 'full_name';
  const directionParameter = stringParameter(req, 'direction');
  const direction = directionParameter === 'asc' || directionParameter === 'desc' ? directionParameter : sort === 'full_name' ? 'asc' : 'desc';
  const sorted = [...repositories].sort((a, b) => compareBy(sort, a, b) || a.id - b.id);
  return direction === 'asc' ? sorted : sorted.reverse();
}

function compareBy(sort: Sort, a: RepositoryRecord, b: RepositoryRecord): number {
  switch (sort) {
    case 'full_name':
      return `${a.owner}/${a.name}`.toLowerCase().localeCompare(`${b.owner}/${b.name}`.toLowerCase());
    case 'created':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
    case 'updated':
    case 'pushed':
      return Date.parse(a.pushedAt) - Date.parse(b.pushedAt);
  }
}

function stringParameter(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' ? value : undefined;
}

function dateParameter(req: Request, name: string): number | undefined {
  const value = stringParameter(req, name);
  const time = value === undefined ? NaN : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

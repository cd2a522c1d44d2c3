import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, REPO_ROUTES, type RepositorySummary } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/repos`: the user's repositories on GitHub, the connected one marked. */
export function getRepositories(signal?: AbortSignal): Promise<RepositorySummary[]> {
  return apiRequest<RepositorySummary[]>(REPO_ROUTES.list, { signal });
}

export function repositoriesQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.repos,
    queryFn: ({ signal }) => getRepositories(signal),
  });
}

/** Requested only when a user is signed in (spec §5). */
export function useRepositories({ enabled }: { enabled: boolean }) {
  return useQuery({ ...repositoriesQueryOptions(), enabled });
}

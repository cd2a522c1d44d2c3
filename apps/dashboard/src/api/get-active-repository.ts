import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, REPO_ROUTES, type ActiveRepositoryView } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/repos/active`: the connected repository and its stats (both null when none). */
export function getActiveRepository(signal?: AbortSignal): Promise<ActiveRepositoryView> {
  return apiRequest<ActiveRepositoryView>(REPO_ROUTES.active, { signal });
}

export function activeRepositoryQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.activeRepository,
    queryFn: ({ signal }) => getActiveRepository(signal),
  });
}

/** Requested only when a user is signed in (spec §5). */
export function useActiveRepository({ enabled }: { enabled: boolean }) {
  return useQuery({ ...activeRepositoryQueryOptions(), enabled });
}

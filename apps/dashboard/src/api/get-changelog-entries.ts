import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENTRY_ROUTES, QUERY_KEYS, type ChangelogEntry } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/changelog-entries`: the connected repository's last 30 entries, newest first. */
export function getChangelogEntries(signal?: AbortSignal): Promise<ChangelogEntry[]> {
  return apiRequest<ChangelogEntry[]>(ENTRY_ROUTES.list, { signal });
}

export function changelogEntriesQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.entries,
    queryFn: ({ signal }) => getChangelogEntries(signal),
  });
}

/** Requested only when a user is signed in (spec §5). */
export function useChangelogEntries({ enabled }: { enabled: boolean }) {
  return useQuery({ ...changelogEntriesQueryOptions(), enabled });
}

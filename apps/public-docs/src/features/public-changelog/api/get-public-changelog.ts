import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_ROUTES, QUERY_KEYS, type PublicChangelog } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';
import { retryUnlessClientError } from '../../../lib/api-errors';

/**
 * `GET /api/public/{slug}?page=N`. No abort signal on purpose: every GET counts a view, and a
 * request left running when the page unmounts and remounts (StrictMode, a quick back and forth)
 * is picked up again by the query instead of being cancelled and sent a second time.
 */
export function getPublicChangelog(slug: string, page: number): Promise<PublicChangelog> {
  const path = PUBLIC_ROUTES.changelog(encodeURIComponent(slug));
  return apiRequest<PublicChangelog>(page > 1 ? `${path}?page=${page}` : path);
}

export function getPublicChangelogQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: QUERY_KEYS.publicChangelog(slug, page),
    queryFn: () => getPublicChangelog(slug, page),
    // A 4xx (unknown slug, bad page) answers the same again, and each attempt would count a view.
    retry: retryUnlessClientError,
    // While the next page loads, the current one stays on screen — but never another repository's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === slug ? previous : undefined),
  });
}

export function usePublicChangelog(slug: string, page: number) {
  return useQuery(getPublicChangelogQueryOptions(slug, page));
}

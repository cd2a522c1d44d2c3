import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCS_ROUTES, QUERY_KEYS, type PublicProjectView } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';
import { retryUnlessClientError } from '../../../lib/api-errors';

/** `GET /api/docs/{slug}`: the repository and a card for each of the twelve documents. */
export function getPublicProject(slug: string, signal?: AbortSignal): Promise<PublicProjectView> {
  return apiRequest<PublicProjectView>(DOCS_ROUTES.project(encodeURIComponent(slug)), { signal });
}

export function getPublicProjectQueryOptions(slug: string) {
  return queryOptions({
    queryKey: QUERY_KEYS.publicProject(slug),
    queryFn: ({ signal }) => getPublicProject(slug, signal),
    retry: retryUnlessClientError,
  });
}

export function usePublicProject(slug: string) {
  return useQuery(getPublicProjectQueryOptions(slug));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCS_ROUTES, QUERY_KEYS, type DocType, type PublicDocumentView } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';
import { retryUnlessClientError } from '../../../lib/api-errors';

/** `GET /api/docs/{slug}/{docType}`: one document with the repository it belongs to. */
export function getPublicDocument(slug: string, type: DocType, signal?: AbortSignal): Promise<PublicDocumentView> {
  return apiRequest<PublicDocumentView>(DOCS_ROUTES.document(encodeURIComponent(slug), type), { signal });
}

export function getPublicDocumentQueryOptions(slug: string, type: DocType) {
  return queryOptions({
    queryKey: QUERY_KEYS.publicDocument(slug, type),
    queryFn: ({ signal }) => getPublicDocument(slug, type, signal),
    // 404 (not generated, unknown) and 403 (outside the tier) answer the same again.
    retry: retryUnlessClientError,
    // While the next tab loads, this repository's current document stays on screen.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === slug ? previous : undefined),
  });
}

export function usePublicDocument(slug: string, type: DocType | null) {
  return useQuery({ ...getPublicDocumentQueryOptions(slug, type ?? 'changelog'), enabled: type !== null });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { AI_ROUTES, QUERY_KEYS, type AiPhaseView } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/ai/phases`: every phase, built-in and custom, in their order. */
export function getAiPhases(signal?: AbortSignal): Promise<AiPhaseView[]> {
  return apiRequest<AiPhaseView[]>(AI_ROUTES.phases, { signal });
}

export function aiPhasesQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.aiPhases,
    queryFn: ({ signal }) => getAiPhases(signal),
  });
}

/** Requested only for an administrator. */
export function useAiPhases({ enabled }: { enabled: boolean }) {
  return useQuery({ ...aiPhasesQueryOptions(), enabled });
}

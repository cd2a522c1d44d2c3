import { queryOptions, useQuery } from '@tanstack/react-query';
import { AI_ROUTES, QUERY_KEYS, type AiConfiguration } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/ai/configurations`: the engines texts can be written with. */
export function getAiConfigurations(signal?: AbortSignal): Promise<AiConfiguration[]> {
  return apiRequest<AiConfiguration[]>(AI_ROUTES.configurations, { signal });
}

export function aiConfigurationsQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.aiConfigurations,
    queryFn: ({ signal }) => getAiConfigurations(signal),
  });
}

export function useAiConfigurations({ enabled }: { enabled: boolean }) {
  return useQuery({ ...aiConfigurationsQueryOptions(), enabled });
}

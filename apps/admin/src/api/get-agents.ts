import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_ROUTES, QUERY_KEYS, type AgentList } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/agents?repositoryId=`: every agent, checked against the repository's tier, with its last run there. */
export function getAgents(repositoryId: string, signal?: AbortSignal): Promise<AgentList> {
  return apiRequest<AgentList>(AGENT_ROUTES.agentsFor(repositoryId), { signal });
}

export function agentsQueryOptions(repositoryId: string) {
  return queryOptions({
    queryKey: QUERY_KEYS.agents(repositoryId),
    queryFn: ({ signal }) => getAgents(repositoryId, signal),
  });
}

/** The agents for the chosen repository; none is asked for until one is chosen (spec §5). */
export function useAgents(repositoryId: string | null) {
  return useQuery({
    ...agentsQueryOptions(repositoryId ?? ''),
    enabled: repositoryId !== null,
    // Another repository's list stays on screen while the new one loads, so the tabs do not jump.
    placeholderData: keepPreviousData,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_ROUTES, QUERY_KEYS, type AgentRepository } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/agents/repositories`: the user's connected repository and, for an admin, the projects. */
export function getAgentRepositories(signal?: AbortSignal): Promise<AgentRepository[]> {
  return apiRequest<AgentRepository[]>(AGENT_ROUTES.repositories, { signal });
}

export function agentRepositoriesQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.agentRepositories,
    queryFn: ({ signal }) => getAgentRepositories(signal),
  });
}

/** Requested only for a signed-in user (spec §5). */
export function useAgentRepositories({ enabled }: { enabled: boolean }) {
  return useQuery({ ...agentRepositoriesQueryOptions(), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_ROUTES, AGENTS_TEXTS, ERROR_TOASTS, QUERY_KEYS, type RunAgentsBody, type RunAgentsResult } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `POST /api/agents/run`: queues one job that runs the agents on the repository. */
export function runAgents(body: RunAgentsBody): Promise<RunAgentsResult> {
  return apiRequest<RunAgentsResult>(AGENT_ROUTES.run, { method: 'POST', body });
}

/** Runs the chosen agents: 'Agents Queued' with their number, and the jobs list asks again (and then polls). */
export function useRunAgents() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: runAgents,
    onSuccess: async (result, body) => {
      toasts.success(AGENTS_TEXTS.agentsQueued(result.agents_to_run.length));
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.agentJobs(body.repository_id), exact: true });
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.runAgents, error),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_ROUTES, QUERY_KEYS, type AgentJob } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** How often the jobs are asked about while one is queued or running (beyond the spec, which does not poll). */
export const JOBS_POLL_MS = 1500;

/** `GET /api/agents/jobs/{repositoryId}`: the repository's recent documentation runs, newest first. */
export function getAgentJobs(repositoryId: string, signal?: AbortSignal): Promise<AgentJob[]> {
  return apiRequest<AgentJob[]>(AGENT_ROUTES.jobs(repositoryId), { signal });
}

/** A job still to finish: the list is polled while there is one. */
export function isUnfinished(job: AgentJob): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/** {@link JOBS_POLL_MS} while any job is queued or running, else no polling at all. */
export function jobsPollInterval(jobs: readonly AgentJob[] | undefined): number | false {
  return jobs?.some(isUnfinished) ? JOBS_POLL_MS : false;
}

export function agentJobsQueryOptions(repositoryId: string) {
  return queryOptions({
    queryKey: QUERY_KEYS.agentJobs(repositoryId),
    queryFn: ({ signal }) => getAgentJobs(repositoryId, signal),
    refetchInterval: (query) => jobsPollInterval(query.state.data),
  });
}

/** The chosen repository's jobs, kept live while one runs. */
export function useAgentJobs(repositoryId: string | null) {
  return useQuery({ ...agentJobsQueryOptions(repositoryId ?? ''), enabled: repositoryId !== null });
}

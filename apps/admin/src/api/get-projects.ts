import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ROUTES, QUERY_KEYS, type Project } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/admin/projects`: every project, newest first, each with its latest analysis. */
export function getProjects(signal?: AbortSignal): Promise<Project[]> {
  return apiRequest<Project[]>(ADMIN_ROUTES.projects, { signal });
}

export function projectsQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.projects,
    queryFn: ({ signal }) => getProjects(signal),
  });
}

/** Requested only for an administrator: the page never calls the admin API otherwise. */
export function useProjects({ enabled }: { enabled: boolean }) {
  return useQuery({ ...projectsQueryOptions(), enabled });
}

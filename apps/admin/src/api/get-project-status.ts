import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, ADMIN_TEXTS, ERROR_TOASTS, QUERY_KEYS, type AnalysisJob, type Project, type ProjectStatus } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';

/** How often a running analysis is asked about (beyond the spec, which does not poll). */
export const STATUS_POLL_MS = 1500;

/** `GET /api/admin/projects/{id}/status`: the entries so far and the latest analysis, live. */
export function getProjectStatus(id: string, signal?: AbortSignal): Promise<ProjectStatus> {
  return apiRequest<ProjectStatus>(ADMIN_ROUTES.status(id), { signal });
}

export function projectStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: QUERY_KEYS.projectStatus(id),
    queryFn: ({ signal }) => getProjectStatus(id, signal),
  });
}

export function isRunning(analysis: AnalysisJob | null | undefined): boolean {
  return analysis?.status === 'queued' || analysis?.status === 'running';
}

/** Polls the status every {@link STATUS_POLL_MS} while `polling` (the project's analysis runs), and never otherwise. */
export function useProjectStatus(id: string, { polling }: { polling: boolean }) {
  return useQuery({
    ...projectStatusQueryOptions(id),
    enabled: polling,
    refetchInterval: polling ? STATUS_POLL_MS : false,
    // A status cached from an earlier analysis is asked again at once when a new one starts.
    refetchOnMount: 'always',
  });
}

/** The 'check status' action: asks now, says what it found ('Analysis Status'), and refreshes the list when it moved on. */
export function useCheckProjectStatus() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (project: Project) => queryClient.fetchQuery({ ...projectStatusQueryOptions(project.id), staleTime: 0 }),
    onSuccess: async (status, project) => {
      toasts.success(ADMIN_TEXTS.analysisStatus(status.entriesGenerated, status.status));
      const listed = project.analysis;
      if (status.analysis?.id !== listed?.id || status.analysis?.status !== listed?.status) {
        await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.projects, exact: true });
      }
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.status, error),
  });
}

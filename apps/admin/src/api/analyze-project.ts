import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, ADMIN_TEXTS, DOC_TYPES, ERROR_TOASTS, QUERY_KEYS, type AnalysisJob, type AnalyzeOptions, type Project } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `POST /api/admin/projects/{id}/analyze`: queues an analysis (202) and answers its job. */
export function analyzeProject({ id, options }: { id: string; options: AnalyzeOptions }): Promise<AnalysisJob> {
  return apiRequest<AnalysisJob>(ADMIN_ROUTES.analyze(id), { method: 'POST', body: options });
}

/** What the panel sends: the documentation agents write the changelog and every document type. */
export function panelAnalyzeOptions(maxCommits: number, clustering: AnalyzeOptions['clustering']): AnalyzeOptions {
  return { documentTypes: [...DOC_TYPES], maxCommits, clustering, useNewSystem: true };
}

/**
 * Starts an analysis (spec §4): 'Analysis Started', the project shows the new job at once (its
 * buttons disabled, its progress polled) and the list is refreshed.
 */
export function useAnalyzeProject() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: analyzeProject,
    onSuccess: async (job, { id, options }) => {
      toasts.success(ADMIN_TEXTS.analysisStarted(options.useNewSystem ?? true));
      queryClient.setQueryData<Project[]>(QUERY_KEYS.projects, (projects) =>
        projects?.map((project) => (project.id === id ? { ...project, analysis: job } : project)),
      );
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.projects, exact: true });
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.analysis, error),
  });
}

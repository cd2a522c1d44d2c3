import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, ERROR_TOASTS, QUERY_KEYS, SUCCESS_TOASTS, type Project } from '@chronicle/contracts';
import type { AddProjectRequest } from '@chronicle/contracts/requests';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `POST /api/admin/projects`: adds the repository and queues its first analysis. */
export function addProject(input: AddProjectRequest): Promise<Project> {
  return apiRequest<Project>(ADMIN_ROUTES.projects, { method: 'POST', body: input });
}

/** Adds a project, says so ('Success') and refreshes the list, where its analysis shows as it runs. */
export function useAddProject() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: addProject,
    onSuccess: async () => {
      toasts.success(SUCCESS_TOASTS.projectAdded);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.projects, exact: true });
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.adminAdd, error),
  });
}

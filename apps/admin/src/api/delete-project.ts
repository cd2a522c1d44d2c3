import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, ERROR_TOASTS, QUERY_KEYS, SUCCESS_TOASTS, type Project } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `DELETE /api/admin/projects/{id}` (204). */
export function deleteProject(id: string): Promise<unknown> {
  return apiRequest(ADMIN_ROUTES.project(id), { method: 'DELETE' });
}

/** Deletes a project: 'Success' / 'Project deleted successfully', and it leaves the list. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async (_answer, id) => {
      toasts.success(SUCCESS_TOASTS.projectDeleted);
      queryClient.setQueryData<Project[]>(QUERY_KEYS.projects, (projects) => projects?.filter((project) => project.id !== id));
      queryClient.removeQueries({ queryKey: QUERY_KEYS.projectStatus(id) });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.projects, exact: true });
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.deleteProject, error),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_TOASTS, QUERY_KEYS, REPO_ROUTES, SUCCESS_TOASTS } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `DELETE /api/repos/{id}`, id being the connected repository's GitHub id. */
export function disconnectRepository(id: number): Promise<unknown> {
  return apiRequest(REPO_ROUTES.disconnect(id), { method: 'DELETE' });
}

/** Disconnects, then refetches the repositories (and so the active one) and the entries (spec §4). */
export function useDisconnectRepository() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: disconnectRepository,
    onSuccess: async () => {
      toasts.success(SUCCESS_TOASTS.repositoryDisconnected);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.repos }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.entries }),
      ]);
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.disconnect, error),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, REPO_ROUTES, type ActiveRepositoryView, type ConnectedRepository } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';
import { PUBLISHING_SAVE_FAILED } from '../texts';

/** `PUT /api/repos/{id}/publishing`. */
export function updatePublishing({ id, published }: { id: number; published: boolean }): Promise<ConnectedRepository> {
  return apiRequest<ConnectedRepository>(REPO_ROUTES.publishing(id), { method: 'PUT', body: { published } });
}

/** Publishes (or unpublishes) a private repository's changelog page and feed. */
export function useUpdatePublishing() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: updatePublishing,
    // The answer is the repository as saved: no need to ask for it again.
    onSuccess: (repository) => queryClient.setQueryData<ActiveRepositoryView>(QUERY_KEYS.activeRepository, (view) => view && { ...view, repository }),
    onError: (error) => toasts.failure(PUBLISHING_SAVE_FAILED, error),
  });
}

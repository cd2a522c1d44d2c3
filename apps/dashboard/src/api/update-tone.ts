import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, REPO_ROUTES, type ActiveRepositoryView, type ConnectedRepository, type SummaryTone } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';
import { TONE_SAVE_FAILED } from '../texts';

/** `PUT /api/repos/{id}/tone`. */
export function updateTone({ id, tone }: { id: number; tone: SummaryTone }): Promise<ConnectedRepository> {
  return apiRequest<ConnectedRepository>(REPO_ROUTES.tone(id), { method: 'PUT', body: { tone } });
}

/** Saves the tone with the connected repository, so the texts written for its pushes use it. */
export function useUpdateTone({ onSaved }: { onSaved: (tone: SummaryTone) => void }) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: updateTone,
    onSuccess: async (repository) => {
      onSaved(repository.tone);
      // The answer is the repository as saved: no need to ask for it again.
      queryClient.setQueryData<ActiveRepositoryView>(QUERY_KEYS.activeRepository, (view) => view && { ...view, repository });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.repos, exact: true });
    },
    onError: (error) => toasts.failure(TONE_SAVE_FAILED, error),
  });
}

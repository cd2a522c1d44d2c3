import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AI_ROUTES, AI_TUNING_TEXTS, ERROR_TOASTS, QUERY_KEYS, type AiPhaseView } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `DELETE /api/ai/phases/{id}`: custom phases only (the server refuses a built-in one). */
export function deleteAiPhase(id: string): Promise<unknown> {
  return apiRequest(AI_ROUTES.phase(id), { method: 'DELETE' });
}

/** Deletes a phase: 'AI phase deleted successfully', and it leaves the list. */
export function useDeleteAiPhase() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: deleteAiPhase,
    onSuccess: async (_answer, id) => {
      toasts.success(AI_TUNING_TEXTS.phaseDeleted);
      queryClient.setQueryData<AiPhaseView[]>(QUERY_KEYS.aiPhases, (phases) => phases?.filter((phase) => phase.id !== id));
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.aiPhases, exact: true });
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.deletePhase, error),
  });
}

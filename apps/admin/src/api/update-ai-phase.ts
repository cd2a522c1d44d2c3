import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AI_ROUTES, AI_TUNING_TEXTS, ERROR_TOASTS, QUERY_KEYS, type AiPhaseView } from '@chronicle/contracts';
import type { UpdateAiPhaseRequest } from '@chronicle/contracts/requests';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `PUT /api/ai/phases/{id}`: the changed fields only (spec §7). */
export function updateAiPhase({ id, changes }: { id: string; changes: UpdateAiPhaseRequest }): Promise<AiPhaseView> {
  return apiRequest<AiPhaseView>(AI_ROUTES.phase(id), { method: 'PUT', body: changes });
}

/** Saves a phase: 'AI phase updated successfully' and the list asks again. */
export function useUpdateAiPhase() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: updateAiPhase,
    onSuccess: async () => {
      toasts.success(AI_TUNING_TEXTS.phaseUpdated);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.aiPhases, exact: true });
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.updatePhase, error),
  });
}

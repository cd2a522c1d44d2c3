import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AI_ROUTES, AI_TUNING_TEXTS, ERROR_TOASTS, QUERY_KEYS, type AiPhaseView } from '@chronicle/contracts';
import type { CreateAiPhaseRequest } from '@chronicle/contracts/requests';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `POST /api/ai/phases`: a custom phase. */
export function createAiPhase(body: CreateAiPhaseRequest): Promise<AiPhaseView> {
  return apiRequest<AiPhaseView>(AI_ROUTES.phases, { method: 'POST', body });
}

/** Creates a phase: 'AI phase created successfully' and the list asks again. */
export function useCreateAiPhase() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: createAiPhase,
    onSuccess: async () => {
      toasts.success(AI_TUNING_TEXTS.phaseCreated);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.aiPhases, exact: true });
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.createPhase, error),
  });
}

import { useMutation } from '@tanstack/react-query';
import { AI_ROUTES, ERROR_TOASTS, SAMPLE_TEST_COMMITS, type TestPhaseBody, type TestPhaseResult } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';

/** `POST /api/ai/test-phase/{phaseId}` with the three sample commits (spec §7). */
export function testAiPhase(phaseId: string): Promise<TestPhaseResult> {
  const body: TestPhaseBody = { testData: { commits: [...SAMPLE_TEST_COMMITS] } };
  return apiRequest<TestPhaseResult>(AI_ROUTES.testPhase(phaseId), { method: 'POST', body });
}

/** Runs a phase on the sample commits; a failure says so with the server's sentence. */
export function useTestAiPhase() {
  const toasts = useToasts();
  return useMutation({
    mutationFn: testAiPhase,
    onError: (error) => toasts.failure(ERROR_TOASTS.testPhase, error),
  });
}

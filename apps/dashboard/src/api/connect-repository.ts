import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_TOASTS, QUERY_KEYS, REPO_ROUTES, SUCCESS_TOASTS, type ConnectedRepository, type RepositorySummary, type SummaryTone } from '@chronicle/contracts';
import type { ConnectRepositoryRequest } from '@chronicle/contracts/requests';
import { apiRequest, useToasts } from '@chronicle/ui';

/** The connect payload (spec §3), plus the tone chosen in this browser (DESIGN.md). */
export type ConnectRepositoryInput = ConnectRepositoryRequest & { tone: SummaryTone };

/** `POST /api/repos/connect`. */
export function connectRepository(input: ConnectRepositoryInput): Promise<ConnectedRepository> {
  return apiRequest<ConnectedRepository>(REPO_ROUTES.connect, { method: 'POST', body: input });
}

export function connectInput(repository: RepositorySummary, tone: SummaryTone): ConnectRepositoryInput {
  return { repoId: repository.id, repoName: repository.name, owner: repository.owner.login, fullName: repository.full_name, tone };
}

/** Connects, then refetches the repositories (and so the active one) and the entries (spec §4). */
export function useConnectRepository() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: connectRepository,
    onSuccess: async () => {
      toasts.success(SUCCESS_TOASTS.repositoryConnected);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.repos }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.entries }),
      ]);
    },
    onError: (error) => toasts.failure(ERROR_TOASTS.connect, error),
  });
}

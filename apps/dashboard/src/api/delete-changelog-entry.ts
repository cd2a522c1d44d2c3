import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENTRY_ROUTES, ERROR_TOASTS, QUERY_KEYS, SUCCESS_TOASTS } from '@chronicle/contracts';
import { ApiRequestError, apiRequest, useToasts } from '@chronicle/ui';
import { DELETE_ENTRY_FINAL_FALLBACK } from '../texts';

/**
 * `DELETE /api/changelog-entries/{id}`. A failed answer becomes an error carrying the body's
 * message, or {@link DELETE_ENTRY_FINAL_FALLBACK} when the body has none (spec §7).
 */
export async function deleteChangelogEntry(id: string): Promise<unknown> {
  try {
    return await apiRequest(ENTRY_ROUTES.remove(id), { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiRequestError) throw new Error(error.serverMessage ?? DELETE_ENTRY_FINAL_FALLBACK, { cause: error });
    throw error;
  }
}

function failureMessage(error: unknown): string | undefined {
  return error instanceof Error && error.cause instanceof ApiRequestError ? error.message : undefined;
}

/** Deletes an entry, then refetches the entries and the stats (spec §4). */
export function useDeleteChangelogEntry() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: deleteChangelogEntry,
    onSuccess: async () => {
      toasts.success(SUCCESS_TOASTS.entryDeleted);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.entries }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.activeRepository }),
      ]);
    },
    // No answer at all (the network failed) leaves the catalogue's default text.
    onError: (error) =>
      toasts.failure({ title: ERROR_TOASTS.deleteEntry.title, description: failureMessage(error) ?? ERROR_TOASTS.deleteEntry.description }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCAL_FOLDER_ROUTES, QUERY_KEYS } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';
import { LOCAL_FOLDER_TEXTS } from '../texts';

/** `DELETE /api/local-folders/{id}`. */
export function removeLocalFolder(id: string): Promise<void> {
  return apiRequest<void>(LOCAL_FOLDER_ROUTES.folder(id), { method: 'DELETE' });
}

/** Removes an added folder; its repository may have been disconnected with it, so the repositories are refetched too. */
export function useRemoveLocalFolder() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: removeLocalFolder,
    onSuccess: async () => {
      toasts.success(LOCAL_FOLDER_TEXTS.removed);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.localFolders }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.repos }),
      ]);
    },
    onError: (error) => toasts.failure(LOCAL_FOLDER_TEXTS.removeFailed, error),
  });
}

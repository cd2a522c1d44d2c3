import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCAL_FOLDER_ROUTES, QUERY_KEYS, type LocalFolder } from '@chronicle/contracts';
import type { AddLocalFolderRequest } from '@chronicle/contracts/requests';
import { apiRequest, ApiRequestError, useToasts } from '@chronicle/ui';
import { LOCAL_FOLDER_TEXTS } from '../texts';

/** `POST /api/local-folders`. */
export function addLocalFolder(input: AddLocalFolderRequest): Promise<LocalFolder> {
  return apiRequest<LocalFolder>(LOCAL_FOLDER_ROUTES.list, { method: 'POST', body: input });
}

/**
 * Adds a folder, then refetches the folders and the repositories, so its repository is offered
 * under Connect Repository at once. A refusal (4xx) is shown under the field by the form; any
 * other failure as a toast.
 */
export function useAddLocalFolder() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: addLocalFolder,
    onSuccess: async () => {
      toasts.success(LOCAL_FOLDER_TEXTS.added);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.localFolders }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.repos }),
      ]);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.status < 500)) toasts.failure(LOCAL_FOLDER_TEXTS.addFailed, error);
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOCAL_FOLDER_ROUTES, QUERY_KEYS, type LocalFolder } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/local-folders`: the local code host's folders, configured and added. */
export function getLocalFolders(signal?: AbortSignal): Promise<LocalFolder[]> {
  return apiRequest<LocalFolder[]>(LOCAL_FOLDER_ROUTES.list, { signal });
}

export function localFoldersQueryOptions() {
  return queryOptions({ queryKey: QUERY_KEYS.localFolders, queryFn: ({ signal }) => getLocalFolders(signal) });
}

/** Local mode only: with GitHub there are no folders to read. */
export function useLocalFolders({ enabled }: { enabled: boolean }) {
  return useQuery({ ...localFoldersQueryOptions(), enabled });
}

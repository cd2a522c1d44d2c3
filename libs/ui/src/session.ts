import { useQuery } from '@tanstack/react-query';
import { AUTH_ROUTES, QUERY_KEYS, type CurrentUser } from '@chronicle/contracts';
import { apiRequestOrNull } from './api-client.js';

/** The session (spec §4): undefined while loading, null when signed out, else the user. */
export function useSession(): { user: CurrentUser | null | undefined; isLoading: boolean } {
  const query = useQuery({
    queryKey: QUERY_KEYS.session,
    queryFn: ({ signal }) => apiRequestOrNull<CurrentUser>(AUTH_ROUTES.me, { signal }),
  });
  return { user: query.data, isLoading: query.isLoading };
}

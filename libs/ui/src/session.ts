import { useQuery } from '@tanstack/react-query';
import { AUTH_ROUTES, QUERY_KEYS, type SessionUser } from '@chronicle/contracts';
import { apiRequestOrNull } from './api-client.js';

/** The session (spec §4): undefined while loading, null when signed out, else the user (and their code host). */
export function useSession(): { user: SessionUser | null | undefined; isLoading: boolean } {
  const query = useQuery({
    queryKey: QUERY_KEYS.session,
    queryFn: ({ signal }) => apiRequestOrNull<SessionUser>(AUTH_ROUTES.me, { signal }),
  });
  return { user: query.data, isLoading: query.isLoading };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, USER_ROUTES, type AdminUserList } from '@chronicle/contracts';
import { apiRequest } from '@chronicle/ui';

/** `GET /api/admin/users`: every user with their plan, and the default plan. */
export function getUsers(signal?: AbortSignal): Promise<AdminUserList> {
  return apiRequest<AdminUserList>(USER_ROUTES.adminUsers, { signal });
}

export function usersQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.adminUsers,
    queryFn: ({ signal }) => getUsers(signal),
  });
}

/** Rendered only for an administrator (AdminGate), so only they ask. */
export function useUsers() {
  return useQuery(usersQueryOptions());
}

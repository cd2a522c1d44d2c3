import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, TIER_NAMES, USER_ROUTES, type AdminUser, type AdminUserList, type SubscriptionTier } from '@chronicle/contracts';
import { apiRequest, useToasts } from '@chronicle/ui';
import { USERS_TEXTS } from '../texts';

export type SetUserPlanInput = { id: string; plan: SubscriptionTier };

/** `PATCH /api/admin/users/{id}` with `{subscription_tier}`: answers the user as now stored. */
export function setUserPlan({ id, plan }: SetUserPlanInput): Promise<AdminUser> {
  return apiRequest<AdminUser>(USER_ROUTES.adminUser(id), { method: 'PATCH', body: { subscription_tier: plan } });
}

/**
 * Changes a user's plan, says so, and puts the answer in the list. The session and the agents'
 * tiers are read again too: an admin who changed their own plan sees it on the agents page at once.
 */
export function useSetUserPlan() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: setUserPlan,
    onSuccess: async (user) => {
      toasts.success(USERS_TEXTS.planChanged(user.username, TIER_NAMES[user.subscription_tier]));
      queryClient.setQueryData<AdminUserList>(QUERY_KEYS.adminUsers, (list) => list && { ...list, users: list.users.map((known) => (known.id === user.id ? user : known)) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.session }),
        queryClient.invalidateQueries({ queryKey: ['agents'] }),
      ]);
    },
    onError: (error) => toasts.failure(USERS_TEXTS.planFailed, error),
  });
}

import type { SubscriptionTier, UserRole } from './auth.js';

/**
 * A user as the admin panel's Users and Plans section lists them (beyond the spec: the spec has
 * tiers but no screen that sets one; a self-hosted install needs its operator to).
 */
export type AdminUser = {
  id: string;
  /** The sign-in login (GitHub's, or `local` for the local user). */
  username: string;
  name: string | null;
  avatarUrl: string | null;
  role: UserRole;
  subscription_tier: SubscriptionTier;
  /** When an admin last set the plan (ISO 8601); null: the plan follows the server's default plan. */
  planChosenAt: string | null;
  /** The repository the user has connected now, if any (its documents follow the plan when it is private). */
  connectedRepository: string | null;
  /** ISO 8601. */
  createdAt: string;
};

/** `GET /api/admin/users`: every user, oldest first, and the plan of those no admin gave one. */
export type AdminUserList = {
  /** CHRONICLE_DEFAULT_PLAN: the plan a new user gets, and every user whose plan no admin chose. */
  defaultPlan: SubscriptionTier;
  users: AdminUser[];
};

export const USER_ROUTES = {
  adminUsers: '/api/admin/users',
  adminUser: (id: string) => `/api/admin/users/${id}`,
} as const;

import type { CurrentUser } from '@chronicle/contracts';
import type { UserRow } from '../../database/schema.js';

/** The contract shape of a user row, as `GET /api/auth/me` answers it. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    avatarUrl: user.avatarUrl,
    subscription_tier: user.subscriptionTier,
    role: user.role,
  };
}

import { IsIn } from 'class-validator';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../auth.js';

/** `PATCH /api/admin/users/{id}`: the plan an admin gives the user (the field name is the spec's User field). */
export class UpdateUserPlanRequest {
  @IsIn(SUBSCRIPTION_TIERS, { message: `subscription_tier must be one of ${SUBSCRIPTION_TIERS.join(', ')}` })
  subscription_tier!: SubscriptionTier;
}

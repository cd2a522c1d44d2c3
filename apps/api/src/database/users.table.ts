import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SubscriptionTier, UserRole } from '@chronicle/contracts';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull(),
  name: text('name'),
  avatarUrl: text('avatar_url'),
  subscriptionTier: text('subscription_tier').$type<SubscriptionTier>().notNull().default('free'),
  /**
   * When an admin last set the user's plan on the admin panel. Null: the plan follows
   * CHRONICLE_DEFAULT_PLAN, given at sign-up and again at each start (so a changed setting reaches
   * every such user); once set, an admin's choice holds.
   */
  planChosenAt: timestamp('plan_chosen_at', { withTimezone: true }),
  role: text('role').$type<UserRole>().notNull().default('user'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SubscriptionTier, UserRole } from '@chronicle/contracts';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull(),
  name: text('name'),
  avatarUrl: text('avatar_url'),
  subscriptionTier: text('subscription_tier').$type<SubscriptionTier>().notNull().default('free'),
  role: text('role').$type<UserRole>().notNull().default('user'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

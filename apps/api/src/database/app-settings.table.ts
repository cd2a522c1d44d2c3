import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide values that belong to no user, such as the encryption-key check. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

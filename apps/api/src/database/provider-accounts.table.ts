import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.js';

export const PROVIDERS = ['github', 'local'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** A user's identity at a code host, with the host's access token encrypted (AES-256-GCM). */
export const providerAccounts = pgTable(
  'provider_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<Provider>().notNull(),
    providerUserId: text('provider_user_id').notNull(),
    login: text('login').notNull(),
    accessTokenEncrypted: text('access_token_encrypted'),
    scopes: text('scopes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('provider_accounts_provider_user_unique').on(table.provider, table.providerUserId),
    index('provider_accounts_user_id_idx').on(table.userId),
  ],
);

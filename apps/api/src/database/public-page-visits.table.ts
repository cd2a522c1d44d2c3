import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { codeRepositories } from './code-repositories.table.js';

/**
 * Who has seen a public page today, so a visitor counts once per day however often they reload.
 * The visitor is a keyed hash of address and browser, never the address itself; rows older than
 * yesterday are purged.
 */
export const publicPageVisits = pgTable(
  'public_page_visits',
  {
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => codeRepositories.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.repositoryId, table.day, table.visitor] })],
);

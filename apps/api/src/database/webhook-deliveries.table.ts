import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { codeRepositories } from './code-repositories.table.js';

export const DELIVERY_STATUSES = ['received', 'ignored', 'processing', 'processed', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * The inbox of verified webhook deliveries, keyed by the host's delivery id, so a repeat is
 * recognised and an acknowledged delivery survives until it is processed.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryId: text('delivery_id').primaryKey(),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => codeRepositories.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    /**
     * What the push moved (`ref`, `before`, `after`): a captured delivery resent under a new
     * delivery id has the same key, so it is recognised as a repeat too. Null for other events.
     */
    pushKey: text('push_key'),
    status: text('status').$type<DeliveryStatus>().notNull(),
    /** Why a delivery makes no entry (another branch, a tag, a deletion), or the last processing error. */
    note: text('note'),
    attempts: integer('attempts').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_repository_idx').on(table.repositoryId),
    index('webhook_deliveries_status_idx').on(table.status),
    uniqueIndex('webhook_deliveries_push_key_unique').on(table.repositoryId, table.pushKey),
  ],
);

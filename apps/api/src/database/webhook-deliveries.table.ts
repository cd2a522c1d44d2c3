import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { codeRepositories } from './code-repositories.table.js';

/** Binary data: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both are handed on as bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

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
    /** The push payload; for a large one (`payloadGzip` set) only the facts the inbox decides on. */
    payload: jsonb('payload').notNull(),
    /**
     * A large payload, whole, as gzip-compressed JSON text: the database never parses it, and the
     * event loop (PGlite's database runs on it) never moves 25 MB of JSON in or out of it.
     */
    payloadGzip: bytea('payload_gzip'),
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

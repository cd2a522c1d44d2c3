import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { StoredPayload } from '@chronicle/analysis';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { webhookDeliveries, type DeliveryStatus } from '../../database/schema.js';

/** The webhook inbox: queries only. */
@Injectable()
export class WebhookDeliveriesRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  /**
   * Stores a delivery once: false when its id is already in the inbox (a redelivery), or — for a
   * push with a `pushKey` — when the same push of the same repository is (a replay under a new id).
   * The payload comes as JSON text, cast to jsonb by the database, so it is never serialized again
   * in this thread; a large one compressed beside its head (StoredPayload), which the database keeps
   * as bytes.
   */
  async insertOnce(delivery: { deliveryId: string; repositoryId: string; event: string; payload: StoredPayload; pushKey?: string | null; status: DeliveryStatus; note: string | null }): Promise<boolean> {
    const { payload, ...row } = delivery;
    const inserted = await this.db
      .insert(webhookDeliveries)
      .values({ ...row, payload: sql`${payload.json}::jsonb`, payloadGzip: payload.gzip })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.deliveryId });
    return inserted.length > 0;
  }
}

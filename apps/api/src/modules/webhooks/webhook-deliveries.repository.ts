import { Inject, Injectable } from '@nestjs/common';
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

  /** Stores a delivery once: false when its id is already in the inbox (a redelivery). */
  async insertOnce(delivery: { deliveryId: string; repositoryId: string; event: string; payload: unknown; status: DeliveryStatus; note: string | null }): Promise<boolean> {
    const inserted = await this.db.insert(webhookDeliveries).values(delivery).onConflictDoNothing().returning({ id: webhookDeliveries.deliveryId });
    return inserted.length > 0;
  }
}

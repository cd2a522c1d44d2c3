import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { codeRepositories, webhookDeliveries, type CodeRepositoryRow, type DeliveryStatus } from '../../database/schema.js';

/** The webhook inbox: queries only. */
@Injectable()
export class WebhookDeliveriesRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  /** The connected repository a GitHub delivery is for, by GitHub's repository id. */
  async findConnectedGithubRepository(hostRepoId: string): Promise<CodeRepositoryRow | null> {
    const [row] = await this.db
      .select()
      .from(codeRepositories)
      .where(and(eq(codeRepositories.provider, 'github'), eq(codeRepositories.hostRepoId, hostRepoId), isNull(codeRepositories.disconnectedAt)));
    return row ?? null;
  }

  /** Stores a delivery once: false when its id is already in the inbox (a redelivery). */
  async insertOnce(delivery: { deliveryId: string; repositoryId: string; event: string; payload: unknown; status: DeliveryStatus; note: string | null }): Promise<boolean> {
    const inserted = await this.db.insert(webhookDeliveries).values(delivery).onConflictDoNothing().returning({ id: webhookDeliveries.deliveryId });
    return inserted.length > 0;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, avg, count, desc, eq, gte, sql } from 'drizzle-orm';
import { redactSecretsIn } from '@chronicle/snapshot';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { changelogEntries, codeRepositories, webhookDeliveries, type ChangelogEntryRow } from '../../database/schema.js';

export type NewEntry = Omit<ChangelogEntryRow, 'id' | 'createdAt' | 'source' | 'deliveryId'> & { deliveryId: string };
/** An entry an analysis made from a group of commits. */
export type NewAnalysisEntry = Omit<NewEntry, 'deliveryId' | 'repositoryId'>;

// Rows per INSERT when an analysis stores its entries (well under PostgreSQL's 65,535 parameters).
const INSERT_BATCH = 500;

/** Entries and the inbox rows they are made from: queries, and entries read without secrets. */
@Injectable()
export class ChangelogEntriesRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  /**
   * A delivery to process, with its repository: the payload as JSON text (`payload::text`), or
   * compressed (`payloadGzip`, its JSON then only the head), and how many commits it lists, so this
   * thread never parses a large payload.
   */
  async findDeliveryWithRepository(deliveryId: string) {
    const commits = sql`${webhookDeliveries.payload}->'commits'`;
    const [row] = await this.db
      .select({
        delivery: { status: webhookDeliveries.status, receivedAt: webhookDeliveries.receivedAt },
        push: {
          payloadText: sql<string>`${webhookDeliveries.payload}::text`,
          payloadGzip: webhookDeliveries.payloadGzip,
          commitsListed: sql<number>`case when jsonb_typeof(${commits}) = 'array' then jsonb_array_length(${commits}) else 0 end`.mapWith(Number),
        },
        repository: codeRepositories,
      })
      .from(webhookDeliveries)
      .innerJoin(codeRepositories, eq(codeRepositories.id, webhookDeliveries.repositoryId))
      .where(eq(webhookDeliveries.deliveryId, deliveryId));
    return row ?? null;
  }

  /** The entry and the delivery's new status in one transaction: never an entry without its delivery marked, nor twice. */
  async saveEntry(entry: NewEntry): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(changelogEntries).values(entry).onConflictDoNothing({ target: changelogEntries.deliveryId });
      await tx.update(webhookDeliveries).set({ status: 'processed', processedAt: new Date(), note: null }).where(eq(webhookDeliveries.deliveryId, entry.deliveryId));
    });
  }

  /**
   * Replaces the repository's analysis entries with these, in one transaction: analysing again
   * never duplicates, and a failure leaves the earlier entries as they were.
   */
  async replaceAnalysisEntries(repositoryId: string, entries: NewAnalysisEntry[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(changelogEntries).where(and(eq(changelogEntries.repositoryId, repositoryId), eq(changelogEntries.source, 'analysis')));
      for (let start = 0; start < entries.length; start += INSERT_BATCH) {
        const batch = entries.slice(start, start + INSERT_BATCH).map((entry) => ({ ...entry, repositoryId, source: 'analysis' as const, deliveryId: null }));
        await tx.insert(changelogEntries).values(batch);
      }
    });
  }

  /** Sets a delivery's status; answers its repository's id (null when there is no such delivery). */
  async markDelivery(deliveryId: string, status: 'ignored' | 'failed' | 'received', note: string | null): Promise<string | null> {
    const [row] = await this.db
      .update(webhookDeliveries)
      .set({ status, note, attempts: sql`${webhookDeliveries.attempts} + 1` })
      .where(eq(webhookDeliveries.deliveryId, deliveryId))
      .returning({ repositoryId: webhookDeliveries.repositoryId });
    return row?.repositoryId ?? null;
  }

  /** Deliveries still waiting for their entry, oldest first. */
  async waitingDeliveryIds(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: webhookDeliveries.deliveryId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'received'))
      .orderBy(webhookDeliveries.receivedAt)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** A repository's entries, newest first, their texts without secrets (`withoutSecrets`). */
  async listForRepository(repositoryId: string, page: { offset?: number; limit: number }): Promise<ChangelogEntryRow[]> {
    const rows = await this.db
      .select()
      .from(changelogEntries)
      .where(eq(changelogEntries.repositoryId, repositoryId))
      .orderBy(desc(changelogEntries.pushedAt), desc(changelogEntries.createdAt))
      .offset(page.offset ?? 0)
      .limit(page.limit);
    return rows.map(withoutSecrets);
  }

  /** A repository's entries pushed at or after `since`, newest first, their texts without secrets (`withoutSecrets`). */
  async listSince(repositoryId: string, since: Date, limit: number): Promise<ChangelogEntryRow[]> {
    const rows = await this.db
      .select()
      .from(changelogEntries)
      .where(and(eq(changelogEntries.repositoryId, repositoryId), gte(changelogEntries.pushedAt, since)))
      .orderBy(desc(changelogEntries.pushedAt), desc(changelogEntries.createdAt))
      .limit(limit);
    return rows.map(withoutSecrets);
  }

  async countForRepository(repositoryId: string): Promise<number> {
    const [totals] = await this.db.select({ total: count() }).from(changelogEntries).where(eq(changelogEntries.repositoryId, repositoryId));
    return Number(totals?.total ?? 0);
  }

  /** The dashboard's figures of one repository: every entry, those pushed since `since`, mean processing time, failed pushes. */
  async statsForRepository(repositoryId: string, since: Date): Promise<{ total: number; since: number; avgProcessingMs: number | null; failed: number }> {
    const [entries] = await this.db
      .select({
        total: count(),
        since: sql<number>`count(*) filter (where ${changelogEntries.pushedAt} >= ${since.toISOString()})`,
        avgProcessingMs: avg(changelogEntries.processingMs),
      })
      .from(changelogEntries)
      .where(eq(changelogEntries.repositoryId, repositoryId));
    const [failed] = await this.db
      .select({ total: count() })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.repositoryId, repositoryId), eq(webhookDeliveries.status, 'failed')));
    return {
      total: Number(entries?.total ?? 0),
      since: Number(entries?.since ?? 0),
      avgProcessingMs: entries?.avgProcessingMs == null ? null : Math.round(Number(entries.avgProcessingMs)),
      failed: Number(failed?.total ?? 0),
    };
  }

  /** Deletes an entry of one of the user's repositories; false when there is none with that id. */
  async deleteOwned(userId: string, entryId: string): Promise<boolean> {
    const owned = this.db.select({ id: codeRepositories.id }).from(codeRepositories).where(eq(codeRepositories.userId, userId));
    const deleted = await this.db
      .delete(changelogEntries)
      .where(and(eq(changelogEntries.id, entryId), sql`${changelogEntries.repositoryId} IN ${owned}`))
      .returning({ id: changelogEntries.id });
    return deleted.length > 0;
  }
}

/**
 * An entry whose headline, summary and social text have every secret cut out. Texts are written
 * from redacted commits; this also keeps rows stored before that (and any text a model wrote) from
 * publishing one — every list an entry is shown from (dashboard, public page, feed, MCP) reads here.
 */
function withoutSecrets(row: ChangelogEntryRow): ChangelogEntryRow {
  return { ...row, ...redactSecretsIn({ headline: row.headline, summary: row.summary, socialText: row.socialText }) };
}

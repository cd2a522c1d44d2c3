import { Inject, Injectable } from '@nestjs/common';
import { eq, lt, sql } from 'drizzle-orm';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { codeRepositories, publicPageVisits } from '../../database/schema.js';

/** Who saw a public page on which day, and the page's view count: queries only. */
@Injectable()
export class PublicPageVisitsRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  /**
   * Records that `visitor` saw the page on `day` (YYYY-MM-DD) and, only if that is new, counts a
   * view. The primary key decides: of two simultaneous first visits one inserts, the other waits
   * for it and inserts nothing, so the view is counted once; the transaction keeps row and count together.
   */
  async recordVisit(repositoryId: string, visitor: string, day: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.insert(publicPageVisits).values({ repositoryId, visitor, day }).onConflictDoNothing().returning({ day: publicPageVisits.day });
      if (inserted.length === 0) return false;
      await tx.update(codeRepositories).set({ publicViews: sql`${codeRepositories.publicViews} + 1` }).where(eq(codeRepositories.id, repositoryId));
      return true;
    });
  }

  /** Deletes the visits of days before `day`; returns how many. */
  async deleteBefore(day: string): Promise<number> {
    const deleted = await this.db.delete(publicPageVisits).where(lt(publicPageVisits.day, day)).returning({ day: publicPageVisits.day });
    return deleted.length;
  }
}

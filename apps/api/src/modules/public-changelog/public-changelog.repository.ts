import { Inject, Injectable } from '@nestjs/common';
import { count, desc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { changelogEntries, codeRepositories, type ChangelogEntryRow, type CodeRepositoryRow } from '../../database/schema.js';

/** Public pages read repositories by slug — connected or not, their entries stay readable. */
@Injectable()
export class PublicChangelogRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  async findBySlug(slug: string): Promise<CodeRepositoryRow | null> {
    const [row] = await this.db.select().from(codeRepositories).where(eq(codeRepositories.publicSlug, slug));
    return row ?? null;
  }

  async countView(repositoryId: string): Promise<void> {
    await this.db.update(codeRepositories).set({ publicViews: sql`${codeRepositories.publicViews} + 1` }).where(eq(codeRepositories.id, repositoryId));
  }

  async page(repositoryId: string, offset: number, limit: number): Promise<{ rows: ChangelogEntryRow[]; total: number }> {
    const [rows, [totals]] = await Promise.all([
      this.db.select().from(changelogEntries).where(eq(changelogEntries.repositoryId, repositoryId)).orderBy(desc(changelogEntries.pushedAt)).offset(offset).limit(limit),
      this.db.select({ total: count() }).from(changelogEntries).where(eq(changelogEntries.repositoryId, repositoryId)),
    ]);
    return { rows, total: Number(totals?.total ?? 0) };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { asc, count, eq } from 'drizzle-orm';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { localFolders, type LocalFolderRow } from '../../database/schema.js';

/** The folders added in Settings: queries only. */
@Injectable()
export class LocalFoldersRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  /** Oldest first, so the list reads in the order the folders were added. */
  list(): Promise<LocalFolderRow[]> {
    return this.db.select().from(localFolders).orderBy(asc(localFolders.addedAt), asc(localFolders.path));
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(localFolders);
    return row?.total ?? 0;
  }

  /** Null when the path is stored already (two adds of one folder at once store it once). */
  async insert(path: string): Promise<LocalFolderRow | null> {
    const [row] = await this.db.insert(localFolders).values({ path }).onConflictDoNothing({ target: localFolders.path }).returning();
    return row ?? null;
  }

  async delete(id: string): Promise<LocalFolderRow | null> {
    const [row] = await this.db.delete(localFolders).where(eq(localFolders.id, id)).returning();
    return row ?? null;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lt } from 'drizzle-orm';
import { DATABASE } from '../../database/database.module.js';
import type { Database, DatabaseConnection } from '../../database/database.js';
import { sessions, users, type UserRow } from '../../database/schema.js';

@Injectable()
export class SessionsRepository {
  private readonly db: Database;

  constructor(@Inject(DATABASE) connection: DatabaseConnection) {
    this.db = connection.db;
  }

  async create(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(sessions).values({ userId, tokenHash, expiresAt });
  }

  async findUserByTokenHash(tokenHash: string, now: Date): Promise<UserRow | null> {
    const [row] = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
    return row?.user ?? null;
  }

  async deleteByTokenHash(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Deletes the sessions that expired before `now`; returns how many. */
  async deleteExpired(now: Date): Promise<number> {
    const deleted = await this.db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    return deleted.length;
  }
}

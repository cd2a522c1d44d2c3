import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import * as schema from './schema.js';

/** The typed database handle, the same type on both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: repositories accept one so that a use case can span several of them. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseConnection = {
  db: Database;
  driver: DatabaseDriver;
  close(): Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant works; it only has to be the same in every Chronicle process sharing a database.
const MIGRATION_LOCK_ID = 7_364_001;

/** Where the embedded database lives inside the data directory. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Opens the database — PostgreSQL when a URL is given, otherwise embedded PGlite in the data
 * directory — and applies the checked-in migrations before returning.
 */
export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseConnection> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(pgliteDirectory(options.dataDir));
}

async function openPglite(directory: string): Promise<DatabaseConnection> {
  mkdirSync(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, driver: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) is discarded by the pool and
  // replaced on next use; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => new Logger('Database').warn(`An idle database connection was lost: ${error.message}`));
  // Several API or worker processes may start at once: one migrates while the others wait.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  const db = drizzlePostgres({ client: pool, schema });
  return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
}

/** True when the database answers a trivial query. */
export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}

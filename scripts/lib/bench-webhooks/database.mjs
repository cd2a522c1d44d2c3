// Reading what Chronicle stored, straight from its database after the run: PostgreSQL with the `pg`
// package (installed at the root for the API), the embedded PGlite data directory with
// `@electric-sql/pglite` once Chronicle has stopped (PGlite is single-process: the directory can
// only be opened while no server holds it).
import path from 'node:path';

const ms = (column) => `(extract(epoch from ${column}) * 1000)::float8`;

const ENTRIES_SQL = `
  SELECT e.id, e.delivery_id, e.commit_count, e.commit_shas, e.processing_ms, e.generated_by,
         ${ms('e.created_at')} AS created_ms, ${ms('d.received_at')} AS received_ms, ${ms('d.processed_at')} AS processed_ms
  FROM changelog_entries e JOIN webhook_deliveries d ON d.delivery_id = e.delivery_id`;

const DELIVERIES_SQL = `
  SELECT delivery_id, status, attempts, note, ${ms('received_at')} AS received_ms, ${ms('processed_at')} AS processed_ms
  FROM webhook_deliveries`;

/**
 * Every entry (with its delivery's arrival and processing times) and every inbox row, as plain
 * objects with times in ms since the epoch.
 * @param {{ databaseUrl?: string, pgliteDir?: string }} where
 */
export async function readStoredRows(where) {
  if (where.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      const entries = (await client.query(ENTRIES_SQL)).rows;
      const deliveries = (await client.query(DELIVERIES_SQL)).rows;
      return { entries, deliveries };
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(where.pgliteDir);
  try {
    const entries = (await db.query(ENTRIES_SQL)).rows;
    const deliveries = (await db.query(DELIVERIES_SQL)).rows;
    return { entries, deliveries };
  } finally {
    await db.close();
  }
}

/** Where Chronicle keeps its embedded database inside CHRONICLE_DATA_DIR (apps/api/src/database/database.ts). */
export function pgliteDirectory(dataDir) {
  return path.join(dataDir, 'pglite');
}

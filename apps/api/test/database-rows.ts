import { sql } from 'drizzle-orm';
import type { Database } from '../src/database/database.js';

/** The tables of the public schema. */
export async function listTables(db: Database): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

/** Every row of every table as text, for looking for a value anywhere in the database. */
export async function dumpDatabase(db: Database): Promise<string> {
  const dumps: string[] = [];
  for (const table of await listTables(db)) {
    const result = await db.execute<{ row: string }>(sql`SELECT t::text AS row FROM ${sql.identifier(table)} t`);
    dumps.push(...rowsOf<{ row: string }>(result).map((row) => `${table}: ${row.row}`));
  }
  return dumps.join('\n');
}

/** Tables with a row that mentions the given user id in any column. */
export async function tablesMentioning(db: Database, userId: string): Promise<string[]> {
  const dump = await dumpDatabase(db);
  return [...new Set(dump.split('\n').filter((line) => line.includes(userId)).map((line) => line.split(':')[0]!))];
}

// node-postgres answers { rows }, PGlite answers { rows } too; drizzle's types differ per driver.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

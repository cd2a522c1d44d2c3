// Jest global setup. Plain ESM on the built server (`npm test` builds before testing), because jest
// loads this file outside its TypeScript/ESM module pipeline.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, pgliteDirectory } from '../dist/database/database.js';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * A PGlite data directory with every migration applied, made once per set of migrations (creating
 * a PGlite directory takes seconds; copying one takes milliseconds). Tests copy it.
 */
async function ensurePgliteTemplate() {
  const template = path.join(tmpdir(), `chronicle-pglite-template-${migrationsHash()}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(`${template}-building-`);
  try {
    const connection = await openDatabase({ databaseUrl: null, dataDir: building });
    await connection.close();
    renameSync(pgliteDirectory(building), template);
  } catch (error) {
    // Another run made it first: theirs is as good as ours.
    if (!existsSync(template)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

function migrationsHash() {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path.join(MIGRATIONS, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export default async function globalSetup() {
  // Workers start after this and inherit the variable.
  process.env.CHRONICLE_PGLITE_TEMPLATE = await ensurePgliteTemplate();
}

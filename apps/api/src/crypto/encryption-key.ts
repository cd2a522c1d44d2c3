import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { appSettings } from '../database/schema.js';
import type { Database } from '../database/database.js';
import { SecretBox } from './secret-box.js';

const KEY_FILE = 'encryption.key';
const KEY_CHECK_SETTING = 'encryption_key_check';
const KEY_CHECK_PLAINTEXT = 'chronicle-encryption-key-check';

/** Raised at start when the key cannot decrypt what this database already holds. */
export class EncryptionKeyMismatchError extends Error {
  constructor() {
    super(
      'Chronicle cannot start: ENCRYPTION_KEY is not the key this database was encrypted with, so stored tokens and ' +
        'secrets could not be read. Set ENCRYPTION_KEY (or the key file in CHRONICLE_DATA_DIR) back to the original key.',
    );
    this.name = 'EncryptionKeyMismatchError';
  }
}

/**
 * The configured key, or the key file in the data directory — created with 32 random bytes on the
 * first start, readable by its owner only.
 */
export function resolveEncryptionKey(configured: Buffer | null, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

/**
 * Stores a value sealed with the key on the first start and checks it on every later one, so a
 * wrong key stops the start instead of failing on the first token read.
 */
export async function verifyEncryptionKey(db: Database, box: SecretBox): Promise<void> {
  await db.insert(appSettings).values({ key: KEY_CHECK_SETTING, value: box.seal(KEY_CHECK_PLAINTEXT) }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY_CHECK_SETTING));
  let opened: string | null = null;
  try {
    opened = box.open(row!.value);
  } catch {
    opened = null;
  }
  if (opened !== KEY_CHECK_PLAINTEXT) throw new EncryptionKeyMismatchError();
}

import { createHash } from 'node:crypto';

/**
 * A secret's fingerprint: `sha256:` and the first 12 hex digits of its SHA-256. The same value
 * always gives the same fingerprint, so a reader can tell that two findings are one secret; 48 bits
 * of a hash say nothing about the value.
 */
export function secretFingerprint(secret: string): string {
  return `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 12)}`;
}

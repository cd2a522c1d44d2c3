import { timingSafeEqual } from 'node:crypto';

/** GitHub's `X-Hub-Signature-256`: `sha256=` and 64 hex digits. */
export const SIGNATURE_HEADER_FORMAT = /^sha256=[0-9a-f]{64}$/i;

/**
 * Whether `X-Hub-Signature-256` carries `hexDigest` — the HMAC-SHA256 of the exact request body
 * with the webhook's secret, computed as the body streamed in. Compared in constant time; a
 * missing or malformed header never matches.
 */
export function isValidGithubSignature(hexDigest: string, header: string | undefined): boolean {
  if (!header || !SIGNATURE_HEADER_FORMAT.test(header)) return false;
  const expected = Buffer.from(`sha256=${hexDigest}`);
  const given = Buffer.from(header.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * GitHub's `X-Hub-Signature-256`: `sha256=` and the hex HMAC-SHA256 of the exact request body with
 * the webhook's secret. Compared in constant time; a missing or malformed header never matches.
 */
export function isValidGithubSignature(rawBody: Buffer, secret: string, header: string | undefined): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

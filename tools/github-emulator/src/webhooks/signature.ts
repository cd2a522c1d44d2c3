import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature headers GitHub adds to a delivery when its hook has a secret: HMAC hex digests of
 * the exact body, keyed with the secret (`X-Hub-Signature-256: sha256=…`, legacy `X-Hub-Signature: sha1=…`).
 */
export function signatureHeaders(secret: string, body: string | Buffer): { 'X-Hub-Signature': string; 'X-Hub-Signature-256': string } {
  return {
    'X-Hub-Signature': `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`,
    'X-Hub-Signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
  };
}

/**
 * Whether `signature` (an `X-Hub-Signature-256` value, `sha256=<hex>`) is the HMAC-SHA256 of the
 * exact raw `body` with `secret`, compared in constant time, as a webhook receiver should check it.
 */
export function verifyWebhookSignature(secret: string, body: string | Buffer, signature: string | undefined | null): boolean {
  if (typeof signature !== 'string' || !signature.startsWith('sha256=')) return false;
  const expected = Buffer.from(signatureHeaders(secret, body)['X-Hub-Signature-256']);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

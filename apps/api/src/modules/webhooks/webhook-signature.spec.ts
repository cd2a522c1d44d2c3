import { createHmac } from 'node:crypto';
import { isValidGithubSignature } from './webhook-signature.js';

const body = Buffer.from('{"ref":"refs/heads/main"}');
const sign = (secret: string, bytes = body) => `sha256=${createHmac('sha256', secret).update(bytes).digest('hex')}`;

describe('isValidGithubSignature', () => {
  it('accepts the HMAC-SHA256 of the exact body with the secret', () => {
    expect(isValidGithubSignature(body, 's3cret', sign('s3cret'))).toBe(true);
  });

  it('refuses another secret, another body, and a missing or malformed header', () => {
    expect(isValidGithubSignature(body, 's3cret', sign('other'))).toBe(false);
    expect(isValidGithubSignature(Buffer.from('{"ref":"refs/heads/main" }'), 's3cret', sign('s3cret'))).toBe(false);
    expect(isValidGithubSignature(body, 's3cret', undefined)).toBe(false);
    expect(isValidGithubSignature(body, 's3cret', 'sha1=abc')).toBe(false);
    expect(isValidGithubSignature(body, 's3cret', sign('s3cret').slice(0, -2))).toBe(false);
  });
});

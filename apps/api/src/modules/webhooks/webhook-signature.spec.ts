import { createHmac } from 'node:crypto';
import { isValidGithubSignature } from './webhook-signature.js';

const body = Buffer.from('{"ref":"refs/heads/main"}');
const digest = (secret: string, bytes = body) => createHmac('sha256', secret).update(bytes).digest('hex');
const header = (secret: string, bytes = body) => `sha256=${digest(secret, bytes)}`;

describe('isValidGithubSignature', () => {
  it('accepts the HMAC-SHA256 of the exact body with the secret, in either case', () => {
    expect(isValidGithubSignature(digest('s3cret'), header('s3cret'))).toBe(true);
    expect(isValidGithubSignature(digest('s3cret'), header('s3cret').toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
  });

  it('refuses another secret, another body, and a missing or malformed header', () => {
    expect(isValidGithubSignature(digest('s3cret'), header('other'))).toBe(false);
    expect(isValidGithubSignature(digest('s3cret', Buffer.from('{"ref":"refs/heads/main" }')), header('s3cret'))).toBe(false);
    expect(isValidGithubSignature(digest('s3cret'), undefined)).toBe(false);
    expect(isValidGithubSignature(digest('s3cret'), 'sha1=abc')).toBe(false);
    expect(isValidGithubSignature(digest('s3cret'), header('s3cret').slice(0, -2))).toBe(false);
  });
});

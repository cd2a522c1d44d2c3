import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and never shows the plaintext in the sealed form', () => {
    const sealed = box.seal('gho_secret-token');
    expect(sealed).not.toContain('gho_secret-token');
    expect(box.open(sealed)).toBe('gho_secret-token');
  });

  it('seals the same text differently each time (fresh IV)', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed with another key or tampered with', () => {
    const sealed = box.seal('token');
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open(`v1:${bytes.toString('base64')}`)).toThrow();
  });

  it('derives a stable key per purpose, different from the key and from other purposes', () => {
    const key = randomBytes(32);
    const derived = new SecretBox(key).deriveKey('public-page-visitors');
    expect(derived).toHaveLength(32);
    expect(new SecretBox(key).deriveKey('public-page-visitors')).toEqual(derived);
    expect(derived).not.toEqual(key);
    expect(new SecretBox(key).deriveKey('another-purpose')).not.toEqual(derived);
    expect(new SecretBox(randomBytes(32)).deriveKey('public-page-visitors')).not.toEqual(derived);
  });
});

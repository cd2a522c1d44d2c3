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
});

import type { RemotesManifest } from '@chronicle/contracts';
import { avatarOrigins, inlineScriptHashes, remoteOrigins } from './security-headers.js';

const SAME_ORIGIN: RemotesManifest = {
  marketing: { entry: '/remotes/marketing/remoteEntry.js' },
  dashboard: { entry: '/remotes/dashboard/remoteEntry.js' },
  admin: { entry: '/remotes/admin/remoteEntry.js' },
  'public-docs': { entry: '/remotes/public-docs/remoteEntry.js' },
};

describe('remoteOrigins', () => {
  it('names no origin while every remote is on our own', () => {
    expect(remoteOrigins(SAME_ORIGIN, 'http://localhost:3000')).toEqual([]);
    const absolute = { ...SAME_ORIGIN, admin: { entry: 'http://localhost:3000/remotes/admin/remoteEntry.js' } };
    expect(remoteOrigins(absolute, 'http://localhost:3000')).toEqual([]);
  });

  it('names each other origin once, port included', () => {
    const manifest: RemotesManifest = {
      ...SAME_ORIGIN,
      marketing: { entry: 'https://cdn.example.com/marketing/remoteEntry.js' },
      dashboard: { entry: 'https://cdn.example.com/dashboard/remoteEntry.js' },
      admin: { entry: 'http://127.0.0.1:4300/remoteEntry.js' },
      'public-docs': { entry: '//docs.example.com/remoteEntry.js' },
    };
    expect(remoteOrigins(manifest, 'https://chronicle.example.com')).toEqual([
      'https://cdn.example.com',
      'http://127.0.0.1:4300',
      'https://docs.example.com',
    ]);
  });

  it('leaves out entries that are not http(s) URLs', () => {
    const manifest: RemotesManifest = { ...SAME_ORIGIN, marketing: { entry: 'data:text/javascript,alert(1)' }, admin: { entry: 'javascript:alert(1)' } };
    expect(remoteOrigins(manifest, 'http://localhost:3000')).toEqual([]);
  });
});

describe('avatarOrigins', () => {
  it("is GitHub's avatar host for github.com", () => {
    expect(avatarOrigins('https://github.com')).toEqual(['https://avatars.githubusercontent.com']);
  });

  it('adds a GitHub Enterprise Server and its avatars subdomain', () => {
    expect(avatarOrigins('https://ghe.example.com')).toEqual(['https://avatars.githubusercontent.com', 'https://ghe.example.com', 'https://avatars.ghe.example.com']);
  });

  it('adds no avatars subdomain to an address without one (the emulator on loopback)', () => {
    expect(avatarOrigins('http://127.0.0.1:4010')).toEqual(['https://avatars.githubusercontent.com', 'http://127.0.0.1:4010']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script as a browser does, and skips scripts with a src', () => {
    const html = '<head><script>alert(1)</script><script type="module" src="/main.js"></script>\n<script type="text/javascript">\n  x()\n</script></head>';
    // `echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64`
    expect(inlineScriptHashes(html)).toEqual(['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=', expect.stringMatching(/^sha256-[A-Za-z0-9+/]{43}=$/)]);
  });
});

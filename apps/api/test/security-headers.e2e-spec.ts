import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { FIRST_PAINT_SCRIPT_SHA256, inlineScriptHashes } from '../src/web/security-headers.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The policy served with the default configuration: http://localhost, github.com, remotes on the same origin. */
const DEFAULT_CSP = [
  "default-src 'self'",
  `script-src 'self' '${FIRST_PAINT_SCRIPT_SHA256}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

// A page, a static file, an API answer and failures of each kind: every answer carries the headers.
const ANSWERS = [
  { path: '/', status: 200 },
  { path: '/features', status: 200 },
  { path: '/api/health', status: 200 },
  { path: '/api/nope', status: 404 },
  { path: '/remotes/marketing/no-such-chunk.js', status: 404 },
];

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe('security headers on plain http', () => {
  let app: TestApp;
  let manifestFile: string;

  beforeAll(async () => {
    app = await startTestApp('pglite', {}, { remotesManifest: true });
    manifestFile = app.remotesManifestFile;
  });
  afterAll(() => app.close());

  it.each(ANSWERS)('sends the CSP and the other headers on $path ($status)', async ({ path: url, status }) => {
    const response = await request(app.server).get(url).expect(status);
    expect(response.headers['content-security-policy']).toBe(DEFAULT_CSP);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it("allows exactly the built shell's inline script (the first paint's theme), by its hash", async () => {
    // The built index.html as served: changing its script without FIRST_PAINT_SCRIPT_SHA256 fails here.
    const page = await request(app.server).get('/').expect(200);
    const hashes = inlineScriptHashes(page.text);
    expect(hashes).toHaveLength(1);
    const allowedHashes = directive(page.headers['content-security-policy'], 'script-src').filter((source) => source.startsWith("'sha256-"));
    expect(allowedHashes).toEqual(hashes.map((hash) => `'${hash}'`));
  });

  it("keeps Chronicle's own files same-origin and lets any origin load a remote's", async () => {
    const page = await request(app.server).get('/').expect(200);
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    const remote = await request(app.server).get('/remotes/marketing/remoteEntry.js').expect(200);
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('allows the origin of a remote the manifest moves elsewhere, as soon as the file changes', async () => {
    writeFileSync(
      manifestFile,
      JSON.stringify({
        marketing: { entry: 'https://cdn.example.com/marketing/remoteEntry.js' },
        dashboard: { entry: 'https://cdn.example.com/dashboard/remoteEntry.js' },
        admin: { entry: '/remotes/admin/remoteEntry.js' },
      }),
    );
    try {
      const csp = (await request(app.server).get('/').expect(200)).headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toEqual(["'self'", `'${FIRST_PAINT_SCRIPT_SHA256}'`, 'https://cdn.example.com']);
      expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
      expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example.com']);
    } finally {
      writeFileSync(manifestFile, '{}');
    }
    const csp = (await request(app.server).get('/').expect(200)).headers['content-security-policy'];
    expect(csp).toBe(DEFAULT_CSP);
  });

  it('forbids caching answers about the signed-in user, and every answer that sets or clears the session', async () => {
    const signedOut = await request(app.server).get('/api/auth/me').expect(200);
    expect(signedOut.headers['cache-control']).toBe('no-store');

    // No GitHub app configured: this signs the local user in.
    const signIn = await request(app.server).get('/api/auth/github').expect(302);
    expect(signIn.headers['set-cookie']).toBeDefined();
    expect(signIn.headers['cache-control']).toBe('no-store');
    const cookie = signIn.headers['set-cookie'] as unknown as string[];

    const me = await request(app.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.headers['cache-control']).toBe('no-store');

    const logout = await request(app.server).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(logout.headers['cache-control']).toBe('no-store');

    const again = (await request(app.server).get('/api/auth/github').expect(302)).headers['set-cookie'] as unknown as string[];
    const deleted = await request(app.server).delete('/api/account').set('Cookie', again).expect(200);
    expect(deleted.headers['set-cookie']).toBeDefined();
    expect(deleted.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers cacheable as before', async () => {
    const health = await request(app.server).get('/api/health').expect(200);
    expect(health.headers['cache-control']).toBeUndefined();
  });
});

describe('security headers when PUBLIC_URL is https', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp('pglite', { PUBLIC_URL: 'https://chronicle.example.com' });
  });
  afterAll(() => app.close());

  it('adds HSTS and upgrades insecure requests', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await request(app.server).get(url).expect(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toBe(`${DEFAULT_CSP};upgrade-insecure-requests`);
    }
  });
});

describe('security headers with a GitHub Enterprise OAuth app', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Nothing here reaches the GitHub host: the sign-in redirect and the state check happen before any call to it.
    app = await startTestApp('pglite', {
      GITHUB_URL: 'https://ghe.example.com',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3',
      GITHUB_CLIENT_ID: 'chronicle-test-app',
      GITHUB_CLIENT_SECRET: 'chronicle-test-secret',
    });
  });
  afterAll(() => app.close());

  it("allows the server's avatars, under its own origin or its avatars subdomain", async () => {
    const csp = (await request(app.server).get('/').expect(200)).headers['content-security-policy'];
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https://avatars.githubusercontent.com', 'https://ghe.example.com', 'https://avatars.ghe.example.com']);
  });

  it('forbids caching the redirect to GitHub, which sets the OAuth state cookie, and the callback, which clears it', async () => {
    const start = await request(app.server).get('/api/auth/github').expect(302);
    expect(start.headers.location).toMatch(/^https:\/\/ghe\.example\.com\/login\/oauth\/authorize\?/);
    expect(start.headers['set-cookie']).toBeDefined();
    expect(start.headers['cache-control']).toBe('no-store');

    const forged = await request(app.server).get('/api/auth/github/callback?code=abc&state=forged').expect(400);
    expect(forged.headers['cache-control']).toBe('no-store');
  });
});

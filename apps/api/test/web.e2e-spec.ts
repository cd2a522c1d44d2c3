import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { startTestApp, type TestApp } from './test-app.js';

// The built shell and remotes (`npm test` builds them first), served from the API's port.
describe('the web app served by the API', () => {
  let app: TestApp;
  let manifestFile: string;

  beforeAll(async () => {
    app = await startTestApp('pglite', {}, { remotesManifest: true });
    manifestFile = app.remotesManifestFile;
  });
  afterAll(() => app.close());

  it('serves the shell at / and for any deep link (SPA fallback)', async () => {
    for (const url of ['/', '/features', '/acme/docs/readme', '/no/such/page']) {
      const response = await request(app.server).get(url).expect(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('keeps API paths JSON, even unknown ones', async () => {
    const response = await request(app.server).get('/api/nope').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Nothing here: no route matches GET /api/nope.' });
  });

  it('serves each remote with CORS headers so a shell on another origin can load it', async () => {
    for (const remote of ['marketing', 'dashboard', 'admin', 'public-docs']) {
      const response = await request(app.server).get(`/remotes/${remote}/remoteEntry.js`).expect(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('answers a missing remote file with a JSON 404 sentence, not the shell', async () => {
    const response = await request(app.server).get('/remotes/marketing/no-such-chunk.js').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'The marketing module has no file /no-such-chunk.js.' });
  });

  it('compresses what it sends', async () => {
    const response = await request(app.server).get('/remotes/marketing/remoteEntry.js').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('tells the shell where the remotes are, re-reading the manifest file on every request', async () => {
    const defaults = await request(app.server).get('/remotes.json').expect(200);
    expect(defaults.body.marketing).toEqual({ entry: '/remotes/marketing/remoteEntry.js' });

    writeFileSync(manifestFile, JSON.stringify({ marketing: { entry: 'https://cdn.example.com/marketing/remoteEntry.js' } }));
    const moved = await request(app.server).get('/remotes.json').expect(200);
    expect(moved.body.marketing).toEqual({ entry: 'https://cdn.example.com/marketing/remoteEntry.js' });
    expect(moved.body.dashboard).toEqual({ entry: '/remotes/dashboard/remoteEntry.js' });
  });
});

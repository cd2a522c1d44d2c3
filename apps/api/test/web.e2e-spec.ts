import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { SESSION_COOKIE } from '@chronicle/contracts';
import { codeRepositories, users } from '../src/database/schema.js';
import { SessionsService } from '../src/modules/auth/sessions.service.js';
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

  it("serves the shell with 200 at / and for every page of the route table", async () => {
    for (const url of ['/', '/features', '/pricing', '/dashboard', '/settings', '/admin', '/agents', '/features/', '/docs']) {
      const response = await request(app.server).get(url).expect(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<div id="root">');
    }
  });

  it("answers a path no page has with 404 and the shell's HTML, so the SPA's 404 page shows", async () => {
    for (const url of ['/no/such/page', '/features/extra', '/dashboard/x/y/z']) {
      const response = await request(app.server).get(url).expect(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('answers a missing file with a plain 404, never the HTML page', async () => {
    for (const url of ['/remotes/nope/x.js', '/assets/missing.css', '/assets/missing-abc123.js', '/favicon-missing.png', '/acme/docs/readme.md']) {
      const response = await request(app.server).get(url).expect(404);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      expect(response.text).not.toContain('<div id="root">');
    }
  });

  describe('public pages, by slug and document type', () => {
    beforeAll(async () => {
      // A user connects one repository at a time: two users, one repository each.
      const [owner, other] = await app.database.db.insert(users).values([{ username: 'ada' }, { username: 'grace' }]).returning();
      const repository = (userId: string, slug: string, isPrivate: boolean) => ({
        userId,
        provider: 'github' as const,
        hostRepoId: slug,
        owner: 'ada',
        name: slug,
        fullName: `ada/${slug}`,
        defaultBranch: 'main',
        publicSlug: slug,
        isPrivate,
      });
      await app.database.db.insert(codeRepositories).values([repository(other!.id, 'sample', false), repository(owner!.id, 'hidden', true)]);
      ownerCookie = `${SESSION_COOKIE}=${(await app.app.get(SessionsService).start(owner!.id)).token}`;
    });
    let ownerCookie: string;

    it("answers a repository's pages 200 and a slug no repository has 404", async () => {
      for (const url of ['/sample', '/sample/docs', '/sample/docs/readme', '/sample/docs/api-reference', '/docs/sample/logging', '/docs/sample']) {
        await request(app.server).get(url).expect(200);
      }
      for (const url of ['/nobody-has-this', '/nobody-has-this/docs', '/nobody-has-this/docs/readme', '/Not_A_Slug']) {
        const response = await request(app.server).get(url).expect(404);
        expect(response.text).toContain('<div id="root">');
      }
    });

    it('answers an unknown document type 404', async () => {
      for (const url of ['/sample/docs/nonsense', '/docs/sample/nonsense']) {
        const response = await request(app.server).get(url).expect(404);
        expect(response.headers['content-type']).toMatch(/text\/html/);
      }
    });

    it("keeps an unpublished private repository's page a 404 to a visitor, like its API", async () => {
      await request(app.server).get('/hidden').expect(404);
      await request(app.server).get('/hidden/docs').expect(404);
      await request(app.server).get('/api/public/hidden').expect(404);
      await request(app.server).get('/hidden').set('Cookie', `${SESSION_COOKIE}=made-up-token-made-up-token`).expect(404);
    });

    it('answers it 200 to its owner, signed in', async () => {
      await request(app.server).get('/hidden').set('Cookie', ownerCookie).expect(200);
      await request(app.server).get('/hidden/docs/readme').set('Cookie', ownerCookie).expect(200);
    });
  });

  it('keeps API paths JSON, even unknown ones', async () => {
    const response = await request(app.server).get('/api/nope').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Nothing here: no route matches GET /api/nope.' });
    // A repository's llms.txt is the API's too, even with no slug in its path.
    const llms = await request(app.server).get('//llms.txt').expect(404);
    expect(llms.headers['content-type']).toMatch(/json/);
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

import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { SESSION_COOKIE } from '@chronicle/contracts';
import { DATABASE_KINDS, startTestApp, type TestApp } from './test-app.js';

/** Sends a Buffer body as its bytes (superagent would serialize it as JSON for a JSON Content-Type). */
const asIs = (body: unknown) => body as string;

describe.each(DATABASE_KINDS)('request hygiene on %s', (kind) => {
  let app: TestApp;
  let cookie: string[];

  beforeAll(async () => {
    app = await startTestApp(kind);
    const start = await request(app.server).get('/api/auth/github');
    cookie = start.headers['set-cookie'] as unknown as string[];
  });
  afterAll(() => app.close());

  it('refuses a cross-site POST with 403 and does nothing', async () => {
    const refused = await request(app.server)
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      message: 'This request came from another site, so Chronicle refused it. Open Chronicle directly and try again.',
    });
    // The session survived the forged logout.
    await request(app.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
  });

  it('refuses a cross-site DELETE announced by Sec-Fetch-Site', async () => {
    await request(app.server).delete('/api/account').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').expect(403);
    await request(app.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
  });

  it('accepts the same request from Chronicle itself', async () => {
    const own = await request(app.server).get('/api/auth/github');
    const ownCookie = own.headers['set-cookie'] as unknown as string[];
    await request(app.server).post('/api/auth/logout').set('Cookie', ownCookie).set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect((await request(app.server).get('/api/auth/me').set('Cookie', ownCookie).expect(200)).body).toMatchObject({ signedIn: false });
  });

  it('answers a malformed JSON body with 400 and a JSON sentence', async () => {
    const response = await request(app.server)
      .post('/api/auth/logout')
      .set('Content-Type', 'application/json')
      .send('{"unterminated": ')
      .expect(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413 and a JSON sentence', async () => {
    const response = await request(app.server)
      .post('/api/auth/logout')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'The request body is too large.' });
  });

  it('refuses a request addressed to another host name, so DNS rebinding cannot sign anyone in', async () => {
    const rebound = await request(app.server).get('/api/auth/github').set('Host', 'evil.example:3601').expect(400);
    expect(rebound.body.message).toMatch(/^This request was addressed to a host name Chronicle does not answer for\./);
    expect(rebound.headers['set-cookie']).toBeUndefined();
    // The page itself, and a write "from" the rebound origin, are refused the same way.
    await request(app.server).get('/').set('Host', 'evil.example:3601').expect(400);
    await request(app.server)
      .post('/api/auth/logout')
      .set('Host', 'evil.example:3601')
      .set('Origin', 'http://evil.example:3601')
      .set('Cookie', cookie)
      .expect(400);
    await request(app.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
  });

  it("answers PUBLIC_URL's host and the loopback names, which no one can point elsewhere", async () => {
    for (const host of ['localhost:3000', 'LOCALHOST:9', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      await request(app.server).get('/api/health').set('Host', host).expect(200);
    }
    await request(app.server).get('/api/health').set('Host', 'localhost.evil.example').expect(400);
    await request(app.server).get('/api/health').set('Host', '127.0.0.1.nip.io').expect(400);
  });

  it('reads a session cookie as text: a "j:" cookie is no session, not a 500', async () => {
    for (const value of ['j:{"a":1}', 'j:[1,2]', 'j:"x"', `${'x'.repeat(4000)}`]) {
      const response = await request(app.server).get('/api/changelog-entries').set('Cookie', `${SESSION_COOKIE}=${encodeURIComponent(value)}`).expect(401);
      expect(response.body).toEqual({ statusCode: 401, message: 'You need to sign in to do that.' });
      expect((await request(app.server).get('/api/auth/me').set('Cookie', `${SESSION_COOKIE}=${encodeURIComponent(value)}`).expect(200)).body).toMatchObject({ signedIn: false });
    }
    await request(app.server).get('/api/health').set('Cookie', `${SESSION_COOKIE}=j:{}`).expect(200);
  });

  it('answers a corrupt or unknown Content-Encoding with a 4xx sentence', async () => {
    const corrupt = await request(app.server)
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(asIs)
      .send(Buffer.from('this is not gzip at all'))
      .expect(400);
    expect(corrupt.body).toEqual({ statusCode: 400, message: 'The request body could not be decompressed: it is not valid gzip.' });
    const unknown = await request(app.server)
      .post('/api/auth/logout')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'compress')
      .send(Buffer.from('{}'))
      .expect(415);
    expect(unknown.body.message).toMatch(/compressed in a way Chronicle does not read/);
    // A GET's body is never read, so its encoding cannot break the route.
    await request(app.server).get('/api/health').set('Content-Encoding', 'gzip').send(Buffer.from('junk')).expect(200);
  });

  it('reads a small gzip body, and refuses one that inflates past the limit without holding it', async () => {
    const small = await request(app.server)
      .put('/api/repos/1/tone')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(asIs)
      .send(gzipSync(JSON.stringify({ tone: 'playful' })));
    // Read and validated: the local user has no repository 1, which is a 404 — not a body error.
    expect(small.status).toBe(404);
    const bomb = gzipSync(JSON.stringify({ tone: 'x'.repeat(20_000_000) }));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const refused = await request(app.server)
      .put('/api/repos/1/tone')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(asIs)
      .send(bomb)
      .expect(413);
    expect(refused.body).toEqual({ statusCode: 413, message: 'The request body is too large.' });
  });

  it('refuses JSON nested thousands of levels deep with a 400 sentence', async () => {
    for (const depth of [5_000, 20_000]) {
      const body = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const response = await request(app.server).put('/api/repos/1/tone').set('Cookie', cookie).set('Content-Type', 'application/json').send(body);
      // At these depths the body is also past the route's 16 KB limit: either refusal is a sentence.
      expect([400, 413]).toContain(response.status);
      expect(response.body.message).toMatch(/nests more than 64 levels deep|too large/);
    }
    const deepButSmall = `${'['.repeat(3_000)}${']'.repeat(3_000)}`;
    const response = await request(app.server).put('/api/repos/1/tone').set('Cookie', cookie).set('Content-Type', 'application/json').send(deepButSmall).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The request body nests more than 64 levels deep.' });
  });

  it('keeps error answers short: a huge bad body is refused, and a bad body names at most five problems', async () => {
    const array = JSON.stringify(Array.from({ length: 100_000 }, (_, index) => ({ repoId: index })));
    const huge = await request(app.server).post('/api/repos/connect').set('Cookie', cookie).set('Content-Type', 'application/json').send(array).expect(413);
    expect(JSON.stringify(huge.body).length).toBeLessThan(200);
    const small = JSON.stringify(Array.from({ length: 300 }, (_, index) => index));
    const notAnObject = await request(app.server).post('/api/repos/connect').set('Cookie', cookie).set('Content-Type', 'application/json').send(small).expect(400);
    expect(notAnObject.body).toEqual({ statusCode: 400, message: 'The request body must be a JSON object.' });
    const manyUnknown = JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`field${index}`, index])));
    const listed = await request(app.server).post('/api/repos/connect').set('Cookie', cookie).set('Content-Type', 'application/json').send(manyUnknown).expect(400);
    expect(listed.body.message).toMatch(/^The request is not valid: .+; and \d+ more problems\.$/);
    expect(listed.body.message.split(';')).toHaveLength(6);
    expect(listed.body.message).toMatch(/; and 499 more problems.$/);
  });

  it('refuses text Chronicle cannot store (NUL, a lone surrogate) with a 400 sentence', async () => {
    for (const body of ['{"tone":"play\\u0000ful"}', '{"tone":"\\ud800"}', '{"\\u0000":"x"}']) {
      const response = await request(app.server).put('/api/repos/1/tone').set('Cookie', cookie).set('Content-Type', 'application/json').send(body).expect(400);
      expect(response.body.message).toMatch(/NUL character or a broken UTF-16 surrogate/);
    }
  });

  it('answers an address with a broken %-escape with a 400 sentence', async () => {
    for (const path of ['/api/public/%E0%A4%A', '/api/public/%/feed.atom', '/api/repos/%FF%FE/tone', '/%C0%AF']) {
      const response = await request(app.server).get(path).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: "The request's address is not valid: it holds a %-escape that is not UTF-8 text." });
    }
  });

  it('answers a failing Atom feed request in JSON, not as a feed', async () => {
    const response = await request(app.server).get('/api/public/no-such-page/feed.atom').expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ statusCode: 404, message: 'No repository has the public page no-such-page.' });
  });
});

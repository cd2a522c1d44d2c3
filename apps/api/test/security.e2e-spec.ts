import request from 'supertest';
import { DATABASE_KINDS, startTestApp, type TestApp } from './test-app.js';

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
    await request(app.server).get('/api/auth/me').set('Cookie', ownCookie).expect(401);
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
});

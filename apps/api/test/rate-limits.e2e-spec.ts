import { randomInt } from 'node:crypto';
import request from 'supertest';
import { API_ERRORS } from '@chronicle/contracts';
import { DATABASE_KINDS, requireTestEnv, startTestApp, type TestApp, closeAll } from './test-app.js';

// Small limits, and one proxy trusted so that each test can speak as its own client through X-Forwarded-For.
const LIMITS = { CHRONICLE_RATE_LIMIT_PUBLIC: '3', CHRONICLE_RATE_LIMIT_SIGN_IN: '2', CHRONICLE_TRUST_PROXY: '1' };

/** A client address of its own, so no test counts another's requests, not even through the shared Redis. */
function newClient(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function expectTooManyRequests(response: request.Response): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ statusCode: 429, message: API_ERRORS.tooManyRequests });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe.each(DATABASE_KINDS)('rate limits on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, LIMITS);
  });
  afterAll(() => app.close());

  const get = (path: string, client: string) => request(app.server).get(path).set('X-Forwarded-For', client);

  it('answers the request past the public limit with 429, a sentence and Retry-After, and only to that client', async () => {
    const client = newClient();
    for (let n = 0; n < 3; n++) await get('/api/public/no-such-repo', client).expect(404);
    expectTooManyRequests(await get('/api/public/no-such-repo', client));
    await get('/api/public/no-such-repo', newClient()).expect(404);
  });

  it('limits the sign-in routes at their own, smaller limit', async () => {
    const client = newClient();
    for (let n = 0; n < 2; n++) await get('/api/auth/github', client).expect(302);
    expectTooManyRequests(await get('/api/auth/github', client));
    // The callback has its own count (with no GitHub app configured it answers 404).
    for (let n = 0; n < 2; n++) await get('/api/auth/github/callback?code=x&state=y', client).expect(404);
    expectTooManyRequests(await get('/api/auth/github/callback?code=x&state=y', client));
  });

  it('does not limit the GitHub webhook, whose deliveries come from a few addresses', async () => {
    const client = newClient();
    for (let n = 0; n < 6; n++) {
      const response = await request(app.server)
        .post('/api/webhooks/github')
        .set('X-Forwarded-For', client)
        .set('X-GitHub-Event', 'ping')
        .set('X-GitHub-Delivery', `ping-${n}`)
        .send({ zen: 'Keep it logically awesome.', repository: { id: 1 } });
      expect(response.status).not.toBe(429);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('does not limit signed-in routes', async () => {
    const client = newClient();
    const cookie = (await get('/api/auth/github', client).expect(302)).headers['set-cookie'] as unknown as string[];
    for (let n = 0; n < 6; n++) {
      // `/api/auth/me` answers visitors too, so it is public and limited; this route is signed-in only.
      const response = await get('/api/repos/active', client).set('Cookie', cookie).expect(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

// Which address counts is the HTTP layer's business; the database plays no part, so once is enough.
describe('rate limits behind no trusted proxy', () => {
  it('ignore X-Forwarded-For, so a client cannot pick its address', async () => {
    const direct = await startTestApp('pglite', { CHRONICLE_RATE_LIMIT_PUBLIC: '3' });
    try {
      for (let n = 0; n < 3; n++) await request(direct.server).get('/api/public/no-such-repo').set('X-Forwarded-For', newClient()).expect(404);
      expectTooManyRequests(await request(direct.server).get('/api/public/no-such-repo').set('X-Forwarded-For', newClient()));
    } finally {
      await direct.close();
    }
  });
});

describe.each(DATABASE_KINDS)('rate limits shared through Redis by two processes on %s', (kind) => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { ...LIMITS, REDIS_URL: requireTestEnv('TEST_REDIS_URL') };
    [first, second] = [await startTestApp(kind, env), await startTestApp(kind, env)];
  });
  afterAll(async () => {
    await closeAll(first, second);
  });

  const get = (app: TestApp, path: string, client: string) => request(app.server).get(path).set('X-Forwarded-For', client);

  it('counts a client on public routes across both processes', async () => {
    const client = newClient();
    await get(first, '/api/public/no-such-repo', client).expect(404);
    await get(second, '/api/public/no-such-repo', client).expect(404);
    await get(first, '/api/public/no-such-repo', client).expect(404);
    expectTooManyRequests(await get(second, '/api/public/no-such-repo', client));
    expectTooManyRequests(await get(first, '/api/public/no-such-repo', client));
  });

  it('counts a client on sign-in across both processes', async () => {
    const client = newClient();
    await get(first, '/api/auth/github', client).expect(302);
    await get(second, '/api/auth/github', client).expect(302);
    expectTooManyRequests(await get(first, '/api/auth/github', client));
  });
});

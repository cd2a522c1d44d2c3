import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { DATABASE_KINDS, requireTestEnv, startTestApp, type TestApp } from './test-app.js';

/** Sends one HTTP/1.1 request on an open socket and resolves to the status line of its answer. */
function exchange(socket: Socket, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed || socket.readableEnded) return reject(new Error('the server closed the idle connection before the next request'));
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const length = /content-length: (\d+)/i.exec(received);
      const end = received.indexOf('\r\n\r\n');
      const complete = end >= 0 && (length ? received.length >= end + 4 + Number(length[1]) : received.endsWith('\r\n0\r\n\r\n'));
      if (complete) done(() => resolve(received.split('\r\n')[0]!));
    };
    const onClose = () => done(() => reject(new Error(`the server closed the connection; received: ${received.slice(0, 80) || 'nothing'}`)));
    const done = (settle: () => void) => {
      socket.off('data', onData);
      for (const event of ['end', 'close', 'error']) socket.off(event, onClose);
      settle();
    };
    socket.on('data', onData);
    for (const event of ['end', 'close', 'error']) socket.on(event, onClose);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe.each(DATABASE_KINDS)('health and API description on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { REDIS_URL: requireTestEnv('TEST_REDIS_URL') });
  });
  afterAll(() => app.close());

  it('reports the database, the queue and the version', async () => {
    const response = await request(app.server).get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      db: { driver: kind, status: 'up' },
      queue: { driver: 'redis', status: 'up' },
      version: '0.0.0-test',
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  // Node closes idle keep-alive connections after 5 s by default; on a busy machine that races with
  // the client's next request on the connection, which then gets a reset instead of an answer.
  it('answers a second request on a keep-alive connection that sat idle longer than Node\'s default', async () => {
    const listening = app.server.listening ? app.server : app.server.listen(0, '127.0.0.1');
    if (!listening.listening) await new Promise((resolve) => listening.once('listening', resolve));
    const { port } = listening.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    try {
      await new Promise((resolve) => socket.once('connect', resolve));
      const host = new URL(app.config.publicUrl).host;
      expect(await exchange(socket, host)).toBe('HTTP/1.1 200 OK');
      await sleep(6_000);
      expect(await exchange(socket, host)).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 60_000);

  it('echoes a sane request id and replaces an unsafe one', async () => {
    const kept = await request(app.server).get('/api/health').set('X-Request-Id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await request(app.server).get('/api/health').set('X-Request-Id', 'bad id; with spaces');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('describes every route in /api/openapi.json, each with who may call it', async () => {
    const { body } = await request(app.server).get('/api/openapi.json').expect(200);
    const operations = Object.entries(body.paths as Record<string, Record<string, { 'x-access'?: string }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation['x-access']}`),
    );
    expect(operations.sort()).toEqual(
      [
        'DELETE /api/account signed-in',
        'GET /api/auth/github public',
        'GET /api/auth/github/callback public',
        'GET /api/auth/me public',
        'GET /api/health public',
        'POST /api/auth/logout public',
        'GET /api/repos signed-in',
        'GET /api/repos/active signed-in',
        'GET /api/events signed-in',
        'POST /api/repos/connect signed-in',
        'DELETE /api/repos/{id} signed-in',
        'PUT /api/repos/{id}/tone signed-in',
        'POST /api/webhooks/github public',
        'PUT /api/repos/{id}/publishing signed-in',
        'GET /api/changelog-entries signed-in',
        'DELETE /api/changelog-entries/{id} signed-in',
        'GET /api/public/{slug} public',
        'GET /api/public/{slug}/feed.atom public',
        'GET /api/docs/{slug} public',
        'GET /api/docs/{slug}/{docType} public',
        'GET /{slug}/llms.txt public',
        'GET /api/admin/projects admin',
        'POST /api/admin/projects admin',
        'POST /api/admin/projects/{id}/analyze admin',
        'POST /api/admin/projects/{id}/preview admin',
        'GET /api/admin/projects/{id}/status admin',
        'DELETE /api/admin/projects/{id} admin',
        'GET /api/admin/users admin',
        'PATCH /api/admin/users/{id} admin',
        'GET /api/local-folders admin',
        'POST /api/local-folders admin',
        'DELETE /api/local-folders/{id} admin',
        'GET /api/agents signed-in',
        'GET /api/agents/repositories signed-in',
        'POST /api/agents/run signed-in',
        'GET /api/agents/jobs/{repositoryId} signed-in',
        'POST /api/mcp public',
        'GET /api/mcp public',
        'DELETE /api/mcp public',
        'GET /api/ai/phases admin',
        'POST /api/ai/phases admin',
        'PUT /api/ai/phases/{id} admin',
        'DELETE /api/ai/phases/{id} admin',
        'GET /api/ai/configurations admin',
        'POST /api/ai/test-phase/{phaseId} admin',
      ].sort(),
    );
  });

  it('answers an unknown API path with a JSON 404 sentence', async () => {
    const response = await request(app.server).get('/api/does-not-exist').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Nothing here: no route matches GET /api/does-not-exist.' });
  });
});

describe('health without Redis', () => {
  it('runs jobs in process and says so', async () => {
    const app = await startTestApp('pglite');
    try {
      const response = await request(app.server).get('/api/health').expect(200);
      expect(response.body.queue).toEqual({ driver: 'in-process', status: 'up' });
    } finally {
      await app.close();
    }
  });

  it('reports a Redis that does not answer as down, with 503', async () => {
    const app = await startTestApp('pglite', { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await request(app.server).get('/api/health').expect(503);
      expect(response.body).toMatchObject({ status: 'error', queue: { driver: 'redis', status: 'down' } });
    } finally {
      await app.close();
    }
  });
});

describe('the API description of request bodies', () => {
  it('describes every request body with the fields its validation checks', async () => {
    const app = await startTestApp('pglite');
    let body: { paths: unknown; components: { schemas: unknown } };
    try {
      body = (await request(app.server).get('/api/openapi.json').expect(200)).body;
    } finally {
      await app.close();
    }
    type Schema = { properties?: Record<string, { type?: string; enum?: string[]; $ref?: string }>; required?: string[] };
    const schemas = body.components.schemas as Record<string, Schema>;
    const bodies = Object.values(body.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref: string } }> } }>>)
      .flatMap((methods) => Object.values(methods))
      .flatMap((operation) => (operation.requestBody ? [operation.requestBody.content['application/json']!.schema.$ref.split('/').pop()!] : []));
    expect(bodies.length).toBeGreaterThanOrEqual(10);
    for (const name of bodies) expect([name, Object.keys(schemas[name]?.properties ?? {}).length]).not.toEqual([name, 0]);
    expect(schemas.UpdateToneRequest).toEqual({ type: 'object', properties: { tone: { type: 'string', enum: ['professional', 'playful'] } }, required: ['tone'] });
    expect(schemas.ConnectRepositoryRequest!.required).toEqual(['repoId', 'repoName', 'owner', 'fullName']);
    // A schema another one refers to is described too.
    for (const schema of Object.values(schemas)) {
      for (const property of Object.values(schema.properties ?? {})) {
        if (property.$ref) expect(Object.keys(schemas[property.$ref.split('/').pop()!]?.properties ?? {}).length).toBeGreaterThan(0);
      }
    }
  });
});

import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppLogger, RequestLogging, rootLogger } from './logging.module.js';

type Line = Record<string, unknown> & { level: number; msg?: string; context?: string; path?: string; ms?: number; req?: { id?: string } };

function capture(level: 'info' | 'debug' = 'info') {
  const lines: Line[] = [];
  const root = rootLogger(level, { write: (text: string) => void lines.push(JSON.parse(text) as Line) });
  return { lines, root };
}

describe('the API logger', () => {
  it("keeps Nest's start-up chatter out of an info log, and an application's lines in it", () => {
    const { lines, root } = capture('info');
    const logger = new AppLogger(root);
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.log('Purged 3 expired sessions', 'ExpiredRowsPurger');
    logger.warn('The model server is slow', 'LlmModule');
    expect(lines.map((line) => [line.msg, line.context])).toEqual([
      ['Purged 3 expired sessions', 'ExpiredRowsPurger'],
      ['The model server is slow', 'LlmModule'],
    ]);
  });

  it('shows the start-up lines at debug, and an error with its stack', () => {
    const { lines, root } = capture('debug');
    const logger = new AppLogger(root);
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.error('The job failed', 'Error: boom\n    at run (job.js:1:1)', 'RepositoryJobsService');
    expect(lines[0]).toMatchObject({ level: 20, msg: 'AppModule dependencies initialized', context: 'InstanceLoader' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'The job failed', context: 'RepositoryJobsService', stack: 'Error: boom\n    at run (job.js:1:1)' });
  });

  describe('within a request', () => {
    let server: Server;
    let lines: Line[];
    let level: 'info' | 'debug';
    let signedInUserId: string | null;

    /** A server whose handler plays the access guard (sets `request.auth`) and logs a line of its own. */
    async function restart(): Promise<void> {
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      const captured = capture(level);
      lines = captured.lines;
      const logging = new RequestLogging(captured.root);
      const logger = new AppLogger(captured.root);
      server = createServer((request, response) =>
        logging.middleware(request, response, () => {
          Object.assign(request, { auth: { user: signedInUserId ? { id: signedInUserId } : null } });
          setTimeout(() => {
            logger.log('Reading the repository', 'ReposService');
            response.end('ok');
          }, 5);
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    }

    beforeEach(async () => {
      level = 'info';
      signedInUserId = null;
      await restart();
    });
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** Resolves once the answer is read and the request's line is written (the line is written on close). */
    function get(headers: Record<string, string>, path = '/api/repos'): Promise<string | undefined> {
      const { port } = server.address() as AddressInfo;
      return new Promise((resolve, reject) => {
        httpRequest({ port, host: '127.0.0.1', path, headers }, (response) => {
          response.resume();
          response.on('end', () => setImmediate(() => resolve(response.headers['x-request-id'] as string | undefined)));
        })
          .on('error', reject)
          .end();
      });
    }

    it("puts the request id on the request's line and on the application's lines, and redacts the cookie", async () => {
      const id = await get({ 'X-Request-Id': 'abc-123', Cookie: 'chronicle_session=secret' });
      expect(id).toBe('abc-123');
      const appLine = lines.find((line) => line.msg === 'Reading the repository');
      expect(appLine).toMatchObject({ context: 'ReposService', req: { id: 'abc-123' } });
      const requestLine = lines.find((line) => line.path === '/api/repos');
      expect(requestLine).toMatchObject({ req: { id: 'abc-123' } });
      expect(JSON.stringify(lines)).not.toContain('secret');
    });

    it('logs one short line per request at info: method, path without its query, status, time — no headers', async () => {
      await get({ Cookie: 'chronicle_session=secret', 'User-Agent': 'a-browser/1.0', Accept: 'text/html' }, '/api/repos?code=oauth-code');
      const requestLines = lines.filter((line) => line.msg !== 'Reading the repository');
      expect(requestLines).toHaveLength(1);
      const [line] = requestLines;
      expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/repos', status: 200 });
      expect(line?.msg).toMatch(/^GET \/api\/repos 200 [\d.]+ ms$/);
      expect(typeof line?.ms).toBe('number');
      const text = JSON.stringify(line);
      expect(text).not.toContain('a-browser');
      expect(text).not.toContain('oauth-code');
      expect(text).not.toContain('headers');
      expect(text.length).toBeLessThan(300);
    });

    it("names the signed-in user on the request's line", async () => {
      signedInUserId = 'user-42';
      await get({});
      expect(lines.find((line) => line.path === '/api/repos')).toMatchObject({ userId: 'user-42' });
    });

    it('logs the headers at debug, on a line of their own, with the cookie redacted', async () => {
      level = 'debug';
      await restart();
      await get({ Cookie: 'chronicle_session=secret', 'User-Agent': 'a-browser/1.0' });
      const headerLine = lines.find((line) => line.msg === 'request headers') as Line & { headers?: Record<string, string> };
      expect(headerLine).toMatchObject({ level: 20, headers: { 'user-agent': 'a-browser/1.0', cookie: '[Redacted]' } });
      expect(lines.find((line) => line.path === '/api/repos')).not.toHaveProperty('headers');
    });

    it('gives a request without a sane id a new UUID', async () => {
      const id = await get({ 'X-Request-Id': 'bad id; with spaces' });
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(lines.find((line) => line.msg === 'Reading the repository')?.req?.id).toBe(id);
    });
  });
});

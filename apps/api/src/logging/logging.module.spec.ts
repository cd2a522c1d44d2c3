import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppLogger, RequestLogging, rootLogger } from './logging.module.js';

type Line = Record<string, unknown> & { level: number; msg?: string; context?: string; req?: { id?: string; headers?: Record<string, string> } };

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

    beforeEach(async () => {
      const captured = capture('info');
      lines = captured.lines;
      const logging = new RequestLogging(captured.root);
      const logger = new AppLogger(captured.root);
      server = createServer((request, response) =>
        logging.middleware(request, response, () => {
          setTimeout(() => {
            logger.log('Reading the repository', 'ReposService');
            response.end('ok');
          }, 5);
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

    function get(headers: Record<string, string>): Promise<string | undefined> {
      const { port } = server.address() as AddressInfo;
      return new Promise((resolve, reject) => {
        httpRequest({ port, host: '127.0.0.1', path: '/api/repos', headers }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers['x-request-id'] as string | undefined));
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
      const requestLine = lines.find((line) => line.msg === 'request completed');
      expect(requestLine).toMatchObject({ req: { id: 'abc-123' } });
      expect(JSON.stringify(lines)).not.toContain('secret');
    });

    it('gives a request without a sane id a new UUID', async () => {
      const id = await get({ 'X-Request-Id': 'bad id; with spaces' });
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(lines.find((line) => line.msg === 'Reading the repository')?.req?.id).toBe(id);
    });
  });
});

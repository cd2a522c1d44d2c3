import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiRequestError, apiRequest, apiRequestOrNull, errorDescription } from './api-client.js';

type Seen = { method?: string; contentType?: string; body: string };

describe('the API client', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ method: request.method, contentType: request.headers['content-type'], body });
        const routes: Record<string, [number, string]> = {
          '/ok': [200, '{"hello":"world"}'],
          '/empty': [204, ''],
          '/signed-out': [401, '{"statusCode":401,"message":"You need to sign in to do that."}'],
          '/broken': [500, ''],
          '/teapot': [418, 'short and stout'],
        };
        const [status, text] = routes[request.url ?? ''] ?? [404, 'nope'];
        response.writeHead(status, text.startsWith('{') ? { 'content-type': 'application/json' } : {});
        response.end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  it('parses JSON and sends no content type without a body', async () => {
    expect(await apiRequest(`${base}/ok`)).toEqual({ hello: 'world' });
    expect(seen[0]).toMatchObject({ method: 'GET', contentType: undefined, body: '' });
  });

  it('sends JSON with its content type when there is a body', async () => {
    await apiRequest(`${base}/ok`, { method: 'POST', body: { repoId: 1 } });
    expect(seen[0]).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"repoId":1}' });
  });

  it('answers undefined for an empty body', async () => {
    expect(await apiRequest(`${base}/empty`, { method: 'DELETE' })).toBeUndefined();
  });

  it('turns a failure into "status: text", or the status text when the body is empty', async () => {
    await expect(apiRequest(`${base}/teapot`)).rejects.toThrow("418: short and stout");
    await expect(apiRequest(`${base}/broken`)).rejects.toThrow('500: Internal Server Error');
  });

  it('has a variant that answers null on 401, and still throws otherwise', async () => {
    expect(await apiRequestOrNull(`${base}/signed-out`)).toBeNull();
    await expect(apiRequestOrNull(`${base}/broken`)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it("offers the server's sentence for toasts, else the default", async () => {
    const signedOut = await apiRequest(`${base}/signed-out`).catch((error: unknown) => error);
    expect(errorDescription(signedOut, 'Failed')).toBe('You need to sign in to do that.');
    const teapot = await apiRequest(`${base}/teapot`).catch((error: unknown) => error);
    expect(errorDescription(teapot, 'Failed to connect repository')).toBe('Failed to connect repository');
  });
});

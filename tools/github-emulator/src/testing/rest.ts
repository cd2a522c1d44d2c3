import type { RunningEmulator } from '../server.js';

export type RestAnswer = { status: number; headers: Headers; body: any };

/** A tiny REST client for tests: JSON in, JSON (or nothing) out, optionally with a token. */
export function restClient(emulator: Pick<RunningEmulator, 'apiUrl'>, token?: string) {
  const call = async (method: string, path: string, body?: unknown): Promise<RestAnswer> => {
    const headers: Record<string, string> = { 'User-Agent': 'emulator-test', Accept: 'application/vnd.github+json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${emulator.apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    patch: (path: string, body?: unknown) => call('PATCH', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}

/** The `rel` → URL map of a `Link` header. */
export function parseLinkHeader(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="([^"]+)"/.exec(part);
    if (match) links[match[2]!] = match[1]!;
  }
  return links;
}

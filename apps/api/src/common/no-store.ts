import type { Response } from 'express';

/**
 * Keeps an answer out of every cache — the browser's, a proxy's, a CDN's: answers about a
 * signed-in person, and answers that set or clear a session, must never be replayed to someone
 * else or read back from disk after logging out.
 */
export function forbidCaching(response: Pick<Response, 'setHeader'>): void {
  response.setHeader('Cache-Control', 'no-store');
}

import type { Response } from 'express';

export const DOCUMENTATION_URL = 'https://docs.github.com/rest';

/** GitHub's `basic-error` body: `{ message, documentation_url, status }`. */
export function sendRestError(res: Response, status: number, message: string): void {
  res.status(status).json({ message, documentation_url: DOCUMENTATION_URL, status: String(status) });
}

export function sendNotFound(res: Response): void {
  sendRestError(res, 404, 'Not Found');
}

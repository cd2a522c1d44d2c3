import type { Response } from 'express';

export const DOCUMENTATION_URL = 'https://docs.github.com/rest';

/** GitHub's `basic-error` body: `{ message, documentation_url, status }`. */
export function sendRestError(res: Response, status: number, message: string): void {
  res.status(status).json({ message, documentation_url: DOCUMENTATION_URL, status: String(status) });
}

export function sendNotFound(res: Response): void {
  sendRestError(res, 404, 'Not Found');
}

/** One entry of a `validation-error`'s `errors`, e.g. `{ resource: 'Hook', code: 'custom', message: '…' }`. */
export type ValidationProblem = { resource: string; code: string; field?: string; message?: string; value?: string | number | null };

/** GitHub's 422 `validation-error` body: `{ message: 'Validation Failed', errors, documentation_url, status }`. */
export function sendValidationFailed(res: Response, errors: ValidationProblem[]): void {
  res.status(422).json({ message: 'Validation Failed', errors, documentation_url: DOCUMENTATION_URL, status: '422' });
}

/**
 * The one way front ends call the API (spec §7): same origin, credentials included, a JSON content
 * type only when there is a body. Any non-success answer becomes an {@link ApiRequestError}.
 */

/** A failed call. Its message is the status code, ': ' and the response text (or the status text when the body is empty). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's `message` sentence when the body is the API's `{statusCode, message}` JSON. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : null;
    } catch {
      return null;
    }
  }
}

export type ApiRequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** Calls the API and parses the JSON answer (undefined for an empty body). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Like {@link apiRequest}, but a 401 (signed out) answers null instead of throwing. */
export async function apiRequestOrNull<T>(path: string, options: ApiRequestOptions = {}): Promise<T | null> {
  try {
    return await apiRequest<T>(path, options);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** The sentence to show for a failed call: the server's message when it gave one, else the default. */
export function errorDescription(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? (error.serverMessage ?? fallback) : fallback;
}

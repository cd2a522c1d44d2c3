/** Why a request to a model server failed. */
export type ModelRequestFailure = 'timeout' | 'connection' | 'rate-limited' | 'server-error' | 'rejected';

/** The model server could not be reached, timed out, or answered with an HTTP error (after the retries). */
export class ModelRequestError extends Error {
  override readonly name = 'ModelRequestError';
  constructor(
    message: string,
    readonly failure: ModelRequestFailure,
    /** The HTTP status, when the server answered. */
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The model server answered, but not with something usable: not JSON, no choices, no text, cut off. */
export class ModelAnswerError extends Error {
  override readonly name = 'ModelAnswerError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * The message of anything thrown. Duck-typed rather than `instanceof Error`, which fails for errors
 * from another realm (Node's own errors seen from inside a jest VM context, for one).
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

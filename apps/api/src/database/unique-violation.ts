/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505) — from pg or PGlite,
 * bare or wrapped by Drizzle (which keeps the driver's error as `cause`). Returns the constraint's
 * name when it is, else null.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505') return typeof current.constraint === 'string' ? current.constraint : '';
    current = current.cause as typeof current;
  }
  return null;
}

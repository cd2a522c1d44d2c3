export type DependencyHealth = {
  /** Which implementation is in use, e.g. `pglite` or `postgres`, `redis` or `in-process`. */
  driver: string;
  status: 'up' | 'down';
};

/** `GET /api/health`. */
export type HealthReport = {
  status: 'ok' | 'error';
  db: DependencyHealth;
  queue: DependencyHealth;
  version: string;
};

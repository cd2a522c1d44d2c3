import { Redis } from 'ioredis';
import type { DependencyHealth } from '@chronicle/contracts';

const PING_TIMEOUT_MS = 1000;

/**
 * Where jobs run: BullMQ on Redis when `REDIS_URL` is set, otherwise in this process. Holds the
 * shared Redis connection and reports whether it answers.
 */
export class QueueConnection {
  readonly redis: Redis | null;

  constructor(redisUrl: string | null) {
    // maxRetriesPerRequest: null is what BullMQ requires of a connection it is given.
    this.redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: null, enableOfflineQueue: false }) : null;
  }

  async health(): Promise<DependencyHealth> {
    if (!this.redis) return { driver: 'in-process', status: 'up' };
    return { driver: 'redis', status: (await this.ping()) ? 'up' : 'down' };
  }

  /** Whether Redis answers commands now (ioredis reconnects by itself after an outage). */
  isReady(): boolean {
    return this.redis?.status === 'ready';
  }

  async connect(): Promise<void> {
    // A Redis that is down at start is reported by /api/health, not fatal: ioredis keeps reconnecting.
    await this.redis?.connect().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }

  private async ping(): Promise<boolean> {
    if (this.redis?.status !== 'ready') return false;
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PING_TIMEOUT_MS).unref());
    const ping = this.redis.ping().then((answer) => answer === 'PONG', () => false);
    return Promise.race([ping, timeout]);
  }
}

import { Logger } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

/** What @nestjs/throttler expects back from a storage; times are in whole seconds. */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const KEY_PREFIX = 'chronicle:rate-limit';
// Past this, Redis counts as unavailable for this request: a limiter must not stall the API.
const REDIS_TIMEOUT_MS = 500;
const COMMAND = 'chronicleRateLimitHit';

/**
 * One hit, atomically. KEYS[1] counts the hits of the current window, KEYS[2] exists while the
 * client is blocked. ARGV: window (ms), limit, block duration (ms; 0 or less: until the window ends).
 * Returns {totalHits, ms until the window ends, blocked (1/0), ms until the block ends}.
 * Like the library's in-memory storage, hits made while blocked are not counted, and the window
 * starts afresh when the block ends.
 */
const HIT_SCRIPT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  local hits = tonumber(redis.call('GET', KEYS[1]) or (tonumber(ARGV[2]) + 1))
  return {hits, math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockLeft}
end
local hits = redis.call('INCR', KEYS[1])
local windowLeft = redis.call('PTTL', KEYS[1])
if windowLeft < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  windowLeft = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  local block = tonumber(ARGV[3])
  if block <= 0 then block = windowLeft end
  redis.call('SET', KEYS[2], '1', 'PX', block)
  redis.call('PEXPIRE', KEYS[1], block)
  return {hits, block, 1, block}
end
return {hits, windowLeft, 0, 0}
`;

type HitReply = [totalHits: number, windowLeftMs: number, blocked: 0 | 1, blockLeftMs: number];
type RedisWithHit = Redis & { [COMMAND](hitsKey: string, blockKey: string, ttlMs: number, limit: number, blockMs: number): Promise<HitReply> };

/**
 * @nestjs/throttler's storage in Redis, so that every Chronicle process sharing `REDIS_URL` shares
 * one count per client. (The published Redis storages declare peer ranges that end before Nest 12.)
 * While Redis is unreachable each process counts on its own, in memory, rather than refusing or
 * stalling requests; a warning says so once per outage.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly redis: RedisWithHit;
  private readonly fallback = new ThrottlerStorageService();
  private degraded = false;

  constructor(redis: Redis) {
    redis.defineCommand(COMMAND, { numberOfKeys: 2, lua: HIT_SCRIPT });
    this.redis = redis as RedisWithHit;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    try {
      const record = await this.hit(`${KEY_PREFIX}:${throttlerName}:{${key}}`, ttl, limit, blockDuration);
      if (this.degraded) this.logger.log('Redis answers again: rate limits are shared between processes again.');
      this.degraded = false;
      return record;
    } catch (error) {
      if (!this.degraded) this.logger.warn(`Redis is unavailable (${(error as Error).message}); rate limits are counted per process until it is back.`);
      this.degraded = true;
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  onApplicationShutdown(): void {
    this.fallback.onApplicationShutdown();
  }

  private async hit(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    if (this.redis.status !== 'ready') throw new Error(`the connection is ${this.redis.status}`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
    });
    try {
      const [totalHits, windowLeftMs, blocked, blockLeftMs] = await Promise.race([this.redis[COMMAND](`${key}:hits`, `${key}:blocked`, ttl, limit, blockDuration), timeout]);
      return { totalHits, timeToExpire: seconds(windowLeftMs), isBlocked: blocked === 1, timeToBlockExpire: seconds(blockLeftMs) };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The library reports (and sends as Retry-After) whole seconds, rounded up. */
function seconds(ms: number): number {
  return Math.ceil(ms / 1000);
}

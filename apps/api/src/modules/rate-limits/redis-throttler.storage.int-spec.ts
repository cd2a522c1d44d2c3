import { randomUUID } from 'node:crypto';
import { QueueConnection } from '../queue/queue-connection.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

// Against the throwaway Redis `npm test` starts; each test counts under its own key.
describe('RedisThrottlerStorage', () => {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: run the tests with `npm test`, which starts a throwaway Redis.');
  const connections: QueueConnection[] = [];

  async function storage(redisUrl = url!): Promise<RedisThrottlerStorage> {
    const connection = new QueueConnection(redisUrl);
    connections.push(connection);
    await connection.connect();
    return new RedisThrottlerStorage(connection.redis!);
  }

  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
  });

  it('counts hits in a window, blocks the one past the limit with the seconds to wait, and does not count hits while blocked', async () => {
    const store = await storage();
    const key = randomUUID();
    const hits = [];
    for (let hit = 0; hit < 3; hit++) hits.push(await store.increment(key, 60_000, 3, 60_000, 'default'));
    expect(hits.map((record) => [record.totalHits, record.isBlocked])).toEqual([[1, false], [2, false], [3, false]]);
    expect(hits[0]!.timeToExpire).toBe(60);

    const over = await store.increment(key, 60_000, 3, 60_000, 'default');
    expect(over).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 60 });
    const stillBlocked = await store.increment(key, 60_000, 3, 60_000, 'default');
    expect(stillBlocked).toMatchObject({ totalHits: 4, isBlocked: true });
    expect(stillBlocked.timeToBlockExpire).toBeGreaterThan(0);
    expect(stillBlocked.timeToBlockExpire).toBeLessThanOrEqual(60);
  });

  it('starts afresh when the block ends', async () => {
    const store = await storage();
    const key = randomUUID();
    await store.increment(key, 300, 1, 300, 'default');
    expect((await store.increment(key, 300, 1, 300, 'default')).isBlocked).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await store.increment(key, 300, 1, 300, 'default')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('shares one count between processes on the same Redis', async () => {
    const [first, second] = [await storage(), await storage()];
    const key = randomUUID();
    await first.increment(key, 60_000, 2, 60_000, 'default');
    await second.increment(key, 60_000, 2, 60_000, 'default');
    expect((await first.increment(key, 60_000, 2, 60_000, 'default')).isBlocked).toBe(true);
    expect((await second.increment(key, 60_000, 2, 60_000, 'default')).isBlocked).toBe(true);
  });

  it('keeps limiting in memory, per process, while Redis is unreachable', async () => {
    const store = await storage('redis://127.0.0.1:1');
    const key = randomUUID();
    expect((await store.increment(key, 60_000, 1, 60_000, 'default')).isBlocked).toBe(false);
    expect((await store.increment(key, 60_000, 1, 60_000, 'default')).isBlocked).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { BullmqQueue } from './bullmq-queue.js';
import { InProcessQueue } from './in-process-queue.js';
import type { Job, JobQueue, RetryPolicy } from './job-queue.js';

// One suite, both implementations (DESIGN.md: "one contract test suite runs against both").
const FAST_RETRIES: RetryPolicy = { attempts: 3, baseDelayMs: 20 };
const IMPLEMENTATIONS: [string, () => JobQueue][] = [
  ['in process', () => new InProcessQueue(FAST_RETRIES)],
  ['BullMQ on Redis', () => new BullmqQueue(redisUrl(), FAST_RETRIES)],
];

function redisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: run the tests with `npm test`, which starts a throwaway Redis.');
  return url;
}

function eventually(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (check()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error(`Timed out waiting until ${what}`));
      setTimeout(poll, 10);
    };
    poll();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(IMPLEMENTATIONS)('JobQueue (%s)', (_name, create) => {
  let queue: JobQueue;
  let name: string;

  beforeEach(() => {
    queue = create();
    name = `contract-${randomUUID()}`;
  });

  afterEach(async () => {
    await queue.close();
  });

  it('runs a queued job with its data', async () => {
    const seen: Job<{ n: number }>[] = [];
    queue.work<{ n: number }>(name, async (job) => void seen.push(job));
    await queue.enqueue(name, { id: 'job-1', data: { n: 42 } });
    await eventually(() => seen.length === 1, 'the job ran');
    expect(seen[0]).toEqual({ id: 'job-1', data: { n: 42 } });
  });

  it('runs a job queued twice with the same id once', async () => {
    let runs = 0;
    queue.work(name, async () => {
      runs += 1;
      await sleep(50);
    });
    await queue.enqueue(name, { id: 'same', data: {} });
    await queue.enqueue(name, { id: 'same', data: {} });
    await eventually(() => runs >= 1, 'the job ran');
    await sleep(300);
    expect(runs).toBe(1);
  });

  it('retries a failing job, and a job that recovers is not reported as failed', async () => {
    let runs = 0;
    const failed: string[] = [];
    queue.work(name, async () => {
      runs += 1;
      if (runs < 2) throw new Error('not yet');
    }, { onFailedForGood: async (job) => void failed.push(job.id) });
    await queue.enqueue(name, { id: 'flaky', data: {} });
    await eventually(() => runs === 2, 'the job ran a second time');
    await sleep(200);
    expect(failed).toEqual([]);
  });

  it('reports a job whose every attempt failed, once, with the last error', async () => {
    let runs = 0;
    const failed: { id: string; message: string }[] = [];
    queue.work(name, async () => {
      runs += 1;
      throw new Error(`attempt ${runs} failed`);
    }, { onFailedForGood: async (job, error) => void failed.push({ id: job.id, message: error.message }) });
    await queue.enqueue(name, { id: 'doomed', data: {} });
    await eventually(() => failed.length === 1, 'the failure was reported');
    await sleep(200);
    expect(runs).toBe(FAST_RETRIES.attempts);
    expect(failed).toEqual([{ id: 'doomed', message: `attempt ${FAST_RETRIES.attempts} failed` }]);
  });
});

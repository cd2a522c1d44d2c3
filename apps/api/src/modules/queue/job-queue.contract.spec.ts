import { randomUUID } from 'node:crypto';
import { Injectable, type INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import { JobProcessor, QueueProcessor } from './job-processor.js';
import { JOB_QUEUE, type Job, type JobQueue } from './job-queue.js';
import { QueueModule, type QueueConfig } from './queue.module.js';

// One suite, both drivers (DESIGN.md: "one contract test suite runs against both"), each with the
// same @nestjs/bullmq processor class.
const ATTEMPTS = 3;
const BASE_DELAY_MS = 20;
const DRIVERS: [string, () => QueueConfig][] = [
  ['in process', () => ({ redisUrl: null, role: 'all', jobAttempts: ATTEMPTS })],
  ['BullMQ on Redis', () => ({ redisUrl: redisUrl(), role: 'all', jobAttempts: ATTEMPTS })],
];

/** The throwaway Redis, in a database of its own: other suites' processors consume the same queue names. */
function redisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: run the tests with `npm test`, which starts a throwaway Redis.');
  const own = new URL(url);
  own.pathname = '/7';
  return own.toString();
}

function eventually(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
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

/** `eventually` for a check that asks the queue. */
async function eventuallyAsync(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await sleep(20);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Data = { n: number };

/** What the processor does with a job and what it saw; each test writes its own. */
const script = {
  run: async (_job: Job<Data>): Promise<void> => undefined,
  seen: [] as Job<Data>[],
  failed: [] as { id: string; message: string }[],
};

@QueueProcessor('push-deliveries')
@Injectable()
class ContractProcessor extends JobProcessor<Data> {
  async handle(job: Job<Data>): Promise<void> {
    script.seen.push(job);
    await script.run(job);
  }

  override async failedForGood(job: Job<Data>, error: Error): Promise<void> {
    script.failed.push({ id: job.id, message: error.message });
  }
}

/** A process of the given role with the queue module and the processor, started as the app starts it. */
async function startProcess(config: QueueConfig): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [QueueModule.forRoot(config, BASE_DELAY_MS)], providers: [ContractProcessor] }).compile();
  return moduleRef.init();
}

describe.each(DRIVERS)('JobQueue (%s)', (_name, configOf) => {
  let app: INestApplicationContext;
  let queue: JobQueue;

  beforeEach(async () => {
    script.run = async () => undefined;
    script.seen = [];
    script.failed = [];
    app = await startProcess(configOf());
    queue = app.get<JobQueue>(JOB_QUEUE);
  });

  afterEach(async () => {
    await app.close();
  });

  it('runs a queued job with its data', async () => {
    const id = randomUUID();
    await queue.enqueue('push-deliveries', { id, data: { n: 42 } });
    await eventually(() => script.seen.length === 1, 'the job ran');
    expect(script.seen[0]).toEqual({ id, data: { n: 42 } });
  });

  it('runs a job queued twice with the same id once', async () => {
    script.run = async () => {
      await sleep(50);
    };
    const id = randomUUID();
    await queue.enqueue('push-deliveries', { id, data: { n: 1 } });
    await queue.enqueue('push-deliveries', { id, data: { n: 1 } });
    await eventually(() => script.seen.length >= 1, 'the job ran');
    await sleep(300);
    expect(script.seen).toHaveLength(1);
  });

  it('retries a failing job, and a job that recovers is not reported as failed', async () => {
    script.run = async () => {
      if (script.seen.length < 2) throw new Error('not yet');
    };
    await queue.enqueue('push-deliveries', { id: randomUUID(), data: { n: 1 } });
    await eventually(() => script.seen.length === 2, 'the job ran a second time');
    await sleep(200);
    expect(script.failed).toEqual([]);
  });

  it('reports a job whose every attempt failed, once, with the last error', async () => {
    script.run = async () => {
      throw new Error(`attempt ${script.seen.length} failed`);
    };
    const id = randomUUID();
    await queue.enqueue('push-deliveries', { id, data: { n: 1 } });
    await eventually(() => script.failed.length === 1, 'the failure was reported');
    await sleep(200);
    expect(script.seen).toHaveLength(ATTEMPTS);
    expect(script.failed).toEqual([{ id, message: `attempt ${ATTEMPTS} failed` }]);
    expect(await queue.whereabouts('push-deliveries', id)).toMatchObject({ held: false });
  });

  it('holds a job while it waits and runs, and no more once it is done', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    script.run = () => gate;
    const id = randomUUID();
    expect(await queue.whereabouts('push-deliveries', id)).toEqual({ held: false, failedReason: null });
    await queue.enqueue('push-deliveries', { id, data: { n: 1 } });
    expect(await queue.whereabouts('push-deliveries', id)).toEqual({ held: true });
    await eventually(() => script.seen.length === 1, 'the job started');
    expect(await queue.whereabouts('push-deliveries', id)).toEqual({ held: true });
    release();
    await eventuallyAsync(async () => !(await queue.whereabouts('push-deliveries', id)).held, 'the queue let the job go');
    expect(await queue.whereabouts('push-deliveries', id)).toEqual({ held: false, failedReason: null });
  });
});

describe('JobQueue (BullMQ on Redis) whereabouts', () => {
  it("tells a job the queue gave up, with BullMQ's reason", async () => {
    script.run = async () => {
      throw new Error('the repository is gone');
    };
    script.seen = [];
    script.failed = [];
    const app = await startProcess({ redisUrl: redisUrl(), role: 'all', jobAttempts: 1 });
    try {
      const queue = app.get<JobQueue>(JOB_QUEUE);
      const id = randomUUID();
      await queue.enqueue('push-deliveries', { id, data: { n: 1 } });
      await eventually(() => script.failed.length === 1, 'the job failed for good');
      await eventuallyAsync(async () => !(await queue.whereabouts('push-deliveries', id)).held, 'the queue gave the job up');
      expect(await queue.whereabouts('push-deliveries', id)).toEqual({ held: false, failedReason: 'the repository is gone' });
    } finally {
      await app.close();
    }
  });

  it('tells a job Redis lost: back empty, it holds nothing', async () => {
    const api = await startProcess({ redisUrl: redisUrl(), role: 'api', jobAttempts: ATTEMPTS });
    const redis = new Redis(redisUrl());
    try {
      const queue = api.get<JobQueue>(JOB_QUEUE);
      const id = randomUUID();
      await queue.enqueue('push-deliveries', { id, data: { n: 1 } });
      expect(await queue.whereabouts('push-deliveries', id)).toEqual({ held: true });
      await redis.flushdb();
      expect(await queue.whereabouts('push-deliveries', id)).toEqual({ held: false, failedReason: null });
    } finally {
      redis.disconnect();
      await api.close();
    }
  });
});

describe('JobQueue (BullMQ on Redis) across roles', () => {
  it('an api process only queues; a worker process runs the job', async () => {
    script.run = async () => undefined;
    script.seen = [];
    const api = await startProcess({ redisUrl: redisUrl(), role: 'api', jobAttempts: ATTEMPTS });
    let worker: INestApplicationContext | undefined;
    try {
      const id = randomUUID();
      await api.get<JobQueue>(JOB_QUEUE).enqueue('push-deliveries', { id, data: { n: 7 } });
      await sleep(300);
      expect(script.seen).toEqual([]);
      worker = await startProcess({ redisUrl: redisUrl(), role: 'worker', jobAttempts: ATTEMPTS });
      await eventually(() => script.seen.some((job) => job.id === id), 'the worker ran the job');
      expect(script.seen.filter((job) => job.id === id)).toEqual([{ id, data: { n: 7 } }]);
    } finally {
      await api.close();
      await worker?.close();
    }
  });
});

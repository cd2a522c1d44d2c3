import { randomUUID } from 'node:crypto';
import { InProcessLiveEvents } from './in-process-live-events.js';
import { mayReceive, parseLiveMessage, type LiveEvents, type LiveMessage } from './live-events.js';
import { RedisLiveEvents } from './redis-live-events.js';

// One suite, both drivers: what one process publishes, every subscriber of the same bus hears —
// in this process, or across processes through a real Redis (each test on a channel of its own).
type Bus = { create(): LiveEvents; ready(events: LiveEvents): Promise<void> };

function redisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: run the tests with `npm test`, which starts a throwaway Redis.');
  return url;
}

const DRIVERS: [string, () => Bus][] = [
  ['in process', () => {
    const shared = new InProcessLiveEvents();
    return { create: () => shared, ready: async () => undefined };
  }],
  ['Redis pub/sub', () => {
    const channel = `chronicle:live-events:test-${randomUUID()}`;
    return { create: () => new RedisLiveEvents(redisUrl(), channel), ready: (events) => (events as RedisLiveEvents).ready() };
  }],
];

const entryPublished = (repositoryId: string): LiveMessage => ({
  event: { name: 'entry.published', payload: { repositoryId, deliveryId: `delivery-${repositoryId}` } },
  audience: { userId: 'user-1', kind: 'connected' },
});

/** Resolves with the first `count` messages `events` hears. */
function heard(events: LiveEvents, count: number): Promise<LiveMessage[]> {
  return new Promise((resolve) => {
    const messages: LiveMessage[] = [];
    const stop = events.subscribe((message) => {
      messages.push(message);
      if (messages.length === count) {
        stop();
        resolve(messages);
      }
    });
  });
}

describe.each(DRIVERS)('LiveEvents (%s)', (_name, makeBus) => {
  let bus: Bus;
  let opened: LiveEvents[];

  beforeEach(() => {
    bus = makeBus();
    opened = [];
  });
  afterEach(async () => {
    for (const events of new Set(opened)) await events.close();
  });

  async function open(): Promise<LiveEvents> {
    const events = bus.create();
    opened.push(events);
    await bus.ready(events);
    return events;
  }

  it('delivers a published message, with its audience, to a subscriber of another instance, in order', async () => {
    const publisher = await open();
    const listener = await open();
    const arriving = heard(listener, 2);
    await publisher.publish(entryPublished('repo-a'));
    await publisher.publish({ event: { name: 'documents.written', payload: { repositoryId: 'repo-b', jobId: 'job-1', status: 'success' } }, audience: { userId: 'admin-1', kind: 'project' } });
    expect(await arriving).toEqual([
      entryPublished('repo-a'),
      { event: { name: 'documents.written', payload: { repositoryId: 'repo-b', jobId: 'job-1', status: 'success' } }, audience: { userId: 'admin-1', kind: 'project' } },
    ]);
  });

  it('delivers to every subscriber, and no more to one that stopped listening', async () => {
    const publisher = await open();
    const listener = await open();
    const stopped: LiveMessage[] = [];
    const stop = listener.subscribe((message) => stopped.push(message));
    const first = heard(listener, 1);
    const second = heard(listener, 1);
    await publisher.publish(entryPublished('repo-a'));
    expect(await first).toEqual([entryPublished('repo-a')]);
    expect(await second).toEqual([entryPublished('repo-a')]);
    stop();
    const later = heard(listener, 1);
    await publisher.publish(entryPublished('repo-c'));
    expect(await later).toEqual([entryPublished('repo-c')]);
    expect(stopped).toEqual([entryPublished('repo-a')]);
  });
});

describe('who hears an event', () => {
  it('is the owner of the repository, and for a project every admin', () => {
    expect(mayReceive({ id: 'u1', role: 'user' }, { userId: 'u1', kind: 'connected' })).toBe(true);
    expect(mayReceive({ id: 'u2', role: 'user' }, { userId: 'u1', kind: 'connected' })).toBe(false);
    expect(mayReceive({ id: 'u2', role: 'admin' }, { userId: 'u1', kind: 'connected' })).toBe(false);
    expect(mayReceive({ id: 'u2', role: 'admin' }, { userId: 'u1', kind: 'project' })).toBe(true);
    expect(mayReceive({ id: 'u2', role: 'user' }, { userId: 'u1', kind: 'project' })).toBe(false);
  });

  it('is read from another process only when the message has the shape of one', () => {
    expect(parseLiveMessage(JSON.stringify(entryPublished('repo-a')))).toEqual(entryPublished('repo-a'));
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ ...entryPublished('r'), event: { name: 'user.deleted', payload: { repositoryId: 'r' } } }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ ...entryPublished('r'), audience: { userId: 'u1', kind: 'everyone' } }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ event: { name: 'entry.published', payload: {} }, audience: { userId: 'u1', kind: 'connected' } }))).toBeNull();
  });
});

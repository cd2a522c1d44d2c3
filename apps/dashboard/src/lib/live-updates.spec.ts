import { jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@chronicle/contracts';
import { followLiveUpdates, type EventSourceLike } from './live-updates';

/** An EventSource the test drives: it fires the events a browser's would. */
class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(name: string, listener: () => void): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  fire(name: string, readyState = this.readyState): void {
    this.readyState = readyState;
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
}

function setUp() {
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  jest.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => void invalidated.push(filters?.queryKey));
  const sources: FakeEventSource[] = [];
  const stop = followLiveUpdates(queryClient, (url) => {
    const source = new FakeEventSource(url);
    sources.push(source);
    return source;
  }, (attempt) => 1000 * 2 ** attempt);
  return { invalidated, sources, stop };
}

describe('followLiveUpdates', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the entries and the figures again when an entry is published, and nothing while nothing happens', () => {
    const { invalidated, sources } = setUp();
    expect(sources.map((source) => source.url)).toEqual(['/api/events']);
    sources[0]!.fire('open', 1);
    expect(invalidated).toEqual([]);
    sources[0]!.fire('entry.published');
    expect(invalidated).toEqual(expect.arrayContaining([QUERY_KEYS.entries, QUERY_KEYS.activeRepository]));
  });

  it('reads everything again once after the stream came back (events may have been missed), not at every reconnect attempt', () => {
    const { invalidated, sources } = setUp();
    sources[0]!.fire('open', 1);
    sources[0]!.fire('error', 0);
    sources[0]!.fire('error', 0);
    expect(invalidated).toEqual([]);
    sources[0]!.fire('open', 1);
    const once = invalidated.length;
    expect(invalidated).toEqual(expect.arrayContaining([QUERY_KEYS.entries, QUERY_KEYS.activeRepository, QUERY_KEYS.projects]));
    sources[0]!.fire('open', 1);
    expect(invalidated).toHaveLength(once);
  });

  it('opens a refused stream again three times with backoff, then leaves it closed; closing stops it', () => {
    jest.useFakeTimers();
    const { sources, stop } = setUp();
    for (let attempt = 0; attempt < 5; attempt++) {
      sources.at(-1)!.fire('error', 2);
      jest.advanceTimersByTime(30_000);
    }
    expect(sources).toHaveLength(4);
    stop();
    expect(sources.at(-1)!.closed).toBe(true);
  });
});

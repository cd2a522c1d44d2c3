import type { TestBrowser } from './browser.js';

/** One server-sent event as a browser's EventSource hands it over: its name and its data. */
export type ReceivedEvent = { event: string; data: unknown };

/**
 * `GET /api/events` read as an EventSource reads it: `next()` answers the next event (comments
 * skipped), `ended()` whether the server ended the stream; `comments` holds the comment lines seen.
 */
export type EventStreamReader = {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  comments: string[];
  next(): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended(): Promise<void>;
  close(): Promise<void>;
};

export async function openEventStream(url: string, browser: TestBrowser): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await browser.request(`${url}/api/events`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const comments: string[] = [];
  const queued: ReceivedEvent[] = [];
  let buffer = '';
  let done = false;

  /** Reads more of the body into whole events; false when the stream has ended. */
  async function readMore(): Promise<boolean> {
    if (done) return false;
    const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (chunk.done) {
      done = true;
      return false;
    }
    buffer += chunk.value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = block.split('\n');
      comments.push(...fields.filter((line) => line.startsWith(':')).map((line) => line.slice(1).trim()));
      const name = fields.find((line) => line.startsWith('event: '))?.slice(7);
      const data = fields.find((line) => line.startsWith('data: '))?.slice(6);
      if (name && data !== undefined) queued.push({ event: name, data: JSON.parse(data) });
    }
    return true;
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    comments,
    async next() {
      while (queued.length === 0) {
        if (!(await readMore())) throw new Error('The event stream ended before the next event.');
      }
      return queued.shift()!;
    },
    async ended() {
      while (await readMore());
    },
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
}

/** Reads events until one named `name` comes; answers it and every event read before it. */
export async function eventNamed(stream: EventStreamReader, name: string, where: (data: unknown) => boolean = () => true): Promise<{ event: ReceivedEvent; before: ReceivedEvent[] }> {
  const before: ReceivedEvent[] = [];
  for (;;) {
    const event = await stream.next();
    if (event.event === name && where(event.data)) return { event, before };
    before.push(event);
  }
}

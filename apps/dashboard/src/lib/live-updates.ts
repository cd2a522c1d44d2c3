import type { QueryClient } from '@tanstack/react-query';
import { EVENT_ROUTES, LIVE_EVENT_NAMES, LIVE_EVENT_QUERIES, type LiveEventName } from '@chronicle/contracts';

/** How often a stream the server refused (a proxy's 502 during a restart, a 429) is opened again before the page gives up. */
const MAX_REOPENS = 3;

/** What `followLiveUpdates` needs of the browser's EventSource (a fake in tests). */
export type EventSourceLike = { readonly readyState: number; addEventListener(type: string, listener: () => void): void; close(): void };
const CLOSED = 2;

/**
 * Opens the stream and answers how to close it. The browser opens it again by itself when it
 * drops (the server restarted); once it is back every followed query is read again — once —
 * since events may have been missed meanwhile. A stream the server refused is opened again a few
 * times with `backoff` (the queries'), then left closed (signed out, or too many tabs).
 */
export function followLiveUpdates(queryClient: QueryClient, open: (url: string) => EventSourceLike, backoff: (attempt: number) => number): () => void {
  let source: EventSourceLike;
  let lost = false;
  let reopens = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    source = open(EVENT_ROUTES.stream);
    source.addEventListener('open', () => {
      reopens = 0;
      if (!lost) return;
      lost = false;
      for (const name of LIVE_EVENT_NAMES) markStale(queryClient, name);
    });
    source.addEventListener('error', () => {
      lost = true;
      if (source.readyState !== CLOSED || reopens >= MAX_REOPENS) return;
      timer = setTimeout(connect, backoff(reopens++));
    });
    for (const name of LIVE_EVENT_NAMES) source.addEventListener(name, () => markStale(queryClient, name));
  };
  connect();
  return () => {
    clearTimeout(timer);
    source.close();
  };
}

/** Reads again the shown queries an event concerns; the others are read when next shown. */
function markStale(queryClient: QueryClient, name: LiveEventName): void {
  for (const queryKey of LIVE_EVENT_QUERIES[name]) void queryClient.invalidateQueries({ queryKey });
}

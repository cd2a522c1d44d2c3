// The request load of `npm run bench:analysis`: open loop — request i of a route is sent at
// start + i / rate whatever became of the earlier ones (so a slow answer cannot hold the next
// request back and hide the delay) — each timed on this side from just before it is sent to the
// last byte of its answer.
import { performance } from 'node:perf_hooks';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Milliseconds since the epoch, with sub-millisecond precision. */
export const now = () => performance.timeOrigin + performance.now();

/**
 * One request: resolves (never rejects) with its send time, latency in ms, status and error.
 * A request with no answer within `timeoutMs` counts as an error with that latency.
 */
async function timedGet(url, timeoutMs) {
  const sentAt = now();
  // Its own timer (held here, not an AbortSignal.timeout the collector may take), and a race, so
  // the sample is settled at the deadline whatever the HTTP client does with the abort.
  const controller = new AbortController();
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ sentAt, ms: now() - sentAt, status: null, error: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
  });
  const attempt = (async () => {
    try {
      const response = await fetch(url, { signal: controller.signal });
      await response.arrayBuffer();
      return { sentAt, ms: now() - sentAt, status: response.status };
    } catch (error) {
      return { sentAt, ms: now() - sentAt, status: null, error: error.message };
    }
  })();
  const result = await Promise.race([attempt, deadline]);
  clearTimeout(timer);
  return result;
}

/**
 * Starts `rate` GET requests a second to each of `routes` (`{ name, url, expect }`), until
 * `stop()`, which waits for the requests still out and resolves with every sample:
 * `{ route, sentAt, ms, status, ok, error? }` (ok: the status is the route's `expect`, 200 by default).
 */
export function startLoad({ routes, rate, timeoutMs = 10_000 }) {
  const samples = [];
  const inFlight = new Set();
  let stopped = false;
  const loops = routes.map(async (route, offset) => {
    // The routes' schedules are staggered evenly, so their requests do not leave in bursts.
    const start = now() + 20 + (offset * 1000) / rate / routes.length;
    for (let index = 0; !stopped; index++) {
      const wait = start + (index * 1000) / rate - now();
      if (wait > 0) await sleep(wait);
      if (stopped) break;
      const request = timedGet(route.url, timeoutMs).then((result) => {
        samples.push({ route: route.name, ...result, ok: result.status === (route.expect ?? 200) });
        inFlight.delete(request);
      });
      inFlight.add(request);
    }
  });
  return {
    samples,
    /** Requests sent and not answered yet. */
    get outstanding() {
      return inFlight.size;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
      await Promise.all([...inFlight]);
      return samples;
    },
  };
}

/** Waits `ms` milliseconds. */
export { sleep };

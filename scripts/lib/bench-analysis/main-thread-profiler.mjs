// Loaded into Chronicle by `npm run bench:analysis --profile FILE` (NODE_OPTIONS=--import this
// file; a benchmark tool, never part of Chronicle): on the first SIGWINCH it starts V8's sampling
// profiler on the MAIN thread (the HTTP event loop), on the second it writes the profile to
// $CHRONICLE_BENCH_PROFILE (a .cpuprofile Chrome DevTools opens) and stops. SIGWINCH, because
// Nest's shutdown hooks take SIGUSR2 and its default action is to do nothing.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { isMainThread } from 'node:worker_threads';

const file = process.env.CHRONICLE_BENCH_PROFILE;
if (isMainThread && file) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGWINCH', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 500 }, () => session.post('Profiler.start')));
      return;
    }
    session.post('Profiler.stop', (error, result) => {
      running = false;
      writeFileSync(file, error ? JSON.stringify({ error: error.message }) : JSON.stringify(result.profile));
    });
  });
}

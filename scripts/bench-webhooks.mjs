#!/usr/bin/env node
// `npm run bench:webhooks`: how fast a push becomes a changelog entry under a steady stream of
// pushes, and that none is lost or made twice.
//
// For each setup — embedded (PGlite, in-process queue) and PostgreSQL + Redis (BullMQ), both
// started here as throwaway servers — it starts the GitHub emulator and the built Chronicle as child
// processes, signs in through the emulator's OAuth pages as each seeded user and connects that
// user's repository (default 8 users and repositories; --repos 1: octocat/hello-world alone), sends
// a few warm-up pushes, then pushes through the emulator's push control call on a fixed schedule
// (open loop, round-robin over the repositories: default 20 pushes a second for 30 s, 1–3 commits
// each). Several repositories because the emulator takes the pushes to one repository one at a
// time (git plumbing, payload, delivery), which on 2 cores caps one repository at about 5-10 a
// second; Chronicle connects one repository per user, so 20 pushes a second reach it from many
// users' repositories anyway. The emulator commits and delivers a
// signed push webhook to Chronicle for each push, and answers with the delivery's id and status.
// After the stream it waits for the entries (drain timeout), reads Chronicle's database and matches
// every push to its entry by delivery id and by commit SHAs:
//
//   push-to-entry latency = the entry's stored time (webhook_deliveries.processed_at, stamped by
//   Chronicle in the transaction that inserts the entry) − the time right before the push request
//   was sent. Both clocks are this machine's, read by processes on it.
//
// It prints a table per setup and writes them into docs/benchmarks/webhooks.md between the
// bench:webhooks markers.
// Exits 1 when any accepted push has no entry, or more than one.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { BIG_PUSH, measureBigPush } from './lib/bench-webhooks/big-push.mjs';
import { connectRepository, entryTotal, signIn, watchEntries } from './lib/bench-webhooks/chronicle-client.mjs';
import { pgliteDirectory, readStoredRows } from './lib/bench-webhooks/database.mjs';
import { cpuSeconds, createCleanup, peakRssMb, removeDir, startChronicle, startEmulator } from './lib/bench-webhooks/processes.mjs';
import { drivePushes, pushCommits, sendPush } from './lib/bench-webhooks/pushes.mjs';
import { repositoriesFor, seedFor } from './lib/bench-webhooks/seed.mjs';
import { rng } from './lib/rng.mjs';
import { analyse, duration, failures, BLOCK_END, BLOCK_START, setupTable, TARGET, targetsTable } from './lib/bench-webhooks/report.mjs';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import { ROOT, runNx } from './lib/run.mjs';
import { freePort, startPostgres, startRedis } from './lib/throwaway-servers.mjs';

const BUILT = ['@chronicle/api', '@chronicle/github-emulator'];
const SETUPS = {
  embedded: { label: 'Embedded: PGlite + in-process queue' },
  postgres: { label: 'PostgreSQL + Redis (BullMQ)' },
};

const HELP = `Usage: node scripts/bench-webhooks.mjs [options]   (npm run bench:webhooks)

Builds the API and the GitHub emulator (nx; cached when unchanged), then for each setup starts a
throwaway Chronicle (built apps/api/dist/main.js) and the emulator, connects octocat/hello-world and
pushes through the emulator at a fixed rate (open loop). Reports deliveries accepted, entries
made, lost and duplicated, push-to-entry latency (p50/p95/p99/max), the achieved rate and
Chronicle's peak memory; prints the tables and writes them into
docs/benchmarks/webhooks.md between ${BLOCK_START} and ${BLOCK_END}. Exits 1 if an accepted push made no entry or two, or a
delivery was not accepted.

Options:
  --setup S          embedded | postgres | both (default both)
  --rate N           pushes per second (default 20)
  --seconds N        how long to push (default 30)
  --repos N          spread the pushes round-robin over N repositories, each connected by its
                     own user (default 1: all to octocat/hello-world). The emulator takes the
                     pushes to one repository one at a time (about 40-60 a second on a 2-core
                     machine), so much higher rates need several
  --warmup N         warm-up pushes before measuring, not counted (default 5)
  --drain-timeout N  seconds to wait for the last entries after the last push (default 30)
  --poll-ms N        how often GET /api/changelog-entries is polled as a cross-check (default 50; 0: never)
  --skip-big         leave out the big push: on PostgreSQL, after the stream, one signed 25 MB push
                     payload (${BIG_PUSH.commits} commits) is sent while GET /api/health is polled
                     every 20 ms until its entry is stored (target: health p95 ≤ 100 ms)
  --skip-build       use the built dist folders as they are (npm run build makes them)
  --no-write         print only, leave docs/benchmarks/webhooks.md alone
  --page PATH        write the block into PATH (a run of one setup writes only with --page)
  -h, --help         show this help
`;

function usage(message) {
  process.stderr.write(`bench:webhooks: ${message}\nRun \`node scripts/bench-webhooks.mjs --help\` for the options.\n`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: {
      setup: { type: 'string', default: 'both' },
      rate: { type: 'string', default: '20' },
      seconds: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '5' },
      repos: { type: 'string', default: '1' },
      'drain-timeout': { type: 'string', default: '30' },
      'poll-ms': { type: 'string', default: '50' },
      'skip-build': { type: 'boolean', default: false },
      'skip-big': { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      page: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  usage(error.message);
}
if (options.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const positive = (name, { integer = false, zero = false } = {}) => {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value < 0 || (!zero && value === 0) || (integer && !Number.isInteger(value))) usage(`--${name} takes a ${integer ? 'whole ' : ''}${zero ? 'non-negative' : 'positive'} number (got ${JSON.stringify(options[name])})`);
  return value;
};
const settings = {
  rate: positive('rate'),
  seconds: positive('seconds'),
  warmup: positive('warmup', { integer: true, zero: true }),
  repos: positive('repos', { integer: true }),
  drainTimeoutSeconds: positive('drain-timeout'),
  pollMs: positive('poll-ms', { integer: true, zero: true }),
};
if (!['embedded', 'postgres', 'both'].includes(options.setup)) usage(`--setup is embedded, postgres or both (got ${JSON.stringify(options.setup)})`);
const setupNames = options.setup === 'both' ? ['embedded', 'postgres'] : [options.setup];
if (Math.round(settings.rate * settings.seconds) < 2) usage('--rate × --seconds must make at least 2 pushes');

const log = (message) => process.stderr.write(`${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const startedAt = Date.now();
const cleanup = createCleanup(log);
cleanup.installHandlers();

// ---------------------------------------------------------------------------------------------
// Build

if (options['skip-build']) {
  log('bench:webhooks: --skip-build: using apps/api/dist and tools/github-emulator/dist as they are');
} else {
  // Others may be editing the API: a build that fails is tried again a minute later, twice.
  for (let attempt = 1; ; attempt++) {
    try {
      await runNx(['run-many', '-t', 'build', `--projects=${BUILT.join(',')}`]);
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`bench:webhooks: the build failed (${error.message}); trying again in 60 s…`);
      await sleep(60_000);
    }
  }
}
for (const file of ['apps/api/dist/main.js', 'tools/github-emulator/dist/cli.js']) {
  if (!existsSync(path.join(ROOT, file))) {
    log(`bench:webhooks: ${file} is missing: run \`npm run build\` (or drop --skip-build).`);
    process.exit(1);
  }
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-webhooks-'));
cleanup.add(`remove ${workDir}`, () => removeDir(workDir));

// ---------------------------------------------------------------------------------------------
// One setup

async function runSetup(name) {
  const dir = path.join(workDir, name);
  mkdirSync(dir, { recursive: true });
  const env = {};
  const stops = [];
  let serverNote = '';
  log(`\n== ${SETUPS[name].label}`);
  if (name === 'postgres') {
    // Its own temporary folder, as in scripts/test.mjs: as root PostgreSQL runs as `nobody`, which
    // must be able to reach it (the work folder is private to this user).
    const serversDir = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-webhooks-servers-'));
    stops.push(cleanup.add(`remove ${serversDir}`, () => removeDir(serversDir)));
    const [postgres, redis] = await Promise.all([startPostgres(serversDir), startRedis(serversDir)]);
    stops.unshift(cleanup.add('stop PostgreSQL', postgres.stop), cleanup.add('stop Redis', redis.stop));
    const redisVersion = /v=(\S+)/.exec(execFileSync('redis-server', ['--version'], { encoding: 'utf8' }))?.[1] ?? '?';
    serverNote = `PostgreSQL ${postgres.version}, Redis ${redisVersion}`;
    log(`  throwaway ${serverNote} on ports ${postgres.port} and ${redis.port}`);
    env.DATABASE_URL = postgres.url;
    // Known to the bench, so the big push can be signed with the hook secret Chronicle sealed with it.
    env.ENCRYPTION_KEY = randomBytes(32).toString('hex');
    env.REDIS_URL = redis.url;
  }

  const repositories = repositoriesFor(settings.repos);
  let seedFile;
  if (settings.repos > 1) {
    seedFile = path.join(dir, 'seed.json');
    writeFileSync(seedFile, JSON.stringify(seedFor(repositories), null, 2));
  }
  const emulator = await startEmulator({ port: await freePort(), dataDir: path.join(dir, 'emulator'), seedFile, cleanup });
  stops.unshift(emulator.stop);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(dir, 'chronicle-data');
  mkdirSync(dataDir);
  const chronicle = await startChronicle({
    env: {
      ...env,
      PORT: String(port),
      PUBLIC_URL: url,
      CHRONICLE_DATA_DIR: dataDir,
      GITHUB_URL: emulator.url,
      GITHUB_API_URL: emulator.apiUrl,
      GITHUB_CLIENT_ID: 'chronicle-bench',
      GITHUB_CLIENT_SECRET: 'chronicle-bench-secret',
      // The big push's GET /api/health every 20 ms, and the entry lists polled, stay under the limit.
      CHRONICLE_RATE_LIMIT_PUBLIC: '1000000',
      LOG_LEVEL: 'warn',
    },
    cleanup,
  });
  stops.unshift(chronicle.stop);
  log(`  emulator at ${emulator.url}, Chronicle at ${url} (pid ${chronicle.pid})`);

  try {
    // One user per repository: Chronicle connects one repository per user.
    const users = [];
    for (const repository of repositories) {
      const { browser, me } = await signIn(url, repository.login);
      const connected = await connectRepository(browser, url, `${repository.owner}/${repository.repo}`);
      users.push({ browser, slug: connected.publicSlug });
      log(`  signed in as ${me.login ?? me.name ?? repository.login}, connected ${connected.fullName} (public page /${connected.publicSlug})`);
    }
    const slugs = users.map((user) => user.slug);

    // Warm-up: sequential pushes, each waited for, so the measured stream starts on a warm server.
    const warmRandom = rng(99);
    const warmup = [];
    for (let index = 0; index < settings.warmup; index++) {
      const record = await sendPush(emulator.url, repositories[index % repositories.length], pushCommits(warmRandom, 10_000 + index));
      if (record.error) throw new Error(`warm-up push ${index + 1} failed: ${record.error}`);
      warmup.push(record);
    }
    const warmEntries = await waitForTotal(url, slugs, settings.warmup, 60_000);
    if (warmEntries < settings.warmup) throw new Error(`only ${warmEntries} of ${settings.warmup} warm-up pushes made an entry within 60 s`);
    log(`  ${settings.warmup} warm-up pushes made their entries`);

    // Each user's list holds its own repository's newest 30: with N repositories each list fills N
    // times slower, so each is polled N times less often (the same request rate in total).
    const watchers = settings.pollMs > 0 ? users.map((user) => watchEntries(user.browser, url, settings.pollMs * users.length)) : [];
    const loadBefore = os.loadavg()[0];
    const cpuBefore = cpuSeconds(chronicle.pid);
    const emulatorCpuBefore = cpuSeconds(emulator.pid);
    const windowStart = Date.now();
    let sent = 0;
    const progress = setInterval(() => log(`  … ${sent} pushes sent`), 5000);
    log(`  pushing ${Math.round(settings.rate * settings.seconds)} times at ${settings.rate}/s for ${settings.seconds} s…`);
    const drive = await drivePushes({ emulatorUrl: emulator.url, targets: repositories, rate: settings.rate, seconds: settings.seconds, seed: 1, onSent: () => sent++ }).finally(() => clearInterval(progress));
    const lastAnsweredAt = Date.now();
    const accepted = drive.records.filter((record) => record.deliveries?.some((delivery) => delivery.status === 202)).length;
    log(`  all push calls answered ${duration(lastAnsweredAt - drive.lastSentAt)} after the last was sent; ${accepted} deliveries accepted; waiting for the entries…`);
    const total = await waitForTotal(url, slugs, warmEntries + accepted, settings.drainTimeoutSeconds * 1000);
    const windowEnd = Date.now();
    const cpuAfter = cpuSeconds(chronicle.pid);
    const emulatorCpuAfter = cpuSeconds(emulator.pid);
    const loadAfter = os.loadavg()[0];
    const polls = await Promise.all(watchers.map((watcher) => watcher.stop()));
    const polled = polls.reduce((sum, poll) => ({ polls: sum.polls + poll.polls, failures: sum.failures + poll.failures }), { polls: 0, failures: 0 });
    const firstSeen = new Map(watchers.flatMap((watcher) => [...watcher.firstSeen]));
    log(`  ${total - warmEntries} entries after the stream${watchers.length ? `; the API was polled ${polled.polls} times (${polled.failures} failed)` : ''}`);
    const peakRss = peakRssMb(chronicle.pid);

    // PGlite's directory can only be opened once Chronicle has let go of it.
    let stored;
    let big = null;
    if (env.DATABASE_URL) {
      stored = await readStoredRows({ databaseUrl: env.DATABASE_URL });
      if (!options['skip-big']) {
        log(`  sending a signed 25 MB push (${BIG_PUSH.commits} commits) while polling GET /api/health every 20 ms…`);
        big = await measureBigPush({ url, databaseUrl: env.DATABASE_URL, encryptionKey: env.ENCRYPTION_KEY, fullName: `${repositories[0].owner}/${repositories[0].repo}` });
        log(`  big push: 202 after ${duration(big.acceptedMs)}, entry after ${duration(big.entryMs)}; health p50 ${duration(big.health.p50)}, p95 ${duration(big.health.p95)}, max ${duration(big.health.max)}`);
      }
      await chronicle.stop();
    } else {
      const exit = await chronicle.stop();
      if (exit.code !== 0 && exit.signal !== 'SIGTERM') log(`  Chronicle exited with ${exit.signal ?? `code ${exit.code}`} on SIGTERM`);
      stored = await readStoredRows({ pgliteDir: pgliteDirectory(dataDir) });
    }
    const result = analyse({ records: drive.records, warmup, stored, firstSeen });
    const lastSentAt = Math.max(...drive.records.map((record) => record.sentAt));
    const wall = (windowEnd - windowStart) / 1000;
    return {
      name,
      label: SETUPS[name].label,
      serverNote,
      options: settings,
      drainTimeoutSeconds: settings.drainTimeoutSeconds,
      result,
      big,
      drainMs: result.lastStoredAt === null ? null : result.lastStoredAt - lastSentAt,
      peakRssMb: peakRss,
      cpuShare: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / wall : null,
      emulatorCpuShare: emulatorCpuBefore !== null && emulatorCpuAfter !== null ? (emulatorCpuAfter - emulatorCpuBefore) / wall : null,
      loadBefore,
      loadAfter,
      chronicleLog: chronicle.output().trim().split('\n').filter((line) => line.trim()).slice(-5),
    };
  } finally {
    for (const stop of stops) await stop();
    removeDir(dir);
  }
}

/** Polls the public changelogs' entry counts until their sum reaches `expected` or `timeoutMs` passes; resolves with the last sum. */
async function waitForTotal(url, slugs, expected, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let total = 0;
  let failed = 0;
  for (;;) {
    try {
      total = (await Promise.all(slugs.map((slug) => entryTotal(url, slug)))).reduce((sum, count) => sum + count, 0);
    } catch (error) {
      if (failed++ === 0) log(`  could not count the entries (trying until the timeout): ${error.message}`);
    }
    if (total >= expected || Date.now() >= deadline) return total;
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------
// Run and report

let exitCode = 0;
try {
  const setups = [];
  for (const name of setupNames) {
    const setup = await runSetup(name);
    setups.push(setup);
    const c = setup.result.counts;
    log(`  ${c.entriesMade}/${c.pushes} entries, ${c.lost} lost, ${c.duplicates} duplicates; push-to-entry p95 ${duration(setup.result.latency.p95)}`);
    if (setup.chronicleLog.length && failures(setup.result)) log(`  Chronicle's last log lines:\n    ${setup.chronicleLog.join('\n    ')}`);
  }

  const minutes = (Date.now() - startedAt) / 60000;
  const pushes = Math.round(settings.rate * settings.seconds);
  const sections = [
    `_\`npm run bench:webhooks\`, ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores (the load averages below say how busy the machine was), Node ${process.version}, ` +
      `${setups.map((setup) => setup.serverNote).filter(Boolean).join(', ') || 'embedded database only'}; ${settings.rate} pushes per second for ${settings.seconds} s (${pushes} pushes) per setup after ${settings.warmup} warm-up pushes. The run took ${minutes.toFixed(1)} min._`,
    `Each push (1–3 commits with Conventional Commits and free-form messages, the same seeded stream on every run) goes through the GitHub emulator's push control call, open loop at a fixed rate; the emulator commits and delivers the signed \`push\` webhook to the built Chronicle (\`apps/api/dist/main.js\`, built-in engine, no model server), each in its own process. ` +
      `Afterwards the benchmark reads Chronicle's database (PostgreSQL directly, PGlite's folder once Chronicle has stopped) and matches every push to its entry by the delivery id the emulator answered and by the push's commit SHAs; a push with no entry ${settings.drainTimeoutSeconds} s after the last push call was answered is lost. ` +
      "**Push-to-entry latency** runs from just before the push request is sent to the entry's stored time (its delivery's `processed_at`, stamped by Chronicle in the transaction that inserts the entry; one machine, one clock), so it includes the emulator's commit, payload and delivery work and any queueing there: the emulator leg, up to the delivery's arrival in Chronicle's inbox. " +
      (settings.repos > 1
        ? `The pushes go round-robin to ${settings.repos} repositories, each connected by its own user, as Chronicle connects one repository per user (\`--repos 1\`: octocat/hello-world alone). `
        : 'All pushes go to octocat/hello-world; the emulator takes one repository\'s pushes one at a time, which caps the rate it can deliver (`--repos N` spreads them over N repositories). ') +
      `Cross-check: each user's \`GET /api/changelog-entries\` (the newest 30) is polled, one request every ${settings.pollMs} ms in all, and each entry's first listing timed. ` +
      `Target: push-to-entry p95 ≤ 1 s at ${TARGET.rate} pushes per second with the built-in engine on PostgreSQL + Redis, and no push lost or made twice.`,
    ...setups.map((setup) => `## ${setup.label}\n\n${setupTable(setup)}`),
    `## Targets\n\n${targetsTable(setups)}`,
  ];
  const block = sections.join('\n\n');
  process.stdout.write(`\n${block}\n\n`);

  const page = options.page ? path.resolve(options.page) : benchPage('webhooks');
  if (options['no-write']) log('Page not updated (--no-write).');
  else if (setupNames.length < 2 && !options.page) log('Page not updated: one setup only (pass --page PATH to write it anyway).');
  else if (writeBenchBlock(page, 'webhooks', block)) log(`Wrote the tables into ${page}.`);
  else log(`The markers ${BLOCK_START} … ${BLOCK_END} are missing from ${page}: the tables above were not written.`);

  const failed = setups.filter((setup) => failures(setup.result) > 0);
  if (failed.length) {
    log(`bench:webhooks: FAILED — ${failed.map((setup) => `${setup.label}: ${setup.result.counts.lost} lost, ${setup.result.counts.duplicates + setup.result.counts.unmatchedEntries} duplicated, ${setup.result.counts.notAccepted} not accepted`).join('; ')}`);
    exitCode = 1;
  }
  log(`bench:webhooks took ${minutes.toFixed(1)} min.`);
} catch (error) {
  log(`bench:webhooks: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await cleanup.run();
}
process.exit(exitCode);

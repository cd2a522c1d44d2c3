#!/usr/bin/env node
// `npm run bench:scale`: Chronicle split into one `api` process and 1, 2 and 4 `worker` processes
// (CHRONICLE_ROLE) on PostgreSQL and Redis — what a team gets from more workers, and what it costs.
//
// Starts a throwaway PostgreSQL and Redis (scripts/lib/throwaway-servers.mjs) and the GitHub
// emulator, seeded with 50 users and their repositories (bench:webhooks' seed) and octocat, the
// admin. A setup pass connects the 50 repositories (one per user) and adds a small reference
// project whose public README document the load reads. Then, for each worker count, with fresh
// Chronicle processes (the built apps/api/dist/main.js; same database):
//
//   1. backlog: pushes go out while no worker runs (the api accepts them into the inbox and the
//      queue); then the workers start, and the time from all of them being ready to the last
//      entry stored gives their entries per second at full load (the documentation runs those
//      entries ask for are dropped afterwards, unmeasured, so every worker count's analyses start
//      on free workers; so are those still waiting when a worker count ends);
//   2. steady: pushes at a fixed open-loop rate (bench:webhooks' generator and driver,
//      round-robin over the 50 repositories) while 3 projects of bench:analysis' 1,000-file
//      repository (each its own copy, pushed for this round, so every analysis has the same work)
//      are analysed, and GET /api/health and the reference project's README document are timed
//      open loop (bench:analysis' load) from the analyses' POSTs to their end.
//
// Reports push → entry p50/p95/p99, entries per second, analysis times, the GET p95s, lost and
// duplicate entries (matched by delivery id and commit SHAs, as bench:webhooks does), each
// process's peak memory and CPU, and the machine's CPU in use. Prints the tables and writes them
// into docs/benchmarks/scale.md between the bench:scale markers.
// Exits 1 when a push was lost or made two entries, or an analysis failed.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLoad, now } from './lib/bench-analysis/load.mjs';
import { benchRepository, emulatorToken, pushToEmulatorRepository } from './lib/bench-analysis/repository.mjs';
import { git } from './lib/bench/git.mjs';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import { connectRepository, signIn } from './lib/bench-webhooks/chronicle-client.mjs';
import { readStoredRows } from './lib/bench-webhooks/database.mjs';
import { createCleanup, removeDir, startChronicle, startEmulator } from './lib/bench-webhooks/processes.mjs';
import { drivePushes } from './lib/bench-webhooks/pushes.mjs';
import { analyse, duration, percentile } from './lib/bench-webhooks/report.mjs';
import { repositoriesFor, seedFor } from './lib/bench-webhooks/seed.mjs';
import { coresBusy, machineTicks, openDatabase, processFigures, waitUntil } from './lib/bench-scale/measure.mjs';
import { scaleBlock, verdicts } from './lib/bench-scale/report.mjs';
import { runNx } from './lib/run.mjs';
import { freePort, startPostgres, startRedis } from './lib/throwaway-servers.mjs';

const HELP = `Usage: node scripts/bench-scale.mjs [options]   (npm run bench:scale)

Builds the API and the GitHub emulator (nx; cached when unchanged), starts a throwaway PostgreSQL
and Redis, the emulator and, for each worker count, one \`api\` process and N \`worker\` processes of
the built Chronicle. Per count: a backlog of pushes drained by the workers (entries per second at
full load), then pushes at a fixed rate into 50 repositories while 3 projects of a 1,000-file
repository are analysed and GET /api/health and a public document are timed. Prints the tables
and writes them into docs/benchmarks/scale.md. Exits 1 when a push was lost or made two entries,
or an analysis failed.

Options:
  --workers LIST     worker counts, in order (default 1,2,4)
  --repos N          repositories pushed to, one user each (default 50)
  --rate N           pushes per second during the analyses, open loop (default 5)
  --seconds N        how long to push during the analyses (default 40)
  --backlog N        pushes queued before the workers start (default 100)
  --analyses N       projects analysed at once per worker count (default 3)
  --files N          source files of the analysed repository (default 1000)
  --commits N        commits of history on top (default 500)
  --load-rate N      GET requests per second per route during the analyses (default 10)
  --timeout N        minutes to wait for the analyses and the last entries (default 20)
  --work-dir DIR     where the generated repository is kept and reused
                     (default: ${path.join(os.tmpdir(), 'chronicle-bench-analysis')}, shared with bench:analysis)
  --skip-build       use the built dist folders as they are
  --no-write         print only, leave docs/benchmarks/scale.md alone
  -h, --help         show this help

A shorter run: --workers 1,2 --seconds 20 --backlog 60 --files 200 --commits 100.
`;

function usage(message) {
  process.stderr.write(`bench:scale: ${message}\nRun \`node scripts/bench-scale.mjs --help\` for the options.\n`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: {
      workers: { type: 'string', default: '1,2,4' },
      repos: { type: 'string', default: '50' },
      rate: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '40' },
      backlog: { type: 'string', default: '100' },
      analyses: { type: 'string', default: '3' },
      files: { type: 'string', default: '1000' },
      commits: { type: 'string', default: '500' },
      'load-rate': { type: 'string', default: '10' },
      timeout: { type: 'string', default: '20' },
      'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'chronicle-bench-analysis') },
      'skip-build': { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
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
const positive = (name, { integer = false } = {}) => {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) usage(`--${name} takes a positive ${integer ? 'whole ' : ''}number (got ${JSON.stringify(options[name])})`);
  return value;
};
const workerCounts = options.workers.split(',').map((value) => Number(value.trim()));
if (!workerCounts.length || workerCounts.some((count) => !Number.isInteger(count) || count < 1 || count > 16)) usage(`--workers takes whole numbers from 1 to 16 separated by commas (got ${JSON.stringify(options.workers)})`);
const settings = {
  repos: positive('repos', { integer: true }),
  rate: positive('rate'),
  seconds: positive('seconds'),
  backlog: positive('backlog', { integer: true }),
  analyses: positive('analyses', { integer: true }),
  files: positive('files', { integer: true }),
  commits: positive('commits', { integer: true }),
  loadRate: positive('load-rate'),
  timeoutMinutes: positive('timeout'),
};
if (settings.repos < 2) usage('--repos takes at least 2');
if (settings.files < 50) usage('--files takes at least 50');

const log = (message) => process.stderr.write(`${message}\n`);
const startedAt = Date.now();
const timeoutMs = settings.timeoutMinutes * 60_000;
const cleanup = createCleanup(log);
cleanup.installHandlers();

// ---------------------------------------------------------------------------------------------
// Build, repository, servers, emulator

if (options['skip-build']) log('bench:scale: --skip-build: using apps/api/dist and tools/github-emulator/dist as they are');
else await runNx(['run-many', '-t', 'build', '--projects=@chronicle/api,@chronicle/github-emulator']);

const built = await benchRepository({ files: settings.files, commits: settings.commits, baseDir: path.resolve(options['work-dir']) });
log(`bench:scale: repository ${built.cached ? 'reused' : `built in ${built.info.seconds.toFixed(1)} s`}: ${built.dir}`);
const sourceFiles = (await git(built.dir, ['ls-files'])).split('\n').filter(Boolean).length;

const workDir = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-scale-'));
cleanup.add(`remove ${workDir}`, () => removeDir(workDir));
// Its own temporary folder, as in scripts/test.mjs: as root PostgreSQL runs as `nobody`, which must reach it.
const serversDir = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-scale-servers-'));
cleanup.add(`remove ${serversDir}`, () => removeDir(serversDir));
const [postgres, redis] = await Promise.all([startPostgres(serversDir), startRedis(serversDir)]);
cleanup.add('stop PostgreSQL', postgres.stop);
cleanup.add('stop Redis', redis.stop);
const redisVersion = /v=(\S+)/.exec(execFileSync('redis-server', ['--version'], { encoding: 'utf8' }))?.[1] ?? '?';
log(`bench:scale: throwaway PostgreSQL ${postgres.version} and Redis ${redisVersion} on ports ${postgres.port} and ${redis.port}`);

const ADMIN = 'octocat';
const REFERENCE = 'reference';
const repositories = repositoriesFor(settings.repos);
/** Each worker count analyses projects of its own: the same repository, pushed into fresh copies. */
const analysedNames = (workers) => Array.from({ length: settings.analyses }, (_, index) => `analysed-${workers}w-${index + 1}`);
const seedFile = path.join(workDir, 'seed.json');
writeFileSync(
  seedFile,
  JSON.stringify(
    seedFor(repositories, {
      users: [{ login: ADMIN, name: 'The Octocat', avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4' }],
      repositories: [REFERENCE, ...workerCounts.flatMap(analysedNames)].map((name) => ({
        owner: ADMIN,
        name,
        description: `A project bench:scale analyses (${name}).`,
        language: 'TypeScript',
        stargazers_count: 0,
        default_branch: 'main',
        private: false,
      })),
    }),
  ),
);
const emulator = await startEmulator({ port: await freePort(), dataDir: path.join(workDir, 'emulator'), seedFile, cleanup });
const token = await emulatorToken(emulator.url, ADMIN);
log(`bench:scale: emulator at ${emulator.url} with ${settings.repos} users and repositories`);

const apiPort = await freePort();
const url = `http://127.0.0.1:${apiPort}`;
const baseEnv = {
  PORT: String(apiPort),
  PUBLIC_URL: url,
  DATABASE_URL: postgres.url,
  REDIS_URL: redis.url,
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  ADMIN_LOGINS: ADMIN,
  GITHUB_URL: emulator.url,
  GITHUB_API_URL: emulator.apiUrl,
  GITHUB_CLIENT_ID: 'chronicle-bench',
  GITHUB_CLIENT_SECRET: 'chronicle-bench-secret',
  // The load and the users' sign-ins come from one address: the per-address limits would answer 429.
  CHRONICLE_RATE_LIMIT_PUBLIC: '1000000',
  CHRONICLE_RATE_LIMIT_SIGN_IN: '1000000',
  LOG_LEVEL: 'warn',
};

let processCount = 0;
/** One Chronicle process in a role, with a data folder (clone cache) of its own, as on its own machine. */
async function startRole(role) {
  const name = `${role} ${++processCount}`;
  const dataDir = path.join(workDir, `chronicle-${processCount}`);
  mkdirSync(dataDir);
  const started = await startChronicle({ env: { ...baseEnv, CHRONICLE_ROLE: role, CHRONICLE_DATA_DIR: dataDir }, cleanup, name });
  return { ...started, name, role };
}

/** Starts `count` workers at once; resolves when every one says it runs. */
const startWorkers = (count) => Promise.all(Array.from({ length: count }, () => startRole('worker')));
const stopAll = (processes) => Promise.all(processes.map((child) => child.stop()));

const database = await openDatabase(postgres.url);
cleanup.add('close the database connection', () => database.end());

// ---------------------------------------------------------------------------------------------
// Setup: the users' repositories connected, the reference project analysed

log(`\n== setup: connecting ${settings.repos} repositories, analysing the reference project`);
let admin;
let referenceSlug;
{
  const processes = [await startRole('api'), ...(await startWorkers(Math.max(...workerCounts)))];
  ({ browser: admin } = await signIn(url, ADMIN));
  for (const repository of repositories) {
    const { browser } = await signIn(url, repository.login);
    await connectRepository(browser, url, `${repository.owner}/${repository.repo}`);
  }
  const reference = await admin.json(`${url}/api/admin/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ repositoryUrl: `${ADMIN}/${REFERENCE}` }) });
  referenceSlug = reference.publicSlug;
  const referenceDone = async () => ['success', 'error'].includes((await database.jobs([reference.analysis.id]))[0]?.status);
  if (!(await waitUntil(referenceDone, timeoutMs))) throw new Error('the reference project\'s analysis did not finish');
  await stopAll(processes);
  // Every connect asked for its repository's documents; not needed here.
  await database.dropWaitingDocumentRuns();
  log(`  connected ${settings.repos} repositories; the reference project's documents are at /api/docs/${referenceSlug}`);
}

// ---------------------------------------------------------------------------------------------
// One worker count

const earlierPushes = [];
let pushSeed = 1;

async function runRound(workers) {
  log(`\n== ${workers} worker${workers === 1 ? '' : 's'}`);
  for (const name of analysedNames(workers)) await pushToEmulatorRepository(built.dir, { emulatorUrl: emulator.url, owner: ADMIN, repo: name, token, force: true });
  const api = await startRole('api');
  const processes = [api];
  try {
    // 1. The backlog: accepted by the api while no worker runs, then drained by the workers.
    const backlog = await drivePushes({ emulatorUrl: emulator.url, targets: repositories, rate: Math.max(settings.rate, 20), seconds: settings.backlog / Math.max(settings.rate, 20), seed: pushSeed++ });
    const backlogIds = acceptedIds(backlog.records);
    log(`  backlog: ${backlogIds.length} pushes accepted with no worker running; starting ${workers} worker(s)…`);
    processes.push(...(await startWorkers(workers)));
    const drainFrom = Date.now();
    await waitUntil(async () => (await database.deliveriesDone(backlogIds)) >= backlogIds.length, timeoutMs);
    const backlogRows = await readStoredRows({ databaseUrl: postgres.url });
    const drained = analyse({ records: backlog.records, warmup: earlierPushes, stored: backlogRows, firstSeen: new Map() });
    earlierPushes.push(...backlog.records);
    const drainMs = (drained.lastStoredAt ?? Date.now()) - drainFrom;
    const drainRate = drained.counts.entriesMade / (drainMs / 1000);
    // The entries asked for their repositories' documents; those runs are not measured here: dropped, so
    // the analyses below start on free workers with every worker count.
    const dropped = await database.dropWaitingDocumentRuns();
    log(`  backlog drained: ${drained.counts.entriesMade} entries in ${duration(drainMs)} (${drainRate.toFixed(1)}/s); ${dropped} documentation runs they asked for dropped`);

    // 2. Steady pushes while the projects are analysed, and the GET load.
    const health = { name: 'GET /api/health', url: `${url}/api/health` };
    const document = { name: 'GET /api/docs/{slug}/readme', url: `${url}/api/docs/${referenceSlug}/readme` };
    const load = startLoad({ routes: [health, document], rate: settings.loadRate });
    const figuresBefore = processFigures(figureTargets(processes));
    const ticksBefore = machineTicks();
    const loadAverageBefore = os.loadavg()[0];
    const from = now();
    const projects = [];
    for (const name of analysedNames(workers)) {
      projects.push(await admin.json(`${url}/api/admin/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ repositoryUrl: `${ADMIN}/${name}` }) }));
    }
    const jobIds = projects.map((project) => project.analysis.id);
    log(`  ${projects.length} analyses queued; pushing ${Math.round(settings.rate * settings.seconds)} times at ${settings.rate}/s…`);
    const steady = await drivePushes({ emulatorUrl: emulator.url, targets: repositories, rate: settings.rate, seconds: settings.seconds, seed: pushSeed++ });
    const steadyIds = acceptedIds(steady.records);
    const jobsEnded = async () => (await database.jobs(jobIds)).every((job) => job.status === 'success' || job.status === 'error');
    const analysed = await waitUntil(jobsEnded, timeoutMs);
    const to = now();
    const ticksAfter = machineTicks();
    const figuresAfter = processFigures(figureTargets(processes));
    const samples = await load.stop();
    await waitUntil(async () => (await database.deliveriesDone(steadyIds)) >= steadyIds.length, timeoutMs);
    const jobs = await database.jobs(jobIds);
    const stored = await readStoredRows({ databaseUrl: postgres.url });
    const pushes = analyse({ records: steady.records, warmup: earlierPushes, stored, firstSeen: new Map() });
    earlierPushes.push(...steady.records);
    const round = {
      workers,
      drain: { counts: drained.counts, ms: drainMs, rate: drainRate },
      pushes,
      analyses: jobs.map((job) => ({ status: job.status, error: job.error_message, waitMs: job.started_ms - job.created_ms, runMs: job.finished_ms - job.started_ms, totalMs: job.finished_ms - job.created_ms, entries: job.result?.entriesCreated ?? null })),
      analysesEnded: Boolean(analysed),
      windowMs: to - from,
      samples: samples.filter((sample) => sample.sentAt >= from && sample.sentAt < to),
      processes: processes.map(({ name, role }) => {
        const before = figuresBefore.get(name);
        const after = figuresAfter.get(name);
        return { name, role, cpuSeconds: before?.cpu !== null && after?.cpu !== null ? after.cpu - before.cpu : null, peakRssMb: after?.peakRssMb ?? null };
      }),
      emulatorCpuSeconds: (figuresAfter.get('emulator')?.cpu ?? 0) - (figuresBefore.get('emulator')?.cpu ?? 0),
      emulatorPeakRssMb: figuresAfter.get('emulator')?.peakRssMb ?? null,
      coresBusy: coresBusy(ticksBefore, ticksAfter, os.cpus().length),
      loadAverage: [loadAverageBefore, os.loadavg()[0]],
    };
    const p95 = (name) => duration(percentile(round.samples.filter((sample) => sample.route === name).map((sample) => sample.ms), 95));
    log(`  analyses: ${round.analyses.map((analysis) => `${analysis.status} in ${duration(analysis.totalMs)}`).join(', ')}; push → entry p95 ${duration(pushes.latency.p95)}; ${pushes.counts.lost} lost, ${pushes.counts.duplicates + pushes.counts.unmatchedEntries} duplicate; health p95 ${p95(health.name)}, document p95 ${p95(document.name)}`);
    return round;
  } finally {
    await stopAll(processes);
    // The next worker count starts with nothing left over from this one.
    await database.dropWaitingDocumentRuns();
  }
}

/** The delivery ids Chronicle accepted (202) for these pushes. */
function acceptedIds(records) {
  return records.flatMap((record) => (record.deliveries ?? []).filter((delivery) => delivery.status === 202).map((delivery) => delivery.id));
}

/** The processes whose CPU and memory are reported: Chronicle's and the emulator. */
function figureTargets(processes) {
  return [...processes.map(({ name, pid }) => ({ name, pid })), { name: 'emulator', pid: emulator.pid }];
}

// ---------------------------------------------------------------------------------------------
// Run and report

let exitCode = 0;
try {
  const rounds = [];
  for (const workers of workerCounts) rounds.push(await runRound(workers));
  const minutes = (Date.now() - startedAt) / 60000;
  const block = scaleBlock({
    rounds,
    settings,
    machine: {
      date: new Date().toISOString().slice(0, 10),
      cores: os.cpus().length,
      node: process.version,
      postgres: postgres.version,
      redis: redisVersion,
      loadAverageEnd: os.loadavg(),
      minutes,
    },
    repository: { files: settings.files, sourceFiles, commits: settings.commits },
  });
  process.stdout.write(`\n${block}\n\n`);
  if (options['no-write']) log('Page not updated (--no-write).');
  else if (writeBenchBlock(benchPage('scale'), 'scale', block)) log('Wrote the tables into docs/benchmarks/scale.md.');
  else log('The bench:scale markers are missing from docs/benchmarks/scale.md: the tables above were not written.');
  const failed = verdicts(rounds).failures;
  if (failed.length) {
    log(`bench:scale: FAILED — ${failed.join('; ')}`);
    exitCode = 1;
  }
  log(`bench:scale took ${minutes.toFixed(1)} min.`);
} catch (error) {
  log(`bench:scale: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await cleanup.run();
}
process.exit(exitCode);

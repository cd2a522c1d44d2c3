#!/usr/bin/env node
// `npm run bench:analysis`: whether the API keeps answering while it analyses a repository in the
// same `all` process (the issue: "while a 1,000-file repository is analysed, GET /api/health and a
// public document stay at p95 ≤ 50 ms").
//
// Builds the API and the GitHub emulator (nx, cached), starts both as child processes — the built
// Chronicle (apps/api/dist/main.js) with embedded PGlite, the in-process queue, role `all`,
// ADMIN_LOGINS=octocat — and signs in as octocat through the emulator's OAuth pages. The
// repository (lib/bench-analysis/repository.mjs: bench:docs' generated 1,000-source-file
// repository plus 500 small commits over two years) is `git push`ed over the emulator's smart HTTP
// into octocat/hello-world. Then, with an open-loop load of GET requests running (default 20 a
// second per route, each timed here):
//
//   1. idle: GET /api/health alone (the project does not exist yet);
//   2. the FIRST analysis (POST /api/admin/projects, default options: 500 commits, minimal,
//      every document): GET /api/health and GET /api/docs/{slug} (the project's cards; no document
//      exists yet);
//   3. a commit revising 300 source files is pushed; idle: the three routes, with
//      GET /api/docs/{slug}/readme;
//   4. the SECOND analysis (POST /api/admin/projects/{id}/analyze, maxCommits 2000, every
//      document): the three routes. Documents whose inputs did not change are kept, so the revising
//      commit is what gives it work.
//
// Each window starts after a warm-up (left out); an analysis window runs from the POST to the
// status poll that sees the job ended (this process's monotonic clock: the wall clock of a
// virtual machine can step). The job's phase is polled (admin status route) to split the latencies by
// phase. Prints the tables and writes them into docs/benchmarks/analysis.md between the
// bench:analysis markers.
// Exits 1 when a route's p95 during an analysis is over 50 ms, or a request failed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { signIn } from './lib/bench-webhooks/chronicle-client.mjs';
import { createCleanup, peakRssMb, removeDir, startChronicle, startEmulator } from './lib/bench-webhooks/processes.mjs';
import { duration } from './lib/bench-webhooks/report.mjs';
import { now, sleep, startLoad } from './lib/bench-analysis/load.mjs';
import { benchRepository, commitCount, emulatorToken, pushToEmulatorRepository, reviseManyFiles } from './lib/bench-analysis/repository.mjs';
import { analysisTable, latencyRows, latencyTable, missedTargets, phaseRows, BLOCK_END, BLOCK_START, TARGET } from './lib/bench-analysis/report.mjs';
import { git } from './lib/bench/git.mjs';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import { summariseProfile } from './lib/bench-analysis/profile-summary.mjs';
import { ROOT, runNx } from './lib/run.mjs';
import { freePort } from './lib/throwaway-servers.mjs';

const HELP = `Usage: node scripts/bench-analysis.mjs [options]   (npm run bench:analysis)

Builds the API and the GitHub emulator (nx; cached when unchanged), starts both, pushes a
generated 1,000-source-file repository with 500 commits of history into the emulator, and times
GET /api/health, GET /api/docs/{slug} and GET /api/docs/{slug}/readme (open loop) while idle and
during the project's first and second analyses in the same \`all\` process. Prints p50/p95/p99/max
per route and window, the analyses' durations and phases and Chronicle's peak memory, and writes
them into docs/benchmarks/analysis.md between ${BLOCK_START} and ${BLOCK_END}. Exits 1 when a route's p95
during an analysis is over ${TARGET.p95Ms} ms or a request failed.

Options:
  --rate N          requests per second per route (default 20)
  --idle-seconds N  length of each idle window (default 10)
  --warmup N        seconds of load left out before each window (default 2)
  --files N         source files of the generated repository (default 1000)
  --commits N       commits of history added on top (default 500)
  --revise N        source files the commit before the second analysis revises (default 300)
  --timeout N       minutes an analysis may take (default 20)
  --work-dir DIR    where the generated repositories are kept and reused
                    (default: ${path.join(os.tmpdir(), 'chronicle-bench-analysis')})
  --profile FILE    write a V8 CPU profile of Chronicle's main thread (the HTTP event loop) during
                    the second analysis to FILE (.cpuprofile) and print where its time went
  --skip-build      use the built dist folders as they are
  --no-write        print only, leave docs/benchmarks/analysis.md alone
  -h, --help        show this help
`;

function usage(message) {
  process.stderr.write(`bench:analysis: ${message}\nRun \`node scripts/bench-analysis.mjs --help\` for the options.\n`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: {
      rate: { type: 'string', default: '20' },
      'idle-seconds': { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      files: { type: 'string', default: '1000' },
      commits: { type: 'string', default: '500' },
      revise: { type: 'string', default: '300' },
      timeout: { type: 'string', default: '20' },
      'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'chronicle-bench-analysis') },
      profile: { type: 'string' },
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
const settings = {
  rate: positive('rate'),
  idleSeconds: positive('idle-seconds'),
  warmupSeconds: positive('warmup'),
  files: positive('files', { integer: true }),
  commits: positive('commits', { integer: true }),
  revise: positive('revise', { integer: true }),
  timeoutMinutes: positive('timeout'),
};
if (settings.files < 50) usage('--files takes at least 50');

const log = (message) => process.stderr.write(`${message}\n`);
const startedAt = Date.now();
const cleanup = createCleanup(log);
cleanup.installHandlers();

// ---------------------------------------------------------------------------------------------
// Build, repository, processes

if (options['skip-build']) log('bench:analysis: --skip-build: using apps/api/dist and tools/github-emulator/dist as they are');
else await runNx(['run-many', '-t', 'build', '--projects=@chronicle/api,@chronicle/github-emulator']);

const built = await benchRepository({ files: settings.files, commits: settings.commits, baseDir: path.resolve(options['work-dir']) });
log(`bench:analysis: repository ${built.cached ? 'reused' : `built in ${built.info.seconds.toFixed(1)} s`}: ${built.dir}`);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-analysis-run-'));
cleanup.add(`remove ${workDir}`, () => removeDir(workDir));
// A copy to push from and to add the revising commit to: the cached repository stays as built.
const repoDir = path.join(workDir, 'repository');
await git(workDir, ['clone', '--quiet', '--branch', 'main', built.dir, repoDir]);
const sourceFiles = (await git(repoDir, ['ls-files'])).split('\n').filter(Boolean).length;

const emulator = await startEmulator({ port: await freePort(), dataDir: path.join(workDir, 'emulator'), cleanup });
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const profileFile = options.profile ? path.resolve(options.profile) : null;
const dataDir = path.join(workDir, 'chronicle-data');
mkdirSync(dataDir);
const chronicle = await startChronicle({
  env: {
    PORT: String(port),
    PUBLIC_URL: url,
    CHRONICLE_DATA_DIR: dataDir,
    CHRONICLE_ROLE: 'all',
    ADMIN_LOGINS: 'octocat',
    GITHUB_URL: emulator.url,
    GITHUB_API_URL: emulator.apiUrl,
    GITHUB_CLIENT_ID: 'chronicle-bench',
    GITHUB_CLIENT_SECRET: 'chronicle-bench-secret',
    // The load comes from one address: the public routes' per-address limit would answer 429.
    CHRONICLE_RATE_LIMIT_PUBLIC: '1000000',
    LOG_LEVEL: 'warn',
    ...(profileFile ? { NODE_OPTIONS: `--import ${pathToFileURL(path.join(ROOT, 'scripts/lib/bench-analysis/main-thread-profiler.mjs'))}`, CHRONICLE_BENCH_PROFILE: profileFile } : {}),
  },
  cleanup,
});
log(`bench:analysis: emulator at ${emulator.url}, Chronicle at ${url} (pid ${chronicle.pid})`);

// ---------------------------------------------------------------------------------------------
// The measurement

const OWNER = 'octocat';
const REPO = 'hello-world';
const samples = [];
const windows = [];
const analyses = [];

/** Runs the load on `routes` for a warm-up, then calls `measure()`; the window is the time `measure` took. */
async function window({ name, label, during, routes, measure }) {
  const load = startLoad({ routes, rate: settings.rate });
  await sleep(settings.warmupSeconds * 1000);
  const loadAverage = os.loadavg()[0];
  const cpuBefore = chronicleCpu();
  const from = now();
  const result = await measure();
  const to = result?.to ?? now();
  const cpuAfter = chronicleCpu();
  const mainCpu = cpuBefore && cpuAfter ? cpuAfter.main - cpuBefore.main : null;
  const taken = await load.stop();
  samples.push(...taken);
  windows.push({ name, label, during, from, to, loadAverage, mainCpu });
  const failed = taken.filter((sample) => !sample.ok && sample.sentAt >= from && sample.sentAt < to);
  log(`  ${label}: ${((to - from) / 1000).toFixed(1)} s${mainCpu === null ? '' : `, Chronicle's main thread ${mainCpu.toFixed(1)} s CPU`}, ${taken.filter((sample) => sample.sentAt >= from && sample.sentAt < to).length} requests${failed.length ? `, ${failed.length} FAILED (e.g. ${failed[0].route}: ${failed[0].error ?? failed[0].status})` : ''}`);
  return result;
}

/** Polls the job until it ends; records each phase as first seen. Resolves with the job and the phases. */
async function followJob(browser, projectId, { windowFrom }) {
  const phases = [];
  const deadline = Date.now() + settings.timeoutMinutes * 60_000;
  for (;;) {
    const status = await browser.json(`${url}/api/admin/projects/${projectId}/status`);
    const job = status.analysis;
    if (job && phases.at(-1)?.phase !== job.phase) {
      phases.push({ phase: job.phase, at: now() });
      log(`    ${((now() - windowFrom) / 1000).toFixed(1)} s: ${job.phase}${job.commitsRead ? `, ${job.commitsRead} commits read` : ''}${job.documentsTotal ? `, documents ${job.documentsDone}/${job.documentsTotal}` : ''}`);
    }
    if (job && (job.status === 'success' || job.status === 'error')) return { job, status, phases };
    if (Date.now() > deadline) throw new Error(`the analysis did not finish within ${settings.timeoutMinutes} min (phase ${job?.phase})`);
    await sleep(250);
  }
}

/**
 * CPU seconds of Chronicle's process so far: its main thread (the HTTP event loop; its thread id is
 * the process id), all its threads (worker threads, libuv's pool, V8's helpers) and the children it
 * has waited for (git). Null when /proc cannot tell.
 */
function chronicleCpu() {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const fields = (file) => {
      const stat = readFileSync(file, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
    };
    const main = fields(`/proc/${chronicle.pid}/task/${chronicle.pid}/stat`);
    const all = fields(`/proc/${chronicle.pid}/stat`);
    return { main: (main[11] + main[12]) / clockTicks, process: (all[11] + all[12]) / clockTicks, children: (all[13] + all[14]) / clockTicks };
  } catch {
    return null;
  }
}
let clockTicks = null;

function printProfile() {
  // The file is written when the profiler hands it over; give it a moment to be complete.
  const summary = summariseProfile(profileFile);
  const ms = (value) => `${Math.round(value)} ms`;
  log(`    main-thread profile (${profileFile}): ${ms(summary.busyMs)} busy of ${ms(summary.totalMs)} sampled`);
  log(`    by self time:\n${summary.selfTop.map(([frame, time]) => `      ${ms(time).padStart(8)}  ${frame}`).join('\n')}`);
  for (const stretch of summary.longest) log(`    a busy stretch of ${ms(stretch.ms)}, frames by inclusive time:\n${stretch.frames.map(([frame, time]) => `      ${ms(time).padStart(8)}  ${frame}`).join('\n')}`);
}

/**
 * One analysis window: the load on `routes` (warm-up left out), then `post()` queues the job, and
 * its status is polled every 250 ms until it ended. `addRoutes(project)` may add routes once the
 * POST answered (the first analysis: the card route needs the project's slug). Times are this
 * process's monotonic clock: the window runs from just before the POST to the poll that saw the
 * job end (so it can be up to one poll, plus that poll's own delay, longer than the job).
 */
async function analysisWindow({ name, label, routes, post, addRoutes, profile = false }) {
  const loads = [startLoad({ routes, rate: settings.rate })];
  await sleep(settings.warmupSeconds * 1000);
  if (profile) {
    rmSync(profileFile, { force: true });
    process.kill(chronicle.pid, 'SIGWINCH');
  }
  const cpuBefore = chronicleCpu();
  const loadAverageBefore = os.loadavg()[0];
  const from = now();
  const { project, jobId } = await post();
  const extra = addRoutes?.(project) ?? [];
  if (extra.length) loads.push(startLoad({ routes: extra, rate: settings.rate }));
  // Until the first poll answers, the job is being queued (the POST and the poll's own wait).
  const phases = [{ phase: 'queued', at: from }];
  const deadline = from + settings.timeoutMinutes * 60_000;
  let status;
  for (;;) {
    status = await browser.json(`${url}/api/admin/projects/${project.id}/status`);
    const job = status.analysis;
    if (job?.id !== jobId) throw new Error(`the status route shows job ${job?.id}, not the one queued (${jobId})`);
    if (phases.at(-1)?.phase !== job.phase) {
      phases.push({ phase: job.phase, at: now() });
      log(`    ${((now() - from) / 1000).toFixed(1)} s: ${job.phase}${job.commitsRead ? `, ${job.commitsRead} commits read` : ''}${job.documentsTotal ? `, documents ${job.documentsDone}/${job.documentsTotal}` : ''}`);
    }
    if (job.status === 'success' || job.status === 'error') break;
    if (now() > deadline) throw new Error(`${label} did not finish within ${settings.timeoutMinutes} min (phase ${job.phase})`);
    await sleep(250);
  }
  const to = now();
  const cpuAfter = chronicleCpu();
  if (profile) {
    process.kill(chronicle.pid, 'SIGWINCH');
    for (let waited = 0; !existsSync(profileFile) && waited < 30_000; waited += 200) await sleep(200);
    printProfile();
  }
  const outstanding = loads.reduce((sum, load) => sum + load.outstanding, 0);
  if (outstanding) log(`    waiting for ${outstanding} requests still out…`);
  const taken = (await Promise.all(loads.map((load) => load.stop()))).flat();
  samples.push(...taken);
  windows.push({ name, label: `during the ${label}`, during: true, from, to, loadAverage: loadAverageBefore, mainCpu: cpuBefore && cpuAfter ? cpuAfter.main - cpuBefore.main : null });
  const job = status.analysis;
  if (job.status !== 'success') throw new Error(`the ${label} failed: ${job.errorMessage}`);
  const cards = await fetch(`${url}/api/docs/${project.publicSlug}`).then((response) => response.json());
  const cpu = cpuBefore && cpuAfter ? Object.fromEntries(Object.keys(cpuAfter).map((key) => [key, cpuAfter[key] - cpuBefore[key]])) : null;
  const record = {
    label,
    durationMs: to - from,
    commitsRead: job.commitsRead,
    entries: status.entriesGenerated,
    documents: `${cards.documents.filter((document) => document.state === 'ready').length} ready of ${cards.documents.length}`,
    phases: phases.filter((phase) => phase.phase !== 'done' && phase.phase !== 'failed'),
    windowFrom: from,
    windowTo: to,
    cpu,
    loadAverage: [loadAverageBefore, os.loadavg()[0]],
    peakRssMb: peakRssMb(chronicle.pid),
  };
  analyses.push(record);
  const failed = taken.filter((sample) => !sample.ok && sample.sentAt >= from && sample.sentAt < to);
  log(`  ${label}: ${duration(record.durationMs)}, ${record.commitsRead} commits read, ${record.entries} entries, documents ${record.documents}, peak RSS ${Math.round(record.peakRssMb ?? 0)} MB` +
    (cpu ? `; Chronicle CPU: main thread ${cpu.main.toFixed(1)} s, all threads ${cpu.process.toFixed(1)} s, git ${cpu.children.toFixed(1)} s` : '') +
    (failed.length ? `; ${failed.length} requests FAILED (e.g. ${failed[0].route}: ${failed[0].error ?? failed[0].status})` : ''));
  return project;
}

let exitCode = 0;
let browser;
try {
  ({ browser } = await signIn(url, OWNER));
  const probe = await browser.request(`${url}/api/admin/projects`);
  await probe.arrayBuffer();
  if (probe.status !== 200) throw new Error(`octocat is not an admin (GET /api/admin/projects answered ${probe.status})`);
  const token = await emulatorToken(emulator.url, OWNER);
  await pushToEmulatorRepository(repoDir, { emulatorUrl: emulator.url, owner: OWNER, repo: REPO, token, force: true });
  const pushedCommits = await commitCount(repoDir);
  log(`bench:analysis: pushed ${sourceFiles} files and ${pushedCommits} commits into ${OWNER}/${REPO}`);

  const health = { name: 'GET /api/health', url: `${url}/api/health` };
  let project;
  const slug = () => project.publicSlug;

  log('\n== idle, before the project exists');
  await window({ name: 'idle-0', label: 'idle (no project yet)', during: false, routes: [health], measure: () => sleep(settings.idleSeconds * 1000) });

  // The card route needs the project's slug: the POST adds the project and queues its first
  // analysis, so the card route joins the load right after it, inside the window.
  log('\n== the first analysis (POST /api/admin/projects)');
  project = await analysisWindow({
    name: 'analysis-1',
    label: 'first analysis',
    routes: [health],
    post: async () => {
      const added = await browser.json(`${url}/api/admin/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ repositoryUrl: `${OWNER}/${REPO}` }) });
      return { project: added, jobId: added.analysis?.id };
    },
    addRoutes: (added) => [{ name: 'GET /api/docs/{slug}', url: `${url}/api/docs/${added.publicSlug}` }],
  });

  const revised = await reviseManyFiles(repoDir, settings.revise);
  await pushToEmulatorRepository(repoDir, { emulatorUrl: emulator.url, owner: OWNER, repo: REPO, token });
  log(`bench:analysis: pushed ${revised.slice(0, 7)}, revising ${settings.revise} source files`);

  const allRoutes = [health, { name: 'GET /api/docs/{slug}', url: `${url}/api/docs/${slug()}` }, { name: 'GET /api/docs/{slug}/readme', url: `${url}/api/docs/${slug()}/readme` }];
  log('\n== idle, between the analyses');
  await window({ name: 'idle-1', label: 'idle (between the analyses)', during: false, routes: allRoutes, measure: () => sleep(settings.idleSeconds * 1000) });

  log('\n== the second analysis (POST /api/admin/projects/{id}/analyze, maxCommits 2000)');
  await analysisWindow({
    name: 'analysis-2',
    label: 'second analysis',
    routes: allRoutes,
    profile: Boolean(profileFile),
    post: async () => {
      const job = await browser.json(`${url}/api/admin/projects/${project.id}/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ maxCommits: 2000 }) });
      return { project, jobId: job.id };
    },
  });

  // -------------------------------------------------------------------------------------------
  // Report

  const routeOrder = allRoutes.map((route) => route.name);
  const rows = latencyRows(samples, windows, routeOrder);
  for (const analysis of analyses) analysis.phaseRows = phaseRows(samples, analysis);
  const missed = missedTargets(rows);
  const minutes = (Date.now() - startedAt) / 60000;
  const load = os.loadavg().map((value) => value.toFixed(2)).join(', ');
  const nodeVersion = process.version;
  const gitVersion = execFileSync('git', ['--version'], { encoding: 'utf8' }).trim().replace(/^git version /, '');
  const verdict = missed.length
    ? `**Target missed**: ${missed.map((row) => `\`${row.route}\` ${row.window.label} p95 ${Math.round(row.p95 ?? 0)} ms${row.failed ? `, ${row.failed} failed` : ''}`).join('; ')}.`
    : `**Target met**: every route's p95 during both analyses is at most ${TARGET.p95Ms} ms, and no request failed.`;
  const block = [
    `_\`npm run bench:analysis\`, ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores, Node ${nodeVersion}, git ${gitVersion}; ${settings.rate} requests a second per route, ${settings.warmupSeconds} s warm-up left out of each window, ${settings.idleSeconds} s idle windows; load average at the end ${load}. The run took ${minutes.toFixed(1)} min._`,
    `The built Chronicle (\`apps/api/dist/main.js\`, role \`all\`: API and jobs in one process, PGlite, in-process queue, built-in engine) analyses octocat/hello-world in the GitHub emulator, into which the benchmark \`git push\`ed bench:docs' generated repository of ${settings.files.toLocaleString('en-US')} source files (${sourceFiles.toLocaleString('en-US')} files in all) with ${settings.commits} small commits over two years on top (${pushedCommits} commits). ` +
      `Meanwhile GET requests go out open loop — each on its schedule whatever became of the earlier ones — and are timed here from just before sending to the last byte. ` +
      `The first analysis is the one adding the project queues (no document exists yet, so its window times the health and card routes); before the second, a commit revising ${settings.revise} source files is pushed, so the second has new history and documents whose inputs changed (an unchanged repository would keep them). ` +
      `An analysis window runs from the POST to the status poll (every 250 ms) that sees the job ended; its phases are as those polls saw them, and \"main-thread CPU share\" is the CPU time of Chronicle's HTTP thread (from /proc) over the window's length. Target (the issue): p95 ≤ ${TARGET.p95Ms} ms for \`GET /api/health\` and a public document while a 1,000-file repository is analysed. ${verdict}`,
    latencyTable(rows),
    analysisTable(analyses),
  ].join('\n\n');
  process.stdout.write(`\n${block}\n\n`);
  if (options['no-write']) log('Page not updated (--no-write).');
  else if (writeBenchBlock(benchPage('analysis'), 'analysis', block)) log('Wrote the tables into docs/benchmarks/analysis.md.');
  else log(`The markers ${BLOCK_START} … ${BLOCK_END} are missing from docs/benchmarks/analysis.md: the tables above were not written.`);
  if (missed.length) {
    log(`bench:analysis: target missed — ${missed.length} route/window row(s) over p95 ${TARGET.p95Ms} ms or with failures.`);
    exitCode = 1;
  }
  log(`bench:analysis took ${minutes.toFixed(1)} min.`);
} catch (error) {
  log(`bench:analysis: ${error.stack ?? error.message}`);
  const tail = chronicle.output().trim().split('\n').slice(-10).join('\n    ');
  if (tail) log(`  Chronicle's last log lines:\n    ${tail}`);
  exitCode = 1;
} finally {
  await cleanup.run();
}
process.exit(exitCode);

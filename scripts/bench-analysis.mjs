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
// job's finishedAt. The job's phase is polled (admin status route) to split the latencies by
// phase. Prints the tables and writes them into README.md between the bench:analysis markers.
// Exits 1 when a route's p95 during an analysis is over 50 ms, or a request failed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signIn } from './lib/bench-webhooks/chronicle-client.mjs';
import { cpuSeconds, createCleanup, peakRssMb, removeDir, startChronicle, startEmulator } from './lib/bench-webhooks/processes.mjs';
import { duration } from './lib/bench-webhooks/report.mjs';
import { now, sleep, startLoad } from './lib/bench-analysis/load.mjs';
import { benchRepository, commitCount, emulatorToken, pushToEmulatorRepository, reviseManyFiles } from './lib/bench-analysis/repository.mjs';
import { analysisTable, latencyRows, latencyTable, missedTargets, phaseRows, README_END, README_START, TARGET } from './lib/bench-analysis/report.mjs';
import { git } from './lib/bench/git.mjs';
import { writeReadmeBlock } from './lib/readme-block.mjs';
import { ROOT, runNx } from './lib/run.mjs';
import { freePort } from './lib/throwaway-servers.mjs';

const HELP = `Usage: node scripts/bench-analysis.mjs [options]   (npm run bench:analysis)

Builds the API and the GitHub emulator (nx; cached when unchanged), starts both, pushes a
generated 1,000-source-file repository with 500 commits of history into the emulator, and times
GET /api/health, GET /api/docs/{slug} and GET /api/docs/{slug}/readme (open loop) while idle and
during the project's first and second analyses in the same \`all\` process. Prints p50/p95/p99/max
per route and window, the analyses' durations and phases and Chronicle's peak memory, and writes
them into README.md between ${README_START} and ${README_END}. Exits 1 when a route's p95
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
  --skip-build      use the built dist folders as they are
  --no-write        print only, leave README.md alone
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
  const from = now();
  const result = await measure();
  const to = result?.to ?? now();
  const taken = await load.stop();
  samples.push(...taken);
  windows.push({ name, label, during, from, to });
  const failed = taken.filter((sample) => !sample.ok && sample.sentAt >= from && sample.sentAt < to);
  log(`  ${label}: ${((to - from) / 1000).toFixed(1)} s, ${taken.filter((sample) => sample.sentAt >= from && sample.sentAt < to).length} requests${failed.length ? `, ${failed.length} FAILED (e.g. ${failed[0].route}: ${failed[0].error ?? failed[0].status})` : ''}`);
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

async function runAnalysis({ label, browser, start }) {
  const cpuBefore = cpuSeconds(chronicle.pid);
  let record;
  await window({
    name: label,
    label: `during ${label}`,
    during: true,
    routes: start.routes,
    measure: async () => {
      const windowFrom = now();
      const { projectId, jobId } = await start.post();
      const followed = await followJob(browser, projectId, { windowFrom });
      if (followed.job.id !== jobId) throw new Error(`the status route shows job ${followed.job.id}, not the one queued (${jobId})`);
      if (followed.job.status !== 'success') throw new Error(`${label} failed: ${followed.job.errorMessage}`);
      const finishedAt = Date.parse(followed.job.finishedAt);
      const startedJobAt = Date.parse(followed.job.startedAt);
      const documents = await fetch(`${url}/api/docs/${start.slug()}`).then((response) => response.json());
      const ready = documents.documents.filter((document) => document.state === 'ready').length;
      record = {
        label,
        durationMs: finishedAt - startedJobAt,
        queuedMs: startedJobAt - Date.parse(followed.job.createdAt),
        commitsRead: followed.job.commitsRead,
        entries: followed.status.entriesGenerated,
        documents: `${ready} ready of ${documents.documents.length}`,
        phases: followed.phases,
        windowFrom,
        windowTo: finishedAt,
      };
      return { to: Math.max(finishedAt, windowFrom) };
    },
  });
  const cpuAfter = cpuSeconds(chronicle.pid);
  record.cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  record.peakRssMb = peakRssMb(chronicle.pid);
  analyses.push(record);
  log(`  ${label}: ${duration(record.durationMs)}, ${record.commitsRead} commits read, ${record.entries} entries, documents ${record.documents}, peak RSS ${Math.round(record.peakRssMb ?? 0)} MB`);
  return record;
}

let exitCode = 0;
try {
  const { browser } = await signIn(url, OWNER);
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

  // The card route needs the project's slug: the project is added (and its first analysis queued)
  // by the POST, so the card route joins the load right after it, inside the window.
  log('\n== the first analysis (POST /api/admin/projects)');
  {
    const cards = { name: 'GET /api/docs/{slug}', url: null };
    const cpuBefore = cpuSeconds(chronicle.pid);
    const load = startLoad({ routes: [health], rate: settings.rate });
    await sleep(settings.warmupSeconds * 1000);
    const windowFrom = now();
    project = await browser.json(`${url}/api/admin/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ repositoryUrl: `${OWNER}/${REPO}` }) });
    cards.url = `${url}/api/docs/${project.publicSlug}`;
    const cardLoad = startLoad({ routes: [cards], rate: settings.rate });
    const followed = await followJob(browser, project.id, { windowFrom });
    const taken = [...(await load.stop()), ...(await cardLoad.stop())];
    if (followed.job.status !== 'success') throw new Error(`the first analysis failed: ${followed.job.errorMessage}`);
    const finishedAt = Date.parse(followed.job.finishedAt);
    samples.push(...taken);
    windows.push({ name: 'analysis-1', label: 'during the first analysis', during: true, from: windowFrom, to: finishedAt });
    const documents = await fetch(cards.url).then((response) => response.json());
    const cpuAfter = cpuSeconds(chronicle.pid);
    analyses.push({
      label: 'first (500 commits, minimal, every document)',
      durationMs: finishedAt - Date.parse(followed.job.startedAt),
      commitsRead: followed.job.commitsRead,
      entries: followed.status.entriesGenerated,
      documents: `${documents.documents.filter((document) => document.state === 'ready').length} ready of ${documents.documents.length}`,
      phases: followed.phases,
      windowFrom,
      windowTo: finishedAt,
      cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      peakRssMb: peakRssMb(chronicle.pid),
    });
    const a = analyses.at(-1);
    log(`  first analysis: ${duration(a.durationMs)}, ${a.commitsRead} commits read, ${a.entries} entries, documents ${a.documents}, peak RSS ${Math.round(a.peakRssMb ?? 0)} MB`);
  }

  const revised = await reviseManyFiles(repoDir, settings.revise);
  await pushToEmulatorRepository(repoDir, { emulatorUrl: emulator.url, owner: OWNER, repo: REPO, token });
  log(`bench:analysis: pushed ${revised.slice(0, 7)}, revising ${settings.revise} source files`);

  const allRoutes = [health, { name: 'GET /api/docs/{slug}', url: `${url}/api/docs/${slug()}` }, { name: 'GET /api/docs/{slug}/readme', url: `${url}/api/docs/${slug()}/readme` }];
  log('\n== idle, between the analyses');
  await window({ name: 'idle-1', label: 'idle (between the analyses)', during: false, routes: allRoutes, measure: () => sleep(settings.idleSeconds * 1000) });

  log('\n== the second analysis (POST /api/admin/projects/{id}/analyze, maxCommits 2000)');
  await runAnalysis({
    label: 'second (2,000 commits max, minimal, every document, 300 files revised)',
    browser,
    start: {
      routes: allRoutes,
      slug,
      post: async () => {
        const job = await browser.json(`${url}/api/admin/projects/${project.id}/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ maxCommits: 2000 }) });
        return { projectId: project.id, jobId: job.id };
      },
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
      `An analysis window runs from the POST to the job's \`finishedAt\`. Target (the issue): p95 ≤ ${TARGET.p95Ms} ms for \`GET /api/health\` and a public document while a 1,000-file repository is analysed. ${verdict}`,
    latencyTable(rows),
    analysisTable(analyses),
  ].join('\n\n');
  process.stdout.write(`\n${block}\n\n`);
  if (options['no-write']) log('README not updated (--no-write).');
  else if (writeReadmeBlock(path.join(ROOT, 'README.md'), 'analysis', block)) log('Wrote the tables into README.md.');
  else log(`The markers ${README_START} … ${README_END} are missing from README.md: the tables above were not written.`);
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

#!/usr/bin/env node
// `npm run bench:web`: loads pages cold in Debian's Chromium from the built app served by the API
// (as `npm start` serves it) and reports the JavaScript and CSS transferred (compressed bytes of the
// files on the wire, headers not counted) and the time until the page's hero heading is visible:
// `/`, `/features`, and the public documentation pages of a project — the GitHub emulator's
// octocat/hello-world, added and analysed through the admin API — its project page, a document
// view (README) and a document with a Mermaid diagram (ARCHITECTURE), when it has one.
// Each figure is the median of RUNS cold loads (a fresh browser context, so an empty cache).
// `--write` writes the table into docs/benchmarks/web.md between the bench:web markers.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import { signIn } from './lib/bench-webhooks/chronicle-client.mjs';
import { createCleanup, startChronicle, startEmulator } from './lib/bench-webhooks/processes.mjs';
import { runNx } from './lib/run.mjs';
import { freePort } from './lib/throwaway-servers.mjs';

const RUNS = 5;
/** The landing page's budget (docs/benchmarks/web.md): the heavy renderers must stay on the documentation pages. */
const LANDING_BUDGET_KB = 450;
const TWO_PACKAGES = {
  'package.json': `${JSON.stringify({ name: 'hello-world', private: true, workspaces: ['packages/*'] }, null, 2)}\n`,
  'packages/core/package.json': `${JSON.stringify({ name: '@hello/core', version: '1.0.0', main: 'index.js' }, null, 2)}\n`,
  'packages/core/index.js': 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n',
  'packages/app/package.json': `${JSON.stringify({ name: '@hello/app', version: '1.0.0', main: 'index.js' }, null, 2)}\n`,
  'packages/app/index.js': "import { greet } from '../core/index.js';\n\nconsole.log(greet('world'));\n",
};
const writePage = process.argv.includes('--write');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

await runNx(['run-many', '-t', 'build']);
const cleanup = createCleanup((line) => console.error(line));
const dataDir = mkdtempSync(path.join(tmpdir(), 'chronicle-bench-'));
cleanup.add('data folder', () => rmSync(dataDir, { recursive: true, force: true }));
const emulator = await startEmulator({ port: await freePort(), dataDir: path.join(dataDir, 'emulator'), cleanup });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
await startChronicle({
  env: {
    PORT: String(port),
    PUBLIC_URL: base,
    CHRONICLE_DATA_DIR: path.join(dataDir, 'chronicle'),
    GITHUB_URL: emulator.url,
    GITHUB_API_URL: emulator.apiUrl,
    GITHUB_CLIENT_ID: 'chronicle-bench',
    GITHUB_CLIENT_SECRET: 'chronicle-bench-secret',
    ADMIN_LOGINS: 'octocat',
  },
  cleanup,
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
cleanup.add('Chromium', () => browser.close());

let failed = false;
try {
  const slug = await analysedProject();
  const architecture = await (await fetch(`${base}/api/docs/${slug}/architecture`)).json();
  const pages = [
    { path: '/', hero: 'Contextualize Your Code' },
    { path: '/features', hero: null },
    { path: `/${slug}/docs`, hero: null, label: '`/{slug}/docs` (project page)' },
    { path: `/${slug}/docs/readme`, hero: null, label: '`/{slug}/docs/readme` (document view)' },
    ...(architecture.document?.content.includes('```mermaid') ? [{ path: `/${slug}/docs/architecture`, hero: null, label: '`/{slug}/docs/architecture` (with a Mermaid diagram)', svg: true }] : []),
  ];
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await loadCold(`${base}${page.path}`, page.hero, page.svg));
    rows.push({ page: page.label ?? `\`${page.path}\``, js: median(runs.map((r) => r.js)), css: median(runs.map((r) => r.css)), requests: median(runs.map((r) => r.requests)), heroMs: median(runs.map((r) => r.heroMs)) });
  }
  const block = [
    `_\`npm run bench:web\`, ${new Date().toISOString().slice(0, 10)}: ${availableParallelism()} CPU cores, Node ${process.version}, Chromium ${browser.version()}; cold loads, median of ${RUNS}, gzip as served by \`npm start\`; load average at the end ${loadavg().map((load) => load.toFixed(2)).join(', ')}._`,
    '',
    '| page | JavaScript (gzip) | CSS (gzip) | JS+CSS requests | hero visible |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.page} | ${kb(row.js)} | ${kb(row.css)} | ${row.requests} | ${Math.round(row.heroMs)} ms |`),
  ].join('\n');
  console.log(`\n${block}\n`);
  if (writePage) {
    const written = writeBenchBlock(benchPage('web'), 'web', block);
    console.error(written ? 'Wrote the table into docs/benchmarks/web.md.' : 'docs/benchmarks/web.md has no bench:web block; nothing written.');
  }
  const landing = rows[0];
  if (landing.js / 1024 > LANDING_BUDGET_KB) {
    failed = true;
    console.error(`\nbench:web: \`/\` loads ${kb(landing.js)} of JavaScript, over its ${LANDING_BUDGET_KB} KB budget.`);
  }
} finally {
  await cleanup.run();
}
process.exit(failed ? 1 : 0);

/**
 * Gives octocat/hello-world two packages (so its ARCHITECTURE has a diagram), adds it as a project
 * through the admin API and waits for its analysis; its public slug.
 */
async function analysedProject() {
  const pushed = await fetch(`${emulator.url}/_emulator/repos/octocat/hello-world/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ branch: 'main', commits: [{ message: 'feat: a core package and an app that uses it', files: TWO_PACKAGES }] }),
  });
  if (!pushed.ok) throw new Error(`The emulator refused the push: ${await pushed.text()}`);
  const { browser: admin } = await signIn(base, 'octocat');
  const added = await admin.request(`${base}/api/admin/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ repositoryUrl: 'octocat/hello-world' }) });
  if (added.status !== 201) throw new Error(`Adding the project answered ${added.status}: ${await added.text()}`);
  const project = await added.json();
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await admin.json(`${base}/api/admin/projects/${project.id}/status`);
    if (status.status === 'success') return project.publicSlug;
    if (status.status === 'error') throw new Error(`The analysis failed: ${status.analysis.errorMessage}`);
    if (Date.now() > deadline) throw new Error('The analysis did not finish within 2 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One cold load: bytes of scripts and stylesheets on the wire, and when the hero h1 (and a diagram, if asked) became visible. */
async function loadCold(url, heroText, svg = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  const totals = { js: 0, css: 0, requests: 0 };
  // A response's encodedDataLength when it arrives is its headers; what loadingFinished adds is the
  // (compressed) body. Only the body counts: the security headers on every answer are ~1 KB each.
  cdp.on('Network.responseReceived', (event) => responses.set(event.requestId, { type: event.type, headerBytes: event.response.encodedDataLength }));
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    if (!response) return;
    const bodyBytes = event.encodedDataLength - response.headerBytes;
    if (response.type === 'Script') totals.js += bodyBytes;
    if (response.type === 'Stylesheet') totals.css += bodyBytes;
    if (response.type === 'Script' || response.type === 'Stylesheet') totals.requests += 1;
  });
  await page.goto(url, { waitUntil: 'commit' });
  const hero = heroText ? page.getByRole('heading', { level: 1, name: heroText }) : page.getByRole('heading', { level: 1 });
  await hero.waitFor({ state: 'visible' });
  if (svg) await page.locator('figure svg').first().waitFor({ state: 'visible' });
  const heroMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ...totals, heroMs };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

#!/usr/bin/env node
// `npm run bench:web`: loads `/` and `/features` cold in Debian's Chromium from the built app
// served by the API (as `npm start` serves it) and reports the JavaScript and CSS transferred
// (compressed bytes of the files on the wire, headers not counted) and the time until the page's hero heading is visible.
// Each figure is the median of RUNS cold loads (a fresh browser context, so an empty cache).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { ROOT, runNx } from './lib/run.mjs';
import { freePort } from './lib/throwaway-servers.mjs';

const RUNS = 5;
const PAGES = [
  { path: '/', hero: 'Contextualize Your Code' },
  { path: '/features', hero: null },
];
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

await runNx(['run-many', '-t', 'build']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'chronicle-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({ PORT: String(port), PUBLIC_URL: base, CHRONICLE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

try {
  const rows = [];
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await loadCold(`${base}${page.path}`, page.hero));
    rows.push({ path: page.path, js: median(runs.map((r) => r.js)), css: median(runs.map((r) => r.css)), requests: median(runs.map((r) => r.requests)), heroMs: median(runs.map((r) => r.heroMs)) });
  }
  console.log(`\nbench:web — cold loads in Chromium ${browser.version()}, median of ${RUNS}, gzip as served by \`npm start\`\n`);
  console.log('| page | JavaScript (gzip) | CSS (gzip) | JS+CSS requests | hero visible |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| \`${row.path}\` | ${kb(row.js)} | ${kb(row.css)} | ${row.requests} | ${Math.round(row.heroMs)} ms |`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

/** One cold load: bytes of scripts and stylesheets on the wire, and when the hero h1 became visible. */
async function loadCold(url, heroText) {
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
  const heroMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ...totals, heroMs };
}

function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => String(chunk).includes('Chronicle is running at') && resolve(child));
    child.on('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

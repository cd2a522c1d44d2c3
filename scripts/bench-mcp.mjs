#!/usr/bin/env node
// `npm run bench:mcp`: which full-text search serves the MCP `search` tool — minisearch in the
// process, or PostgreSQL full-text search (here on PGlite) — measured on real documents.
//
// 1. Clones each bundle of ../shared/repos into a work folder and writes its documents with
//    `node apps/cli/dist/main.js docs <clone> --format json` (the built-in engine).
// 2. Cuts every document into its sections (`splitSections` of @chronicle/mcp) and picks ~30
//    queries from the documents themselves: symbol names in backticks and words of headings.
// 3. In a fresh child process per engine (so memory figures are its own): builds the index of every
//    repository (minisearch: `DocumentIndex`, what the tool uses; PostgreSQL: a table with a
//    weighted `to_tsvector('english', …)` column and a GIN index, queried with
//    `websearch_to_tsquery` and ranked by `ts_rank`), then runs every query five times against its
//    repository's sections.
// 4. Prints a table: build time, query p50/p95, memory (resident set growth), and quality — the
//    share of queries whose top 5 hold a section containing every query word.
// 5. Abuse (lib/bench-mcp/abuse.mjs): GET /api/health p50/p95 of the built Chronicle while
//    anonymous clients send max-length searches, 15,000-character searches and 40 parallel
//    find_symbol calls; written into docs/benchmarks/mcp.md between the bench:mcp-abuse markers.
// 6. Questions (lib/bench-mcp/questions.mjs): questions made from each bundle with git only (where
//    is X declared, members of T, who calls F, what changed in A..B, a renamed file's history, a
//    module's summary), asked over stdio with the SDK client and graded against git, beside the
//    plain git command an agent would run; start-up and find_symbol timings over stdio and over
//    /api/mcp; written into docs/benchmarks/mcp.md between the bench:mcp-questions markers.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPOS_DIR = path.resolve(ROOT, '..', 'shared', 'repos');
const RUNS_PER_QUERY = 5;
const TOP = 5;

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    data: { type: 'string' },
    'keep-work': { type: 'boolean' },
    'abuse-only': { type: 'boolean' },
    'no-abuse': { type: 'boolean' },
    'questions-only': { type: 'boolean' },
    'no-questions': { type: 'boolean' },
    'no-http': { type: 'boolean' },
    repos: { type: 'string' },
    files: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '15' },
    'no-write': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write(`Usage: node scripts/bench-mcp.mjs [options]   (npm run bench:mcp)\n\nWrites the documents of every bundle in ${path.relative(ROOT, REPOS_DIR)}, then measures minisearch and\nPostgreSQL full-text search (PGlite) over their sections: build time, query p50/p95, memory and\nquality. Then times GET /api/health of the built Chronicle while anonymous clients abuse /api/mcp.\nThen asks each bundle questions made with git only (declarations, members, callers, A..B ranges,\nrenamed files, module summaries) over stdio, grades the answers against git beside the plain git\ncommands, and times start-up and find_symbol over stdio and /api/mcp. Writes both tables into\ndocs/benchmarks/mcp.md. Needs a build first: npx nx run-many -t build -p @chronicle/history @chronicle/snapshot\n@chronicle/agents @chronicle/analysis @chronicle/mcp @chronicle/cli @chronicle/api @chronicle/github-emulator\n\n  --keep-work        keep the clones of the search-engine part\n  --abuse-only       only the abuse part;  --no-abuse: leave it out\n  --questions-only   only the questions part;  --no-questions: leave it out\n  --no-http          questions part: leave out the /api/mcp timing\n  --repos a,b        questions part: only these bundles (e.g. spf13__pflag)\n  --files N          source files of the abuse part's generated repository (default 300)\n  --seconds N        length of each abuse window (default 15)\n  --no-write         leave docs/benchmarks/mcp.md alone\n`);
  process.exit(0);
}
if (values.engine) {
  const result = await measure(values.engine, JSON.parse(readFileSync(values.data, 'utf8')));
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

const only = values['questions-only'] ? 'questions' : values['abuse-only'] ? 'abuse' : null;
if (!only) {
  if (existsSync(REPOS_DIR)) await compareEngines();
  else console.log(`No ${path.relative(ROOT, REPOS_DIR)} folder: the search engines are not compared.`);
}
if ((!only || only === 'abuse') && !values['no-abuse']) await measureAbuseWindows();
if ((!only || only === 'questions') && !values['no-questions']) await askQuestions();

/**
 * Runs one part with its own clean-up (servers and children it started are stopped on exit and on
 * Ctrl-C) and a `log` to standard error; `writeBlock(marker, block, what)` writes a table into
 * docs/benchmarks/mcp.md between its markers unless --no-write.
 */
async function withCleanup(part) {
  const { createCleanup } = await import('./lib/bench-webhooks/processes.mjs');
  const { benchPage, writeBenchBlock } = await import('./lib/bench-block.mjs');
  const log = (message) => process.stderr.write(`${message}\n`);
  const cleanup = createCleanup(log);
  cleanup.installHandlers();
  const writeBlock = (marker, block, what) => {
    if (!values['no-write'] && writeBenchBlock(benchPage('mcp'), marker, block)) log(`Wrote the ${what} into docs/benchmarks/mcp.md.`);
  };
  try {
    await part({ cleanup, log, writeBlock });
  } finally {
    await cleanup.run();
  }
}

async function askQuestions() {
  const { runQuestions } = await import('./lib/bench-mcp/questions.mjs');
  await withCleanup(async ({ cleanup, log, writeBlock }) => {
    try {
      const { block, details, failure } = await runQuestions({ reposDir: REPOS_DIR, only: values.repos ? values.repos.split(',').map((name) => name.trim()).filter(Boolean) : [], http: !values['no-http'], cleanup, log });
      console.log(`\n${details.join('\n')}\n\n${block}\n`);
      if (failure) throw failure;
      writeBlock('mcp-questions', block, 'questions tables');
    } catch (error) {
      log(`bench:mcp questions failed: ${error.message}`);
      process.exitCode = 1;
    }
  });
}

async function measureAbuseWindows() {
  const { measureAbuse } = await import('./lib/bench-mcp/abuse.mjs');
  await withCleanup(async ({ cleanup, log, writeBlock }) => {
    const block = await measureAbuse({ files: Number(values.files), seconds: Number(values.seconds), rate: 20, workBase: path.join(os.tmpdir(), 'chronicle-bench-mcp'), cleanup, log });
    console.log(`\n${block}\n`);
    writeBlock('mcp-abuse', block, 'abuse table');
  });
}

async function compareEngines() {
const { splitSections } = await import('@chronicle/mcp');
const work = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-mcp-'));
try {
  const repositories = [];
  for (const bundle of readdirSync(REPOS_DIR).filter((file) => file.endsWith('.bundle')).sort()) {
    const name = bundle.replace(/\.bundle$/, '');
    const clone = path.join(work, name);
    execFileSync('git', ['clone', '-q', path.join(REPOS_DIR, bundle), clone]);
    const out = path.join(work, `${name}-docs`);
    const started = Date.now();
    const run = spawnSync(process.execPath, [path.join(ROOT, 'apps/cli/dist/main.js'), 'docs', clone, '--format', 'json', '--out', out], { env: { ...process.env, CHRONICLE_CACHE_DIR: path.join(work, 'cache') }, encoding: 'utf8' });
    if (!existsSync(path.join(out, 'docs.json'))) throw new Error(`chronicle docs failed on ${name}: ${run.stderr}`);
    const manifest = JSON.parse(readFileSync(path.join(out, 'docs.json'), 'utf8'));
    const documents = manifest.documents.filter((document) => !document.refused && document.content);
    const sections = documents.flatMap((document) => splitSections(document.content).map((section) => ({ type: document.type, file: document.file, heading: section.heading, text: section.text })));
    repositories.push({ name, documents: documents.map(({ type, file, commit, content }) => ({ type, file, commit, content })), sections });
    console.error(`${name}: ${documents.length} documents, ${sections.length} sections (written in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  const queries = pickQueries(repositories);
  const data = path.join(work, 'data.json');
  writeFileSync(data, JSON.stringify({ repositories, queries }));
  const results = ['minisearch', 'postgres'].map((engine) => {
    const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--engine', engine, '--data', data], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (child.status !== 0) throw new Error(`${engine}: ${child.stderr}`);
    return JSON.parse(child.stdout);
  });
  const sectionCount = repositories.reduce((sum, repository) => sum + repository.sections.length, 0);
  const characters = repositories.reduce((sum, repository) => sum + repository.sections.reduce((total, section) => total + section.text.length, 0), 0);
  console.log(`\n${repositories.length} repositories, ${sectionCount.toLocaleString('en-US')} sections, ${(characters / 1e6).toFixed(1)} M characters; ${queries.length} queries × ${RUNS_PER_QUERY} runs.\n`);
  console.log('| engine | index build | query p50 | query p95 | memory (RSS growth) | quality (top 5 holds every word) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const result of results) console.log(`| ${result.engine} | ${result.buildMs.toFixed(0)} ms | ${result.p50.toFixed(2)} ms | ${result.p95.toFixed(2)} ms | ${result.memoryMb.toFixed(0)} MB | ${(result.quality * 100).toFixed(0)}% (${result.good}/${queries.length}) |`);
  console.log(`\nQueries: ${queries.map((query) => `"${query.text}"`).join(', ')}`);
} finally {
  if (values['keep-work']) console.error(`work folder kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
}

/** Half symbol names written in backticks, half pairs of words from headings: what a model asks. */
function pickQueries(repositories) {
  const queries = [];
  repositories.forEach((repository, index) => {
    const symbols = [...new Set(repository.documents.filter((document) => document.type === 'api_reference' || document.type === 'interfaces').flatMap((document) => [...document.content.matchAll(/`([A-Z][A-Za-z0-9]{4,})`/g)].map((match) => match[1])))].sort();
    const headingWords = [...new Set(repository.sections.map((section) => section.heading).filter((heading) => /^[A-Za-z][A-Za-z ]{6,40}$/.test(heading)).map((heading) => heading.toLowerCase().split(' ').filter((word) => word.length > 3).slice(0, 2).join(' ')).filter((words) => words.includes(' ')))].sort();
    for (let pick = 0; pick < 2 && symbols.length; pick++) queries.push({ repository: repository.name, text: symbols[Math.floor(((pick + 1) * symbols.length) / 3 + index) % symbols.length] });
    for (let pick = 0; pick < 2 && headingWords.length; pick++) queries.push({ repository: repository.name, text: headingWords[Math.floor(((pick + 1) * headingWords.length) / 3 + index) % headingWords.length] });
  });
  // Words across documents, the way a reader asks.
  for (const text of ['install', 'license', 'environment variables', 'tests', 'error handling', 'middleware', 'dependencies', 'security']) queries.push({ repository: repositories[queries.length % repositories.length].name, text });
  return queries;
}

function holdsEvery(section, text) {
  const haystack = `${section.heading}\n${section.text}`.toLowerCase();
  return text.toLowerCase().split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

async function measure(engine, { repositories, queries }) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const search = engine === 'minisearch' ? await minisearchEngine(repositories) : await postgresEngine(repositories);
  const buildMs = performance.now() - started;
  globalThis.gc?.();
  const memoryMb = (process.memoryUsage().rss - before) / 1024 / 1024;
  const times = [];
  let good = 0;
  for (const query of queries) {
    let top = [];
    for (let run = 0; run < RUNS_PER_QUERY; run++) {
      const at = performance.now();
      top = await search(query.repository, query.text);
      times.push(performance.now() - at);
    }
    const sections = repositories.find((repository) => repository.name === query.repository).sections;
    if (top.some((id) => holdsEvery(sections[id], query.text))) good++;
  }
  times.sort((a, b) => a - b);
  return { engine: engine === 'postgres' ? 'PostgreSQL FTS (PGlite)' : 'minisearch', buildMs, p50: percentile(times, 0.5), p95: percentile(times, 0.95), memoryMb, good, quality: good / queries.length };
}

/**
 * What the tool runs: one DocumentIndex per repository. A hit names its document and heading; it is
 * mapped back to the sections of that name (a heading repeated in one document maps to each).
 */
async function minisearchEngine(repositories) {
  const { DocumentIndex } = await import('@chronicle/mcp');
  const indexes = new Map(repositories.map((repository) => [repository.name, new DocumentIndex(repository.documents.map((document) => ({ ...document, status: 'ready', qualityScore: null, commitsBehind: 0, generatedAt: null, error: null })))]));
  const positions = new Map(
    repositories.map((repository) => {
      const byName = new Map();
      repository.sections.forEach((section, id) => byName.set(`${section.file}\0${section.heading}`, [...(byName.get(`${section.file}\0${section.heading}`) ?? []), id]));
      return [repository.name, byName];
    }),
  );
  return async (name, text) => [...new Set(indexes.get(name).query(text, TOP).flatMap((hit) => positions.get(name).get(`${hit.file}\0${hit.heading}`) ?? []))];
}

async function postgresEngine(repositories) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  await db.exec(`CREATE TABLE sections (repository text NOT NULL, id integer NOT NULL, file text NOT NULL, heading text NOT NULL, text text NOT NULL,
    tsv tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', heading), 'A') || setweight(to_tsvector('english', file), 'B') || setweight(to_tsvector('english', left(text, 400000)), 'C')) STORED,
    PRIMARY KEY (repository, id))`);
  for (const repository of repositories) {
    await db.transaction(async (tx) => {
      for (const [id, section] of repository.sections.entries()) await tx.query('INSERT INTO sections (repository, id, file, heading, text) VALUES ($1, $2, $3, $4, $5)', [repository.name, id, section.file, section.heading, section.text]);
    });
  }
  await db.exec('CREATE INDEX sections_tsv ON sections USING GIN (tsv)');
  return async (name, text) => {
    const { rows } = await db.query(`SELECT id FROM sections, websearch_to_tsquery('english', $2) query WHERE repository = $1 AND tsv @@ query ORDER BY ts_rank(tsv, query) DESC, id LIMIT ${TOP}`, [name, text]);
    return rows.map((row) => row.id);
  };
}

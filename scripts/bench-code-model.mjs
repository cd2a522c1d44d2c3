#!/usr/bin/env node
// `npm run bench:code-model`: how complete and how costly the snapshot's code model is, measured
// with checks that never read the snapshot's own index (scripts/lib/bench-code-model/).
//
// 1. Clones each bundle of ../shared/repos (when the folder exists) and a generated repository of
//    10,000 source files in six languages (docs-check/generate-repo.mjs) into a work folder.
// 2. Takes each one's snapshot (the built libs/snapshot, `buildSnapshot`) in a child process under
//    GNU time: wall time and peak resident set of a cold run into a fresh cache folder, then a
//    second run on the same commit with that folder (wall, CPU, and whether it wrote to the cache).
// 3. Reads each repository's public API independently — the TypeScript compiler API for TS/JS,
//    python3's `ast`, javac's compiler tree API, small lexers for Go and Rust — in library source
//    files (tests, examples, benchmarks, fixtures, docs and build tooling left out by path), and
//    the manifests' own path/workspace dependencies.
// 4. Prints per repository: recall of public members (≥ 95%), `api` entries from tests/examples
//    (0), component edges against the manifests (equal), peak memory (≤ 1 GB) and cache reuse, each
//    PASS, FAIL or NOT BUILT, with the first misses; then a summary. Exits 0 either way (2 on bad
//    options); --write writes the figures into docs/benchmarks/code-model.md.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { git } from './lib/bench/git.mjs';
import { ensureGnuTime } from './lib/bench/measure.mjs';
import { manifestEdges, compareEdges } from './lib/bench-code-model/manifest-edges.mjs';
import { nonLibraryNames, publishedFiles } from './lib/bench-code-model/non-library.mjs';
import { expectedPublicNames } from './lib/bench-code-model/public-members.mjs';
import { measureRecall } from './lib/bench-code-model/recall.mjs';
import { renderPageBlock, renderReport } from './lib/bench-code-model/report.mjs';
import { runSnapshots } from './lib/bench-code-model/run-snapshot.mjs';
import { generatedRepo } from './lib/docs-check/generate-repo.mjs';
import { readRepoFacts } from './lib/docs-check/repo-facts.mjs';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import { ROOT, runNx } from './lib/run.mjs';

const DEFAULT_REPOS_DIR = path.resolve(ROOT, '..', 'shared', 'repos');
const DEFAULT_GENERATED = '10000';

const HELP = `Usage: node scripts/bench-code-model.mjs [options]   (npm run bench:code-model)

Takes the snapshot (libs/snapshot, built) of each repository bundle of ${path.relative(ROOT, DEFAULT_REPOS_DIR)} and of a
generated repository of 10,000 source files, each in a child process (wall time, peak RSS), twice
(cold, then again on the same commit with the cache), and checks its code model against readers
that do not use the snapshot: recall of public members (TypeScript compiler API, python3 ast,
javac's tree API, Go and Rust lexers), api entries from tests/examples, component edges against the
manifests. Prints PASS/FAIL/NOT BUILT per threshold and the first misses; exits 0 either way.

Options:
  --repo NAME         only this repository (repeatable): owner__name, owner/name or name; "none":
                      only the generated repositories
  --generated LIST    generated repositories by source-file count, comma-separated (default:
                      ${DEFAULT_GENERATED}); "none" to skip them
  --misses N          misses listed per repository (default 15)
  --no-second-run     do not take the snapshot a second time with the cache
  --report FILE       also write the report to FILE
  --write             write the figures into docs/benchmarks/code-model.md between
                      <!-- bench:code-model:start --> and <!-- bench:code-model:end -->
  --page FILE         the page to write with --write (default: docs/benchmarks/code-model.md)
  --repos-dir DIR     the bundles (default: ${path.relative(ROOT, DEFAULT_REPOS_DIR)}); skipped with a message when absent
  --work-dir DIR      clones, caches, outputs (default: ${path.join(os.tmpdir(), 'chronicle-bench-code-model')});
                      generated repositories are reused while their generator is unchanged
  --skip-build        do not build @chronicle/snapshot first
  -h, --help          show this help
`;

function usage(message) {
  process.stderr.write(`bench:code-model: ${message}\nRun \`node scripts/bench-code-model.mjs --help\` for the options.\n`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: {
      repo: { type: 'string', multiple: true },
      generated: { type: 'string', default: DEFAULT_GENERATED },
      misses: { type: 'string', default: '15' },
      'no-second-run': { type: 'boolean', default: false },
      report: { type: 'string' },
      write: { type: 'boolean', default: false },
      page: { type: 'string' },
      'repos-dir': { type: 'string', default: DEFAULT_REPOS_DIR },
      'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'chronicle-bench-code-model') },
      'skip-build': { type: 'boolean', default: false },
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

const startedAt = Date.now();
const log = (message) => process.stderr.write(`${message}\n`);
const workDir = path.resolve(options['work-dir']);
const reposDir = path.resolve(options['repos-dir']);
const misses = Number(options.misses);
if (!Number.isInteger(misses) || misses < 0) usage(`--misses: "${options.misses}" is not a count`);
const generatedSizes = parseGenerated(options.generated);

/** `10000` → [10000]; `none` → []. */
function parseGenerated(value) {
  if (value.trim() === 'none' || value.trim() === '') return [];
  return [...new Set(value.split(',').map((part) => {
    const files = Number(part.trim().replace(/[_,]/g, ''));
    if (!Number.isInteger(files) || files < 50 || files > 200000) usage(`--generated: "${part}" is not a file count between 50 and 200000`);
    return files;
  }))];
}

/** The bundles (when the folder exists) chosen with --repo, then the generated repositories. */
function listTargets() {
  const skipped = [];
  const bundles = [];
  if (existsSync(reposDir)) {
    for (const file of readdirSync(reposDir).filter((name) => name.endsWith('.bundle')).sort()) {
      const name = file.replace(/\.bundle$/, '');
      bundles.push({ name, label: name.replace('__', '/'), bundle: path.join(reposDir, file) });
    }
  } else {
    skipped.push(`The repository bundles (${reposDir}) are not here — they are not part of a clone of Chronicle — so only generated repositories are measured.`);
  }
  const generated = generatedSizes.map((files) => ({ name: `generated-${files}`, label: `generated, ${files.toLocaleString('en-US')} files`, generatedFiles: files }));
  const wanted = (options.repo ?? []).filter((want) => want !== 'none');
  if (options.repo?.includes('none')) return { targets: generated, skipped };
  if (!wanted.length) return { targets: [...bundles, ...generated], skipped };
  const chosen = wanted.map((want) => {
    const key = want.toLowerCase();
    const found = bundles.find((t) => t.name.toLowerCase() === key || t.label.toLowerCase() === key || t.name.toLowerCase().endsWith(`__${key}`));
    if (!found) usage(`unknown repository "${want}"; known: ${bundles.map((t) => t.name).join(', ') || 'none'} (generated ones: --generated)`);
    return found;
  });
  return { targets: [...new Set(chosen), ...generated], skipped };
}

/** A fresh clone at HEAD of the bundle or of the generated repository (built or reused). */
async function cloneTarget(target) {
  const dir = path.join(workDir, 'repos', target.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  if (target.generatedFiles) {
    const built = await generatedRepo({ files: target.generatedFiles, baseDir: path.join(workDir, 'generated') });
    log(`  generated ${target.label} in ${built.seconds.toFixed(1)} s${built.cached ? ' (reused)' : ''}`);
    await git(workDir, ['clone', '--quiet', built.dir, dir]);
  } else {
    await git(workDir, ['clone', '--quiet', target.bundle, dir]);
  }
  return dir;
}

const { targets, skipped } = listTargets();
for (const message of skipped) log(`bench:code-model: ${message}`);
if (!options['skip-build']) {
  log('bench:code-model — building @chronicle/snapshot (npx nx run-many -t build -p @chronicle/snapshot)…');
  await runNx(['run-many', '-t', 'build', '-p', '@chronicle/snapshot']);
}
if (!existsSync(path.join(ROOT, 'libs/snapshot/dist/index.js'))) usage('libs/snapshot/dist/index.js is missing: build @chronicle/snapshot first');
const gnuTime = ensureGnuTime(log);
mkdirSync(workDir, { recursive: true });
log(`bench:code-model — work dir ${workDir}`);

const repos = [];
for (const target of targets) {
  const entry = { name: target.name, label: target.label };
  repos.push(entry);
  try {
    const repoDir = await cloneTarget(target);
    log(`  ${target.label}: snapshot (cold${options['no-second-run'] ? '' : ', then with the cache'})…`);
    entry.runs = await runSnapshots({ repoDir, workDir, name: target.name, gnuTime, warm: !options['no-second-run'] });
    const facts = entry.runs.facts;
    delete entry.runs.facts;
    entry.files = facts.files.length;
    log(`    cold ${entry.runs.cold.seconds.toFixed(1)} s, ${Math.round(entry.runs.cold.peakRssMb ?? entry.runs.cold.treeRssMb)} MB${entry.runs.warm ? `; second ${entry.runs.warm.seconds.toFixed(1)} s (${entry.runs.warm.cpuSeconds.toFixed(1)} s CPU), cache ${entry.runs.cacheReused ? 'reused' : 'NOT reused'}` : ''}`);
    log(`  ${target.label}: reading the public API and the manifests independently…`);
    const started = Date.now();
    entry.expected = await expectedPublicNames(repoDir, path.join(workDir, 'scratch'));
    entry.recall = measureRecall(entry.expected.names, facts.files);
    const repoFacts = await readRepoFacts(repoDir);
    entry.nonLibrary = nonLibraryNames(facts, publishedFiles(repoDir, [...repoFacts.paths]));
    const edges = manifestEdges(repoFacts);
    entry.edges = { ...compareEdges(edges.edges, facts.components), list: edges.edges };
    log(`    ${entry.expected.names.length} public names in ${entry.expected.libraryFiles} library files (${((Date.now() - started) / 1000).toFixed(1)} s); recall ${entry.recall.recall === null ? '–' : `${(entry.recall.recall * 100).toFixed(1)}%`}`);
  } catch (error) {
    entry.error = error.message;
    log(`    ${error.message}`);
  }
}

const head = (await git(ROOT, ['rev-parse', '--short=12', 'HEAD'])).trim();
const minutes = (Date.now() - startedAt) / 60000;
const header = `_\`npm run bench:code-model\`, ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores, Node ${process.version}; libs/snapshot built at ${head}. ` +
  `Wall time and peak RSS (GNU time \`%M\`) of the snapshot in its own process, cold (fresh cache folder); the second run takes the same commit with that cache (CPU: the process's own user + system time). ` +
  `Recall: public names read without the snapshot (TypeScript compiler API, python3 \`ast\`, javac's tree API, Go and Rust lexers) found as exported symbols with the same qualified name and parent in the same file. The run took ${minutes.toFixed(1)} min._`;
const report = renderReport({ header, repos, misses });
process.stdout.write(report);
if (options.report) {
  writeFileSync(path.resolve(options.report), report);
  log(`Report written to ${path.resolve(options.report)}`);
}
if (options.write) {
  const page = options.page ? path.resolve(options.page) : benchPage('code-model');
  if (writeBenchBlock(page, 'code-model', renderPageBlock({ header, repos }))) log(`Wrote the figures into ${page}.`);
  else log(`The markers <!-- bench:code-model:start --> … <!-- bench:code-model:end --> are missing from ${page}: the figures were not written.`);
}
log(`Outputs: ${path.join(workDir, 'out')}`);

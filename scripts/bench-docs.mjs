#!/usr/bin/env node
// `npm run bench:docs`: how fast `chronicle docs` is and whether its documents (up to twelve) are
// true, measured without the engine's own index (scripts/lib/docs-check/).
//
// 1. Clones each bundle of ../shared/repos (when the folder exists), Chronicle itself at HEAD, and
//    generated repositories of 1,000 and 10,000 source files in six languages with planted FAKE
//    secrets (generate-repo.mjs), into a work folder.
// 2. Builds the workspace, then on each: runs `node apps/cli/bin/chronicle.js docs <repo> --out
//    <dir>` timed with GNU time (wall seconds, peak resident set), and repomix's `--compress` pack
//    of the same clone as the anchor; runs chronicle a second time on one repository and compares
//    the bytes; after the checks, commits a change to five files and runs chronicle again into the
//    same folder (which documents were written again, which kept, and do kept ones keep their bytes).
// 3. Checks the documents against git, ctags, the TypeScript compiler, its own manifest readers and
//    the Mermaid parser: paths, SHAs and names exist, no placeholders, Mermaid parses, coverage of
//    source files, direct dependencies, public symbols, interfaces, TODO/FIXME comments and
//    environment variables, the license, and for generated repositories the planted secrets.
// 4. Prints a Markdown report (and writes it with --report FILE, the block of docs/benchmarks/docs.md with --write);
//    exits 1 when a hard check fails. Targets are reported, met or with the gap in words.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { git } from './lib/bench/git.mjs';
import { median } from './lib/bench/measure.mjs';
import { checkRepository } from './lib/docs-check/check-repo.mjs';
import { chronicleBin, runChronicleDocs } from './lib/docs-check/cli.mjs';
import { expectedLicenseOf, expectedLicenseTable } from './lib/docs-check/license.mjs';
import { generatedRepo } from './lib/docs-check/generate-repo.mjs';
import { runIncremental } from './lib/docs-check/incremental.mjs';
import { compareOutputs } from './lib/docs-check/outputs.mjs';
import { repomixBin, runRepomix } from './lib/docs-check/repomix.mjs';
import { allPassed, renderPageBlock, renderReport } from './lib/docs-check/report.mjs';
import { readRepoFacts } from './lib/docs-check/repo-facts.mjs';
import { listSourceFiles } from './lib/docs-check/source-files.mjs';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import { ROOT, runNx } from './lib/run.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const DEFAULT_REPOS_DIR = path.resolve(ROOT, '..', 'shared', 'repos');
const CHRONICLE = 'chronicle';
const DEFAULT_GENERATED = '1000,10000';
/** The generated repository whose time the marketing pages quote. */
const SPEED_CLAIM_FILES = 1000;
const DEFAULT_CLAIM_RUNS = 5;

const HELP = `Usage: node scripts/bench-docs.mjs [options]   (npm run bench:docs)

Runs \`chronicle docs\` on each repository bundle of ${path.relative(ROOT, DEFAULT_REPOS_DIR)}, on Chronicle itself (HEAD) and
on generated repositories (1,000 and 10,000 source files in six languages, planted fake secrets);
times it beside repomix --compress, runs it again after a five-file commit, and checks the
documents against git, universal-ctags, the TypeScript compiler and the Mermaid parser. Prints a
Markdown report; exits 1 when a hard check fails.

Options:
  --repo NAME         only this repository (repeatable): owner__name, owner/name, name, or "chronicle"
                      (the generated repositories are chosen with --generated); "none": only those
  --generated LIST    generated repositories by source-file count, comma-separated (default:
                      ${DEFAULT_GENERATED}); "none" to skip them
  --report FILE       also write the report to FILE
  --write             write the summary tables into docs/benchmarks/docs.md between
                      <!-- bench:docs:start --> and <!-- bench:docs:end -->, and the 1,000-file run's
                      time into apps/marketing/src/components/speed-claim.json (the figure the
                      landing and features pages quote)
  --page FILE         the page to write with --write (default: docs/benchmarks/docs.md)
  --repos-dir DIR     the bundles (default: ${path.relative(ROOT, DEFAULT_REPOS_DIR)}); skipped with a message when absent
  --work-dir DIR      clones, outputs, generated repositories and the chronicle cache (default:
                      ${path.join(os.tmpdir(), 'chronicle-bench-docs')}); generated repositories are reused while
                      their generator is unchanged
  --docs-from DIR     check the documents in DIR/<name>/ (an earlier run's out/ folder) instead of
                      running chronicle; nothing is timed, nothing is run again
  --determinism NAME  the repository run a second time to compare bytes (default: the smallest;
                      "none" to skip)
  --runs N            cold runs of the 1,000-file repository, whose figure the targets and the
                      marketing pages quote: its time is their median, its peak RSS the largest
                      (default: ${DEFAULT_CLAIM_RUNS}; one run's time moves by a third on a shared machine)
  --no-repomix        do not time repomix --compress
  --no-incremental    do not run the five-file commit and the incremental run
  --skip-build        do not run \`npx nx run-many -t build\` first
  --chronicle PATH    the CLI entry point to run (default: ${path.relative(ROOT, chronicleBin(ROOT))})
  -h, --help          show this help
`;

function usage(message) {
  process.stderr.write(`bench:docs: ${message}\nRun \`node scripts/bench-docs.mjs --help\` for the options.\n`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: {
      repo: { type: 'string', multiple: true },
      generated: { type: 'string', default: DEFAULT_GENERATED },
      report: { type: 'string' },
      write: { type: 'boolean', default: false },
      page: { type: 'string' },
      runs: { type: 'string', default: String(DEFAULT_CLAIM_RUNS) },
      'no-repomix': { type: 'boolean', default: false },
      'no-incremental': { type: 'boolean', default: false },
      'repos-dir': { type: 'string', default: DEFAULT_REPOS_DIR },
      'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'chronicle-bench-docs') },
      'docs-from': { type: 'string' },
      determinism: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      chronicle: { type: 'string' },
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
const docsFrom = options['docs-from'] ? path.resolve(options['docs-from']) : null;
const bin = options.chronicle ? path.resolve(options.chronicle) : chronicleBin(ROOT);
if (docsFrom && !existsSync(docsFrom)) usage(`--docs-from ${docsFrom} does not exist`);
const generatedSizes = parseGenerated(options.generated);
const claimRuns = Number(options.runs);
if (!Number.isInteger(claimRuns) || claimRuns < 1 || claimRuns > 25) usage(`--runs: "${options.runs}" is not a number of runs between 1 and 25`);

/** `1000,10000` → [1000, 10000]; `none` → []. */
function parseGenerated(value) {
  if (value.trim() === 'none' || value.trim() === '') return [];
  return [...new Set(value.split(',').map((part) => {
    const files = Number(part.trim().replace(/[_,]/g, ''));
    if (!Number.isInteger(files) || files < 50 || files > 200000) usage(`--generated: "${part}" is not a file count between 50 and 200000`);
    return files;
  }))];
}

ensureSystemPackages(['universal-ctags', 'time'], { needer: 'bench:docs' });

/** The repositories to bench: the bundles (when the folder exists), then Chronicle. */
function listTargets() {
  const skipped = [];
  const targets = [];
  if (existsSync(reposDir)) {
    for (const file of readdirSync(reposDir).filter((name) => name.endsWith('.bundle')).sort()) {
      const name = file.replace(/\.bundle$/, '');
      targets.push({ name, label: name.replace('__', '/'), bundle: path.join(reposDir, file) });
    }
  } else {
    skipped.push(`The repository bundles (${reposDir}) are not here — they are not part of a clone of Chronicle — so only Chronicle itself is benchmarked.`);
  }
  targets.push({ name: CHRONICLE, label: 'Chronicle (this repository, HEAD)', bundle: null });
  const generated = generatedSizes.map((files) => ({ name: `generated-${files}`, label: `generated, ${files.toLocaleString('en-US')} files`, bundle: null, generatedFiles: files }));
  const wanted = (options.repo ?? []).filter((want) => want !== 'none');
  if (options.repo?.includes('none')) return { targets: generated, skipped };
  if (!wanted.length) return { targets: [...targets, ...generated], skipped };
  const chosen = wanted.map((want) => {
    const key = want.toLowerCase();
    const found = targets.find((t) => t.name.toLowerCase() === key || t.label.toLowerCase() === key || t.name.toLowerCase().endsWith(`__${key}`));
    if (!found) usage(`unknown repository "${want}"; known: ${targets.map((t) => t.name).join(', ')} (generated ones: --generated)`);
    return found;
  });
  return { targets: [...new Set(chosen), ...generated], skipped };
}

/**
 * A fresh clone at HEAD: the bundle's, a generated repository's (built or reused under
 * work-dir/generated), or this repository's committed HEAD (not the working tree).
 */
async function cloneTarget(target) {
  const dir = path.join(workDir, 'repos', target.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  if (target.generatedFiles) {
    const built = await generatedRepo({ files: target.generatedFiles, baseDir: path.join(workDir, 'generated') });
    target.generated = { files: target.generatedFiles, seconds: built.seconds, cached: built.cached, planted: built.planted };
    await git(workDir, ['clone', '--quiet', built.dir, dir]);
  } else if (target.bundle) {
    await git(workDir, ['clone', '--quiet', target.bundle, dir]);
  } else {
    const head = (await git(ROOT, ['rev-parse', 'HEAD'])).trim();
    await git(workDir, ['clone', '--quiet', '--no-checkout', ROOT, dir]);
    await git(dir, ['checkout', '--quiet', '--detach', head]);
  }
  return dir;
}

async function expectedLicense(target, repoDir, table) {
  if (table.has(target.name)) return { expression: table.get(target.name), source: `${path.relative(ROOT, reposDir)}/README.md` };
  return expectedLicenseOf(await readRepoFacts(repoDir));
}

/**
 * Runs chronicle docs into `outDir` (a fresh folder unless `keep`); throws with the end of stderr
 * when it fails without docs.json. Exit code 1 with docs.json means a document was refused: the
 * checks report it.
 */
async function runDocs(repoDir, outDir, { keep = false, env } = {}) {
  if (!keep) {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
  }
  const run = await runChronicleDocs({ root: ROOT, bin, repoDir, outDir, gnuTime: true, scratchDir: path.join(workDir, 'scratch'), env });
  if (run.code !== 0 && !existsSync(path.join(outDir, 'docs.json'))) throw new Error(`chronicle docs exited with ${run.code}: ${run.stderr.trim().split('\n').slice(-4).join(' / ')}`);
  return run;
}

/** The repository with the fewest tracked files: the cheapest second run. */
async function smallest(targets, dirs) {
  let best = null;
  for (const target of targets) {
    const size = (await git(dirs.get(target.name), ['ls-files'])).split('\n').length;
    if (!best || size < best.size) best = { target, size };
  }
  return best?.target ?? null;
}

const { targets, skipped } = listTargets();
rmSync(path.join(workDir, 'out'), { recursive: true, force: true });
rmSync(path.join(workDir, 'cache'), { recursive: true, force: true });
mkdirSync(path.join(workDir, 'scratch'), { recursive: true });
// chronicle keeps its caches here: cold for each bench run, shared by the second (determinism) run.
process.env.CHRONICLE_CACHE_DIR = path.join(workDir, 'cache');

if (!docsFrom && !options['skip-build']) {
  log('bench:docs — building the workspace (npx nx run-many -t build)…');
  await runNx(['run-many', '-t', 'build']);
}
if (!docsFrom && !existsSync(bin)) usage(`${bin} is missing: build the CLI first`);

const repomix = options['no-repomix'] || docsFrom ? null : repomixBin(ROOT);
if (!options['no-repomix'] && !docsFrom && !repomix) log('bench:docs — repomix is not installed (npm ci): its column stays empty.');
const licenseTable = existsSync(path.join(reposDir, 'README.md')) ? expectedLicenseTable(readFileSync(path.join(reposDir, 'README.md'), 'utf8')) : new Map();
const dirs = new Map();
log(`bench:docs — work dir ${workDir}`);
for (const target of targets) {
  dirs.set(target.name, await cloneTarget(target));
  log(`  cloned ${target.label}${target.generated ? ` (generated in ${target.generated.seconds.toFixed(1)} s${target.generated.cached ? ', reused' : ''})` : ''}`);
}
const determinismName = options.determinism ?? (docsFrom ? 'none' : (await smallest(targets, dirs))?.name);
if (determinismName !== 'none' && !targets.some((t) => t.name === determinismName)) usage(`--determinism ${determinismName} is not one of the repositories benchmarked`);

const repos = [];
for (const target of targets) {
  const repoDir = dirs.get(target.name);
  const outDir = docsFrom ? path.join(docsFrom, target.name) : path.join(workDir, 'out', target.name);
  const entry = { name: target.name, label: target.label, generated: target.generated ?? null, run: null, repomix: null, determinism: null, incremental: null };
  repos.push(entry);
  try {
    if (!docsFrom) {
      log(`  ${target.label}: chronicle docs…`);
      entry.run = await runDocs(repoDir, outDir);
      if (target.generatedFiles === SPEED_CLAIM_FILES && claimRuns > 1) entry.run = await repeatedRuns(target, repoDir, entry.run);
      log(`    ${entry.run.seconds.toFixed(1)} s, peak RSS ${Math.round(entry.run.maxRssMb ?? entry.run.treeRssMb)} MB${entry.run.code ? ` (exit code ${entry.run.code})` : ''}`);
      entry.repomix = await timeRepomix(target, repoDir);
    } else if (!existsSync(outDir) || !statSync(outDir).isDirectory()) {
      throw new Error(`no documents in ${outDir}`);
    }
    if (target.name === determinismName) {
      const second = path.join(workDir, 'out', `${target.name}.second-run`);
      const run = await runDocs(repoDir, second);
      entry.determinism = { ...compareOutputs(outDir, second), seconds: run.seconds };
      log(`    second run ${run.seconds.toFixed(1)} s: ${entry.determinism.differing.length ? `differs in ${entry.determinism.differing.join(', ')}` : 'identical bytes'}`);
    }
    log(`  ${target.label}: checking…`);
    entry.result = await checkRepository({ repoDir, outDir, expectedLicense: await expectedLicense(target, repoDir, licenseTable), planted: target.generated?.planted.secrets ?? null });
    if (!docsFrom && !options['no-incremental']) entry.incremental = await incremental(target, repoDir, outDir);
  } catch (error) {
    entry.error = error.message;
    log(`    ${error.message}`);
  }
}

/**
 * The claim's figure from several cold runs: the first run's documents are the ones checked; the
 * others write into a folder and a cache of their own, removed after. Time is the median, peak RSS
 * the largest; every run's time is kept for the report.
 */
async function repeatedRuns(target, repoDir, first) {
  const runs = [first];
  for (let index = 2; index <= claimRuns; index++) {
    const outDir = path.join(workDir, 'scratch', `${target.name}.run-${index}`);
    const cacheDir = path.join(workDir, 'scratch', `${target.name}.cache-${index}`);
    rmSync(cacheDir, { recursive: true, force: true });
    try {
      const run = await runDocs(repoDir, outDir, { env: { CHRONICLE_CACHE_DIR: cacheDir } });
      if (run.code !== 0) throw new Error(`chronicle docs exited with ${run.code} on cold run ${index}`);
      log(`    cold run ${index} of ${claimRuns}: ${run.seconds.toFixed(1)} s, peak RSS ${Math.round(run.maxRssMb ?? run.treeRssMb)} MB`);
      runs.push(run);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(cacheDir, { recursive: true, force: true });
    }
  }
  const largest = (pick) => (runs.some((run) => pick(run) === null) ? null : Math.max(...runs.map(pick)));
  return { ...first, seconds: median(runs.map((run) => run.seconds)), maxRssMb: largest((run) => run.maxRssMb), treeRssMb: largest((run) => run.treeRssMb), runs: runs.map((run) => ({ seconds: run.seconds, maxRssMb: run.maxRssMb })) };
}

/** repomix --compress on the same clone; an error is reported in the table, not thrown. */
async function timeRepomix(target, repoDir) {
  if (!repomix) return null;
  try {
    const run = await runRepomix({ bin: repomix.bin, repoDir, scratchDir: path.join(workDir, 'scratch'), name: target.name });
    log(`    repomix --compress ${run.seconds.toFixed(1)} s, peak RSS ${Math.round(run.maxRssMb ?? run.treeRssMb)} MB`);
    return run;
  } catch (error) {
    log(`    repomix: ${error.message}`);
    return { error: error.message };
  }
}

/** The five-file commit and the run into a copy of the full run's folder (after the checks: it moves HEAD). */
async function incremental(target, repoDir, outDir) {
  try {
    const sourceFiles = listSourceFiles(await readRepoFacts(repoDir)).files;
    const result = await runIncremental({ repoDir, outDir, incrementalDir: path.join(workDir, 'out', `${target.name}.incremental`), sourceFiles, run: (dir) => runDocs(repoDir, dir, { keep: true }) });
    log(`    incremental (${result.changed.length} files changed): ${result.seconds.toFixed(1)} s; written again ${result.written.length}, kept ${result.kept.length}${result.keptChanged.length ? `, kept but changed: ${result.keptChanged.join(', ')}` : ''}`);
    return result;
  } catch (error) {
    log(`    incremental: ${error.message}`);
    return { error: error.message };
  }
}

const gitVersion = (await git(os.tmpdir(), ['--version'])).trim();
const head = (await git(ROOT, ['rev-parse', '--short=12', 'HEAD'])).trim();
const minutes = (Date.now() - startedAt) / 60000;
const source = docsFrom ? `documents from ${docsFrom}` : `${bin.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, bin) : bin} at ${head}`;
const anchor = repomix ? `; repomix ${repomix.version}` : '';
const header = `_\`npm run bench:docs\`, ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores, Node ${process.version}, ${gitVersion}${anchor}; chronicle: ${source}, built-in mode. ` +
  `Time is wall time and peak RSS the largest resident set (GNU time \`%e %M\`) of one cold run (fresh cache)${claimRuns > 1 ? `; for the ${SPEED_CLAIM_FILES.toLocaleString('en-US')}-file repository, the median time and the largest peak of ${claimRuns} cold runs` : ''}. The run took ${minutes.toFixed(1)} min._`;
const report = renderReport({ header, repos, skipped });
process.stdout.write(report);
if (options.report) {
  writeFileSync(path.resolve(options.report), report);
  log(`Report written to ${path.resolve(options.report)}`);
}
if (options.write) {
  const page = options.page ? path.resolve(options.page) : benchPage('docs');
  if (writeBenchBlock(page, 'docs', renderPageBlock({ header, repos, skipped }))) log(`Wrote the tables into ${page}.`);
  else log(`The markers <!-- bench:docs:start --> … <!-- bench:docs:end --> are missing from ${page}: the tables were not written.`);
  writeSpeedClaim(repos);
}
log(`Outputs: ${docsFrom ?? path.join(workDir, 'out')}`);
const passed = allPassed(repos);
log(passed ? 'bench:docs: every hard check passed.' : 'bench:docs: a hard check failed (see the report).');
process.exit(passed ? 0 : 1);

/**
 * The marketing pages quote one figure: the cold run of the generated 1,000-file repository. It is
 * written beside their component (apps/marketing/src/components/speed-claim.json) only from a run
 * that measured that repository and passed its hard checks, so the pages never quote what the page
 * of figures does not show.
 */
function writeSpeedClaim(measuredRepos) {
  const claimed = measuredRepos.find((repo) => repo.generated?.files === SPEED_CLAIM_FILES);
  if (!claimed?.run || claimed.run.code || !allPassed([claimed])) return;
  const file = path.join(ROOT, 'apps/marketing/src/components/speed-claim.json');
  const claim = { seconds: Number(claimed.run.seconds.toFixed(1)), files: SPEED_CLAIM_FILES, measuredOn: new Date().toISOString().slice(0, 10) };
  writeFileSync(file, `${JSON.stringify(claim, null, 2)}\n`);
  log(`Wrote the marketing pages' figure (${claim.seconds} s) into ${path.relative(ROOT, file)}.`);
}

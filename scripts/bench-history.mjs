#!/usr/bin/env node
// `npm run bench:history`: how fast and how good Chronicle's changelogs are, next to git-cliff and
// to the floor of reading the history with git.
//
// 1. Rebuilds each corpus of ../shared/corpora as a real git repository (one `git fast-import`
//    stream; cached) and checks its commit counts against meta.json; builds a synthetic
//    100,000-commit repository the same way.
// 2. Speed: CPU time (user + system of the process tree) and wall time (median of --runs) and peak
//    memory of the floor (`git log --first-parent --name-status`, what chronicle reads; and with
//    `--numstat`, what it read before), `chronicle changelog --format json`, and git-cliff with a
//    Keep a Changelog config (conventional commits only, and keeping every commit); chronicle ÷
//    git-cliff keep-all per corpus.
// 3. Quality: each tool's Markdown changelog scored by the shared scorer, ../shared/tools/
//    changelog-eval.mjs (coverage, precision, F1, section agreement over the 30 newest tagged
//    releases of each maintainers' changelog.md), next to the scorer's own baselines (smart, naive);
//    releases missing or left empty over every tagged release; the same on held-out corpora built
//    from ../shared/repos (scripts/lib/bench/held-out.mjs).
// 4. Push entries: the built-in engine's entry for every first-parent push of each corpus's last 30
//    releases, judged by rules of the bench's own (scripts/lib/bench/push-entries.mjs).
// 5. Prints the tables and writes them into docs/benchmarks/history.md between the bench:history markers.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CORPORA_DIR, listCorpora, loadCorpus, resolveCorpusName } from './lib/bench/corpora.mjs';
import { git } from './lib/bench/git.mjs';
import { ensureGnuTime, measure, measuredEnv, median } from './lib/bench/measure.mjs';
import { DEFAULT_REPOS_DIR, heldOutCorpora } from './lib/bench/held-out.mjs';
import { benchPushEntries, pushEntrySamples, pushEntryTable, PUSH_ENTRY_SAMPLES } from './lib/bench/push-entries.mjs';
import { DEFAULT_SCORER, RELEASES_PER_CORPUS, releaseGaps, scoreChangelog } from './lib/bench/scorer.mjs';
import { corpusRepo, syntheticRepo, SYNTHETIC_COMMITS } from './lib/bench/repos.mjs';
import { boundsTable, gapsTable, heldOutTable, pushTargetRows, qualityTable, speedTable, targetsTable, BLOCK_END, BLOCK_START } from './lib/bench/report.mjs';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import {
  chronicleCommand, chronicleMain, describeFloor, floorCommand, gitCliffBinary, gitCliffCommand, tagPatternFor, offLineReleaseTags, writeCliffConfigs,
} from './lib/bench/tools.mjs';
import { ROOT } from './lib/run.mjs';

const HELP = `Usage: node scripts/bench-history.mjs [options]   (npm run bench:history)

Rebuilds the changelog corpora (${DEFAULT_CORPORA_DIR}) and a synthetic ${SYNTHETIC_COMMITS.toLocaleString('en-US')}-commit history
as git repositories, then measures speed (git log floor, chronicle, git-cliff) and changelog
quality against the maintainers' changelogs, prints the tables and writes them into
docs/benchmarks/history.md between ${BLOCK_START} and ${BLOCK_END}.

Options:
  --corpus NAME      only this corpus (repeatable): owner__name, owner/name or name;
                     "synthetic" selects the ${SYNTHETIC_COMMITS.toLocaleString('en-US')}-commit repository (included by default)
  --skip-speed       no timings (the synthetic repository is then not needed)
  --skip-quality     no quality figures
  --runs N           timed runs per command, median reported (default 5; on the synthetic
                     repository a command whose first run takes over 10 s runs once)
  --no-write         print only, leave docs/benchmarks/history.md alone
  --page PATH        write the block into PATH instead of docs/benchmarks/history.md
                     (a partial run — --corpus, --skip-* — writes only with an explicit --page)
  --work-dir DIR     repositories, caches and outputs (default: ${path.join(os.tmpdir(), 'chronicle-bench')})
  --corpora-dir DIR  corpora folder (default: ${DEFAULT_CORPORA_DIR})
  --scorer PATH      the shared changelog scorer (default: ${DEFAULT_SCORER})
  --repos-dir DIR    bundles for the held-out corpora (default: ${DEFAULT_REPOS_DIR}); --no-held-out skips them
  --no-held-out      no held-out corpora
  --chronicle PATH   the chronicle CLI to run (default: apps/cli/dist/main.js)
  -h, --help         show this help

chronicle is run from apps/cli/dist/main.js; when it is missing its figures are skipped
("chronicle CLI not built: run npm run build").
`;

const CHRONICLE_MISSING = 'chronicle CLI not built: run npm run build';
const SLOW_SECONDS = 10;

/** The one-minute load average: CPU time moves little with it, wall time a lot. */
const loadAverage = () => os.loadavg()[0].toFixed(1);

/** A usage mistake: say so and stop, without a stack trace. */
function usage(message) {
  process.stderr.write(`bench:history: ${message}\nRun \`node scripts/bench-history.mjs --help\` for the options.\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      corpus: { type: 'string', multiple: true },
      'skip-speed': { type: 'boolean', default: false },
      'skip-quality': { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      'no-write': { type: 'boolean', default: false },
      page: { type: 'string' },
      'work-dir': { type: 'string' },
      'corpora-dir': { type: 'string', default: DEFAULT_CORPORA_DIR },
      scorer: { type: 'string', default: DEFAULT_SCORER },
      'repos-dir': { type: 'string', default: DEFAULT_REPOS_DIR },
      'no-held-out': { type: 'boolean', default: false },
      chronicle: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
} catch (error) {
  usage(error.message);
}
const options = parsed.values;
if (options.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) usage('--runs takes a positive integer');

const startedAt = Date.now();
const loadAtStart = loadAverage();
const log = (message) => process.stderr.write(`${message}\n`);
const workDir = path.resolve(options['work-dir'] ?? path.join(os.tmpdir(), 'chronicle-bench'));
const runDir = path.join(workDir, 'last-run');
rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });

const corporaDir = options['corpora-dir'];
const available = listCorpora(corporaDir);
const wanted = options.corpus ?? [];
const wantSynthetic = !wanted.length || wanted.some((name) => /^(synthetic|100k)$/i.test(name));
let corpusNames = available;
try {
  if (wanted.length) corpusNames = [...new Set(wanted.filter((name) => !/^(synthetic|100k)$/i.test(name)).map((name) => resolveCorpusName(name, available)))];
} catch (error) {
  usage(error.message);
}
const chronicleCli = options.chronicle ? path.resolve(options.chronicle) : chronicleMain(ROOT);
const partial = wanted.length > 0 || options['skip-speed'] || options['skip-quality'];

// ---------------------------------------------------------------------------------------------
// 1. Repositories

log(`bench:history — work dir ${workDir}`);
/**
 * @type {{ name: string, label: string, repo: string, synthetic: boolean, corpus?: import('./lib/bench/corpora.mjs').Corpus,
 *   commits: { firstParent: number, all: number, read?: number }, tagPattern?: string | null, maintenanceTags?: string[] }[]}
 */
const targets = [];
for (const name of corpusNames) {
  const corpus = loadCorpus(name, corporaDir);
  const built = await corpusRepo(corpus, workDir);
  const { counts } = built.info;
  const check = (key) => `${counts[key]}${counts[key] === built.expected[key] ? ' ✓' : ` ✗ (meta.json: ${built.expected[key]})`}`;
  log(`  ${corpus.meta.repo}: ${built.cached ? 'cached' : `built in ${built.info.buildSeconds.toFixed(1)} s`} — git log --oneline | wc -l = ${check('head')}, first-parent ${check('firstParent')}, all refs ${check('all')}, tags ${check('tags')}`);
  if (built.mismatches.length) throw new Error(`${name}: the rebuilt repository does not match meta.json (${built.mismatches.join(', ')}); see ${built.dir}`);
  targets.push({ name, label: corpus.meta.repo, repo: built.dir, synthetic: false, corpus, commits: { firstParent: counts.firstParent, all: counts.head } });
}
if (wantSynthetic && !options['skip-speed']) {
  if (!existsSync(path.join(workDir, 'repos'))) mkdirSync(path.join(workDir, 'repos'), { recursive: true });
  log(`  synthetic ${SYNTHETIC_COMMITS.toLocaleString('en-US')}-commit repository: building or reusing…`);
  const built = await syntheticRepo(workDir);
  const { counts } = built.info;
  log(`  synthetic: ${built.cached ? 'cached' : `built in ${built.info.buildSeconds.toFixed(1)} s`} — ${counts.head} commits (${counts.firstParent} first-parent), ${counts.tags} tags, ${built.info.pullRequests} pull requests`);
  if (built.mismatches.length) throw new Error(`the synthetic repository has ${counts.all} commits, not ${SYNTHETIC_COMMITS}`);
  targets.push({ name: 'synthetic', label: `synthetic ${Math.round(SYNTHETIC_COMMITS / 1000)}k`, repo: built.dir, synthetic: true, commits: { firstParent: counts.firstParent, all: counts.head } });
}

for (const target of targets) {
  target.tagPattern = tagPattern(target);
  target.maintenanceTags = await offLineReleaseTags(target.repo, target.tagPattern);
  target.commits.read = Number((await git(target.repo, ['rev-list', '--count', '--first-parent', 'HEAD', ...target.maintenanceTags, '--'])).trim());
}
const cliffConfigs = writeCliffConfigs(runDir);
const chronicleEnv = path.join(workDir, 'chronicle-cache');
process.env.CHRONICLE_CACHE_DIR = chronicleEnv; // chronicle clones URLs there; local paths are read in place
const gnuTime = options['skip-speed'] ? true : ensureGnuTime(log);
const gitVersion = (await git(os.tmpdir(), ['--version'])).trim();

/** Tag pattern per target for git-cliff: the main package's release tags (those of the changelog's versions). */
function tagPattern(target) {
  if (target.synthetic) return '^v[0-9]+\\.[0-9]+';
  const tags = target.corpus.meta.changelog.versions.map((version) => version.tag).filter(Boolean);
  return tags.length ? tagPatternFor(tags) : null;
}

/** The commands per tool for a target; each writes its output to a file under runDir. */
function commandFor(tool, target) {
  const dir = path.join(runDir, target.name);
  mkdirSync(dir, { recursive: true });
  switch (tool) {
    case 'floor':
      return { ...floorCommand(target.repo, { alsoFrom: target.maintenanceTags }), stdoutFile: path.join(dir, 'git-log-first-parent.txt'), scratch: true };
    case 'floorNumstat':
      return { ...floorCommand(target.repo, { alsoFrom: target.maintenanceTags, listing: 'numstat' }), stdoutFile: path.join(dir, 'git-log-numstat.txt'), scratch: true };
    case 'chronicle':
    case 'chronicleMd': {
      if (!existsSync(chronicleCli)) return { skipped: options.chronicle ? `chronicle CLI not found: ${chronicleCli}` : CHRONICLE_MISSING };
      const format = tool === 'chronicle' ? 'json' : 'md';
      const out = path.join(dir, `chronicle.${format}`);
      return { ...chronicleCommand(chronicleCli, target.repo, out, { format }), output: out };
    }
    case 'cliff':
    case 'cliffKeepAll': {
      const out = path.join(dir, `${tool}.md`);
      return { ...gitCliffCommand(ROOT, target.repo, cliffConfigs[tool === 'cliff' ? 'default' : 'keepAll'], target.tagPattern, out), output: out };
    }
    default:
      throw new Error(tool);
  }
}

/** Output files of the last successful run of each tool, by `${target}:${tool}`. */
const outputs = new Map();

/** Runs one tool `times` times (once on the synthetic repository when its first run is slow); median figures. */
async function runTool(tool, target, times) {
  const spec = commandFor(tool, target);
  if (spec.skipped) return { skipped: spec.skipped };
  const samples = [];
  for (let run = 0; run < times; run++) {
    const result = await measure(spec.command, spec.args, { stdoutFile: spec.stdoutFile, cwd: runDir, gnuTime, scratchDir: runDir, env: measuredEnv() });
    if (result.code !== 0) {
      log(`    ${tool} failed on ${target.label} (exit ${result.code}): ${result.stderr.trim().split('\n').slice(-5).join('\n      ')}`);
      return { error: `exit ${result.code}`, stderr: result.stderr.slice(-2000) };
    }
    samples.push(result);
    if (target.synthetic && run === 0 && result.seconds > SLOW_SECONDS) break;
  }
  if (spec.scratch) rmSync(spec.stdoutFile, { force: true });
  if (spec.output) outputs.set(`${target.name}:${tool}`, spec.output);
  return {
    seconds: median(samples.map((s) => s.seconds)),
    cpuSeconds: median(samples.map((s) => s.cpuSeconds)),
    maxRssMb: median(samples.map((s) => s.maxRssMb)),
    treeRssMb: median(samples.map((s) => s.treeRssMb)),
    runs: samples.length,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Speed

const speedRows = [];
/** What bounds chronicle on a small history: Node's start-up, and loading the history engine. */
const startUp = {};
if (!options['skip-speed']) {
  log(`\nSpeed: median of ${runs} run(s) per command${gnuTime ? ', peak memory from GNU time (%M)' : ', peak memory by polling /proc'}`);
  const engine = pathToFileURL(path.join(ROOT, 'libs/history/dist/index.js')).href;
  const withCertificates = process.env.NODE_EXTRA_CA_CERTS ? { ...measuredEnv(), NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS } : null;
  for (const [key, args, env] of [['node', ['-e', '0']], ['engine', ['--input-type=module', '-e', `await import(${JSON.stringify(engine)})`]], ['nodeWithCertificates', ['-e', '0'], withCertificates]]) {
    if (env === null) continue;
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(process.execPath, args, { gnuTime, scratchDir: runDir, env: env ?? measuredEnv() }));
    startUp[key] = median(samples.map((sample) => sample.cpuSeconds));
  }
  log(`  start-up: node -e 0 ${startUp.node?.toFixed(3)} s CPU, node loading the history engine ${startUp.engine?.toFixed(3)} s CPU${startUp.nodeWithCertificates === undefined ? '' : `; node -e 0 with this environment's NODE_EXTRA_CA_CERTS ${startUp.nodeWithCertificates.toFixed(3)} s CPU (left out of every measurement)`}`);
  for (const target of targets) {
    log(`  ${target.label}`);
    await measure('git', ['-C', target.repo, 'log', '--numstat', '--format=%H', 'HEAD'], { gnuTime, scratchDir: runDir }); // warm the page cache
    const row = { name: target.name, label: target.label, synthetic: target.synthetic, commits: target.commits };
    for (const tool of ['floor', 'floorNumstat', 'chronicle', 'cliff', 'cliffKeepAll']) {
      row[tool] = await runTool(tool, target, runs);
      const r = row[tool];
      log(`    ${tool.padEnd(13)} ${r.skipped ? r.skipped : r.error ? `failed (${r.error})` : `${r.cpuSeconds?.toFixed(3)} s CPU, ${r.seconds.toFixed(3)} s wall, ${r.maxRssMb?.toFixed(0)} MB (process tree ${r.treeRssMb.toFixed(0)} MB), ${r.runs} run${r.runs > 1 ? 's' : ''} (load ${loadAverage()})`}`);
    }
    speedRows.push(row);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Quality

/** Output of a tool for a corpus: from the speed runs, else produced now (one untimed run). */
async function outputOf(tool, target) {
  const key = `${target.name}:${tool}`;
  if (!outputs.has(key)) {
    const result = await runTool(tool, target, 1);
    if (result.skipped || result.error) return result;
  }
  return { file: outputs.get(key) };
}

const qualityRows = [];
const heldOutRows = [];
if (!options['skip-quality']) {
  const scorer = path.resolve(options.scorer);
  log(`\nQuality: ${scorer}, the ${RELEASES_PER_CORPUS} newest tagged releases of each changelog.md`);
  /** One tool's or baseline's score on a corpus, with the gaps over every tagged release. */
  const scoreOf = (corpusDir, output) => {
    if (output.skipped || output.error) return output;
    try {
      const score = scoreChangelog({ scorer, corpusDir, ...output });
      const everyRelease = scoreChangelog({ scorer, corpusDir, ...output, last: 0 });
      return { ...score, gaps: releaseGaps(everyRelease), releasesAll: everyRelease.releases };
    } catch (error) {
      log(`    scoring failed: ${error.message}`);
      return { error: error.message };
    }
  };
  // The baselines file every item under no section: their section agreement says nothing.
  const baselineScore = (corpusDir, baseline) => ({ ...scoreOf(corpusDir, { baseline }), sectionAgreement: null });
  const brief = (r) => (r.skipped ? 'not run' : r.error ? 'failed' : `F1 ${r.f1.toFixed(2)}`);
  for (const target of targets.filter((t) => !t.synthetic)) {
    const row = { repo: target.corpus.meta.repo, tools: {} };
    const chronicle = await outputOf('chronicleMd', target);
    row.tools.chronicle = scoreOf(target.corpus.dir, chronicle);
    for (const tool of ['cliff', 'cliffKeepAll']) row.tools[tool] = scoreOf(target.corpus.dir, await outputOf(tool, target));
    for (const baseline of ['smart', 'naive']) row.tools[baseline] = baselineScore(target.corpus.dir, baseline);
    log(`  ${row.repo}: ${Object.entries(row.tools).map(([tool, r]) => `${tool} ${brief(r)}`).join(', ')}`);
    qualityRows.push(row);
  }
  if (!options['no-held-out'] && !wanted.length) {
    const corpora = await heldOutCorpora({ reposDir: path.resolve(options['repos-dir']), extractScript: path.join(corporaDir, 'extract.sh'), workDir, log });
    for (const corpus of corpora) {
      const target = { name: `held-out-${corpus.name.replace('/', '__')}`, label: corpus.name, repo: corpus.repo };
      const row = { repo: corpus.name, tools: { chronicle: scoreOf(corpus.corpusDir, await outputOf('chronicleMd', target)) } };
      for (const baseline of ['smart', 'naive']) row.tools[baseline] = baselineScore(corpus.corpusDir, baseline);
      log(`  held-out ${row.repo}: ${Object.entries(row.tools).map(([tool, r]) => `${tool} ${brief(r)}`).join(', ')}`);
      heldOutRows.push(row);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Push entries

const pushResults = [];
if (!options['skip-quality']) {
  log(`\nPush entries: the first-parent pushes of each corpus's last ${RELEASES_PER_CORPUS} releases, written by the built-in engine`);
  for (const target of targets.filter((t) => !t.synthetic)) {
    const result = await benchPushEntries(target.corpus);
    log(`  ${result.repository}: ${result.pushes} pushes, headline on the most significant change ${result.headlineOnTop}, words outside the commits ${result.withOutsideWords}, snippets without a link ${result.snippetsWithoutLink}`);
    pushResults.push(result);
  }
}

// ---------------------------------------------------------------------------------------------
// 5. Output

const minutes = (Date.now() - startedAt) / 60000;
const cliffVersion = (await import('node:child_process')).spawnSync(gitCliffBinary(ROOT), ['--version'], { encoding: 'utf8' }).stdout.trim();
const chronicleState = !existsSync(chronicleCli) ? CHRONICLE_MISSING : chronicleCli.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, chronicleCli) : chronicleCli;
const sections = [];
sections.push(
  `_\`npm run bench:history\`, ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores, Node ${process.version}, ${gitVersion}, ${cliffVersion}; chronicle: ${chronicleState}. ` +
    `The run took ${minutes.toFixed(1)} min${partial ? ` (partial run: ${[wanted.length ? `corpora ${wanted.join(', ')}` : '', options['skip-speed'] ? 'no speed' : '', options['skip-quality'] ? 'no quality' : ''].filter(Boolean).join(', ')})` : ''}._`,
);
if (speedRows.length) {
  sections.push(
    `## Speed\n\nCells: CPU time (user + system of the command and every process it waited for — chronicle's git included — from bash's \`times\`), wall time in brackets, and peak memory (${gnuTime ? 'GNU time `%M`: the largest resident set of the command or a process it waited for' : 'summed resident sets of the process tree, polled every 20 ms'}); medians of ${runs} run${runs > 1 ? 's' : ''} (1 run on the synthetic repository when a command takes over ${SLOW_SECONDS} s); ratios are of CPU times. ` +
      `The machine is shared: the one-minute load average was ${loadAtStart} at the start and ${loadAverage()} at the end on ${os.cpus().length} cores, which stretches wall times far more than CPU times. ` +
      `The floor is \`${describeFloor()}\`: the history chronicle reads, with the same flags (first parents, paths without line counts, no rename detection, the release tags off HEAD's line included); the next column reads the line counts too (\`--numstat\`, git diffs every changed file's content), as chronicle did before issue 29 — nothing in a changelog uses them. ` +
      `git-cliff runs its native binary with a cliff.toml equivalent to its \`keepachangelog\` example (sections Added, Changed, Deprecated, Removed, Fixed, Security): conventional commits only, and keep-all (\`filter_unconventional = false\`, \`filter_commits = false\`).\n\n${speedTable(speedRows)}` +
      `\n\nWhere chronicle's CPU time goes, and what bounds it: start-up is Node's own (\`node -e 0\`: ${startUp.node?.toFixed(3)} s) plus loading the history engine (${startUp.engine?.toFixed(3)} s together), paid before the first commit is read; git is the floor above (git's own work, which no reader of the history avoids); the rest is chronicle's work on the commits — parsing git's output, classifying, clustering, selecting and writing. git-cliff, a native binary, starts in milliseconds. ` +
      `Every command is measured without \`NODE_EXTRA_CA_CERTS\`${startUp.nodeWithCertificates === undefined ? ' (not set here either)' : `, which this machine sets for its HTTPS proxy: Node parses the bundle it names at start-up, before any of chronicle's code (\`node -e 0\` with it: ${startUp.nodeWithCertificates.toFixed(3)} s), though \`chronicle changelog\` opens no TLS connection of its own (clones are git's); git and git-cliff never read it`}.\n\n${boundsTable(speedRows, startUp)}`,
  );
}
if (qualityRows.length) {
  sections.push(
    `## Quality\n\nScored by the shared scorer, \`../shared/tools/changelog-eval.mjs <corpus> <changelog.md> --last ${RELEASES_PER_CORPUS}\` (the benchmark runs it; it does not re-implement its rules). Cells: coverage / precision / **F1** / section agreement over the ${RELEASES_PER_CORPUS} newest releases of each maintainers' changelog.md that have a git tag and at least one item. ` +
      'In the scorer\'s words: a maintainer item is covered when a generated item of the same release shares a PR or issue number with it (naming at most three), or holds at least half of its content words while those make up at least a fifth of its own; section agreement counts covered items filed under the same Keep a Changelog section. ' +
      '"smart" and "naive" are the scorer\'s baselines (`--baseline smart`: PR titles and direct first-parent commits without bots, docs/test/CI/chore types and release commits; `--baseline naive`: every commit subject). ' +
      'git-cliff only sees tags reachable from HEAD, so releases cut on maintenance branches (most of rack\'s) are missing from its output ("n missing").\n\n' +
      qualityTable(qualityRows) +
      `\n\nReleases the maintainers filled (every tagged release with items, not only the newest ${RELEASES_PER_CORPUS}) that chronicle's changelog lacks or leaves empty:\n\n${gapsTable(qualityRows)}` +
      (heldOutRows.length
        ? `\n\n**Held out.** Repositories of \`../shared/repos\` (the documentation benchmarks' bundles, never used to tune the history engine) with a Markdown changelog of at least three tagged versions, extracted with \`../shared/corpora/extract.sh\` (tags named \`name-1.2.3\` filled in: scripts/lib/bench/held-out.mjs) and scored the same way:\n\n${heldOutTable(heldOutRows)}`
        : ''),
  );
}
if (pushResults.length) {
  sections.push(
    '## Push entries\n\n' +
      `For the first-parent pushes of each corpus's last ${RELEASES_PER_CORPUS} releases (the windows the scorer reads), the entry the built-in engine writes (professional tone), judged by rules of the bench's own in scripts/lib/bench/push-entries.mjs — not the engine's classifier. ` +
      'Pushes are rebuilt from the history (a corpus keeps no push log): a first-parent merge is one push, consecutive direct commits by one author on one UTC day are one. ' +
      "The most significant commit: breaking > added > fixed > changed, user-facing before tests, docs, CI and chores, then the larger change in library code; a one-commit push passes by construction, so the multi-commit column is the real test. " +
      '"Words not in the commits or frames": a word of the headline, summary or snippet that is neither in the commits (any inflection of a word the tagger reads as a verb allowed) nor in the sentence frames — re-inflected or invented words.\n\n' +
      `${pushEntryTable(pushResults)}\n\n${PUSH_ENTRY_SAMPLES} sample entries, for a person to read:\n\n${pushEntrySamples(pushResults)}`,
  );
}
sections.push(`## Targets\n\n${targetsTable(speedRows, qualityRows, heldOutRows, pushResults.length ? pushTargetRows(pushResults) : null)}`);
const block = sections.join('\n\n');
process.stdout.write(`\n${block}\n\n`);
writeFileSync(path.join(runDir, 'results.json'), `${JSON.stringify({ speed: speedRows, quality: qualityRows, heldOut: heldOutRows, pushEntries: pushResults }, null, 2)}\n`);
log(`Details (per release counts, outputs): ${runDir}`);

const page = options.page ? path.resolve(options.page) : benchPage('history');
if (options['no-write']) {
  log('Page not updated (--no-write).');
} else if (partial && !options.page) {
  log('Page not updated: partial run (pass --page PATH to write it anyway).');
} else if (writeBenchBlock(page, 'history', block)) {
  log(`Wrote the tables into ${page}.`);
} else {
  log(`The markers ${BLOCK_START} … ${BLOCK_END} are missing from ${page}: the tables above were not written.`);
}
log(`bench:history took ${minutes.toFixed(1)} min.`);

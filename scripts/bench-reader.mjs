#!/usr/bin/env node
// `npm run bench:reader`: do the documents answer the questions a newcomer asks?
//
// 1. Clones each bundle of ../shared/repos that has a question file in ../shared/reader/questions.
// 2. Builds the workspace, then runs `node apps/cli/bin/chronicle.js docs <clone> --out <dir>` on each.
// 3. Grades the documents with ../shared/tools/reader-check.mjs only (the shared grader and its
//    questions: nothing here knows an answer), and prints per repository and document type how many
//    questions are answered, the false claims, and the documents' sizes.
// 4. With --write, writes the tables into docs/benchmarks/reader.md between
//    <!-- bench:reader:start --> and <!-- bench:reader:end -->. Exits 1 when a document states a false claim.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { git } from './lib/bench/git.mjs';
import { ensureGnuTime } from './lib/bench/measure.mjs';
import { chronicleBin, runChronicleDocs } from './lib/docs-check/cli.mjs';
import { benchPage, writeBenchBlock } from './lib/bench-block.mjs';
import { ROOT, runNx } from './lib/run.mjs';

const SHARED = path.resolve(ROOT, '..', 'shared');
const DOC_TYPES = ['README', 'ARCHITECTURE', 'API_REFERENCE', 'INTERFACES', 'CODE_INDEX', 'DEPENDENCY_REPORT', 'CHANGELOG', 'TODO', 'ONBOARDING', 'SECURITY', 'PERFORMANCE', 'LOGGING'];

const HELP = `Usage: node scripts/bench-reader.mjs [options]   (npm run bench:reader)

Runs \`chronicle docs\` on each repository of ../shared/repos that has questions in
../shared/reader/questions and grades the documents with ../shared/tools/reader-check.mjs.

Options:
  --repo NAME         only this repository (repeatable): owner__name or a part of it
  --write             write the tables into docs/benchmarks/reader.md between <!-- bench:reader:start --> and <!-- bench:reader:end -->
  --report FILE       also write the report to FILE
  --verbose           list each question, answered or not, and each false claim
  --work-dir DIR      clones and documents (default: ${path.join(os.tmpdir(), 'chronicle-bench-reader')})
  --docs-from DIR     grade the documents in DIR/<name>/ instead of running chronicle
  --skip-build        do not run \`npx nx run-many -t build\` first
  -h, --help          show this help
`;

function usage(message) {
  process.stderr.write(`bench:reader: ${message}\nRun \`node scripts/bench-reader.mjs --help\` for the options.\n`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: {
      repo: { type: 'string', multiple: true },
      write: { type: 'boolean', default: false },
      report: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'chronicle-bench-reader') },
      'docs-from': { type: 'string' },
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

const log = (message) => process.stderr.write(`${message}\n`);
const questionsDir = path.join(SHARED, 'reader', 'questions');
const grader = path.join(SHARED, 'tools', 'reader-check.mjs');
const reposDir = path.join(SHARED, 'repos');
if (!existsSync(questionsDir) || !existsSync(grader)) usage(`the reader's benchmark (${path.relative(ROOT, questionsDir)} and ${path.relative(ROOT, grader)}) is not here; it is not part of a clone of Chronicle`);
const workDir = path.resolve(options['work-dir']);
const docsFrom = options['docs-from'] ? path.resolve(options['docs-from']) : null;

const targets = readdirSync(questionsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((name) => !options.repo || options.repo.some((wanted) => name.includes(wanted.replace('/', '__'))))
  .sort();
if (targets.length === 0) usage('no repository matches --repo');

if (!docsFrom && !options['skip-build']) {
  log('building the workspace (npx nx run-many -t build)…');
  await runNx(['run-many', '-t', 'build']);
}

const gnuTime = docsFrom ? false : ensureGnuTime(log);
mkdirSync(workDir, { recursive: true });
const results = [];
for (const name of targets) {
  let outDir = docsFrom ? path.join(docsFrom, name) : path.join(workDir, 'docs', name);
  let run = null;
  if (!docsFrom) {
    const bundle = path.join(reposDir, `${name}.bundle`);
    if (!existsSync(bundle)) {
      log(`${name}: no bundle in ${path.relative(ROOT, reposDir)}, skipped`);
      continue;
    }
    const clone = path.join(workDir, 'repos', name);
    if (!existsSync(path.join(clone, '.git'))) {
      rmSync(clone, { recursive: true, force: true });
      await git(workDir, ['clone', '--quiet', bundle, clone]);
    }
    rmSync(outDir, { recursive: true, force: true });
    log(`${name}: chronicle docs…`);
    run = await runChronicleDocs({ root: ROOT, bin: chronicleBin(ROOT), repoDir: clone, outDir, gnuTime, scratchDir: workDir });
    if (run.code !== 0) log(`${name}: chronicle docs exited ${run.code}\n${run.stderr.slice(-2000)}`);
  }
  if (!existsSync(outDir)) outDir = path.join(workDir, 'missing');
  const graded = spawnSync(process.execPath, [grader, path.join(questionsDir, `${name}.json`), outDir, '--json'], { encoding: 'utf8' });
  if (graded.status !== 0) throw new Error(`reader-check failed on ${name}: ${graded.stderr}`);
  const verbose = options.verbose ? spawnSync(process.execPath, [grader, path.join(questionsDir, `${name}.json`), outDir, '--verbose'], { encoding: 'utf8' }).stdout : null;
  const refused = [...(run?.stderr ?? '').matchAll(/refused ([A-Z_]+)\.md/g)].map((match) => match[1]);
  results.push({ name, run, refused, ...JSON.parse(graded.stdout), verbose });
}

const kb = (bytes) => (bytes === undefined ? '—' : `${Math.round(bytes / 1024)}`);
function report() {
  const answered = results.reduce((sum, result) => sum + result.answered, 0);
  const total = results.reduce((sum, result) => sum + result.total, 0);
  const falseClaims = results.reduce((sum, result) => sum + result.falseClaims, 0);
  const mustNot = results.reduce((sum, result) => sum + result.mustNot, 0);
  const lines = [
    `**${answered} of ${total} questions answered, ${falseClaims} of ${mustNot} false claims made** (graded by \`../shared/tools/reader-check.mjs\`, ${new Date().toISOString().slice(0, 10)}).`,
    '',
    `| Repository | Answered | False claims | ${DOC_TYPES.map((type) => type.replace('_', '\\_')).join(' | ')} |`,
    `| --- | ---: | ---: | ${DOC_TYPES.map(() => ':---:').join(' | ')} |`,
  ];
  for (const result of results) {
    const cells = DOC_TYPES.map((type) => {
      const doc = result.byDoc[type];
      return doc === undefined ? '—' : doc.answered === doc.total ? 'yes' : doc.answered === 0 ? 'no' : `${doc.answered}/${doc.total}`;
    });
    lines.push(`| ${result.repo} | ${result.answered}/${result.total} | ${result.falseClaims} | ${cells.join(' | ')} |`);
  }
  lines.push('', 'Documents\' sizes in KB (the reader\'s limits: README 30, ARCHITECTURE 60, ONBOARDING, SECURITY, PERFORMANCE and LOGGING 40 each):', '');
  lines.push(`| Repository | ${DOC_TYPES.map((type) => type.replace('_', '\\_')).join(' | ')} |`, `| --- | ${DOC_TYPES.map(() => '---:').join(' | ')} |`);
  for (const result of results) lines.push(`| ${result.repo} | ${DOC_TYPES.map((type) => kb(result.sizes[type])).join(' | ')} |`);
  const refusals = results.flatMap((result) => (result.refused ?? []).map((type) => `- ${result.repo}: the gate refused ${type}.md`));
  if (refusals.length > 0) lines.push('', 'Documents the gate refused (not written):', '', ...refusals);
  const violations = results.flatMap((result) => result.violations.map((violation) => `- ${result.repo}, ${violation.doc}: ${violation.why}`));
  if (violations.length > 0) lines.push('', 'False claims:', '', ...violations);
  return { text: lines.join('\n'), falseClaims };
}

const { text, falseClaims } = report();
process.stdout.write(`${text}\n`);
if (options.verbose) for (const result of results) process.stdout.write(`\n${result.verbose}`);
if (options.report) writeFileSync(options.report, `${text}\n`);
if (options.write) {
  if (writeBenchBlock(benchPage('reader'), 'reader', text)) log('Wrote the tables into docs/benchmarks/reader.md.');
  else log('docs/benchmarks/reader.md has no <!-- bench:reader:start --> … <!-- bench:reader:end --> block; not written');
}
process.exit(falseClaims > 0 ? 1 : 0);

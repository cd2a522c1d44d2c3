// `npm run bench:mcp`'s third part: does Chronicle's MCP server answer the questions an agent asks
// about code and history, and at what cost beside the git commands the agent would run instead?
//
// For each bundle of ../shared/repos: a clone; questions made from the repository with git and
// plain regexes only (generate-questions.mjs, never Chronicle's index); each asked over stdio with
// the SDK client (`chronicle mcp <clone>`, pages followed), graded against the git facts
// (grade.mjs), beside the plain git command's output graded the same way. Timed on the way:
// start-up (spawn → initialize answered), the first find_symbol (cold cache: the snapshot is
// taken), start-up and first find_symbol again after a restart (snapshot cached on disk), and
// 20 warm find_symbol calls. Then the built API serving one of the repositories: 20 warm
// find_symbol calls over /api/mcp with the SDK's streamable HTTP transport.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from '../bench/git.mjs';
import { percentile } from '../bench-webhooks/report.mjs';
import { removeDir } from '../bench-webhooks/processes.mjs';
import { generateQuestions, KINDS } from './generate-questions.mjs';
import { grade, runBaseline } from './grade.mjs';
import { serveRepository } from './hosted.mjs';
import { CLI, startHttpSession, startStdioSession } from './mcp-session.mjs';

const WARM_CALLS = 20;
/** How much of an error's text the report keeps. */
const ERROR_TEXT = 160;

/**
 * Runs the questions on every bundle (or those named in `only`) and, unless `http` is false, the
 * HTTP timing on `httpRepository`. Resolves with `{ block, details }`: the page's Markdown and
 * one line per question for the console.
 */
export async function runQuestions({ reposDir, only = [], http = true, httpRepository = 'spf13__pflag', cleanup, log }) {
  if (!existsSync(CLI)) throw new Error(`${path.relative(process.cwd(), CLI)} is missing: build first (npx nx run-many -t build -p @chronicle/cli @chronicle/api …, see --help).`);
  if (!existsSync(reposDir)) throw new Error(`No ${reposDir} folder: the questions need the bundles of ../shared/repos.`);
  const bundles = readdirSync(reposDir).filter((file) => file.endsWith('.bundle')).sort().filter((file) => !only.length || only.includes(file.replace(/\.bundle$/, '')));
  if (!bundles.length) throw new Error(`No bundle in ${reposDir}${only.length ? ` named ${only.join(', ')}` : ''}.`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'chronicle-bench-mcp-questions-'));
  cleanup.add(`remove ${work}`, () => removeDir(work));
  const cacheDir = path.join(work, 'cache');
  const started = Date.now();
  const repositories = [];
  const failures = [];
  // A repository (or the HTTP part) that fails is reported with the others' results rather than
  // losing them; the run still fails (exit 1) and leaves the page alone.
  for (const bundle of bundles) {
    try {
      repositories.push(await runRepository({ bundle: path.join(reposDir, bundle), work, cacheDir, log }));
    } catch (error) {
      log(`  ${bundle}: ${error.message}`);
      failures.push(`${bundle.replace(/\.bundle$/, '')}: ${error.message}`);
    }
  }
  const served = repositories.find((repository) => repository.name === httpRepository) ?? repositories[0];
  const httpTiming = http && served ? await measureHttp({ repository: served, work, cleanup, log }).catch((error) => ({ error })) : null;
  const seconds = (Date.now() - started) / 1000;
  const block = report(repositories, httpTiming, seconds, failures);
  if (httpTiming?.error) failures.push(`HTTP: ${httpTiming.error.message}`);
  return { block, details: repositories.flatMap(detailLines), failure: failures.length ? new Error(failures.join('\n')) : null };
}

/** Clones one bundle, makes its questions, asks them and times the server. */
async function runRepository({ bundle, work, cacheDir, log }) {
  const name = path.basename(bundle, '.bundle');
  const dir = path.join(work, name);
  execFileSync('git', ['clone', '-q', bundle, dir]);
  const { language, questions } = await generateQuestions(dir, name);
  log(`${name} (${language ?? 'no known language'}): ${questions.length} questions made with git`);
  const names = questions.filter((question) => question.kind === 'declaration').map((question) => question.args.name);
  if (!names.length) names.push('main');

  const server = await startStdioSession({ repository: dir, cacheDir });
  const cold = await server.call('find_symbol', { name: names[0] }, { cold: true });
  if (cold.isError) log(`  first find_symbol answered an error: ${cold.text.slice(0, ERROR_TEXT)}`);
  const results = [];
  for (const question of questions) {
    const answer = await server.ask(question.tool, question.args);
    const baseline = await runBaseline(dir, question.baseline.commands);
    results.push({ question, answer, graded: grade(answer.text, question.expected, answer.isError), baseline, baselineGraded: grade(baseline.text, question.expected) });
  }
  const warm = [];
  for (let call = 0; call < WARM_CALLS; call++) warm.push((await server.call('find_symbol', { name: names[call % names.length] })).ms);
  await server.close();

  const restarted = await startStdioSession({ repository: dir, cacheDir });
  const afterRestart = await restarted.call('find_symbol', { name: names[0] }, { cold: true });
  await restarted.close();
  const timing = { startupMs: server.startupMs, coldMs: cold.ms, coldError: cold.isError, restartStartupMs: restarted.startupMs, restartFirstMs: afterRestart.ms, warmP95: percentile(warm, 95) };
  const right = results.filter((result) => result.graded.grade === 'correct').length;
  log(`  asked: ${right}/${results.length} correct; start-up ${ms(timing.startupMs)}, first find_symbol ${ms(timing.coldMs)}, warm p95 ${ms(timing.warmP95)}`);
  return { name, dir, language, results, timing, names };
}

/**
 * The built API serving one repository: the first find_symbol over /api/mcp after its analysis,
 * then WARM_CALLS more, each a new SDK call over streamable HTTP (one POST each).
 */
async function measureHttp({ repository, work, cleanup, log }) {
  const workDir = path.join(work, 'http');
  const repoDir = path.join(workDir, 'repository');
  execFileSync('git', ['clone', '-q', repository.dir, repoDir]);
  // The emulator's repository is pushed from `main`.
  if (!(await git(repoDir, ['branch', '--list', 'main'])).trim()) await git(repoDir, ['branch', 'main', 'HEAD']);
  log(`HTTP: serving ${repository.name} from the built API (analysis first)…`);
  const served = await serveRepository({ repoDir, workDir, cleanup, env: { CHRONICLE_RATE_LIMIT_PUBLIC: '1000000' } });
  const client = await startHttpSession(`${served.url}/api/mcp`);
  const declaration = repository.results.find((result) => result.question.kind === 'declaration')?.question;
  const names = repository.names;
  const first = await client.call('find_symbol', { repository: served.slug, name: names[0] }, { cold: true });
  const warm = [];
  let answered = 0;
  for (let call = 0; call < WARM_CALLS; call++) {
    const answer = await client.call('find_symbol', { repository: served.slug, name: names[call % names.length] });
    warm.push(answer.ms);
    if (!answer.isError) answered++;
  }
  const firstGrade = declaration ? grade(first.text, declaration.expected, first.isError).grade : null;
  await client.close();
  log(`  HTTP find_symbol: first ${ms(first.ms)} (${firstGrade ?? 'ungraded'}), warm p95 ${ms(percentile(warm, 95))}, ${answered}/${WARM_CALLS} answered`);
  return { repository: repository.name, analysisSeconds: served.analysisSeconds, firstMs: first.ms, firstGrade, firstError: first.isError ? first.text : null, warmP95: percentile(warm, 95), warmP50: percentile(warm, 50), answered };
}

function ms(value) {
  if (value === null || value === undefined) return '—';
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value).toLocaleString('en-US')} ms`;
}

const median = (values) => percentile(values, 50);
const chars = (value) => (value === null ? '—' : Math.round(value).toLocaleString('en-US'));

function counts(results, key) {
  const tally = { correct: 0, partial: 0, wrong: 0 };
  for (const result of results) tally[result[key].grade]++;
  return `${tally.correct} / ${tally.partial} / ${tally.wrong}`;
}

/** The block of docs/benchmarks/mcp.md: how it was run, the table per kind, the timings, the errors met. */
function report(repositories, httpTiming, seconds, failures) {
  const all = repositories.flatMap((repository) => repository.results);
  const row = (label, tool, results) => {
    if (!results.length) return `| ${label} | ${tool} | 0 | — | — | — | — | — | — |`;
    // An error's few characters would make the median look cheap: sizes and times are of real answers.
    const answered = results.filter((result) => !result.answer.isError);
    return `| ${label} | ${tool} | ${results.length} | ${counts(results, 'graded')} | ${chars(median(answered.map((result) => result.answer.chars)))} | ${ms(median(answered.map((result) => result.answer.ms)))} | ${counts(results, 'baselineGraded')} | ${chars(median(results.map((result) => result.baseline.chars)))} | ${ms(median(results.map((result) => result.baseline.ms)))} |`;
  };
  const kindRows = KINDS.map(({ kind, tool, label }) => row(label, `\`${tool}\``, all.filter((result) => result.question.kind === kind)));
  const total = row('**all**', '', all);
  const timingRows = repositories.map(({ name, language, results, timing }) => `| ${name} | ${language ?? '—'} | ${results.filter((result) => result.graded.grade === 'correct').length} / ${results.length} | ${ms(timing.startupMs)} | ${ms(timing.coldMs)}${timing.coldError ? ' (error)' : ''} | ${ms(timing.restartStartupMs)} + ${ms(timing.restartFirstMs)} | ${ms(timing.warmP95)} |`);
  const errors = new Map();
  for (const result of all) {
    if (!result.answer.error) continue;
    const key = `\`${result.question.tool}\`: ${oneLine(generic(result.answer.error, result.question))}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
  }
  const lines = [
    `_\`npm run bench:mcp\` (questions part), ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} CPU cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ${seconds.toFixed(0)} s in all, load average at the end ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}. Questions and expected answers come from git only (\`git ls-files\`, \`git grep\`, \`git log\`, \`git tag\` and per-language regexes), never from Chronicle's index; the same grading is applied to the plain git command's output._`,
    '',
    '| question | tool | asked | Chronicle correct / partial / wrong | answer chars (median, errors left out) | latency (median, errors left out) | git baseline correct / partial / wrong | baseline chars (median) | baseline latency (median) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...kindRows,
    total,
    '',
    '| repository | language | correct | start-up (spawn → initialize) | first find_symbol (cold cache) | after a restart: start-up + first find_symbol | p95 of 20 warm find_symbol |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...timingRows,
    '',
    httpTiming?.error
      ? `Over HTTP: failed — ${oneLine(httpTiming.error.message)}`
      : httpTiming
      ? `Over HTTP (\`/api/mcp\`, the built API serving ${httpTiming.repository}, analysed in ${httpTiming.analysisSeconds.toFixed(0)} s): first find_symbol ${ms(httpTiming.firstMs)}${httpTiming.firstGrade ? ` (${httpTiming.firstGrade})` : ''}${httpTiming.firstError ? ` — error: ${oneLine(httpTiming.firstError)}` : ''}, then ${WARM_CALLS} warm calls p50 ${ms(httpTiming.warmP50)}, **p95 ${ms(httpTiming.warmP95)}** (${httpTiming.answered}/${WARM_CALLS} answered).`
      : 'Over HTTP: not measured (--no-http).',
  ];
  if (failures.length) lines.push('', `**Failed:** ${failures.map(oneLine).join('; ')}`);
  if (errors.size) lines.push('', 'Error answers (graded wrong): ' + [...errors].map(([text, count]) => `${text} (${count}×)`).join('; ') + '.');
  return lines.join('\n');
}

/**
 * An error with the question's own arguments and repository named generically, so that the same
 * refusal on seven repositories is one line of the report ("A..B" is neither a commit… (7×)).
 */
function generic(text, question) {
  let result = text;
  for (const [key, value] of Object.entries(question.args)) {
    if (typeof value === 'string' && value.length >= 3) result = result.split(value).join(key === 'since' && value.includes('..') ? 'A..B' : `<${key}>`);
  }
  return result.split(question.id.replace(/#\d+$/, '')).join('<repository>');
}

/** A long error cut to one short line: the report never repeats a whole answer. */
function oneLine(text) {
  const flat = text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
  return flat.length > ERROR_TEXT ? `${flat.slice(0, ERROR_TEXT - 1)}…` : flat;
}

function detailLines(repository) {
  return repository.results.map(({ question, answer, graded, baseline, baselineGraded }) => {
    const head = `${question.id} ${question.kind} ${question.tool}(${JSON.stringify(question.args)})`;
    const mcp = `${graded.grade} ${graded.found}/${graded.total}, ${answer.chars} chars in ${answer.pages} page${answer.pages === 1 ? '' : 's'}, ${ms(answer.ms)}${answer.error ? ` — ${oneLine(answer.error)}` : ''}`;
    return `${head}\n    chronicle: ${mcp}\n    git (${question.baseline.label}): ${baselineGraded.grade} ${baselineGraded.found}/${baselineGraded.total}, ${baseline.chars} chars, ${ms(baseline.ms)}`;
  });
}

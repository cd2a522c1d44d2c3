// The side-by-side tables of bench:docs — speed against repomix, documents written and their
// scores, time per agent, the incremental run, quality, planted secrets — and the targets of
// documentation engine II with their status. Shared by the report and the README block.
import { share, THRESHOLDS, verdicts } from './check-repo.mjs';
import { cell, code, count, listOf, memory, percent, ratio, seconds, table, time } from './format.mjs';
import { DOCUMENTS } from './outputs.mjs';

/**
 * @typedef {{ name: string, label: string, generated?: { files: number, seconds: number, cached: boolean } | null,
 *   run: { seconds: number, maxRssMb: number | null, treeRssMb: number } | null, repomix?: any, determinism?: any,
 *   incremental?: any, result?: any, error?: string }} RepoReport
 */

export const TARGETS = Object.freeze({ thousandSeconds: 10, thousandMb: 1024, tenThousandSeconds: 100, repomixRatio: 2, incrementalSeconds: 2 });

const shortName = (file) => file.replace(/\.md$/, '');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A table, or a sentence when no repository has a row. */
function tableOr(head, rows, none) {
  return rows.length ? table(head, rows) : none;
}

export function entryOf(result, doc) {
  return result?.outputs.entries.find((entry) => entry.type === doc.type || entry.file === doc.file) ?? null;
}

/** 'written', 'refused' or 'not written'. */
export function documentState(result, doc) {
  if (!result) return 'not written';
  if (result.outputs.refused.some((entry) => entry.file === doc.file)) return 'refused';
  return result.outputs.texts.has(doc.file) ? 'written' : 'not written';
}

function writtenCount(result) {
  return DOCUMENTS.filter((doc) => documentState(result, doc) === 'written').length;
}

/** Σ generationMs of the documents written, and the rest of the wall time (snapshot, start-up, writing). */
export function agentTimes(repo) {
  const ms = DOCUMENTS.map((doc) => (documentState(repo.result, doc) === 'written' ? entryOf(repo.result, doc)?.generationMs ?? null : null));
  const total = ms.reduce((sum, value) => sum + (value ?? 0), 0);
  const rest = repo.run ? repo.run.seconds * 1000 - total : null;
  return { ms, total, rest };
}

function repomixCell(repo) {
  if (!repo.repomix) return 'not run';
  if (repo.repomix.error) return `failed: ${cell(repo.repomix.error)}`;
  return `${time(repo.repomix)} / ${memory(repo.repomix)}`;
}

export function repomixRatio(repo) {
  return repo.run && repo.repomix && !repo.repomix.error && repo.repomix.seconds > 0 ? repo.run.seconds / repo.repomix.seconds : null;
}

function checksCell(repo) {
  if (!repo.result) return `not checked: ${cell(repo.error ?? 'no result')}`;
  const list = verdicts(repo);
  const passed = list.filter((verdict) => verdict.passed).length;
  return `${passed}/${list.length} ${passed === list.length ? '✓' : '✗'}`;
}

export function speedTable(repos) {
  const head = ['repository', 'source files', 'chronicle: time / peak RSS', 'repomix `--compress`: time / peak RSS', 'chronicle ÷ repomix', 'snapshot, start-up, writing (wall − Σ agents)', 'documents written', 'hard checks'];
  const rows = repos.map((repo) => {
    const rest = agentTimes(repo).rest;
    const r = repomixRatio(repo);
    return [
      repo.label,
      repo.result ? count(repo.result.sources.count) : '—',
      repo.run ? `${time(repo.run)} / ${memory(repo.run)}` : '—',
      repomixCell(repo),
      r === null ? '—' : `${r.toFixed(1)}×`,
      rest === null || !repo.result ? '—' : seconds(rest / 1000),
      repo.result ? `${writtenCount(repo.result)}/${DOCUMENTS.length}` : '—',
      checksCell(repo),
    ];
  });
  return table(head, rows);
}

export function scoresTable(repos) {
  const head = ['repository', ...DOCUMENTS.map((doc) => shortName(doc.file))];
  const rows = repos.map((repo) => [repo.label, ...DOCUMENTS.map((doc) => {
    const state = documentState(repo.result, doc);
    if (state !== 'written') return state === 'refused' ? 'refused' : '—';
    const score = entryOf(repo.result, doc)?.qualityScore;
    return typeof score === 'number' ? String(Math.round(score * 10) / 10) : '?';
  })]);
  return table(head, rows);
}

export function agentTable(repos) {
  const head = ['repository', ...DOCUMENTS.map((doc) => shortName(doc.file)), 'Σ agents'];
  const rows = repos.filter((repo) => repo.result).map((repo) => {
    const { ms, total } = agentTimes(repo);
    return [repo.label, ...ms.map((value) => (value === null ? '—' : count(Math.round(value)))), count(Math.round(total))];
  });
  return tableOr(head, rows, 'No repository checked.');
}

export function incrementalTable(repos) {
  const head = ['repository', 'files changed', 'time / peak RSS', 'written again', 'kept', 'kept documents, same bytes'];
  const rows = repos.filter((repo) => repo.incremental).map((repo) => {
    const inc = repo.incremental;
    if (inc.error) return [repo.label, '—', `failed: ${cell(inc.error)}`, '—', '—', '—'];
    const names = (files) => (files.length ? files.map(shortName).join(', ') : 'none');
    const same = inc.writtenSameBytes.length ? ` (${inc.writtenSameBytes.length} with the same bytes)` : '';
    return [repo.label, String(inc.changed.length), `${time(inc)} / ${memory(inc)}`, `${inc.written.length}: ${names(inc.written)}${same}`, `${inc.kept.length}: ${names(inc.kept)}`, inc.keptChanged.length ? `✗ ${inc.keptChanged.join(', ')} changed` : `✓ ${inc.kept.length}/${inc.kept.length}`];
  });
  return tableOr(head, rows, 'Not run (documents read with --docs-from, or --no-incremental).');
}

/** Paths, SHAs and names together: found / total. */
export function truthOf(result) {
  const parts = [result.truth.paths, result.truth.shas, result.truth.symbols];
  return { found: parts.reduce((sum, part) => sum + part.found, 0), total: parts.reduce((sum, part) => sum + part.total, 0) };
}

function coverageCell(check, threshold) {
  if (!check) return 'not written';
  return `${ratio(check)}${check.total ? ` (${percent(check)})` : ''} ${share(check) >= threshold ? '✓' : '✗'}`;
}

export function qualityTable(repos) {
  const head = ['repository', 'truthfulness: paths, SHAs, names exist', 'placeholders', 'Mermaid parses', 'CODE_INDEX: source files', 'DEPENDENCY_REPORT: direct deps', 'API_REFERENCE: public symbols', 'INTERFACES', 'TODO: TODO/FIXME comments', 'ONBOARDING: `.env.example`', 'ONBOARDING: variables read', 'license', 'second run: same bytes'];
  const rows = repos.filter((repo) => repo.result).map((repo) => {
    const r = repo.result;
    const truth = truthOf(r);
    const c = r.coverage;
    const mermaid = r.mermaid.unavailable ? 'not checked' : `${r.mermaid.parsed}/${r.mermaid.total}`;
    const license = r.outputs.texts.has('README.md') ? `${r.license.ok ? '✓' : '✗'} ${r.license.stated.ids.length ? r.license.stated.ids.map(code).join(', ') : 'none'}` : 'not written';
    const second = repo.determinism ? (repo.determinism.differing.length ? `✗ ${repo.determinism.differing.length} differ` : `✓ ${repo.determinism.files} files`) : '—';
    return [
      repo.label, `${truth.found}/${truth.total}`, `${r.placeholders.length}`, mermaid,
      coverageCell(c.codeIndex, THRESHOLDS.codeIndex), coverageCell(c.dependencies, THRESHOLDS.dependencies), coverageCell(c.api, THRESHOLDS.api), coverageCell(c.interfaces, THRESHOLDS.interfaces),
      coverageCell(c.todo, THRESHOLDS.todo), coverageCell(c.envExample, THRESHOLDS.envExample), coverageCell(c.envCode, THRESHOLDS.envCode), license, second,
    ];
  });
  return tableOr(head, rows, 'No repository checked.');
}

export function secretsTable(repos) {
  const rows = repos.filter((repo) => repo.result?.secrets).map((repo) => {
    const s = repo.result.secrets;
    const listed = s.listed ? `${ratio(s.listed)} ${s.listed.missing.length ? '✗' : '✓'}` : 'SECURITY.md not written';
    return [repo.label, String(s.planted), listed, s.rendered.length ? `✗ ${s.rendered.length}: ${cell(listOf(s.rendered, 3))}` : `✓ none (${s.filesSearched} files searched)`];
  });
  return rows.length ? table(['repository', 'planted secrets', 'listed in SECURITY.md (file and line)', 'rendered in any output'], rows) : '';
}

// ---------------------------------------------------------------------------------------------
// Targets

function status(met, gap) {
  return met ? '**met**' : `not met: ${gap}`;
}

function generatedRepo(repos, files) {
  return repos.find((repo) => repo.generated?.files === files) ?? null;
}

function scaleTarget(repos, files, maxSeconds, maxMb) {
  const repo = generatedRepo(repos, files);
  const label = `all ${DOCUMENTS.length} documents for a ${count(files)}-file repository in ≤ ${maxSeconds} s${maxMb ? ` and ≤ ${maxMb / 1024} GB` : ''}`;
  if (!repo) return [label, '—', `not measured (run with --generated ${files})`];
  if (!repo.run || !repo.result) return [label, '—', `not measured (${cell(repo.error ?? 'not timed: documents read with --docs-from')})`];
  const written = writtenCount(repo.result);
  const mb = repo.run.maxRssMb ?? repo.run.treeRssMb;
  const gaps = [];
  if (written < DOCUMENTS.length) gaps.push(`${written} of ${DOCUMENTS.length} documents written (${DOCUMENTS.filter((doc) => documentState(repo.result, doc) !== 'written').map((doc) => shortName(doc.file)).join(', ')} missing)`);
  if (repo.run.seconds > maxSeconds) gaps.push(`${(repo.run.seconds - maxSeconds).toFixed(1)} s over`);
  if (maxMb && mb > maxMb) gaps.push(`${Math.round(mb - maxMb)} MB over`);
  const runs = repo.run.runs ? ` (median and largest of ${repo.run.runs.length} cold runs)` : '';
  return [label, `${time(repo.run)}, ${Math.round(mb)} MB${runs}, ${written}/${DOCUMENTS.length} documents`, status(!gaps.length, gaps.join('; '))];
}

function repomixTarget(repos) {
  const label = `within ${TARGETS.repomixRatio}× of repomix \`--compress\` on the same repository`;
  const measured = repos.map((repo) => ({ repo, value: repomixRatio(repo) })).filter((entry) => entry.value !== null);
  if (!measured.length) return [label, '—', 'not measured (repomix not run)'];
  const over = measured.filter((entry) => entry.value > TARGETS.repomixRatio);
  const worst = measured.reduce((a, b) => (b.value > a.value ? b : a));
  return [label, `${plural(measured.length, 'repository').replace(/ys$/, 'ies')}; largest ${worst.value.toFixed(1)}× (${worst.repo.label})`, status(!over.length, `${over.length} above ${TARGETS.repomixRatio}×: ${over.map((entry) => `${entry.repo.label} ${entry.value.toFixed(1)}×`).join(', ')}`)];
}

function incrementalTargets(repos) {
  const runs = repos.filter((repo) => repo.incremental && !repo.incremental.error);
  const timeLabel = `incremental run after a ${5}-file commit ≤ ${TARGETS.incrementalSeconds} s`;
  const bytesLabel = 'documents whose inputs did not change keep their bytes';
  if (!runs.length) return [[timeLabel, '—', 'not measured'], [bytesLabel, '—', 'not measured']];
  const slow = runs.filter((repo) => repo.incremental.seconds > TARGETS.incrementalSeconds);
  const thousand = generatedRepo(runs, 1000);
  const figure = `${thousand ? `${time(thousand.incremental)} on the 1,000-file repository; ` : ''}slowest ${time(runs.reduce((a, b) => (b.incremental.seconds > a.incremental.seconds ? b : a)).incremental)}`;
  const changed = runs.filter((repo) => repo.incremental.keptChanged.length);
  const keptTotal = runs.reduce((sum, repo) => sum + repo.incremental.kept.length, 0);
  const nothingKept = runs.filter((repo) => !repo.incremental.kept.length).map((repo) => repo.label);
  return [
    [timeLabel, figure, status(!slow.length, `${slow.map((repo) => `${repo.label} ${time(repo.incremental)}`).join(', ')}`)],
    [bytesLabel, `${plural(keptTotal, 'document')} kept over ${plural(runs.length, 'repository').replace(/ys$/, 'ies')}${nothingKept.length ? `; none kept on ${listOf(nothingKept, 4)}` : ''}`, status(!changed.length, changed.map((repo) => `${repo.label}: ${repo.incremental.keptChanged.join(', ')}`).join('; '))],
  ];
}

/** One quality target over every checked repository. */
function everyRepo(repos, label, measure) {
  const checked = repos.filter((repo) => repo.result);
  if (!checked.length) return [label, '—', 'not measured'];
  const outcomes = checked.map((repo) => ({ repo, ...measure(repo.result) })).filter((entry) => entry.applies !== false);
  if (!outcomes.length) return [label, '—', `not measured: ${checked.map((repo) => measure(repo.result).why).find(Boolean) ?? 'no repository applies'}`];
  const failing = outcomes.filter((entry) => !entry.met);
  return [label, outcomes.length === 1 ? outcomes[0].figure : `${outcomes.length - failing.length}/${outcomes.length} repositories`, status(!failing.length, failing.map((entry) => `${entry.repo.label} ${entry.figure}`).join('; '))];
}

function coverageTarget(repos, label, key, document) {
  return everyRepo(repos, label, (result) => {
    const check = result.coverage[key];
    if (!check) return { applies: false, why: `${document} not written` };
    return { met: share(check) >= THRESHOLDS[key], figure: `${ratio(check)} (${percent(check)})` };
  });
}

/**
 * @param {RepoReport[]} repos
 * @returns {string[][]} target, figure, status
 */
export function targetRows(repos) {
  const notWritten = (file) => repos.some((repo) => repo.result) && repos.filter((repo) => repo.result).every((repo) => documentState(repo.result, { file, type: '' }) !== 'written');
  const rows = [
    scaleTarget(repos, 1000, TARGETS.thousandSeconds, TARGETS.thousandMb),
    scaleTarget(repos, 10000, TARGETS.tenThousandSeconds, null),
    repomixTarget(repos),
    ...incrementalTargets(repos),
    everyRepo(repos, 'truthfulness 1.00 (every path, SHA and name exists; built-in mode)', (result) => {
      const truth = truthOf(result);
      return { met: truth.found === truth.total, figure: `${truth.found}/${truth.total}` };
    }),
    everyRepo(repos, '0 placeholders', (result) => ({ met: result.placeholders.length === 0, figure: `${result.placeholders.length} found` })),
    everyRepo(repos, '100% of Mermaid blocks parse', (result) => ({ met: !result.mermaid.unavailable && result.mermaid.parsed === result.mermaid.total, figure: `${result.mermaid.parsed}/${result.mermaid.total}` })),
    coverageTarget(repos, `TODO names ≥ ${THRESHOLDS.todo * 100}% of the TODO/FIXME comments \`git grep\` finds`, 'todo', 'TODO.md'),
    coverageTarget(repos, 'ONBOARDING names every variable in `.env.example`', 'envExample', 'ONBOARDING.md'),
    coverageTarget(repos, `ONBOARDING names ≥ ${THRESHOLDS.envCode * 100}% of the variables the code reads`, 'envCode', 'ONBOARDING.md'),
    everyRepo(repos, 'every planted secret found (SECURITY.md, file and line)', (result) => {
      if (!result.secrets) return { applies: false, why: 'no generated repository' };
      if (!result.secrets.listed) return { applies: false, why: 'SECURITY.md not written' };
      return { met: !result.secrets.listed.missing.length, figure: ratio(result.secrets.listed) };
    }),
    everyRepo(repos, 'no planted secret rendered in any document or docs.json', (result) => (result.secrets ? { met: !result.secrets.rendered.length, figure: `${result.secrets.rendered.length} found` } : { applies: false, why: 'no generated repository' })),
    everyRepo(repos, 'issue 10: CODE_INDEX and DEPENDENCY_REPORT 100%, API_REFERENCE ≥ 90%, INTERFACES ≥ 95%', (result) => {
      const keys = ['codeIndex', 'dependencies', 'api', 'interfaces'].filter((key) => result.coverage[key]);
      const low = keys.filter((key) => share(result.coverage[key]) < THRESHOLDS[key]);
      return { met: !low.length, figure: low.length ? low.map((key) => `${key} ${percent(result.coverage[key])}`).join(', ') : `${keys.length}/4 ✓` };
    }),
  ];
  // A target measured only on documents that were never written says so in words.
  for (const row of rows) if (/TODO names/.test(row[0]) && notWritten('TODO.md')) row[2] = 'not met: TODO.md not written on any repository';
  for (const row of rows) if (/ONBOARDING names/.test(row[0]) && notWritten('ONBOARDING.md')) row[2] = 'not met: ONBOARDING.md not written on any repository';
  for (const row of rows) if (/every planted secret/.test(row[0]) && notWritten('SECURITY.md') && repos.some((repo) => repo.result?.secrets)) row[2] = 'not met: SECURITY.md not written on any generated repository';
  return rows;
}

export function targetsTable(repos) {
  return table(['target', 'figure', 'status'], targetRows(repos));
}

/** Every summary table, in order, with a heading each; `level` is the heading depth. */
export function summarySections(repos, level = 2) {
  const h = '#'.repeat(level);
  const secrets = secretsTable(repos);
  return [
    `${h} Speed`, 'Wall time and peak RSS of one cold run (fresh cache); of the generated 1,000-file repository, the median time and largest peak of several (its section lists each); repomix packs the same clone with `--compress` (tree-sitter), its anchor for reading and parsing speed. "Wall − Σ agents" is what is not a document: Node start-up, the snapshot (git, parsing, scans) and writing.', speedTable(repos),
    `${h} Documents`, 'Each document\'s `qualityScore` from docs.json; — not written.', scoresTable(repos),
    `${h} Time per agent`, 'docs.json `generationMs` (ms) of each document written.', agentTable(repos),
    `${h} Incremental run`, 'After the full run, one commit changes five source files (a small function appended, or a comment where a function cannot go); chronicle runs again into a copy of the same output folder. Written again and kept from chronicle\'s stderr; a kept document must have the full run\'s bytes.', incrementalTable(repos),
    `${h} Quality`, 'Checked without the engine: paths and SHAs against `git ls-tree`/`git cat-file`, names against universal-ctags, the manifests and `git grep` (CI actions in the workflow files, gitleaks rule ids in gitleaks.toml, planted fingerprints by SHA-256, branches by `git for-each-ref`, names a changelog quotes, verbatim in the repository\'s own changelog); source files from `git ls-files` and an extension table; TODO/FIXME comments from `git grep -w` inside comments of source files; variables from `.env.example` and `git grep -E` reads (`process.env.X`, `os.environ[…]`, `os.Getenv`, `env::var`, `System.getenv`…, not in comments nor method calls); Mermaid with the real parser. A document names a TODO by its file and line on one row or list item, a variable in a code span.', qualityTable(repos),
    ...(secrets ? [`${h} Planted secrets`, 'Generated repositories only: FAKE credentials shaped for gitleaks\' rules (AWS, GitHub, Slack, PEM private key, Stripe, GCP, GitLab, npm), each to be listed in SECURITY.md by file and line; no output file may hold the value or any 8 characters of it that include a random one.', secrets] : []),
    `${h} Targets`, targetsTable(repos),
  ];
}

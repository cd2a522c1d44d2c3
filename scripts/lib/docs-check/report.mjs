// The bench's Markdown report: a summary table, then per repository the run, the scores from
// docs.json and every check with its figures and first misses.
import { COMPONENTS, DOCUMENTS } from './outputs.mjs';
import { verdicts } from './check-repo.mjs';

const FIRST_MISSES = 5;

/**
 * @typedef {{ name: string, label: string, run: { seconds: number, maxRssMb: number | null, treeRssMb: number } | null,
 *   error?: string, result?: Awaited<ReturnType<typeof import('./check-repo.mjs').checkRepository>>,
 *   determinism?: { files: number, differing: string[], seconds?: number } | null }} RepoReport
 */

/**
 * @param {{ header: string, repos: RepoReport[], skipped: string[] }} report
 * @returns {string}
 */
export function renderReport({ header, repos, skipped }) {
  const parts = ['# bench:docs', header, '## Summary', summaryTable(repos)];
  if (skipped.length) parts.push(skipped.map((line) => `- ${line}`).join('\n'));
  for (const repo of repos) parts.push(...repoSection(repo));
  return `${parts.join('\n\n')}\n`;
}

/** True when every hard check of every repository passed and every repository was checked. */
export function allPassed(repos) {
  return repos.every((repo) => repo.result && verdicts(repo.result, repo.determinism ?? null).every((verdict) => verdict.passed));
}

function summaryTable(repos) {
  const head = ['repository', 'time', 'peak RSS', ...DOCUMENTS.map((doc) => doc.file.replace(/\.md$/, '')), 'hard checks'];
  const rows = repos.map((repo) => {
    if (!repo.result) return [repo.label, time(repo.run), memory(repo.run), ...DOCUMENTS.map(() => '—'), `not checked: ${cell(repo.error ?? 'no result')}`];
    const list = verdicts(repo.result, repo.determinism ?? null);
    const passed = list.filter((verdict) => verdict.passed).length;
    const scores = DOCUMENTS.map((doc) => {
      const entry = entryOf(repo.result, doc);
      return entry && typeof entry.qualityScore === 'number' ? String(round(entry.qualityScore, 1)) : '—';
    });
    return [repo.label, time(repo.run), memory(repo.run), ...scores, `${passed}/${list.length} ${passed === list.length ? '✓' : '✗'}`];
  });
  return table(head, rows);
}

function repoSection(repo) {
  const out = [`## ${repo.label}`];
  if (!repo.result) {
    out.push(`Not checked: ${(repo.error ?? 'no result').replace(/\.$/, '')}.`);
    return out;
  }
  const r = repo.result;
  const languages = Object.entries(r.sources.languages).map(([language, count]) => `${language} ${count}`).join(', ');
  const run = repo.run ? `\`chronicle docs\` took ${time(repo.run)}, peak RSS ${memory(repo.run)} (process tree ${Math.round(repo.run.treeRssMb)} MB).` : 'Documents read from an earlier run (not timed).';
  out.push(`Commit \`${r.head.slice(0, 12)}\`; ${r.trackedFiles} tracked files, ${r.sources.count} source files (${languages || 'none'}). ${run}`);
  out.push('### Scores', scoresTable(r));
  out.push('### Checks', checksTable(repo));
  out.push(...notes(repo));
  return out;
}

function scoresTable(result) {
  const head = ['document', 'score', ...COMPONENTS, 'documentTokens', 'tokensUsed', 'generationMs', 'engine'];
  const rows = DOCUMENTS.map((doc) => {
    const entry = entryOf(result, doc);
    if (!entry) return [doc.file, '—', ...COMPONENTS.map(() => '—'), '—', '—', '—', '—'];
    const engine = typeof entry.engine === 'string' ? entry.engine : JSON.stringify(entry.engine);
    return [doc.file, fmt(entry.qualityScore, 1), ...COMPONENTS.map((name) => fmt(entry.components?.[name], 2)), fmt(entry.documentTokens, 0), fmt(entry.tokensUsed, 0), fmt(entry.generationMs, 0), cell(engine ?? '—')];
  });
  return table(head, rows);
}

function checksTable(repo) {
  const r = repo.result;
  const list = verdicts(r, repo.determinism ?? null);
  const mark = (name) => (list.find((verdict) => verdict.check === name)?.passed ? '✓' : '✗');
  const mention = (m) => `${code(m.text)} (${m.doc}:${m.line})`;
  const truthRow = (name, check) => [name, mark(name), ratio(check), percent(check), methods(check.methods), misses(check.missing.map(mention), check.missing.length)];
  const coverageRow = (name, check) => [name, mark(name), ratio(check), percent(check), '', misses(check.missing.map((item) => code(item)), check.missing.length)];
  const rows = [
    ['documents and docs.json written', mark('documents and docs.json written'), '', '', '', misses(r.outputs.problems.map(cell), r.outputs.problems.length)],
    truthRow('paths exist', r.truth.paths),
    truthRow('SHAs are commits', r.truth.shas),
    truthRow('symbols and names exist', r.truth.symbols),
    ['no placeholders', mark('no placeholders'), `${r.placeholders.length} found`, '', r.quotedFromSource.length ? `${r.quotedFromSource.length} template-like quotes found verbatim in the source` : '', misses(r.placeholders.map((p) => `${code(p.text)} (${p.doc}:${p.line})`), r.placeholders.length)],
    ['Mermaid blocks parse', mark('Mermaid blocks parse'), r.mermaid.unavailable ? 'not checked' : `${r.mermaid.parsed}/${r.mermaid.total}`, r.mermaid.total ? percent({ found: r.mermaid.parsed, total: r.mermaid.total }) : '', r.mermaid.unavailable ? cell(r.mermaid.unavailable) : 'mermaid.parse + subgraph lint', misses(r.mermaid.errors.map((e) => `${e.doc}:${e.line} ${cell(e.error)}`), r.mermaid.errors.length)],
    coverageRow('CODE_INDEX names 100% of source files', r.coverage.codeIndex),
    coverageRow('DEPENDENCY_REPORT names 100% of direct dependencies', r.coverage.dependencies),
    coverageRow('API_REFERENCE names ≥ 90% of public symbols', r.coverage.api),
    coverageRow('INTERFACES names ≥ 95% of interfaces', r.coverage.interfaces),
    ['license', mark('license'), '', '', `expected ${code(r.license.expected.expression ?? 'none')} (${cell(r.license.expected.source)})`, `stated ${r.license.stated.ids.length ? r.license.stated.ids.map(code).join(', ') : 'none'} in ${cell(r.license.stated.where)}`],
  ];
  if (repo.determinism) {
    const d = repo.determinism;
    const second = d.seconds === undefined ? '' : `; second run (warm cache) ${d.seconds.toFixed(1)} s`;
    rows.push(['two runs write identical bytes', mark('two runs write identical bytes'), `${d.files - d.differing.length}/${d.files} files`, '', `byte comparison, docs.json without generationMs${second}`, misses(d.differing.map(code), d.differing.length)]);
  }
  rows.push(['`#number` references in history (informational)', '', ratio(r.truth.references), percent(r.truth.references), '', misses(r.truth.references.missing.map(mention), r.truth.references.missing.length)]);
  return table(['check', 'result', 'found / total', '%', 'confirmed by', 'first misses'], rows);
}

function notes(repo) {
  const r = repo.result;
  const lines = [];
  const notChecked = Object.entries(r.truth.notChecked);
  if (notChecked.length) {
    const total = notChecked.reduce((sum, [, bucket]) => sum + bucket.count, 0);
    lines.push(`- Not checked: ${total} code spans — ${notChecked.map(([reason, bucket]) => `${reason} ${bucket.count} (e.g. ${bucket.examples.slice(0, 3).map(code).join(', ')})`).join('; ')}.`);
  }
  if (r.sources.excluded.length) lines.push(`- Source files not counted: ${r.sources.excluded.length} (${listOf(r.sources.excluded.map((e) => `${code(e.path)} ${e.reason}`))}).`);
  const unchecked = Object.entries(r.surface.notChecked);
  if (unchecked.length) lines.push(`- Public symbols not determined for: ${unchecked.map(([language, count]) => `${language} (${count} files)`).join(', ')}.`);
  if (r.surface.anonymous.length) lines.push(`- Anonymous exports, not counted: ${listOf(r.surface.anonymous.map(code))}.`);
  if (r.manifests.unread.length) lines.push(`- Manifests not read (no reader): ${listOf(r.manifests.unread.map(code))}.`);
  lines.push(`- Manifests read: ${r.manifests.read.length ? listOf(r.manifests.read.map(code)) : 'none'}; internal packages not counted as dependencies: ${r.manifests.internal.length ? listOf(r.manifests.internal.map(code)) : 'none'}.`);
  return lines.length ? [lines.join('\n')] : [];
}

function entryOf(result, doc) {
  return result.outputs.entries.find((entry) => entry.type === doc.type || entry.file === doc.file) ?? null;
}

function listOf(items, max = 10) {
  return items.length > max ? `${items.slice(0, max).join(', ')}, … ${items.length - max} more` : items.join(', ');
}

function misses(items, count) {
  if (!count) return '';
  return `${items.slice(0, FIRST_MISSES).join('; ')}${count > FIRST_MISSES ? `; … ${count - FIRST_MISSES} more` : ''}`;
}

function methods(counts) {
  return Object.entries(counts).sort(([, a], [, b]) => b - a).map(([method, count]) => `${method} ${count}`).join(', ');
}

function ratio(check) {
  return `${check.found}/${check.total}`;
}

function percent(check) {
  return check.total ? `${round((100 * check.found) / check.total, 1)}%` : '—';
}

function time(run) {
  return run ? `${run.seconds.toFixed(1)} s` : '—';
}

function memory(run) {
  if (!run) return '—';
  return run.maxRssMb === null ? `${Math.round(run.treeRssMb)} MB` : `${Math.round(run.maxRssMb)} MB`;
}

function fmt(value, digits) {
  return typeof value === 'number' && Number.isFinite(value) ? String(round(value, digits)) : '—';
}

function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** A code span that survives backticks in its text, with pipes escaped for a table cell. */
function code(text) {
  const value = String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

function cell(text) {
  return String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

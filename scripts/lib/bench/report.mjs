// Tables, targets and the README block of `npm run bench:history`.
import { readmeMarkers } from '../readme-block.mjs';
import { mean } from './metrics.mjs';

export const { start: README_START, end: README_END } = readmeMarkers('history');

export const TARGETS = {
  speedRatio: 1.5,
  memoryMb: 300,
  meanF1: 0.55,
  sectionAgreement: 0.7,
};

const TOOL_COLUMNS = [
  ['chronicle', 'chronicle'],
  ['cliff', 'git-cliff'],
  ['cliffKeepAll', 'git-cliff keep-all'],
];

const seconds = (value) => (value >= 10 ? value.toFixed(1) : value >= 1 ? value.toFixed(2) : value.toFixed(3));
const mb = (value) => (value === null || value === undefined ? '?' : `${Math.round(value)} MB`);
const ratio = (value) => (value >= 10 ? `${value.toFixed(0)}×` : `${value.toFixed(1)}×`);
const fixed2 = (value) => (value === null || value === undefined ? '—' : value.toFixed(2));

function timing(result, floor, { withRatio = true } = {}) {
  if (!result) return '—';
  if (result.skipped) return 'not run';
  if (result.error) return 'failed';
  const base = `${seconds(result.seconds)} s / ${mb(result.maxRssMb)}`;
  return withRatio && floor?.seconds ? `${base} (${ratio(result.seconds / floor.seconds)})` : base;
}

/** @param {any[]} rows speed results, one per repository */
export function speedTable(rows) {
  const lines = [
    '| repo | commits (read by the floor / all from HEAD) | floor: `git log --first-parent --numstat` | chronicle (× floor) | git-cliff (× floor) | git-cliff keep-all (× floor) | `git log --numstat`, all commits (× floor) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.label} | ${row.commits.read.toLocaleString('en-US')} / ${row.commits.all.toLocaleString('en-US')} | ${timing(row.floor, null, { withRatio: false })} | ${timing(row.chronicle, row.floor)} | ${timing(row.cliff, row.floor)} | ${timing(row.cliffKeepAll, row.floor)} | ${timing(row.floorAll, row.floor)} |`,
    );
  }
  return lines.join('\n');
}

function qualityCell(result) {
  if (!result) return '—';
  if (result.skipped) return 'not run';
  if (result.error) return 'failed';
  const cell = `${fixed2(result.coverage)} / ${fixed2(result.precision)} / **${fixed2(result.f1)}** / ${fixed2(result.sectionAgreement)}`;
  return result.matched < result.releases ? `${cell} (${result.matched}/${result.releases} releases found)` : cell;
}

/** Mean figures of one tool over the corpora where it ran. */
export function toolMeans(rows, tool) {
  const results = rows.map((row) => row.tools[tool]).filter((result) => result && !result.skipped && !result.error);
  if (!results.length) return null;
  return {
    coverage: mean(results.map((r) => r.coverage)),
    precision: mean(results.map((r) => r.precision)),
    f1: mean(results.map((r) => r.f1)),
    sectionAgreement: mean(results.map((r) => r.sectionAgreement)),
    matched: results.reduce((a, r) => a + r.matched, 0),
    releases: results.reduce((a, r) => a + r.releases, 0),
    corpora: results.length,
  };
}

/** @param {any[]} rows quality results, one per corpus */
export function qualityTable(rows) {
  const lines = [
    '| corpus | releases (on default branch) / maintainer items | chronicle (minimal) | git-cliff | git-cliff keep-all | naive (every first-parent subject) |',
    '|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    lines.push(`| ${row.repo} | ${row.releases} (${row.onDefaultBranch}) / ${row.maintainerItems} | ${qualityCell(row.tools.chronicle)} | ${qualityCell(row.tools.cliff)} | ${qualityCell(row.tools.cliffKeepAll)} | ${qualityCell(row.tools.naive)} |`);
  }
  if (rows.length > 1) {
    const cells = ['chronicle', 'cliff', 'cliffKeepAll', 'naive'].map((tool) => {
      const m = toolMeans(rows, tool);
      return m ? `${fixed2(m.coverage)} / ${fixed2(m.precision)} / **${fixed2(m.f1)}** / ${fixed2(m.sectionAgreement)}` : '—';
    });
    lines.push(`| **mean** | ${rows.reduce((a, r) => a + r.releases, 0)} / ${rows.reduce((a, r) => a + r.maintainerItems, 0)} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

const status = (ok) => (ok === null ? 'not measured' : ok ? '**met**' : '**gap**');

/** The targets with their figures and met/gap. */
export function targetsTable(speedRows, qualityRows) {
  const lines = ['| target | figure | status |', '|---|---|---|'];
  const big = speedRows.find((row) => row.synthetic);
  const chron = big?.chronicle && !big.chronicle.skipped && !big.chronicle.error ? big.chronicle : null;
  const floor = big?.floor;
  const cliff = big?.cliff && !big.cliff.skipped && !big.cliff.error ? big.cliff : null;
  const name = big ? big.label : 'the 100k repository';
  const r = chron && floor ? chron.seconds / floor.seconds : null;
  lines.push(`| chronicle within ${TARGETS.speedRatio}× of the floor on ${name} | ${r === null ? '—' : `${ratio(r)} (${seconds(chron.seconds)} s vs ${seconds(floor.seconds)} s)`} | ${status(r === null ? null : r <= TARGETS.speedRatio)} |`);
  lines.push(`| chronicle faster than git-cliff on ${name} | ${chron && cliff ? `${seconds(chron.seconds)} s vs ${seconds(cliff.seconds)} s` : '—'} | ${status(chron && cliff ? chron.seconds < cliff.seconds : null)} |`);
  const tree = chron && Math.round(chron.treeRssMb) > Math.round(chron.maxRssMb ?? 0) ? ` (node and its git child together: ${mb(chron.treeRssMb)})` : '';
  lines.push(`| chronicle peak memory ≤ ${TARGETS.memoryMb} MB on ${name} | ${chron ? `${mb(chron.maxRssMb)}${tree}` : '—'} | ${status(chron && chron.maxRssMb !== null ? chron.maxRssMb <= TARGETS.memoryMb : null)} |`);
  const means = toolMeans(qualityRows, 'chronicle');
  const all = means && means.corpora === qualityRows.length;
  const over = means ? ` (${means.corpora} corpora)` : '';
  lines.push(`| built-in engine, default clustering: mean F1 ≥ ${TARGETS.meanF1} | ${means ? `${fixed2(means.f1)}${over}` : '—'} | ${status(all ? means.f1 >= TARGETS.meanF1 : null)} |`);
  const versus = qualityRows.map((row) => ({ repo: row.repo, chronicle: row.tools.chronicle, naive: row.tools.naive })).filter((row) => row.chronicle && !row.chronicle.skipped && !row.chronicle.error);
  const below = versus.filter((row) => !(row.chronicle.f1 > row.naive.f1));
  lines.push(`| F1 above naive on every corpus | ${versus.length ? `${versus.length - below.length}/${versus.length} corpora${below.length ? ` (not: ${below.map((row) => `${row.repo} ${fixed2(row.chronicle.f1)} vs ${fixed2(row.naive.f1)}`).join(', ')})` : ''}` : '—'} | ${status(all ? below.length === 0 : null)} |`);
  lines.push(`| section agreement ≥ ${TARGETS.sectionAgreement} (mean over corpora with Keep a Changelog sections) | ${means ? fixed2(means.sectionAgreement) : '—'} | ${status(all && means.sectionAgreement !== null ? means.sectionAgreement >= TARGETS.sectionAgreement : null)} |`);
  return lines.join('\n');
}

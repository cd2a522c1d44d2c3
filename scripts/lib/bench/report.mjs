// Tables, targets and the block of docs/benchmarks/history.md of `npm run bench:history`.
import { benchMarkers } from '../bench-block.mjs';

/** Arithmetic mean of the numbers given, null when there are none. */
export function mean(values) {
  const numbers = values.filter((value) => typeof value === 'number');
  return numbers.length ? numbers.reduce((sum, value) => sum + value, 0) / numbers.length : null;
}

export const { start: BLOCK_START, end: BLOCK_END } = benchMarkers('history');

/**
 * Issue 29's targets: chronicle at least as fast as git-cliff keep-all on every corpus (CPU, median
 * of the runs) and within 1.2× of the floor on the synthetic repository; F1 above the smart baseline
 * on every corpus, and the mean over the corpora added since the first six no more than 0.03 below
 * the six's. Memory as before (issue 14).
 */
export const TARGETS = {
  cliffRatio: 1,
  floorRatio: 1.2,
  memoryMb: 300,
  newVersusSixF1: 0.03,
  sectionAgreement: 0.8,
};

/** The six corpora the history engine was developed on (issues 14–24); the others came with issue 29. */
export const ORIGINAL_SIX = ['crate-ci/typos', 'gitext-rs/git-stack', 'markdown-it/markdown-it', 'openfga/openfga', 'rack/rack', 'Textualize/rich'];

const TOOL_COLUMNS = [
  ['chronicle', 'chronicle (minimal)'],
  ['cliff', 'git-cliff'],
  ['cliffKeepAll', 'git-cliff keep-all'],
  ['smart', 'smart baseline'],
  ['naive', 'naive baseline'],
];

const seconds = (value) => (value >= 10 ? value.toFixed(1) : value >= 1 ? value.toFixed(2) : value.toFixed(3));
const mb = (value) => (value === null || value === undefined ? '?' : `${Math.round(value)} MB`);
const ratio = (value) => (value >= 10 ? `${value.toFixed(0)}×` : `${value.toFixed(1)}×`);
const fixed2 = (value) => (value === null || value === undefined ? '—' : value.toFixed(2));

/** `CPU s (wall s) / MB`, with the ratio of CPU times to `base` when given. */
function timing(result, base) {
  if (!result) return '—';
  if (result.skipped) return 'not run';
  if (result.error) return 'failed';
  const cpu = result.cpuSeconds === null || result.cpuSeconds === undefined ? '?' : `${seconds(result.cpuSeconds)} s`;
  const cell = `${cpu} (${seconds(result.seconds)} s) / ${mb(result.maxRssMb)}`;
  return base?.cpuSeconds && result.cpuSeconds ? `${cell} (${ratio(result.cpuSeconds / base.cpuSeconds)})` : cell;
}

/** chronicle's CPU time over git-cliff keep-all's on one row, or null. */
export function cliffRatio(row) {
  return usable(row.chronicle) && usable(row.cliffKeepAll) && row.chronicle.cpuSeconds && row.cliffKeepAll.cpuSeconds ? row.chronicle.cpuSeconds / row.cliffKeepAll.cpuSeconds : null;
}

/** @param {any[]} rows speed results, one per repository */
export function speedTable(rows) {
  const lines = [
    '| repo | commits (read by the floor / all from HEAD) | floor: `git log --first-parent --name-status` | with `--numstat` (× floor) | chronicle (× floor) | git-cliff (× floor) | git-cliff keep-all (× floor) | chronicle ÷ git-cliff keep-all (CPU) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const versus = cliffRatio(row);
    const cells = [row.floor, row.floorNumstat, row.chronicle, row.cliff, row.cliffKeepAll].map((result, index) => timing(result, index === 0 ? null : row.floor));
    lines.push(`| ${row.label} | ${row.commits.read.toLocaleString('en-US')} / ${row.commits.all.toLocaleString('en-US')} | ${cells.join(' | ')} | ${versus === null ? '—' : versus <= TARGETS.cliffRatio ? `${versus.toFixed(2)} ✅` : versus.toFixed(2)} |`);
  }
  return lines.join('\n');
}

/**
 * Per repository: chronicle's CPU time split into start-up (Node and loading the engine, measured
 * apart), git (the floor) and the rest, next to git-cliff keep-all's CPU time.
 */
export function boundsTable(rows, startUp) {
  const lines = ['| repo | chronicle | start-up (node + engine) | git (floor) | the rest | git-cliff keep-all | left after start-up to match git-cliff keep-all |', '|---|---|---|---|---|---|---|'];
  for (const row of rows) {
    const total = usable(row.chronicle) ? row.chronicle.cpuSeconds : null;
    const floor = usable(row.floor) ? row.floor.cpuSeconds : null;
    const cliff = usable(row.cliffKeepAll) ? row.cliffKeepAll.cpuSeconds : null;
    const start = startUp.engine ?? null;
    const cell = (value) => (value === null || value === undefined ? '—' : `${seconds(value)} s`);
    const rest = total !== null && floor !== null && start !== null ? total - floor - start : null;
    lines.push(`| ${row.label} | ${cell(total)} | ${cell(start)} | ${cell(floor)} | ${cell(rest)} | ${cell(cliff)} | ${cliff !== null && start !== null ? cell(cliff - start) : '—'} |`);
  }
  return lines.join('\n');
}

const usable = (result) => result && !result.skipped && !result.error;

function qualityCell(result) {
  if (!result) return '—';
  if (result.skipped) return 'not run';
  if (result.error) return 'failed';
  const cell = `${fixed2(result.coverage)} / ${fixed2(result.precision)} / **${fixed2(result.f1)}** / ${fixed2(result.sectionAgreement)}`;
  return result.missingReleases > 0 ? `${cell} (${result.missingReleases} missing)` : cell;
}

/** Mean figures of one tool over the corpora where it ran. */
export function toolMeans(rows, tool) {
  const results = rows.map((row) => row.tools[tool]).filter(usable);
  if (!results.length) return null;
  return {
    coverage: mean(results.map((r) => r.coverage)),
    precision: mean(results.map((r) => r.precision)),
    f1: mean(results.map((r) => r.f1)),
    sectionAgreement: mean(results.map((r) => r.sectionAgreement)),
    corpora: results.length,
  };
}

/** Rows of the original six corpora, and the others. */
export function splitSix(rows) {
  return { six: rows.filter((row) => ORIGINAL_SIX.includes(row.repo)), others: rows.filter((row) => !ORIGINAL_SIX.includes(row.repo)) };
}

/** chronicle's F1 minus the smart baseline's on one corpus, or null. */
export function overSmart(row) {
  return usable(row.tools.chronicle) && usable(row.tools.smart) ? row.tools.chronicle.f1 - row.tools.smart.f1 : null;
}

const signed = (value) => (value === null ? '—' : `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`);

function toolTable(rows, columns, { groups = [], versusSmart = false } = {}) {
  const extra = versusSmart ? ' chronicle − smart (F1) |' : '';
  const lines = [`| corpus | releases / maintainer items | ${columns.map(([, label]) => label).join(' | ')} |${extra}`, `|---|---|${columns.map(() => '---|').join('')}${versusSmart ? '---|' : ''}`];
  const counts = (row) => {
    const reference = Object.values(row.tools).find(usable);
    return reference ? `${reference.releases} / ${reference.maintainerItems}` : '—';
  };
  const smartCell = (row) => {
    const margin = overSmart(row);
    return versusSmart ? ` ${signed(margin)}${margin !== null && margin > 0 ? ' ✅' : ''} |` : '';
  };
  for (const row of rows) lines.push(`| ${row.repo} | ${counts(row)} | ${columns.map(([tool]) => qualityCell(row.tools[tool])).join(' | ')} |${smartCell(row)}`);
  const meanRow = (label, members) => {
    const cells = columns.map(([tool]) => {
      const m = toolMeans(members, tool);
      return m ? `${fixed2(m.coverage)} / ${fixed2(m.precision)} / **${fixed2(m.f1)}** / ${fixed2(m.sectionAgreement)}` : '—';
    });
    const margins = members.map(overSmart).filter((value) => value !== null);
    const smart = versusSmart ? ` ${margins.length ? `${signed(mean(margins))}; above on ${margins.filter((value) => value > 0).length}/${margins.length}` : '—'} |` : '';
    lines.push(`| **${label}** | | ${cells.join(' | ')} |${smart}`);
  };
  if (rows.length > 1) meanRow(groups.length ? `mean, all ${rows.length}` : 'mean', rows);
  for (const [label, members] of groups) if (members.length > 0 && members.length < rows.length) meanRow(`${label} (${members.length})`, members);
  return lines.join('\n');
}

/** @param {any[]} rows quality results, one per corpus */
export function qualityTable(rows) {
  const { six, others } = splitSix(rows);
  return toolTable(rows, TOOL_COLUMNS, { groups: [['mean, the original six', six], ['mean, the others', others]], versusSmart: true });
}

/** The held-out corpora: chronicle and the scorer's baselines. */
export function heldOutTable(rows) {
  return toolTable(rows, TOOL_COLUMNS.filter(([tool]) => ['chronicle', 'smart', 'naive'].includes(tool)), { versusSmart: true });
}

/** Per corpus: tagged releases with maintainer items, and those chronicle's changelog lacks or leaves empty. */
export function gapsTable(rows) {
  const lines = ['| corpus | tagged releases with items | missing | empty |', '|---|---|---|---|'];
  for (const row of rows) {
    const result = row.tools.chronicle;
    if (!usable(result)) continue;
    const { missing, empty, emptyVersions } = result.gaps;
    lines.push(`| ${row.repo} | ${result.releasesAll} | ${missing} | ${empty}${empty ? ` (${emptyVersions.slice(0, 6).join(', ')}${empty > 6 ? ', …' : ''})` : ''} |`);
  }
  return lines.join('\n');
}

const status = (ok) => (ok === null ? 'not measured' : ok ? '**met**' : '**gap**');

/** The targets with their figures and met/gap. */
export function targetsTable(speedRows, qualityRows, heldOutRows = [], pushRows = null) {
  const lines = ['| target | figure | status |', '|---|---|---|'];
  const corpora = speedRows.filter((row) => !row.synthetic);
  const ratios = corpora.map((row) => ({ row, value: cliffRatio(row) })).filter(({ value }) => value !== null);
  const slower = ratios.filter(({ value }) => value > TARGETS.cliffRatio);
  const worst = ratios.length ? ratios.reduce((a, b) => (b.value > a.value ? b : a)) : null;
  lines.push(
    `| chronicle at least as fast as git-cliff keep-all on every corpus (CPU, median) | ${ratios.length ? `${ratios.length - slower.length}/${ratios.length} corpora; chronicle ÷ git-cliff keep-all ${fixed2(Math.min(...ratios.map(({ value }) => value)))}–${fixed2(worst.value)} (highest: ${worst.row.label})` : '—'} | ${status(ratios.length ? slower.length === 0 : null)} |`,
  );
  const big = speedRows.find((row) => row.synthetic);
  const chron = usable(big?.chronicle) ? big.chronicle : null;
  const floor = usable(big?.floor) ? big.floor : null;
  const name = big ? big.label : 'the 100k repository';
  const cpuRatio = chron?.cpuSeconds && floor?.cpuSeconds ? chron.cpuSeconds / floor.cpuSeconds : null;
  const wallRatio = chron && floor ? chron.seconds / floor.seconds : null;
  lines.push(`| chronicle within ${TARGETS.floorRatio}× of the floor on ${name}, CPU | ${cpuRatio === null ? '—' : `${ratio(cpuRatio)} (${seconds(chron.cpuSeconds)} s vs ${seconds(floor.cpuSeconds)} s)`} | ${status(cpuRatio === null ? null : cpuRatio <= TARGETS.floorRatio)} |`);
  lines.push(`| … wall time (git and node run side by side) | ${wallRatio === null ? '—' : `${ratio(wallRatio)} (${seconds(chron.seconds)} s vs ${seconds(floor.seconds)} s)`} | ${status(wallRatio === null ? null : wallRatio <= TARGETS.floorRatio)} |`);
  // The floor before issue 29 read line counts as chronicle did; chronicle no longer needs them, so its own floor fell.
  const numstat = usable(big?.floorNumstat) ? big.floorNumstat : null;
  const numstatCpu = chron?.cpuSeconds && numstat?.cpuSeconds ? chron.cpuSeconds / numstat.cpuSeconds : null;
  const numstatWall = chron && numstat ? chron.seconds / numstat.seconds : null;
  lines.push(
    `| … against the \`--numstat\` floor (the floor before issue 29, when chronicle read line counts) | ${numstatCpu === null ? '—' : `${ratio(numstatCpu)} CPU (${seconds(numstat.cpuSeconds)} s), ${ratio(numstatWall)} wall (${seconds(numstat.seconds)} s)`} | ${status(numstatCpu === null ? null : numstatCpu <= TARGETS.floorRatio)} |`,
  );
  const tree = chron && Math.round(chron.treeRssMb) > Math.round(chron.maxRssMb ?? 0) ? ` (node and its git child together: ${mb(chron.treeRssMb)})` : '';
  lines.push(`| chronicle peak memory ≤ ${TARGETS.memoryMb} MB on ${name} | ${chron ? `${mb(chron.maxRssMb)}${tree}` : '—'} | ${status(chron && chron.maxRssMb !== null ? chron.maxRssMb <= TARGETS.memoryMb : null)} |`);

  const means = toolMeans(qualityRows, 'chronicle');
  const all = means && means.corpora === qualityRows.length && qualityRows.length > 0;
  const versus = qualityRows.filter((row) => overSmart(row) !== null);
  const below = versus.filter((row) => !(overSmart(row) > 0));
  lines.push(`| F1 above the smart baseline on every corpus | ${versus.length ? `${versus.length - below.length}/${versus.length} corpora${below.length ? ` (not: ${below.map((row) => `${row.repo} ${fixed2(row.tools.chronicle.f1)} vs ${fixed2(row.tools.smart.f1)}`).join(', ')})` : ''}` : '—'} | ${status(all ? below.length === 0 : null)} |`);
  const { six, others } = splitSix(qualityRows);
  const sixMean = toolMeans(six, 'chronicle');
  const othersMean = toolMeans(others, 'chronicle');
  const gap = sixMean && othersMean ? sixMean.f1 - othersMean.f1 : null;
  lines.push(
    `| mean F1 over the other corpora no more than ${TARGETS.newVersusSixF1} below the original six's | ${gap === null ? '—' : `${fixed2(othersMean.f1)} over ${othersMean.corpora} vs ${fixed2(sixMean.f1)} over ${sixMean.corpora} (${gap > 0 ? `${gap.toFixed(2)} below` : `${(-gap).toFixed(2)} above`})`} | ${status(all && gap !== null ? gap <= TARGETS.newVersusSixF1 : null)} |`,
  );
  lines.push(`| section agreement ≥ ${TARGETS.sectionAgreement} (mean over corpora with Keep a Changelog sections) | ${means ? fixed2(means.sectionAgreement) : '—'} | ${status(all && means.sectionAgreement !== null ? means.sectionAgreement >= TARGETS.sectionAgreement : null)} |`);
  const gaps = qualityRows.map((row) => row.tools.chronicle).filter(usable).map((result) => result.gaps);
  const missing = gaps.reduce((sum, gap) => sum + gap.missing, 0);
  const empty = gaps.reduce((sum, gap) => sum + gap.empty, 0);
  lines.push(`| no maintainers' release missing or empty where they have items | ${gaps.length ? `${missing} missing, ${empty} empty` : '—'} | ${status(all ? missing + empty === 0 : null)} |`);
  const held = toolMeans(heldOutRows, 'chronicle');
  const heldSmart = toolMeans(heldOutRows, 'smart');
  lines.push(`| held-out corpora measured | ${held ? `mean F1 ${fixed2(held.f1)} over ${held.corpora} (smart baseline ${fixed2(heldSmart?.f1)})` : '—'} | ${held ? 'measured' : 'not measured'} |`);
  if (pushRows) lines.push(...pushRows);
  return lines.join('\n');
}

/** The push-entry targets as rows of the targets table (issue 14). */
export function pushTargetRows(results) {
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  const pushes = sum('pushes');
  const onTop = sum('headlineOnTop');
  const multi = sum('multiCommitPushes');
  const multiOnTop = sum('multiCommitHeadlineOnTop');
  const outside = sum('withOutsideWords');
  const unlinked = sum('snippetsWithoutLink');
  const share = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '—');
  return [
    `| push entries: headline on the most significant change in ≥ 95% of pushes | ${share(onTop, pushes)} of ${pushes} (${share(multiOnTop, multi)} of the ${multi} with several commits) | ${status(pushes ? onTop / pushes >= 0.95 : null)} |`,
    `| push entries: 0 re-inflected or invented words | ${outside} entries | ${status(pushes ? outside === 0 : null)} |`,
    `| push entries: 100% of snippets with a link | ${pushes ? share(pushes - unlinked, pushes) : '—'} | ${status(pushes ? unlinked === 0 : null)} |`,
  ];
}

// Figures and tables of `npm run bench:analysis`.
import { benchMarkers } from '../bench-block.mjs';
import { duration, summary } from '../bench-webhooks/report.mjs';

export const { start: BLOCK_START, end: BLOCK_END } = benchMarkers('analysis');

/** The issue's target: p95 ≤ 50 ms for every route measured while an analysis runs. */
export const TARGET = { p95Ms: 50 };

const ms = (value) => (value === null || value === undefined ? '–' : value >= 1000 ? duration(value) : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);

/**
 * Per window and route: the samples sent in it (warm-up already left out), their latency
 * summary and failures. `windows` are `{ name, label, during, from, to }` (ms since the epoch).
 */
export function latencyRows(samples, windows, routeOrder) {
  const rows = [];
  for (const window of windows) {
    const inWindow = samples.filter((sample) => sample.sentAt >= window.from && sample.sentAt < window.to);
    for (const route of routeOrder) {
      const mine = inWindow.filter((sample) => sample.route === route);
      if (!mine.length) continue;
      const answered = mine.filter((sample) => sample.ok);
      rows.push({ window, route, ...summary(answered.map((sample) => sample.ms)), failed: mine.length - answered.length, sent: mine.length, seconds: (window.to - window.from) / 1000 });
    }
  }
  return rows;
}

export function latencyTable(rows) {
  const lines = ['| Window (machine load average at its start; Chronicle main-thread CPU share) | Route | Requests | p50 | p95 | p99 | max | Failed |', '|---|---|---:|---:|---:|---:|---:|---:|'];
  for (const row of rows) {
    const flag = row.window.during && row.p95 !== null && row.p95 > TARGET.p95Ms ? ' ✗' : '';
    const share = row.window.mainCpu === null ? '' : `; ${Math.round((100 * row.window.mainCpu) / row.seconds)} %`;
    lines.push(`| ${row.window.label} (${row.window.loadAverage.toFixed(1)}${share}) | \`${row.route}\` | ${row.sent} | ${ms(row.p50)} | **${ms(row.p95)}**${flag} | ${ms(row.p99)} | ${ms(row.max)} | ${row.failed} |`);
  }
  return lines.join('\n');
}

/** Per analysis phase (as the status route showed it while the request was sent): all routes together. */
export function phaseRows(samples, analysis) {
  const rows = [];
  for (let index = 0; index < analysis.phases.length; index++) {
    const phase = analysis.phases[index];
    const to = analysis.phases[index + 1]?.at ?? analysis.windowTo;
    const mine = samples.filter((sample) => sample.sentAt >= Math.max(phase.at, analysis.windowFrom) && sample.sentAt < to && sample.ok);
    rows.push({ phase: phase.phase, seconds: (to - phase.at) / 1000, ...summary(mine.map((sample) => sample.ms)) });
  }
  return rows;
}

export function analysisTable(analyses) {
  const lines = [
    '| Analysis | Duration | Phases seen (s each, as polled) | Commits read | Entries | Documents | p95 by phase, all routes | Chronicle CPU: main thread / all threads / git | Load average (1 min), start → end | Peak RSS so far |',
    '|---|---:|---|---:|---:|---|---|---|---|---:|',
  ];
  for (const analysis of analyses) {
    const phases = analysis.phaseRows.map((row) => `${row.phase} ${row.seconds.toFixed(1)}`).join(' → ');
    const byPhase = analysis.phaseRows.filter((row) => row.n > 0).map((row) => `${row.phase} ${ms(row.p95)} (max ${ms(row.max)})`).join('; ');
    const seconds = analysis.durationMs / 1000;
    const cpu = analysis.cpu
      ? `${analysis.cpu.main.toFixed(1)} s (${(analysis.cpu.main / seconds).toFixed(2)} core) / ${analysis.cpu.process.toFixed(1)} s / ${analysis.cpu.children.toFixed(1)} s`
      : '–';
    lines.push(
      `| ${analysis.label} | ${duration(analysis.durationMs)} | ${phases} | ${analysis.commitsRead} | ${analysis.entries} | ${analysis.documents} | ${byPhase} | ${cpu} | ${analysis.loadAverage.map((value) => value.toFixed(1)).join(' → ')} | ${analysis.peakRssMb === null ? '–' : `${Math.round(analysis.peakRssMb)} MB`} |`,
    );
  }
  return lines.join('\n');
}

/** The rows measured during an analysis whose p95 is over the target. */
export function missedTargets(rows) {
  return rows.filter((row) => row.window.during && (row.p95 === null || row.p95 > TARGET.p95Ms || row.failed > 0));
}

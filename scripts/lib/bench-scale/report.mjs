// The tables of `npm run bench:scale` and the aims it checks, as the block of docs/benchmarks/scale.md.
import { duration, percentile } from '../bench-webhooks/report.mjs';

/** The aims (issue 28): GET p95s during the analyses, and the backlog throughput from 1 to 2 workers. */
export const AIM = { p95Ms: 50, linearShare: 0.8 };

const HEALTH = 'GET /api/health';
const DOCUMENT = 'GET /api/docs/{slug}/readme';

const p95Of = (round, route) => percentile(round.samples.filter((sample) => sample.route === route && sample.ok).map((sample) => sample.ms), 95);
const failedOf = (round) => round.samples.filter((sample) => !sample.ok).length;
const lostOf = (round) => round.pushes.counts.lost + round.drain.counts.lost;
const duplicatesOf = (round) => round.pushes.counts.duplicates + round.pushes.counts.unmatchedEntries + round.drain.counts.duplicates + round.drain.counts.unmatchedEntries;
const perSecond = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(1)}/s`);

/** Whether each aim was met, and what failed outright (lost or duplicate entries, failed analyses). */
export function verdicts(rounds) {
  const slow = rounds.flatMap((round) =>
    [HEALTH, DOCUMENT]
      .map((route) => ({ route, p95: p95Of(round, route) }))
      .filter(({ p95 }) => p95 === null || p95 > AIM.p95Ms)
      .map(({ route, p95 }) => `${round.workers} worker(s): \`${route}\` p95 ${p95 === null ? 'not measured' : duration(p95)}`),
  );
  const one = rounds.find((round) => round.workers === 1);
  const two = rounds.find((round) => round.workers === 2);
  const linear = one && two ? two.drain.rate / (2 * one.drain.rate) : null;
  const failures = rounds.flatMap((round) => [
    ...(lostOf(round) || duplicatesOf(round) ? [`${round.workers} worker(s): ${lostOf(round)} lost, ${duplicatesOf(round)} duplicate`] : []),
    ...round.analyses.filter((analysis) => analysis.status !== 'success').map((analysis) => `${round.workers} worker(s): an analysis ended ${analysis.status}${analysis.error ? ` (${analysis.error})` : ''}`),
  ]);
  return { slow, linear, failures };
}

function roundsTable(rounds) {
  const one = rounds.find((round) => round.workers === 1);
  const rows = rounds.map((round) => {
    const scale = one ? ` (×${(round.drain.rate / one.drain.rate).toFixed(2)})` : '';
    const analyses = round.analyses.map((analysis) => (analysis.status === 'success' ? duration(analysis.totalMs) : analysis.status)).join(', ');
    const runs = round.analyses.map((analysis) => duration(analysis.runMs)).join(', ');
    const latency = round.pushes.latency;
    const health = p95Of(round, HEALTH);
    const document = p95Of(round, DOCUMENT);
    const mark = (value) => (value === null ? '—' : `${duration(value)}${value > AIM.p95Ms ? ' ✗' : ''}`);
    return [
      round.workers,
      `${perSecond(round.drain.rate)}${scale}: ${round.drain.counts.entriesMade} in ${duration(round.drain.ms)}`,
      `${perSecond(round.pushes.rates.sent)} / ${perSecond(round.pushes.rates.stored)}`,
      `${duration(latency.p50)} / ${duration(latency.p95)} / ${duration(latency.p99)}`,
      `**${lostOf(round)} / ${duplicatesOf(round)}**`,
      `${analyses} (running: ${runs})`,
      `**${mark(health)}**`,
      `**${mark(document)}**${failedOf(round) ? `; ${failedOf(round)} failed` : ''}`,
      `${round.coresBusy === null ? '—' : round.coresBusy.toFixed(2)}; ${round.loadAverage.map((value) => value.toFixed(1)).join(' → ')}`,
    ];
  });
  const header = [
    'Workers',
    'Backlog: entries per second (× 1 worker\'s)',
    'During the analyses: pushes sent / entries stored per second',
    'Push → entry p50 / p95 / p99',
    'Lost / duplicate entries',
    'Analyses, POST to done (running)',
    `\`${HEALTH}\` p95`,
    `\`${DOCUMENT}\` p95`,
    'Cores in use (whole machine); load average',
  ];
  return [`| ${header.join(' | ')} |`, `|${header.map((_, index) => (index === 0 ? '---:' : '---')).join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function processesTable(rounds) {
  const rows = rounds.flatMap((round) => [
    ...round.processes.map((process) => [round.workers, process.name, process.cpuSeconds === null ? '—' : `${process.cpuSeconds.toFixed(1)} s (${((process.cpuSeconds * 1000) / round.windowMs).toFixed(2)} cores)`, process.peakRssMb === null ? '—' : `${Math.round(process.peakRssMb)} MB`]),
    [round.workers, 'GitHub emulator (and its git)', `${round.emulatorCpuSeconds.toFixed(1)} s (${((round.emulatorCpuSeconds * 1000) / round.windowMs).toFixed(2)} cores)`, round.emulatorPeakRssMb === null ? '—' : `${Math.round(round.emulatorPeakRssMb)} MB`],
  ]);
  return ['| Workers | Process | CPU during the analyses (share of a core) | Peak RSS (VmHWM, whole life) |', '|---:|---|---:|---:|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** The cores the measured processes used during the analyses, per worker count ("1 worker: 0.4, 2 workers: 0.5"). */
function ownCores(rounds) {
  return rounds
    .map((round) => {
      const seconds = round.processes.reduce((sum, process) => sum + (process.cpuSeconds ?? 0), 0) + round.emulatorCpuSeconds;
      return `${((seconds * 1000) / round.windowMs).toFixed(2)} with ${round.workers} worker${round.workers === 1 ? '' : 's'}`;
    })
    .join(', ');
}

/** The page's block: what was run, the verdict, and the two tables. */
export function scaleBlock({ rounds, settings, machine, repository }) {
  const { slow, linear, failures } = verdicts(rounds);
  const two = rounds.find((round) => round.workers === 2);
  const busiest = Math.max(...rounds.map((round) => round.coresBusy ?? 0));
  const aims = [
    slow.length ? `**GET p95 ≤ ${AIM.p95Ms} ms missed**: ${slow.join('; ')}.` : `**GET p95 ≤ ${AIM.p95Ms} ms met** for both routes with every worker count.`,
    linear === null
      ? 'Throughput from 1 to 2 workers not measured (run with --workers including 1 and 2).'
      : `**Throughput from 1 to 2 workers: ${Math.round(linear * 100)} % of linear** (${perSecond(rounds.find((round) => round.workers === 1).drain.rate)} → ${perSecond(two.drain.rate)}; aim ≥ ${AIM.linearShare * 100} %) — ${linear >= AIM.linearShare ? 'met' : 'missed'}.`,
    failures.length ? `**Failures**: ${failures.join('; ')}.` : '**0 lost and 0 duplicate entries** with every worker count; every analysis succeeded.',
    busiest >= machine.cores * 0.85
      ? `The machine's ${machine.cores} cores were the limit: up to ${busiest.toFixed(2)} of them were busy during the analyses (the last column), of which the benchmark's own processes (Chronicle's and the emulator) used ${ownCores(rounds)} — the rest was other work on the machine; more workers share the same cores rather than add any.`
      : '',
  ].filter(Boolean);
  return [
    `_\`npm run bench:scale\`, ${machine.date}: ${machine.cores} CPU cores, Node ${machine.node}, PostgreSQL ${machine.postgres}, Redis ${machine.redis}; load average at the end ${machine.loadAverageEnd.map((value) => value.toFixed(2)).join(', ')} (on ${machine.cores} cores anything above ${machine.cores} means processes waiting for a core: the machine was shared with other work). The run took ${machine.minutes.toFixed(1)} min._`,
    `One \`api\` process and N \`worker\` processes of the built Chronicle (\`apps/api/dist/main.js\`, \`CHRONICLE_ROLE\`, built-in engine), fresh for each N, on one PostgreSQL and one Redis; the GitHub emulator holds ${settings.repos} users' repositories, each connected by its user. ` +
      `**Backlog**: ${settings.backlog} pushes go out while no worker runs (the api accepts them into the inbox and the queue); then the workers start, and entries per second runs from all of them being ready to the last entry stored — what the workers can do at full load. Each entry asks for its repository's documents; those runs are dropped unmeasured once the backlog is drained, so the analyses start on free workers (and so are the runs still waiting when a worker count ends). ` +
      `**During the analyses**: ${settings.analyses} projects of bench:analysis' repository (${repository.files.toLocaleString('en-US')} source files, ${repository.sourceFiles.toLocaleString('en-US')} files in all, ${repository.commits} commits on top; each N its own copies, so every analysis has the same work) are added at once, while pushes go out open loop at ${settings.rate} a second for ${settings.seconds} s round-robin over the repositories (bench:webhooks' generator and driver) and \`${HEALTH}\` and a public document of a small project analysed beforehand are each requested ${settings.loadRate} times a second, open loop, timed from just before sending to the last byte, from the first POST to the poll that sees the last analysis end. ` +
      'Push → entry runs from just before the push call to the entry\'s stored time (its delivery\'s `processed_at`); lost and duplicate entries are counted from the database, every push matched by its delivery id and commit SHAs. An analysis\'s time runs from its job row\'s creation to its end (it waits while the worker\'s one job slot is busy, with another analysis or a documentation run the pushes asked for); "running" is from its start. ' +
      `Aims (issue 28): \`${HEALTH}\` and a public document p95 ≤ ${AIM.p95Ms} ms throughout, throughput within ${AIM.linearShare * 100} % of linear from 1 to 2 workers.`,
    aims.join(' '),
    roundsTable(rounds),
    processesTable(rounds),
  ].join('\n\n');
}

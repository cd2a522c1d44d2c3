// What `npm run bench:scale` reads while it runs: Chronicle's database (the inbox, the entries and
// the jobs, straight from PostgreSQL), the CPU time of its processes and of the whole machine
// (/proc), and how long to wait for something to happen.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { cpuSeconds, peakRssMb } from '../bench-webhooks/processes.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection to Chronicle's PostgreSQL database for the run's questions; `end()` closes it. */
export async function openDatabase(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    /** How many of these deliveries have been dealt with (an entry made, ignored or failed for good). */
    async deliveriesDone(ids) {
      const { rows } = await client.query("SELECT count(*)::int AS done FROM webhook_deliveries WHERE delivery_id = ANY($1) AND status IN ('processed', 'ignored', 'failed')", [ids]);
      return rows[0].done;
    },
    /**
     * Marks the documentation runs not finished yet as failed (with the reason), once no worker runs:
     * between measurements, so work one asked for is not done in the next. Answers how many.
     */
    async dropWaitingDocumentRuns() {
      const { rowCount } = await client.query(
        "UPDATE repository_jobs SET status = 'error', error_message = 'Dropped by bench:scale between measurements.', finished_at = now() WHERE kind = 'documents' AND status IN ('queued', 'running')",
      );
      return rowCount;
    },
    /** The jobs' rows, times in ms since the epoch. */
    async jobs(ids) {
      const ms = (column) => `(extract(epoch from ${column}) * 1000)::float8`;
      const { rows } = await client.query(
        `SELECT id, status, error_message, ${ms('created_at')} AS created_ms, ${ms('started_at')} AS started_ms, ${ms('finished_at')} AS finished_ms, result FROM repository_jobs WHERE id = ANY($1)`,
        [ids],
      );
      return rows;
    },
    end: () => client.end(),
  };
}

/** Polls `check` every 250 ms until it is truthy or `timeoutMs` passed; resolves with its last answer. */
export async function waitUntil(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() >= deadline) return value;
    await sleep(250);
  }
}

/** Busy and total CPU ticks of the whole machine so far (/proc/stat), to say how much of its cores were in use. */
export function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal
  const idle = fields[3] + fields[4];
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** The share of the machine's cores in use between two `machineTicks()` readings, in cores. */
export function coresBusy(before, after, cores) {
  const total = after.total - before.total;
  return total > 0 ? ((after.busy - before.busy) / total) * cores : null;
}

/**
 * CPU seconds so far of each named process (with the children it waited for: git), and its peak
 * resident memory; null where /proc cannot tell.
 * @param {{ name: string, pid: number }[]} processes
 */
export function processFigures(processes) {
  return new Map(processes.map(({ name, pid }) => [name, { cpu: cpuSeconds(pid), peakRssMb: peakRssMb(pid) }]));
}

// Runs snapshot-child.mjs under GNU time (scripts/lib/bench/measure.mjs): a cold run into a fresh
// cache folder, then a second run on the same commit with that folder. Whether the second run
// reused the cache is read from the folder itself: the cold run left the commit's snapshot there
// and the second wrote no file.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from '../bench/measure.mjs';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'snapshot-child.mjs');

/**
 * @typedef {{ seconds: number, cpuSeconds: number | null, peakRssMb: number | null, treeRssMb: number }} SnapshotRun
 * @typedef {{ cold: SnapshotRun, warm: SnapshotRun | null, cacheReused: boolean | null, facts: any }} SnapshotRuns
 */

/**
 * @param {{ repoDir: string, workDir: string, name: string, gnuTime: boolean, warm?: boolean }} options
 * @returns {Promise<SnapshotRuns>}
 */
export async function runSnapshots({ repoDir, workDir, name, gnuTime, warm = true }) {
  const cacheDir = path.join(workDir, 'cache', name);
  const scratchDir = path.join(workDir, 'scratch');
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(scratchDir, { recursive: true });
  const outFile = path.join(workDir, 'out', `${name}.json`);
  mkdirSync(path.dirname(outFile), { recursive: true });
  const once = async (file) => {
    rmSync(file, { force: true });
    const run = await measure(process.execPath, [CHILD, repoDir, cacheDir, file], { gnuTime, scratchDir });
    if (run.code !== 0 || !existsSync(file)) throw new Error(`the snapshot failed (exit code ${run.code}): ${run.stderr.trim().split('\n').slice(-6).join(' / ')}`);
    const facts = JSON.parse(readFileSync(file, 'utf8'));
    return { run: { seconds: run.seconds, cpuSeconds: facts.cpuSeconds, peakRssMb: run.maxRssMb, treeRssMb: run.treeRssMb }, facts };
  };
  const cold = await once(outFile);
  if (!warm) return { cold: cold.run, warm: null, cacheReused: null, facts: cold.facts };
  const before = Date.now();
  const snapshotKept = listFiles(cacheDir).some((file) => file.includes(`${path.sep}snapshots${path.sep}`) && file.includes(cold.facts.commit));
  const second = await once(path.join(workDir, 'out', `${name}.second.json`));
  const written = listFiles(cacheDir).filter((file) => statSync(file).mtimeMs >= before);
  return { cold: cold.run, warm: second.run, cacheReused: snapshotKept && written.length === 0, facts: cold.facts };
}

function listFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out;
}

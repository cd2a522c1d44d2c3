// The one place the bench runs Chronicle: `node apps/cli/bin/chronicle.js docs <repo> --out <dir>`,
// timed with GNU time (wall seconds and peak resident set, `%e %M`) by scripts/lib/bench/measure.mjs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gitEnv } from '../bench/git.mjs';
import { measure } from '../bench/measure.mjs';

/** The CLI's entry point in a checkout. */
export function chronicleBin(root) {
  return path.join(root, 'apps', 'cli', 'bin', 'chronicle.js');
}

/**
 * Runs `chronicle docs` once on a repository.
 * @param {{ root: string, bin: string, repoDir: string, outDir: string, gnuTime: boolean, scratchDir: string, env?: Record<string, string> }} options
 *   `env` adds to the bench's environment (a cache folder of its own, for instance)
 * @returns {Promise<{ seconds: number, maxRssMb: number | null, treeRssMb: number, code: number, stderr: string }>}
 */
export async function runChronicleDocs({ root, bin, repoDir, outDir, gnuTime, scratchDir, env = {} }) {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: build the CLI first (npx nx run-many -t build)`);
  return measure(process.execPath, [bin, 'docs', repoDir, '--out', outDir], { cwd: root, gnuTime, scratchDir, env: { ...gitEnv(), ...env } });
}

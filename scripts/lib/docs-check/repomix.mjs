// The anchor for reading and parsing speed: repomix's `--compress` pack of the same clone (npm
// `repomix`, pinned in the root package.json; its tree-sitter pass keeps the code's structure),
// timed like chronicle with GNU time. Its entry point runs under this Node directly rather than
// through `npx`, so npm's own start-up is not in the figure. Default settings otherwise: its
// security check and token count run, as they do for a user.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { measure } from '../bench/measure.mjs';

/** The repomix CLI of the workspace's node_modules, and its version; null when it is not installed. */
export function repomixBin(root) {
  // Read from node_modules directly: repomix's `exports` do not expose its package.json.
  const manifest = path.join(root, 'node_modules', 'repomix', 'package.json');
  if (!existsSync(manifest)) return null;
  const json = JSON.parse(readFileSync(manifest, 'utf8'));
  const bin = path.join(path.dirname(manifest), typeof json.bin === 'string' ? json.bin : json.bin.repomix);
  return existsSync(bin) ? { bin, version: json.version } : null;
}

/**
 * `repomix --compress --quiet -o <scratch file> <repoDir>`, run from the scratch folder so no
 * repomix.config.json of the repository or of Chronicle is picked up.
 * @param {{ bin: string, repoDir: string, scratchDir: string, name: string }} options
 */
export async function runRepomix({ bin, repoDir, scratchDir, name }) {
  const output = path.join(scratchDir, `${name}.repomix.xml`);
  rmSync(output, { force: true });
  const run = await measure(process.execPath, [bin, '--compress', '--quiet', '-o', output, repoDir], { cwd: scratchDir, gnuTime: true, scratchDir });
  if (run.code !== 0) throw new Error(`repomix exited with ${run.code}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  const bytes = existsSync(output) ? statSync(output).size : 0;
  rmSync(output, { force: true });
  return { seconds: run.seconds, maxRssMb: run.maxRssMb, treeRssMb: run.treeRssMb, bytes };
}

// The README blocks the benchmarks write: the text between `<!-- bench:<name>:start -->` and
// `<!-- bench:<name>:end -->`, replaced whole on each run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The two markers of a benchmark's block. */
export function readmeMarkers(name) {
  return { start: `<!-- bench:${name}:start -->`, end: `<!-- bench:${name}:end -->` };
}

/**
 * Replaces the text between a benchmark's markers. Returns false (and leaves the file alone) when they are missing.
 * @param {string} file
 * @param {string} name  e.g. 'history'
 * @param {string} block
 */
export function writeReadmeBlock(file, name, block) {
  if (!existsSync(file)) return false;
  const { start: startMarker, end: endMarker } = readmeMarkers(name);
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  if (start < 0 || end < start) return false;
  writeFileSync(file, `${text.slice(0, start + startMarker.length)}\n${block.trim()}\n${text.slice(end)}`);
  return true;
}

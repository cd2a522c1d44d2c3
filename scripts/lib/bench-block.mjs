// The blocks the benchmarks write into their pages under docs/benchmarks/: the text between
// `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->`, replaced whole on each run.
// The README links each page with one headline figure; the figures themselves live on the pages.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

/**
 * Each benchmark's page (relative to the repository's root) and the blocks it writes there, keyed by
 * the name after `bench:` in `npm run bench:<name>`. One table, so a bench and its check agree on
 * where its figures go (`node scripts/check-bench-pages.mjs`).
 */
export const BENCH_PAGES = {
  analysis: { page: 'docs/benchmarks/analysis.md', blocks: ['analysis'] },
  'code-model': { page: 'docs/benchmarks/code-model.md', blocks: ['code-model'] },
  docs: { page: 'docs/benchmarks/docs.md', blocks: ['docs'] },
  history: { page: 'docs/benchmarks/history.md', blocks: ['history'] },
  mcp: { page: 'docs/benchmarks/mcp.md', blocks: ['mcp-abuse', 'mcp-questions'] },
  reader: { page: 'docs/benchmarks/reader.md', blocks: ['reader'] },
  scale: { page: 'docs/benchmarks/scale.md', blocks: ['scale'] },
  start: { page: 'docs/benchmarks/start.md', blocks: ['start'] },
  web: { page: 'docs/benchmarks/web.md', blocks: ['web'] },
  webhooks: { page: 'docs/benchmarks/webhooks.md', blocks: ['webhooks'] },
};

/**
 * The absolute path of a benchmark's page.
 * @param {keyof typeof BENCH_PAGES} bench  e.g. 'history'
 */
export function benchPage(bench) {
  const entry = BENCH_PAGES[bench];
  if (!entry) throw new Error(`No page is listed for bench:${bench} in scripts/lib/bench-block.mjs.`);
  return path.join(ROOT, entry.page);
}

/** The two markers of a benchmark's block. */
export function benchMarkers(name) {
  return { start: `<!-- bench:${name}:start -->`, end: `<!-- bench:${name}:end -->` };
}

/**
 * Replaces the text between a benchmark's markers. Returns false (and leaves the file alone) when
 * the file or its markers are missing.
 * @param {string} file  the page, usually `benchPage(bench)`
 * @param {string} name  the block, e.g. 'history'
 * @param {string} block
 */
export function writeBenchBlock(file, name, block) {
  if (!existsSync(file)) return false;
  const { start: startMarker, end: endMarker } = benchMarkers(name);
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  if (start < 0 || end < start) return false;
  writeFileSync(file, `${text.slice(0, start + startMarker.length)}\n${block.trim()}\n${text.slice(end)}`);
  return true;
}

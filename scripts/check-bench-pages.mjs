#!/usr/bin/env node
// `node scripts/check-bench-pages.mjs`: every benchmark has a page under docs/benchmarks/ that its
// script writes to and the README links. Checks, for each scripts/bench-<name>.mjs:
//   - scripts/lib/bench-block.mjs lists a page for it (BENCH_PAGES);
//   - the page exists and holds each of its blocks' markers once, start before end;
//   - the script names its own page (`benchPage('<name>')`), so it cannot write another's;
//   - README.md links the page.
// Prints one line per problem and exits 1 when there is any; reads only, never runs a bench.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_PAGES, benchMarkers, benchPage } from './lib/bench-block.mjs';
import { ROOT } from './lib/run.mjs';

/** The bench names, from the scripts' file names (`bench-history.mjs` → `history`). */
function benchScripts() {
  return readdirSync(path.join(ROOT, 'scripts'))
    .map((file) => /^bench-(.+)\.mjs$/.exec(file)?.[1])
    .filter(Boolean)
    .sort();
}

/** What is wrong with one marker pair in a page's text; null when it is there once, in order. */
function markerProblem(text, block) {
  const { start, end } = benchMarkers(block);
  const starts = text.split(start).length - 1;
  const ends = text.split(end).length - 1;
  if (starts !== 1 || ends !== 1) return `${start} found ${starts} times and ${end} ${ends} times (once each expected)`;
  if (text.indexOf(end) < text.indexOf(start)) return `${end} comes before ${start}`;
  return null;
}

/** The problems of one bench: its table entry, its page and markers, its script's target, the README's link. */
function benchProblems(name, readme) {
  const entry = BENCH_PAGES[name];
  if (!entry) return [`scripts/bench-${name}.mjs has no page in BENCH_PAGES (scripts/lib/bench-block.mjs)`];
  const problems = [];
  const page = benchPage(name);
  if (!existsSync(page)) problems.push(`${entry.page} does not exist (bench:${name} writes its figures there)`);
  else {
    const text = readFileSync(page, 'utf8');
    for (const block of entry.blocks) {
      const problem = markerProblem(text, block);
      if (problem) problems.push(`${entry.page}: ${problem}`);
    }
  }
  const script = readFileSync(path.join(ROOT, 'scripts', `bench-${name}.mjs`), 'utf8');
  if (!script.includes(`benchPage('${name}')`)) problems.push(`scripts/bench-${name}.mjs does not write to its page: benchPage('${name}') is not called`);
  if (!readme.includes(`(${entry.page})`)) problems.push(`README.md does not link ${entry.page}`);
  return problems;
}

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const benches = benchScripts();
const stale = Object.keys(BENCH_PAGES).filter((name) => !benches.includes(name));
const problems = [
  ...benches.flatMap((name) => benchProblems(name, readme).map((problem) => `bench:${name}: ${problem}`)),
  ...stale.map((name) => `BENCH_PAGES lists bench:${name}, but scripts/bench-${name}.mjs does not exist`),
];
for (const problem of problems) console.error(problem);
if (problems.length) process.exit(1);
console.log(`${benches.length} benchmarks, each writing its page under docs/benchmarks/, linked from README.md: ${benches.join(', ')}.`);

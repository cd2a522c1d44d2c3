import type { Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText, code, heading, number, plural, table, text } from '../../markdown/markdown.js';
import { codeFiles, lengthOf, parsedCodeFiles, placedFunctions, TOP, type PlacedFunction } from './code-facts.js';
import { functionName, location } from './locations.js';

// The rankings: the most complex and the longest functions, the largest files, and the hot spots
// where complex code changes often. Test files are left out of all of them (the intro says so).

const BRANCHES =
  'Branches are decision points: if and else-if, loops, case arms, catch clauses, the && and || operators and conditional expressions (the cyclomatic complexity less one). Each function counts its own; a function nested inside another counts for itself.';

function functionRows(functions: PlacedFunction[]): string[][] {
  return functions.map((fn) => [functionName(fn.file, fn.name), location(fn.file, fn.line), number(fn.branches), number(lengthOf(fn))]);
}

/** How a ranking opens: every entry when all fit, else the top ones and out of how many. */
function rankingIntro(shown: number, total: number, all: string, top: string): string {
  return shown === total ? all : top;
}

function byPlace(a: PlacedFunction, b: PlacedFunction): number {
  return byText(a.file.path, b.file.path) || a.line - b.line || byText(a.name, b.name);
}

/** `## Most complex functions`: the functions with the most branches. */
export function complexSection(snapshot: Snapshot): string[] {
  const functions = placedFunctions(parsedCodeFiles(snapshot)).filter((fn) => fn.branches > 0);
  const blocks = [heading(2, 'Most complex functions')];
  if (functions.length === 0) return [...blocks, 'No function outside the tests has a branch: every one runs straight through.'];
  const top = functions.sort((a, b) => b.branches - a.branches || lengthOf(b) - lengthOf(a) || byPlace(a, b)).slice(0, TOP);
  const opening = rankingIntro(top.length, functions.length, `The ${plural(functions.length, 'function')} with a branch, most branches first.`, `The ${plural(top.length, 'function')} with the most branches, of ${number(functions.length)} with any.`);
  blocks.push(`${opening} ${BRANCHES} Many branches make a function slow to read and test more often than slow to run, but they are where a costly path hides.`);
  blocks.push(table(['Function', 'Location', 'Branches', 'Lines'], functionRows(top), ['left', 'left', 'right', 'right']));
  return blocks;
}

/** `## Largest functions`: the longest functions, in lines. */
export function largestFunctionsSection(snapshot: Snapshot): string[] {
  const functions = placedFunctions(parsedCodeFiles(snapshot));
  const blocks = [heading(2, 'Largest functions')];
  if (functions.length === 0) return [...blocks, 'The parsed source files outside the tests define no function with a body.'];
  const top = functions.sort((a, b) => lengthOf(b) - lengthOf(a) || b.branches - a.branches || byPlace(a, b)).slice(0, TOP);
  const opening = rankingIntro(top.length, functions.length, `The ${plural(functions.length, 'function')}, longest first.`, `The ${plural(top.length, 'longest function')}, of ${number(functions.length)}.`);
  blocks.push(`${opening} Lines run from the first line of the declaration to the last.`);
  blocks.push(table(['Function', 'Location', 'Branches', 'Lines'], functionRows(top), ['left', 'left', 'right', 'right']));
  return blocks;
}

/** `## Largest files`: the source files with the most lines. */
export function largestFilesSection(snapshot: Snapshot): string[] {
  const files = codeFiles(snapshot);
  const top = [...files].sort((a, b) => b.lines - a.lines || b.tokens - a.tokens || byText(a.path, b.path)).slice(0, TOP);
  return [
    heading(2, 'Largest files'),
    `${rankingIntro(top.length, files.length, `The ${plural(files.length, 'source file')}, most lines first.`, `The ${plural(top.length, 'source file')} with the most lines, of ${number(files.length)}.`)} Tokens are o200k tokens, what a language model reads. A large file is slow to load into an editor, a review or a model's context before it is slow to run.`,
    table(['File', 'Language', 'Lines', 'Tokens'], top.map((file) => [code(file.path), text(file.language ?? 'unknown'), number(file.lines), number(file.tokens)]), ['left', 'left', 'right', 'right']),
  ];
}

type HotSpot = { file: SourceFile; branches: number; score: number };

/** Whether per-file history was read for the source files outside tests. */
export function hasFileHistory(snapshot: Snapshot): boolean {
  return snapshot.history.commits > 0 && parsedCodeFiles(snapshot).some((file) => file.history.lastCommit !== null);
}

function hotSpots(snapshot: Snapshot): HotSpot[] {
  return parsedCodeFiles(snapshot)
    .map((file) => {
      const branches = file.code.functions.reduce((sum, fn) => sum + fn.branches, 0);
      return { file, branches, score: branches * file.history.commits };
    })
    .filter((spot) => spot.score > 0)
    .sort((a, b) => b.score - a.score || byText(a.file.path, b.file.path));
}

/** `## Hot spots`: complexity × churn, per file. */
export function hotSpotsSection(snapshot: Snapshot): string[] {
  const spots = hotSpots(snapshot);
  const blocks = [heading(2, 'Hot spots')];
  if (spots.length === 0) return [...blocks, 'No parsed source file outside the tests has both a branch and a commit, so there is no hot spot to rank.'];
  const top = spots.slice(0, TOP);
  blocks.push(
    `A hot spot is complex code that changes often: a file's complexity (the branches of all its functions) times the commits that touched it, from the history up to this commit (a file's history starts at its current path). Code that changes often is where a slow path is most likely to appear and where a careful look pays most. The ${plural(top.length, 'file')} with the highest score:`,
  );
  blocks.push(table(['File', 'Branches', 'Commits', 'Score'], top.map((spot) => [code(spot.file.path), number(spot.branches), number(spot.file.history.commits), number(spot.score)]), ['left', 'right', 'right', 'right']));
  return blocks;
}

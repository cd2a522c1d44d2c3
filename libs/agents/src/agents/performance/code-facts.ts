import type { FunctionMetrics, LoopHint, Snapshot, SourceFile } from '@chronicle/snapshot';
import { byText } from '../../markdown/markdown.js';
import { isSourceFile } from '../code-index/source-files.js';

// What the report ranks and lists: source files outside the tests (a test's loops and helpers are
// not the product's cost), and the functions and hints of those that parsed.

/** How many entries each ranking shows. */
export const TOP = 10;

/** A function with the file that declares it. */
export type PlacedFunction = FunctionMetrics & { file: SourceFile };

/** A loop hint with the file it was found in. */
export type PlacedHint = LoopHint & { file: SourceFile };

/** Source files that are not tests, by path. */
export function codeFiles(snapshot: Snapshot): SourceFile[] {
  return snapshot.files.filter((file) => isSourceFile(file) && file.role === 'source');
}

/** The parsed source files outside tests: the ones with function metrics and hints. */
export function parsedCodeFiles(snapshot: Snapshot): SourceFile[] {
  return codeFiles(snapshot).filter((file) => file.parsed);
}

export function testFiles(snapshot: Snapshot): SourceFile[] {
  return snapshot.files.filter((file) => isSourceFile(file) && file.test);
}

export function placedFunctions(files: readonly SourceFile[]): PlacedFunction[] {
  return files.flatMap((file) => file.code.functions.map((fn) => ({ ...fn, file })));
}

/** The hints of these files, by path, line, kind and call. */
export function placedHints(files: readonly SourceFile[]): PlacedHint[] {
  return files
    .flatMap((file) => file.code.hints.map((hint) => ({ ...hint, file })))
    .sort((a, b) => byText(a.file.path, b.file.path) || a.line - b.line || byText(a.kind, b.kind) || byText(a.call ?? '', b.call ?? ''));
}

/** A function's length in lines. */
export function lengthOf(fn: FunctionMetrics): number {
  return fn.endLine - fn.line + 1;
}

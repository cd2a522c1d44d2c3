import type { Snapshot } from '@chronicle/snapshot';
import { code, heading, plural, table } from '../../markdown/markdown.js';
import { environmentVariables, type EnvironmentVariable, type VariableRead } from '../../facts/environment.js';

/** How many files a row names before it counts the rest. */
const FILES_PER_ROW = 3;
/** How many lines of one file a row names. */
const LINES_PER_FILE = 5;

function readsCell(variable: EnvironmentVariable): string {
  if (variable.reads.length === 0) return 'no literal read found in the code';
  const byFile = new Map<string, VariableRead[]>();
  for (const read of variable.reads) byFile.set(read.path, [...(byFile.get(read.path) ?? []), read]);
  const files = [...byFile.entries()];
  const shown = files.slice(0, FILES_PER_ROW).map(([path, reads]) => `${code(path)} (${linesPhrase(reads)})`);
  const more = files.length > FILES_PER_ROW ? ` and ${plural(files.length - FILES_PER_ROW, 'more file')}` : '';
  return `${shown.join(', ')}${more}${onlyNote(variable)}`;
}

/** `line 4`, `lines 4, 9`, `lines 1, 2, 3, 4, 5 and 7 more`. */
function linesPhrase(reads: VariableRead[]): string {
  const lines = [...new Set(reads.map((read) => read.line))];
  const shown = lines.slice(0, LINES_PER_FILE).join(', ');
  return `${lines.length === 1 ? 'line' : 'lines'} ${shown}${lines.length > LINES_PER_FILE ? ` and ${lines.length - LINES_PER_FILE} more` : ''}`;
}

/** ` — tests only`, ` — documentation only`, ` — tests and documentation only` when no code outside them reads it. */
function onlyNote(variable: EnvironmentVariable): string {
  const kinds = new Set(variable.reads.map((read) => read.kind));
  if (kinds.has('code')) return '';
  return ` — ${[kinds.has('test') && 'tests', kinds.has('documentation') && 'documentation'].filter(Boolean).join(' and ')} only`;
}

function exampleCell(variable: EnvironmentVariable): string {
  if (variable.examples.length === 0) return 'not listed';
  return variable.examples.map((example) => `${code(example.path)} (line ${example.line})`).join(', ');
}

function intro(snapshot: Snapshot, variables: EnvironmentVariable[]): string {
  const read = variables.filter((variable) => variable.reads.length > 0).length;
  const examples = snapshot.project.environmentExamples;
  const listed = variables.filter((variable) => variable.examples.length > 0).length;
  const parts = [`${plural(variables.length, 'environment variable')} in all: the code, its tests and its documentation read ${plural(read, 'variable')} by a literal name`];
  if (examples.length > 0) parts.push(`${examples.map((example) => code(example.path)).join(', ')} ${examples.length === 1 ? 'lists' : 'list'} ${plural(listed, 'variable')}`);
  const unlisted = examples.length > 0 ? variables.filter((variable) => variable.examples.length === 0 && variable.reads.some((entry) => entry.kind === 'code')).length : 0;
  const note = unlisted > 0 ? ` ${plural(unlisted, 'variable')} read outside the tests ${unlisted === 1 ? 'is' : 'are'} missing from the example file.` : '';
  return `${parts.join(', and ')}.${note} A name built at run time is not seen, nor a variable that a framework or library reads on the code's behalf.`;
}

/** `## Environment variables`: every variable the code reads or an example file lists, with where. */
export function environmentSection(snapshot: Snapshot): string[] {
  const variables = environmentVariables(snapshot);
  const withExamples = snapshot.project.environmentExamples.length > 0;
  const rows = variables.map((variable) => [code(variable.name), readsCell(variable), ...(withExamples ? [exampleCell(variable)] : [])]);
  return [heading(2, 'Environment variables'), intro(snapshot, variables), table(['Variable', 'Read in', ...(withExamples ? ['Example file'] : [])], rows)];
}

/** Whether the section has anything to list. */
export function hasEnvironment(snapshot: Snapshot): boolean {
  return environmentVariables(snapshot).length > 0;
}


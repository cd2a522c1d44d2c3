import type { Snapshot } from '@chronicle/snapshot';
import { byText } from '../markdown/markdown.js';

/** Where an environment variable is read: in code, in a test, or in documentation (a guide's code sample). */
export type VariableRead = { path: string; line: number; via: string; kind: 'code' | 'test' | 'documentation' };

const KIND_ORDER: VariableRead['kind'][] = ['code', 'test', 'documentation'];

/** One environment variable: where the code reads it (by its literal name) and which example files list it. */
export type EnvironmentVariable = {
  name: string;
  reads: VariableRead[];
  examples: { path: string; line: number }[];
};

/**
 * Every environment variable the repository names: read in code (`file.scan.environment`) or
 * listed in an example environment file (`project.environmentExamples`). Sorted by name; reads by
 * path and line, code first, then tests, then documentation.
 */
export function environmentVariables(snapshot: Snapshot): EnvironmentVariable[] {
  const variables = new Map<string, EnvironmentVariable>();
  const entry = (name: string) => {
    const existing = variables.get(name);
    if (existing) return existing;
    const created: EnvironmentVariable = { name, reads: [], examples: [] };
    variables.set(name, created);
    return created;
  };
  for (const file of snapshot.files) {
    const kind = file.test ? 'test' : file.languageType === 'prose' ? 'documentation' : 'code';
    for (const read of file.scan.environment) entry(read.name).reads.push({ path: file.path, line: read.line, via: read.via, kind });
  }
  for (const example of snapshot.project.environmentExamples) {
    for (const variable of example.variables) entry(variable.name).examples.push({ path: example.path, line: variable.line });
  }
  return [...variables.values()]
    .map((variable) => ({ ...variable, reads: variable.reads.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || byText(a.path, b.path) || a.line - b.line) }))
    .sort((a, b) => byText(a.name, b.name));
}

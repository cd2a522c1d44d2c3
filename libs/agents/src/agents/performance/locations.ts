import type { SourceFile } from '@chronicle/snapshot';
import { code, lineLink, text } from '../../markdown/markdown.js';

// Every finding names its file and line as a link (`[src/a.ts:12](src/a.ts#L12)`), which a forge
// opens at the line and the gate checks as a path; the link's text is what coverage counts.

/** `path:line`: the mention that lists a finding. */
export function locationKey(file: SourceFile, line: number): string {
  return `${file.path}:${line}`;
}

/** A link to the file at the line. */
export function location(file: SourceFile, line: number): string {
  return lineLink(file.path, line);
}

/**
 * A function's name: a code span when it is a symbol of the file (so it exists), in plain text when
 * it is only a local name (a nested function, a variable a lambda is assigned to).
 */
export function functionName(file: SourceFile, name: string | null): string {
  if (name === null) return 'top level';
  if (name === '<anonymous>') return 'anonymous function';
  return file.code.symbols.some((symbol) => symbol.qualifiedName === name) ? code(name) : text(name);
}

/** A call as the code writes it, arguments left out: `` `db.query(…)` ``; never quoted from a line that holds a secret. */
export function callText(file: SourceFile, line: number, callee: string): string {
  if (file.scan.secrets.some((secret) => secret.line === line)) return 'not quoted: the line holds a secret';
  return code(`${callee}(…)`);
}

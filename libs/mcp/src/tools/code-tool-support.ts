import { oneLine, ToolError } from '../answer.js';
import type { DeclarationRef } from '../code/code-index.js';
import type { SnapshotAnswer, SnapshotQuery } from '../snapshot-queries.js';
import type { RepositoryReader } from '../source.js';
import { withSnapshotProgress } from './snapshot-wait.js';
import type { ToolExtra } from './tool-context.js';

/**
 * The answer of a snapshot query; a sentence when the source has no snapshot yet. While the source
 * waits for the head's snapshot, the client hears how far it is (`withSnapshotProgress`).
 */
export async function askSnapshot<Q extends SnapshotQuery>(reader: RepositoryReader, query: Q, extra?: ToolExtra): Promise<SnapshotAnswer<Q>> {
  const answer = await withSnapshotProgress(reader, extra, reader.querySnapshot(query));
  if (!answer) throw new ToolError(noSnapshot(reader));
  return answer;
}

export function noSnapshot(reader: RepositoryReader): string {
  return `No snapshot of ${reader.repository.fullName} was taken yet, so its code is not known: try again after its documents are written.`;
}

/** `src/a.ts:12` as code. */
export function place(file: string, line: number): string {
  return `\`${file}:${line}\``;
}

/** `Router.get (method, exported)`, with the file's role when it is not source. */
export function describeDeclaration(declaration: Pick<DeclarationRef, 'qualifiedName' | 'kind' | 'exported' | 'role'>): string {
  const notes = [declaration.kind, declaration.exported ? 'exported' : null, declaration.role && declaration.role !== 'source' ? `${declaration.role} file` : null].filter(Boolean);
  return `${declaration.qualifiedName} (${notes.join(', ')})`;
}

/** A signature as inline code, on one line, with backticks it holds kept readable. */
export function inlineCode(text: string, max = 200): string {
  const flat = oneLine(text, max);
  return flat.includes('`') ? `\`\` ${flat} \`\`` : `\`${flat}\``;
}

/** `1 file`, `3 files`. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : nouns}`;
}

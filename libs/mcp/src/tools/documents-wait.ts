import { short } from '../answer.js';
import type { DocumentsUnderWay, RepositoryReader } from '../source.js';
import type { ToolExtra } from './tool-context.js';

/**
 * How long a tool that needs a document waits while the documents are being written, before it
 * answers with what is ready or "still being written": well under the 60 s after which the SDK's
 * client gives up on a request (its default timeout), so an agent gets a sentence, not a timeout.
 */
export const DOCUMENTS_WAIT_MS = 8_000;

/**
 * Waits while the reader's documents are being written and `ready()` says the tool cannot answer
 * yet: at most DOCUMENTS_WAIT_MS, or until the client cancels. When the client asked with a
 * `progressToken`, a progress notification goes out at once and again as each document is written
 * (`progress` = documents written, `total` = all of them), so the client sees the call is alive.
 * Resolves to the writing still under way when it stopped waiting (null: none is).
 */
export async function waitForDocuments(reader: RepositoryReader, extra: ToolExtra | undefined, ready: () => Promise<boolean>): Promise<DocumentsUnderWay | null> {
  const deadline = Date.now() + DOCUMENTS_WAIT_MS;
  let notified = -1;
  for (;;) {
    const writing = reader.documentsUnderWay?.() ?? null;
    if (!writing || (await ready())) return writing;
    if (writing.written > notified) {
      notified = writing.written;
      await notifyProgress(extra, reader, writing);
    }
    const left = deadline - Date.now();
    if (left <= 0 || extra?.signal.aborted) return writing;
    await firstOf(writing.next, left, extra?.signal);
  }
}

/** "README.md of acme/app is still being written for commit abc1234 (5 of 12 written); ask again in a few seconds." — of one file, or of all. */
export function stillBeingWritten(reader: RepositoryReader, writing: DocumentsUnderWay, file?: string): string {
  const subject = file ? `${file} of ${reader.repository.fullName} is` : `The documents of ${reader.repository.fullName} are`;
  return `${subject} still being written for commit ${short(writing.commit)} (${writing.written} of ${writing.total} written); ask again in a few seconds.`;
}

/** The note on an answer read from an earlier commit's documents (`commit`, or null: from several) while the head's are written. */
export function refreshingNote(writing: DocumentsUnderWay | null, commit: string | null): string {
  if (!writing || commit === writing.commit) return '';
  return `> The documents are being written again for the head ${short(writing.commit)} (${writing.written} of ${writing.total} written): this answer is from ${commit ? `those of commit ${short(commit)}` : 'an earlier commit\'s'}.\n\n`;
}

async function notifyProgress(extra: ToolExtra | undefined, reader: RepositoryReader, writing: DocumentsUnderWay): Promise<void> {
  await sendProgress(extra, writing.written, writing.total, `Writing the documents of ${reader.repository.fullName} at ${short(writing.commit)}: ${writing.written} of ${writing.total} written.`);
}

/** A `notifications/progress` for the request, when it carried a `progressToken` (else nothing); `total` 0 is left out (not known yet). */
export async function sendProgress(extra: ToolExtra | undefined, progress: number, total: number, message: string): Promise<void> {
  const progressToken = extra?._meta?.progressToken;
  if (progressToken === undefined) return;
  // A client that went away while we waited is no reason to fail the call.
  await extra!.sendNotification({ method: 'notifications/progress', params: { progressToken, progress, ...(total > 0 ? { total } : {}), message } }).catch(() => undefined);
}

/** Resolves when `next` settles, `ms` pass, or `signal` aborts, whichever is first; leaves no timer behind. */
function firstOf(next: Promise<void>, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    next.then(done, done);
  });
}

import { short } from '../answer.js';
import type { RepositoryReader } from '../source.js';
import { sendProgress } from './documents-wait.js';
import type { ToolExtra } from './tool-context.js';

/** A progress notification goes out each time at least this share of the files more is parsed (and at the start). */
const PROGRESS_STEP = 0.05;

/**
 * `work` (a `querySnapshot` call), telling the client how far the head's snapshot is while the
 * source waits for it (`RepositoryReader.snapshotUnderWay`): when the request carried a
 * `progressToken`, a progress notification goes out at once and again as files are parsed
 * (`progress` = files parsed, `total` = files to parse). The wait itself is the source's (bounded
 * there); this only watches it.
 */
export async function withSnapshotProgress<T>(reader: RepositoryReader, extra: ToolExtra | undefined, work: Promise<T>): Promise<T> {
  if (extra?._meta?.progressToken === undefined || !reader.snapshotUnderWay) return work;
  let settled = false;
  const done = work.then(
    () => void (settled = true),
    () => void (settled = true),
  );
  let sent = -1;
  for (let reading = reader.snapshotUnderWay(); reading && !settled; reading = reader.snapshotUnderWay()) {
    const step = Math.max(1, Math.ceil(reading.filesTotal * PROGRESS_STEP));
    if (sent < 0 || reading.filesParsed >= sent + step || (reading.filesTotal > 0 && reading.filesParsed === reading.filesTotal && sent < reading.filesParsed)) {
      sent = reading.filesParsed;
      const counted = reading.filesTotal > 0 ? `: ${reading.filesParsed.toLocaleString('en-US')} of ${reading.filesTotal.toLocaleString('en-US')} files parsed` : '';
      await sendProgress(extra, reading.filesParsed, reading.filesTotal, `Reading the code of ${reader.repository.fullName} at ${short(reading.commit)}${counted}.`);
    }
    await Promise.race([reading.next, done]);
  }
  return work;
}

import type { CliIo } from './cli-io.js';

/** Below this many commits a run is quick and says nothing while it works. */
const LONG_RUN_COMMITS = 5_000;

/** Progress lines on stderr for long runs, so stdout stays the document alone. */
export function progressReporter(io: CliIo): (progress: { commitsRead: number }) => void {
  return ({ commitsRead }) => {
    if (commitsRead >= LONG_RUN_COMMITS) io.stderr(`chronicle: read ${commitsRead.toLocaleString('en-US')} commits…\n`);
  };
}

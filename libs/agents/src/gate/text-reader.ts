import { Worker } from 'node:worker_threads';
import { diagramProblem } from './diagrams.js';
import { lintUnits, type LintUnit } from './lint-units.js';
import { lineCountOf } from './markdown-lint.js';
import { mergeReadings, readMarkdown, readUnits, type DocumentReading, type PartReading } from './mentions.js';

/** A value and the milliseconds of work it took (not counting any wait in a queue). */
export type Timed<T> = { value: T; ms: number };

/**
 * What the gate reads from a text alone — a document's lint findings and inventory, whether a
 * Mermaid block is a good diagram — which needs no snapshot and so can be read on another thread.
 */
export type TextReader = {
  readMarkdown(markdown: string): Promise<Timed<DocumentReading>>;
  diagramProblem(source: string): Promise<Timed<string | null>>;
  /**
   * The caller has nothing left to do but wait for its readings: a reader with a thread of its
   * own lets the calling thread read queued documents too from now on.
   */
  helpWhileWaiting?(): void;
};

/** Reads on the calling thread. */
export const IN_THREAD_READER: TextReader = {
  readMarkdown: async (markdown) => timed(() => readMarkdown(markdown, { lint: true })),
  diagramProblem: async (source) => {
    const started = performance.now();
    const value = await diagramProblem(source);
    return { value, ms: performance.now() - started };
  },
};

function timed<T>(read: () => T): Timed<T> {
  const started = performance.now();
  const value = read();
  return { value, ms: performance.now() - started };
}

/** What the reader thread is asked to read: a document, some of a long document's lint units, or a Mermaid block. */
export type ReaderTask = { kind: 'markdown' | 'diagram'; text: string } | { kind: 'units'; units: LintUnit[] };
/** A request to the reader thread, and its answer. */
export type ReaderRequest = { id: number } & ReaderTask;
export type ReaderAnswer = { id: number; ok: true; value: unknown; ms: number } | { id: number; ok: false; message: string };

/** A {@link TextReader} with a thread of its own; `close` ends the thread (what is asked after that is read on the calling thread). */
export type TextReaderThread = TextReader & { close(): Promise<void> };

// The built worker next to this file in dist/ (see text-reader-worker.ts).
const WORKER_URL = new URL('./text-reader-worker.js', import.meta.url);

/**
 * Texts handed to the reader thread at once: while the calling thread writes documents, two, so the
 * next one is there when the thread finishes one; once the calling thread reads too, one, so that
 * the last long document is not held by the thread behind another while the calling thread waits.
 * (Two while helping too measured no faster: the calling thread, reading a part, answers late.)
 */
const IN_WORKER_WHILE_WRITING = 2;
const IN_WORKER_WHILE_HELPING = 1;

/**
 * A document longer than this is read in parts of about this length (whole lint units each; see
 * lint-units.ts), each a request of its own: the reader thread and, once it has only waiting left,
 * the calling thread then share a long document's reading, which alone took the reader thread two
 * seconds or more while the calling thread waited (a 1.2 MB API_REFERENCE).
 */
export const PART_CHARS = 256 * 1024;

type Job = { task: ReaderTask; resolve: (answer: Timed<unknown>) => void; reject: (error: Error) => void };

/**
 * Starts the reader thread. Parsing and linting the documents (micromark and markdownlint) and
 * Mermaid's parser are most of the gate's time and all of its garbage; with a thread of their own
 * they run beside the agents writing the next documents and the gate's snapshot checks, on the
 * second core. Once the caller has only waiting left (`helpWhileWaiting`), the two threads share
 * the documents still queued: the reader thread takes them from the front (one at a time by then),
 * the calling thread from the back whenever its event loop is free (Mermaid blocks always go to
 * the reader thread, which loaded Mermaid). The thread loads markdownlint and Mermaid as it starts,
 * so started before the snapshot is built, that second or so is spent while the snapshot is read.
 * Should the thread fail, everything is read on the calling thread.
 */
export function startTextReaderThread(): TextReaderThread {
  const worker = new Worker(WORKER_URL);
  const queue: Job[] = [];
  const inWorker = new Map<number, Job>();
  let nextId = 0;
  let failed = false;
  let helping = false;
  let hereScheduled = false;

  const readHere = ({ task, resolve, reject }: Job) => {
    const read = task.kind === 'markdown' ? IN_THREAD_READER.readMarkdown(task.text) : task.kind === 'units' ? Promise.resolve(timed(() => readUnits(task.units, { lint: true }))) : IN_THREAD_READER.diagramProblem(task.text);
    read.then(resolve, reject);
  };
  const pump = () => {
    if (failed) {
      for (const job of queue.splice(0)) readHere(job);
      return;
    }
    while (inWorker.size < (helping ? IN_WORKER_WHILE_HELPING : IN_WORKER_WHILE_WRITING) && queue.length > 0) {
      const job = queue.shift()!;
      const id = nextId++;
      inWorker.set(id, job);
      worker.ref();
      worker.postMessage({ id, ...job.task } satisfies ReaderRequest);
    }
    if (helping && !hereScheduled && queue.some(readableHere)) {
      hereScheduled = true;
      setImmediate(() => {
        hereScheduled = false;
        const at = queue.findLastIndex(readableHere);
        if (at >= 0) readHere(queue.splice(at, 1)[0]!);
        pump();
      });
    }
  };
  const fail = () => {
    if (failed) return;
    failed = true;
    // What the thread was reading is read here; so is everything after.
    const lost = [...inWorker.values()];
    inWorker.clear();
    for (const job of lost) readHere(job);
    pump();
  };
  worker.on('message', (answer: ReaderAnswer) => {
    const job = inWorker.get(answer.id);
    if (!job) return;
    inWorker.delete(answer.id);
    if (inWorker.size === 0) worker.unref();
    if (answer.ok) job.resolve({ value: answer.value, ms: answer.ms });
    else job.reject(new Error(answer.message));
    pump();
  });
  worker.on('error', fail);
  worker.on('exit', fail);
  // Idle, the thread does not keep the process alive.
  worker.unref();
  const ask = <T>(task: ReaderTask): Promise<Timed<T>> =>
    new Promise<Timed<unknown>>((resolve, reject) => {
      queue.push({ task, resolve, reject });
      pump();
    }) as Promise<Timed<T>>;
  const readInParts = async (markdown: string): Promise<Timed<DocumentReading>> => {
    const parts = await Promise.all(unitParts(lintUnits(markdown), Math.ceil(markdown.length / PART_CHARS)).map((units) => ask<PartReading>({ kind: 'units', units })));
    return { value: mergeReadings(parts.map((part) => part.value), lineCountOf(markdown)), ms: parts.reduce((sum, part) => sum + part.ms, 0) };
  };
  return {
    readMarkdown: (markdown) => (markdown.length > PART_CHARS ? readInParts(markdown) : ask<DocumentReading>({ kind: 'markdown', text: markdown })),
    diagramProblem: (source) => ask<string | null>({ kind: 'diagram', text: source }),
    helpWhileWaiting: () => {
      helping = true;
      pump();
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

// Mermaid blocks are read on the reader thread only, which loaded Mermaid.
const readableHere = (job: Job) => job.task.kind !== 'diagram';

/** The units in `count` runs of about equal length, in order (fewer when there are fewer units). */
export function unitParts(units: readonly LintUnit[], count: number): LintUnit[][] {
  const total = units.reduce((sum, unit) => sum + unit.text.length, 0);
  const parts: LintUnit[][] = [];
  let current: LintUnit[] = [];
  let length = 0;
  for (const unit of units) {
    current.push(unit);
    length += unit.text.length;
    if (length >= (total * (parts.length + 1)) / count && parts.length < count - 1) {
      parts.push(current);
      current = [];
    }
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

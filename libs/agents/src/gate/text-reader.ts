import { Worker } from 'node:worker_threads';
import { diagramProblem } from './diagrams.js';
import { readMarkdown, type DocumentReading } from './mentions.js';

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

/** A request to the reader thread, and its answer. */
export type ReaderRequest = { id: number; kind: 'markdown' | 'diagram'; text: string };
export type ReaderAnswer = { id: number; ok: true; value: unknown; ms: number } | { id: number; ok: false; message: string };

/** A {@link TextReader} with a thread of its own; `close` ends the thread (what is asked after that is read on the calling thread). */
export type TextReaderThread = TextReader & { close(): Promise<void> };

// The built worker next to this file in dist/ (see text-reader-worker.ts).
const WORKER_URL = new URL('./text-reader-worker.js', import.meta.url);

/**
 * Texts handed to the reader thread at once: while the calling thread writes documents, two, so the
 * next one is there when the thread finishes one; once the calling thread reads too, one, so that
 * the last long document is not held by the thread behind another while the calling thread waits.
 */
const IN_WORKER_WHILE_WRITING = 2;
const IN_WORKER_WHILE_HELPING = 1;

type Job = { kind: ReaderRequest['kind']; text: string; resolve: (answer: Timed<unknown>) => void; reject: (error: Error) => void };

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

  const readHere = (job: Job) => {
    const read = job.kind === 'markdown' ? IN_THREAD_READER.readMarkdown(job.text) : IN_THREAD_READER.diagramProblem(job.text);
    read.then(job.resolve, job.reject);
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
      worker.postMessage({ id, kind: job.kind, text: job.text } satisfies ReaderRequest);
    }
    if (helping && !hereScheduled && queue.some((job) => job.kind === 'markdown')) {
      hereScheduled = true;
      setImmediate(() => {
        hereScheduled = false;
        const at = queue.findLastIndex((job) => job.kind === 'markdown');
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
  const ask = <T>(kind: ReaderRequest['kind'], text: string): Promise<Timed<T>> =>
    new Promise<Timed<unknown>>((resolve, reject) => {
      queue.push({ kind, text, resolve, reject });
      pump();
    }) as Promise<Timed<T>>;
  return {
    readMarkdown: (markdown) => ask<DocumentReading>('markdown', markdown),
    diagramProblem: (source) => ask<string | null>('diagram', source),
    helpWhileWaiting: () => {
      helping = true;
      pump();
    },
    close: async () => {
      await worker.terminate();
    },
  };
}

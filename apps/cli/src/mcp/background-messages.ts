import type { StoredDocuments } from './stored-documents.js';

/** What the background thread of `chronicle mcp` is started with (its `workerData`). */
export type BackgroundSettings = {
  /** The repository's folder (as `chronicle mcp` was given it) and its id. */
  folder: string;
  id: string;
  cloneCacheDir: string;
  snapshotCacheDir: string;
  gateCacheDir: string;
  documentsCacheDir: string;
  /** Where agent packages are resolved from (the folder the command runs in). */
  resolveFrom: string;
  /**
   * One counter shared with the main thread, raised each time HEAD moves: the thread reads it
   * between documents to give up a run whose commit is no longer the head (a message would wait
   * behind the run itself).
   */
  generation: Int32Array;
};

/** The main thread asks for the snapshot and documents of the head (the newest request wins). */
export type ToBackground = { type: 'head'; commit: string; generation: number };

/** What the thread reports, each about one commit. */
export type FromBackground =
  | { type: 'log'; text: string }
  | { type: 'snapshot-progress'; commit: string; filesParsed: number; filesTotal: number }
  /** The snapshot as JSON: a string crosses threads far faster than the object would be cloned. */
  | { type: 'snapshot'; commit: string; json: string }
  | { type: 'snapshot-failed'; commit: string; message: string }
  | { type: 'documents-progress'; commit: string; written: number; total: number }
  | { type: 'documents'; commit: string; stored: StoredDocuments }
  | { type: 'documents-failed'; commit: string; message: string };

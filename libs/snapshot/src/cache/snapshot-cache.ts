import { createHash } from 'node:crypto';
import path from 'node:path';
import type { CodeFacts, FileScan, LanguageType, SkipReason, Snapshot } from '../model.js';
import { readJson, writeFileAtomic } from './atomic-write.js';

/** What the snapshot learnt from one blob at one path, reused by any later commit that has the same blob there. */
export type BlobFacts = {
  /** The language after the shebang check (the key holds the one from the path). */
  language: string | null;
  languageType: LanguageType | null;
  /** Set when the content (not the path) excludes the file: binary, generated header, minified. */
  skip: SkipReason | null;
  lines: number;
  tokens: number;
  parsed: boolean;
  code: CodeFacts;
  scan: FileScan;
};

/**
 * The snapshot's disk cache under `dir`, one folder per schema version:
 * `v<N>/snapshots/<commit>.json` holds whole snapshots, `v<N>/blobs/<ab>/<blob>-<key>.json` the
 * facts of one blob (key: a hash of its path and path-derived language), so a later commit reads
 * and parses only the blobs that changed. Every write is atomic.
 */
export class SnapshotCache {
  private readonly root: string;

  constructor(dir: string, schemaVersion: number) {
    this.root = path.join(dir, `v${schemaVersion}`);
  }

  readSnapshot(commit: string): Promise<Snapshot | null> {
    return readJson<Snapshot>(this.snapshotFile(commit));
  }

  writeSnapshot(snapshot: Snapshot): Promise<void> {
    return writeFileAtomic(this.snapshotFile(snapshot.commit.sha), JSON.stringify(snapshot));
  }

  readBlob(blob: string, filePath: string, language: string | null): Promise<BlobFacts | null> {
    return readJson<BlobFacts>(this.blobFile(blob, filePath, language));
  }

  writeBlob(blob: string, filePath: string, language: string | null, facts: BlobFacts): Promise<void> {
    return writeFileAtomic(this.blobFile(blob, filePath, language), JSON.stringify(facts));
  }

  private snapshotFile(commit: string): string {
    return path.join(this.root, 'snapshots', `${safeName(commit)}.json`);
  }

  private blobFile(blob: string, filePath: string, language: string | null): string {
    // The extractor is given the path as well as the text, so the path is part of the key.
    const key = createHash('sha1').update(`${filePath}\0${language ?? ''}`).digest('hex').slice(0, 16);
    const name = safeName(blob);
    return path.join(this.root, 'blobs', name.slice(0, 2), `${name}-${key}.json`);
  }
}

function safeName(id: string): string {
  return id.replace(/[^0-9a-f]/gi, '');
}

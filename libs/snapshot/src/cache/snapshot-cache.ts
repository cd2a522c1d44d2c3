import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
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

/** Who last changed each blamed line of one file: `[line, author, ISO date]`, by line. */
export type BlameFacts = [line: number, author: string, date: string][];

/** What a cached blame is valid for: the file's path and blob, the newest commit that touched it, and the lines asked about. */
export type BlameKey = { path: string; blob: string; lastCommit: string; lines: readonly number[] };

/**
 * The snapshot's disk cache under `dir`, one folder per schema version:
 * `v<N>/snapshots/<commit>.json` holds whole snapshots, `v<N>/blobs/<ab>/<blob>-<key>.json` the
 * facts of one blob (key: a hash of its path and path-derived language), so a later commit reads
 * and parses only the blobs that changed, and `v<N>/blame/<ab>/<key>.json` the blame of a file's
 * work-marker lines, so a later commit blames only the files that changed. Every write is atomic.
 * The first snapshot written removes the folders of older schema versions: nothing reads them
 * again, and an older version may hold what a newer one no longer keeps (names holding a secret
 * were cached in clear before version 8).
 */
export class SnapshotCache {
  private readonly root: string;
  private pruned: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly schemaVersion: number,
  ) {
    this.root = path.join(dir, `v${schemaVersion}`);
  }

  readSnapshot(commit: string): Promise<Snapshot | null> {
    return readJson<Snapshot>(this.snapshotFile(commit));
  }

  async writeSnapshot(snapshot: Snapshot): Promise<void> {
    await writeFileAtomic(this.snapshotFile(snapshot.commit.sha), JSON.stringify(snapshot));
    await (this.pruned ??= this.removeOlderVersions());
  }

  private async removeOlderVersions(): Promise<void> {
    const folders = await readdir(this.dir).catch(() => [] as string[]);
    const older = folders.filter((name) => /^v\d{1,6}$/.test(name) && Number(name.slice(1)) < this.schemaVersion);
    await Promise.all(older.map((name) => rm(path.join(this.dir, name), { recursive: true, force: true })));
  }

  readBlob(blob: string, filePath: string, language: string | null): Promise<BlobFacts | null> {
    return readJson<BlobFacts>(this.blobFile(blob, filePath, language));
  }

  writeBlob(blob: string, filePath: string, language: string | null, facts: BlobFacts): Promise<void> {
    return writeFileAtomic(this.blobFile(blob, filePath, language), JSON.stringify(facts));
  }

  readBlame(key: BlameKey): Promise<BlameFacts | null> {
    return readJson<BlameFacts>(this.blameFile(key));
  }

  writeBlame(key: BlameKey, facts: BlameFacts): Promise<void> {
    return writeFileAtomic(this.blameFile(key), JSON.stringify(facts));
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

  /**
   * A blame at a later commit equals the one at the commit that last touched the file, when the
   * blob there is the same: every line's last change is at or before that commit. The last commit
   * is part of the key, so a file changed and changed back is blamed again.
   */
  private blameFile({ path: filePath, blob, lastCommit, lines }: BlameKey): string {
    const key = createHash('sha1').update(`${filePath}\0${blob}\0${lastCommit}\0${lines.join(',')}`).digest('hex');
    return path.join(this.root, 'blame', key.slice(0, 2), `${key}.json`);
  }
}

function safeName(id: string): string {
  return id.replace(/[^0-9a-f]/gi, '');
}

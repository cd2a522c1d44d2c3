import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** How long a measured size is answered without measuring again. */
export const REPOSITORY_SIZE_MAX_AGE_MS = 5_000;

type SizeEntry = { sizeKb?: number; measuredAt: number; measuring?: Promise<number> };

/**
 * Repository sizes (`size`, `disk_usage`), remembered per directory. Measuring walks the whole bare
 * repository, which gets slower as loose objects pile up; pushes and REST answers need the figure
 * every time, but GitHub's own is approximate and updated lazily too. So a size younger than
 * `maxAgeMs` is answered as is, and an older one is answered at once as well while a new
 * measurement runs in the background: only the first request for a directory waits for a walk,
 * and a directory is walked at most once per `maxAgeMs` (and only while someone asks).
 */
export class RepositorySizes {
  private readonly entries = new Map<string, SizeEntry>();

  constructor(
    private readonly measure: (directory: string) => Promise<number> = directorySizeKb,
    private readonly maxAgeMs = REPOSITORY_SIZE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The directory's size in kilobytes, at most `maxAgeMs` (plus one walk) out of date. */
  sizeKb(directory: string): Promise<number> {
    const entry = this.entries.get(directory);
    if (entry?.sizeKb === undefined) return this.remeasure(directory);
    if (this.now() - entry.measuredAt >= this.maxAgeMs) void this.remeasure(directory).catch(() => undefined);
    return Promise.resolve(entry.sizeKb);
  }

  // One walk at a time per directory; callers arriving meanwhile share it.
  private remeasure(directory: string): Promise<number> {
    const entry = this.entries.get(directory) ?? { measuredAt: 0 };
    this.entries.set(directory, entry);
    entry.measuring ??= this.measure(directory)
      .then((sizeKb) => {
        entry.sizeKb = sizeKb;
        entry.measuredAt = this.now();
        return sizeKb;
      })
      .finally(() => (entry.measuring = undefined));
    return entry.measuring;
  }
}

/** Disk use of a directory tree in kilobytes, as GitHub reports `size` and `disk_usage`. */
export async function directorySizeKb(directory: string): Promise<number> {
  return Math.ceil((await directorySizeBytes(directory)) / 1024);
}

async function directorySizeBytes(directory: string): Promise<number> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries.map(async (entry) => {
      const entryPath = path.join(directory, entry.name);
      if (entry.isDirectory()) return directorySizeBytes(entryPath);
      // A file git removed meanwhile (a temporary file, a repacked object) no longer counts.
      return entry.isFile() ? ((await stat(entryPath).catch(() => undefined))?.size ?? 0) : 0;
    }),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

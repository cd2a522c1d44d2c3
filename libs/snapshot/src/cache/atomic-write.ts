import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Folders this process has made or found: a cold snapshot writes a blob entry per file into 256
// folders, and asking the file system for each folder again cost as much as writing the entries.
const ensuredFolders = new Set<string>();

/** Writes a file so that readers see the old content or the new, never a part: a temporary file renamed into place. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const folder = path.dirname(file);
  if (!ensuredFolders.has(folder)) await ensureFolder(folder);
  try {
    await writeRenamed(file, content);
  } catch (error) {
    // The folder was removed since it was made (a cache cleared while running): made again, once.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await ensureFolder(folder);
    await writeRenamed(file, content);
  }
}

async function ensureFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  ensuredFolders.add(folder);
}

async function writeRenamed(file: string, content: string): Promise<void> {
  const temporary = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** A cached JSON value; null when absent or unreadable (a damaged entry is only a miss). */
export async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

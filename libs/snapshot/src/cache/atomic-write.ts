import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// The callback forms of fs, promisified: a cold snapshot writes an entry per file, and fs/promises'
// writeFile (a FileHandle, then a promise per step) took twice the CPU of the callback form for
// the same open, write, close and rename (1,000 entries: about 190 ms against 100 ms).
const mkdirAsync = promisify(mkdir);
const readFileAsync = promisify(readFile);
const renameAsync = promisify(rename);
const rmAsync = promisify(rm);
const writeFileAsync = promisify(writeFile);

// Folders this process has made or found: a cold snapshot writes a blob entry per file into 256
// folders, and asking the file system for each folder again cost as much as writing the entries.
const ensuredFolders = new Map<string, Promise<void>>();

/** Writes a file so that readers see the old content or the new, never a part: a temporary file renamed into place. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const folder = path.dirname(file);
  await ensureFolder(folder);
  try {
    await writeRenamed(file, content);
  } catch (error) {
    // The folder was removed since it was made (a cache cleared while running): made again, once.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    ensuredFolders.delete(folder);
    await ensureFolder(folder);
    await writeRenamed(file, content);
  }
}

/** Makes the folder once per process; entries written into it at the same time wait for the same mkdir. */
function ensureFolder(folder: string): Promise<void> {
  let made = ensuredFolders.get(folder);
  if (!made) {
    made = mkdirAsync(folder, { recursive: true }).then(() => undefined);
    made.catch(() => ensuredFolders.delete(folder));
    ensuredFolders.set(folder, made);
  }
  return made;
}

async function writeRenamed(file: string, content: string): Promise<void> {
  const temporary = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await writeFileAsync(temporary, content);
    await renameAsync(temporary, file);
  } catch (error) {
    await rmAsync(temporary, { force: true });
    throw error;
  }
}

/** A cached JSON value; null when absent or unreadable (a damaged entry is only a miss). */
export async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFileAsync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

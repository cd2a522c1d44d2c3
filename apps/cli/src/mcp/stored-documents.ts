import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { McpDocument } from '@chronicle/mcp';

/** The documents `chronicle mcp` wrote for one commit, as kept on disk. */
export type StoredDocuments = { repository: string; commit: string; generatedAt: string; documents: McpDocument[] };

// The layout of the stored documents; another value is written again.
const STORE_VERSION = 1;

/** `<documents cache>/<sha>.json`: one file per commit. */
export function storedDocumentsFile(folder: string, commit: string): string {
  return path.join(folder, `${commit}.json`);
}

/** The documents stored for `commit`; null when there are none (or they were written in another layout). */
export function readStoredDocuments(file: string, commit: string): StoredDocuments | null {
  if (!existsSync(file)) return null;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredDocuments & { version?: number };
    return stored.version === STORE_VERSION && stored.commit === commit && Array.isArray(stored.documents) ? stored : null;
  } catch {
    return null;
  }
}

/** Written to a temporary file and renamed, so a second server never reads half a file. */
export function writeStoredDocuments(file: string, stored: StoredDocuments): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ version: STORE_VERSION, ...stored }));
  renameSync(temporary, file);
}

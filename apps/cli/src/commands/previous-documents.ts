import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One document as docs.json records it. */
export type DocsEntry = {
  type: string;
  file: string;
  qualityScore: number;
  components: Record<string, number>;
  tokensUsed: number;
  tokensEstimated: boolean;
  documentTokens: number;
  generationMs: number;
  commit: string;
  engine: string;
  model: string | null;
  fallback: string | null;
  agent: { id: string; version: string };
  coverage: { listed: number; total: number };
  /** The digest of the agent's inputs (see `inputsDigest`): the same digest, the same document. */
  inputs: string;
  /** SHA-256 of the document's bytes. */
  sha256: string;
  refused?: boolean;
  problems?: string[];
  content?: string;
};

export type DocsManifest = { repository: string; commit: string; documents: DocsEntry[] };

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The documents an earlier run wrote to `out` that can be kept as they are: same repository, not
 * refused, and — in Markdown — the file still holds exactly the bytes that run wrote. Keyed by
 * document type. A missing or unreadable docs.json keeps nothing.
 */
export function keepableDocuments(out: string, repository: string): Map<string, DocsEntry> {
  const kept = new Map<string, DocsEntry>();
  const manifestPath = path.join(out, 'docs.json');
  if (!existsSync(manifestPath)) return kept;
  let manifest: DocsManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as DocsManifest;
  } catch {
    return kept;
  }
  if (manifest?.repository !== repository || !Array.isArray(manifest.documents)) return kept;
  for (const entry of manifest.documents) {
    if (!entry || entry.refused || typeof entry.inputs !== 'string' || typeof entry.sha256 !== 'string') continue;
    const content = entry.content ?? readIfPresent(path.join(out, path.basename(entry.file)));
    if (content !== null && sha256(content) === entry.sha256) kept.set(entry.type, { ...entry, content });
  }
  return kept;
}

function readIfPresent(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

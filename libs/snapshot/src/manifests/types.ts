import type { Ecosystem, Lockfile, Manifest } from '../model.js';

/** A file the snapshot read from git. */
export type ManifestSource = { path: string; text: string };

/**
 * The other files handed to `readManifests`, for readers that look beside or above their own
 * file: a Cargo workspace root, a parent pom, a Gradle version catalog, `pnpm-workspace.yaml`.
 */
export type ManifestContext = {
  /** The text of another claimed file, by repository path; null when it was not handed over. */
  read(path: string): string | null;
};

/** One kind of file a manager reads, and how. */
export type FileReader<T> = {
  /** Matched against the whole repository-relative path. */
  pattern: RegExp;
  /** Null when the file turns out not to be one (a `*.json` that is no composer file). May throw on malformed text: the caller skips it. */
  read(file: ManifestSource, context: ManifestContext): T | null;
};

/**
 * One ecosystem's readers, after Renovate's managers: one folder per ecosystem, each with an
 * `index.ts` naming the files it claims, so adding an ecosystem is adding a folder.
 */
export type Manager = {
  ecosystem: Ecosystem;
  manifests: FileReader<Manifest>[];
  lockfiles: FileReader<Lockfile>[];
  /** Files read only as context for the others (version catalogs, workspace lists, central package versions). */
  companions: RegExp[];
};

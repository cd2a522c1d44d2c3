import type { Manifest, Snapshot } from '@chronicle/snapshot';
import { folderOf } from '../agents/dependency-report/manifest-folders.js';
import { primaryManifests } from './commands.js';

/** The named manifest that stands for the whole project: the first primary one at the root, else the first primary one. */
export function projectManifest(snapshot: Snapshot): Manifest | null {
  const named = primaryManifests(snapshot).filter((manifest) => manifest.name !== null);
  return named.find((manifest) => folderOf(manifest.path) === '') ?? named[0] ?? null;
}

/**
 * The project's name as its users know it, for every document's title and opening sentence: the
 * project's package name (a Go module's last path element, a Maven artifact), the README's own title, or the
 * repository's name — never the folder a clone happens to sit in when the project names itself
 * (`sindresorhus__ky` is `ky`).
 */
export function projectName(snapshot: Snapshot): string {
  const manifest = projectManifest(snapshot);
  // A Go module is named by its import path; its last element (before a /vN suffix) is the project's name.
  if (manifest?.ecosystem === 'go' && manifest.name !== null) return manifest.name.split('/').filter((part) => !/^v\d+$/.test(part)).pop() ?? manifest.name;
  // Maven coordinates (`org.jsoup:jsoup`): users call the project by its artifact.
  if (manifest?.ecosystem === 'maven' && manifest.name !== null) return manifest.name.split(':').pop() || manifest.name;
  return manifest?.name ?? snapshot.project.readme?.title ?? snapshot.repository.name.split('/').pop() ?? snapshot.repository.name;
}

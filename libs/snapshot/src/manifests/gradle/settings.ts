import type { Manifest } from '../../model.js';
import { baseName, emptyManifest, joinPath } from '../shared.js';
import type { ManifestContext, ManifestSource } from '../types.js';
import { withoutComments } from './source.js';

export type GradleSettings = { name: string | null; includes: string[] };

/** `include ':a', ':b:c'` / `include(":a")` → `a`, `b/c`; `includeBuild("x")` → `x`. */
export function parseSettings(source: string): GradleSettings {
  const text = withoutComments(source);
  const name = /rootProject\.name\s*=\s*(["'])([^"']+)\1/.exec(text)?.[2] ?? null;
  const includes: string[] = [];
  for (const match of text.matchAll(/\binclude(Build)?\b\s*\(?([^\n)]*)/g)) {
    for (const item of match[2]!.matchAll(/(["'])([^"']+)\1/g)) {
      const value = item[2]!;
      includes.push(match[1] ? value.replace(/^\.\//, '') : value.replace(/^:/, '').replace(/:/g, '/'));
    }
  }
  return { name, includes };
}

/** The settings file in a folder, if any. */
export function readSettings(folder: string, context: ManifestContext): GradleSettings | null {
  const source = context.read(joinPath(folder, 'settings.gradle')) ?? context.read(joinPath(folder, 'settings.gradle.kts'));
  // parseSettings reads with regular expressions only; it cannot throw.
  return source === null ? null : parseSettings(source);
}

/** Reads settings.gradle(.kts) as a manifest of its own: the root project's name and its included projects. */
export function extractGradleSettings(file: ManifestSource): Manifest {
  const settings = parseSettings(file.text);
  const manifest = emptyManifest(file.path, 'gradle', baseName(file.path));
  manifest.name = settings.name;
  manifest.workspaces = settings.includes;
  return manifest;
}

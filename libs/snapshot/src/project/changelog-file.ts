import type { ChangelogFile } from '../model.js';

// HELPER(todo-changelog): replace with the real reader and its spec.
export function isChangelogPath(_path: string): boolean {
  return false;
}

export function pickChangelog(_files: { path: string; text: string }[]): ChangelogFile | null {
  return null;
}

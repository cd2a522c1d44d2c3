import type { Repository } from '@chronicle/history';
import type { SourceFile } from '../model.js';

// HELPER(todo-changelog): replace with batched git blame of the marker lines, and its spec.
export async function blameMarkers(_repository: Repository, _commit: { sha: string }, files: SourceFile[]): Promise<SourceFile[]> {
  return files;
}

import type { Deprecation } from '../model.js';
import type { ScanInput } from './index.js';

// HELPER(todo-changelog): replace with the real scanner and its spec.
export function findDeprecations(_input: ScanInput): Deprecation[] {
  return [];
}

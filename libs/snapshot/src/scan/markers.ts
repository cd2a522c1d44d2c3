import type { WorkMarker } from '../model.js';
import type { ScanInput } from './index.js';

// HELPER(todo-changelog): replace with the real scanner and its spec.
export function findWorkMarkers(_input: ScanInput): WorkMarker[] {
  return [];
}

import type { EnvironmentRead } from '../model.js';
import type { ScanInput } from './index.js';

// HELPER(onboarding-logging): replace with the real scanner and its spec.
export function findEnvironmentReads(_input: ScanInput): EnvironmentRead[] {
  return [];
}

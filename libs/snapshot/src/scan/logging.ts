import type { LogCall } from '../model.js';
import type { ScanInput } from './index.js';

// HELPER(onboarding-logging): replace with the real scanner and its spec.
export function findLogCalls(_input: ScanInput): LogCall[] {
  return [];
}

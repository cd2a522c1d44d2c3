import type { RuntimeRequirement } from '../model.js';

// HELPER(onboarding-logging): replace with the real reader and its spec.
export function isRuntimeFilePath(_path: string): boolean {
  return false;
}

export function readRuntimeRequirements(_file: { path: string; text: string }): RuntimeRequirement[] {
  return [];
}

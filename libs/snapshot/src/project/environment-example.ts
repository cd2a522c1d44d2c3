import type { EnvironmentExample } from '../model.js';

// HELPER(onboarding-logging): replace with the real reader and its spec.
export function isEnvironmentExamplePath(_path: string): boolean {
  return false;
}

export function readEnvironmentExample(_file: { path: string; text: string }): EnvironmentExample | null {
  return null;
}

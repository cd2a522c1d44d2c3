import path from 'node:path';

/** A URL stays as given; a path is made absolute against the folder the command runs in. */
export function resolveSource(source: string | undefined, cwd: string): string {
  if (!source) return cwd;
  return /^(https?|file|ssh|git):\/\//.test(source) || /^[\w.-]+@[\w.-]+:/.test(source) ? source : path.resolve(cwd, source);
}

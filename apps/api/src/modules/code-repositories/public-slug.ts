import { RESERVED_SLUGS } from '@chronicle/contracts';

const RESERVED = new Set<string>(RESERVED_SLUGS);

/** `My.Repo_Name` → `my-repo-name`: lower-case letters, digits and single hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * Readable public slugs to try in turn: the repository name, then owner-name, then numbered —
 * never one of the app's own routes.
 */
export function* slugCandidates(owner: string, name: string): Generator<string> {
  const base = slugify(name) || 'repository';
  const withOwner = `${slugify(owner)}-${base}`.replace(/^-/, '');
  for (const candidate of [base, withOwner]) if (!RESERVED.has(candidate)) yield candidate;
  for (let suffix = 2; ; suffix++) yield `${withOwner}-${suffix}`;
}

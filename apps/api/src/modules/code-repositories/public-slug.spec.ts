import { RESERVED_SLUGS } from '@chronicle/contracts';
import { slugCandidates, slugify } from './public-slug.js';

function firstCandidates(owner: string, name: string, count: number): string[] {
  const candidates: string[] = [];
  for (const candidate of slugCandidates(owner, name)) {
    candidates.push(candidate);
    if (candidates.length === count) break;
  }
  return candidates;
}

describe('public slugs', () => {
  it('are readable: lower-case words joined by hyphens', () => {
    expect(slugify('Spoon-Knife')).toBe('spoon-knife');
    expect(slugify('my.repo_name')).toBe('my-repo-name');
    expect(slugify('...')).toBe('');
  });

  it('try the name, then owner-name, then numbers', () => {
    expect(firstCandidates('octocat', 'Hello-World', 4)).toEqual(['hello-world', 'octocat-hello-world', 'octocat-hello-world-2', 'octocat-hello-world-3']);
  });

  it('never take a route of the app', () => {
    for (const reserved of RESERVED_SLUGS) {
      expect(firstCandidates('acme', reserved, 3)).not.toContain(reserved);
    }
    expect(firstCandidates('acme', 'dashboard', 1)).toEqual(['acme-dashboard']);
  });
});

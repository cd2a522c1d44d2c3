import { whyNoEntry } from './push-payload.js';

describe('whyNoEntry', () => {
  it('lets pushes to the default branch make entries', () => {
    expect(whyNoEntry({ ref: 'refs/heads/main', commits: [{ id: 'a1', message: 'Add x', timestamp: '2026-11-21T00:00:00Z' }] }, 'main')).toBeNull();
  });

  it('says why other pushes make none', () => {
    expect(whyNoEntry({ ref: 'refs/heads/feature/x' }, 'main')).toBe('a push to feature/x, not to main');
    expect(whyNoEntry({ ref: 'refs/tags/v1.2.0' }, 'main')).toBe('a tag push (v1.2.0)');
    expect(whyNoEntry({ ref: 'refs/heads/main', deleted: true }, 'main')).toBe('the branch main was deleted');
    expect(whyNoEntry({ ref: 'refs/heads/main' }, 'master')).toBe('a push to main, not to master');
  });
});

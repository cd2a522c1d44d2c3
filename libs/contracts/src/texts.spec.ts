import { ADMIN_TEXTS, AGENTS_TEXTS, plural } from './texts.js';

describe('plural', () => {
  it('writes one thing in the singular and every other count in the plural', () => {
    expect(plural(1, 'commit')).toBe('1 commit');
    expect(plural(0, 'commit')).toBe('0 commits');
    expect(plural(2, 'commit')).toBe('2 commits');
  });

  it('takes a plural that is not just +s, and groups thousands', () => {
    expect(plural(1, 'changelog entry', 'changelog entries')).toBe('1 changelog entry');
    expect(plural(1204, 'changelog entry', 'changelog entries')).toBe('1,204 changelog entries');
  });
});

describe("the admin panel's counted sentences", () => {
  it('never say "1 commits" or "1 entries"', () => {
    expect(ADMIN_TEXTS.analysisComplete(0, 1).description).toBe('Generated 0 changelog entries from 1 commit');
    expect(ADMIN_TEXTS.analysisComplete(1, 12).description).toBe('Generated 1 changelog entry from 12 commits');
    expect(ADMIN_TEXTS.previewGenerated(1, 1).description).toBe('Found 1 commit, estimated 1 changelog entry');
    expect(ADMIN_TEXTS.analysisStatus(1, 'success').description).toBe('1 changelog entry generated. Status: success');
    expect(AGENTS_TEXTS.agentsQueued(1).description).toBe('1 agent has been queued for processing');
    expect(AGENTS_TEXTS.agentsQueued(3).description).toBe('3 agents have been queued for processing');
  });
});

import { checkFacts } from '../facts/check-facts.js';
import type { Facts, Tone } from '../facts/facts.js';
import { BUILT_IN_PHASE_IDS } from '../phases/built-in-phases.js';
import { factsOf } from '../testing/factories.js';
import { BuiltInEngine } from './built-in-engine.js';

const engine = new BuiltInEngine();
const LINK = 'https://github.com/acme/widgets/compare/1111111...2222222';
const EMOJI = /\p{Extended_Pictographic}/gu;

const featurePush = factsOf([
  { subject: 'feat(export): add CSV export for reports (#12)', files: ['src/export/csv.ts'] },
  { subject: 'fix(upload): handle empty files without crashing (#15)', author: 'Ben Ortiz', email: 'ben@example.org', files: ['src/upload.ts'] },
  { subject: 'fix: correct the page count in long reports', files: ['src/reports/pages.ts'] },
  { subject: 'ci: run the tests on Node 22', noise: 'ci-only', files: ['.github/workflows/ci.yml'] },
]);
const breakingPush = factsOf([
  { subject: 'feat(api)!: remove the v1 endpoints (#40)', files: ['src/api/v1.ts'] },
  { subject: 'docs: explain the v2 migration', noise: 'docs-only', files: ['docs/migration.md'] },
]);
const housekeepingPush = factsOf([
  { subject: 'chore(release): 1.4.0', noise: 'version-bump', files: ['package.json'] },
  { subject: 'docs: fix typos in the README', noise: 'docs-only', files: ['README.md'] },
]);
const emptyPush = factsOf([]);
const longPush = factsOf([
  {
    subject:
      'feat(reports): add a scheduled export of every report to CSV, JSON and spreadsheet files with per-team delivery settings (#77)',
    files: ['src/reports/schedule.ts'],
  },
  { subject: 'fix: keep the sort order when a report is exported twice in a row from the saved views page', files: ['src/reports/sort.ts'] },
]);
const allPushes: Array<[string, Facts]> = [
  ['features and fixes', featurePush],
  ['a breaking change', breakingPush],
  ['housekeeping only', housekeepingPush],
  ['no commits', emptyPush],
  ['long descriptions', longPush],
];

describe('BuiltInEngine: push entry texts', () => {
  it('writes a professional headline, summary and snippet from features, fixes and housekeeping', () => {
    expect(engine.headline(featurePush, 'professional')).toBe('Add CSV export for reports, plus 2 fixes');
    expect(engine.summary(featurePush, 'professional')).toBe(
      'This push adds CSV export for reports (#12), handles empty files without crashing (#15) and corrects the page count in long reports. ' +
        'One more commit is housekeeping (CI updates).',
    );
    expect(engine.social(featurePush, 'professional', LINK)).toBe(
      `acme/widgets adds CSV export for reports (#12) and handles empty files without crashing (#15). One new feature and 2 fixes in 4 commits. ${LINK}`,
    );
  });

  it('writes the playful tone with lighter words and one emoji at most, from the same facts', () => {
    const headline = engine.headline(featurePush, 'playful');
    const summary = engine.summary(featurePush, 'playful');
    const social = engine.social(featurePush, 'playful', LINK);

    expect(headline).toBe('✨ Add CSV export for reports, plus 2 squashed bugs');
    expect(summary).toMatch(/^(Fresh in|Good news for|Just landed in) acme\/widgets: this push adds CSV export for reports \(#12\)/);
    expect(summary.match(EMOJI)).toBeNull();
    expect(social).toMatch(/^✨ (Fresh in|Just landed in|New in) acme\/widgets: this push adds CSV export for reports \(#12\) and handles empty files without crashing \(#15\)! One new feature and 2 fixes in 4 commits\. https:/);
    expect(social.match(EMOJI)).toHaveLength(1);
    expect(engine.headline(featurePush, 'professional').match(EMOJI)).toBeNull();
  });

  it('leads with a breaking change and says it is breaking', () => {
    expect(engine.headline(breakingPush, 'professional')).toBe('Remove the v1 endpoints');
    expect(engine.summary(breakingPush, 'professional')).toBe(
      'This push removes the v1 endpoints (breaking, #40). One more commit is housekeeping (documentation updates).',
    );
    expect(engine.headline(breakingPush, 'playful')).toBe('💥 Remove the v1 endpoints');
  });

  it('names the housekeeping when nothing changed for users, with the version from the bump commit', () => {
    expect(engine.headline(housekeepingPush, 'professional')).toBe('Version bump to 1.4.0 and documentation updates');
    expect(engine.summary(housekeepingPush, 'professional')).toBe(
      'This push holds no user-facing changes: a version bump to 1.4.0 and documentation updates (2 commits). Contributed by Ana Lima.',
    );
    expect(engine.social(housekeepingPush, 'playful', LINK)).toBe(`🧰 acme/widgets housekeeping: a version bump to 1.4.0 and documentation updates (2 commits). ${LINK}`);
  });

  it('says so when a push brings no commits', () => {
    expect(engine.headline(emptyPush, 'professional')).toBe('No new commits');
    expect(engine.summary(emptyPush, 'professional')).toBe('This push brought no new commits to acme/widgets.');
  });

  it('keeps long texts within their limits, cutting at a word', () => {
    const headline = engine.headline(longPush, 'professional');
    expect(headline.length).toBeLessThanOrEqual(80);
    expect(headline).toMatch(/^Add a scheduled export of every report to CSV, JSON and spreadsheet files.*…$/);
    const longLink = `https://github.com/acme/widgets/compare/${'a'.repeat(100)}...${'b'.repeat(100)}`;
    const social = engine.social(longPush, 'professional', longLink);
    expect(social.length).toBeLessThanOrEqual(280);
    expect(social.endsWith(` ${longLink}`)).toBe(true);
  });

  it('leaves out a link too long to share the 280 characters with any words', () => {
    const hugeLink = `https://example.org/${'x'.repeat(270)}`;
    expect(engine.social(featurePush, 'professional', hugeLink)).toBe(
      'acme/widgets adds CSV export for reports (#12) and handles empty files without crashing (#15). One new feature and 2 fixes in 4 commits.',
    );
  });

  it('reads commit descriptions as sentences: third person, negations, "fix for", past tense', () => {
    const facts = factsOf([
      { subject: "Don't strip whitespace when soft wrapping (#7)", section: 'Fixed' },
      { subject: 'Fix for infinite loop in the grapheme splitter', section: 'Fixed' },
      { subject: 'Added Rack::Request#config_value', section: 'Added' },
    ]);
    expect(engine.summary(facts, 'professional')).toBe(
      'This push adds Rack::Request#config_value, no longer strips whitespace when soft wrapping (#7) and fixes infinite loop in the grapheme splitter. Contributed by Ana Lima.',
    );
    expect(engine.headline(facts, 'professional')).toBe('Add Rack::Request#config_value, plus 2 fixes');
  });

  it.each(allPushes.flatMap(([name, facts]) => (['professional', 'playful'] as Tone[]).map((tone) => [name, tone, facts] as const)))(
    'holds to the limits and passes its own fact check (%s, %s)',
    (_name, tone, facts) => {
      const headline = engine.headline(facts, tone);
      const summary = engine.summary(facts, tone);
      const social = engine.social(facts, tone, LINK);
      expect(headline.length).toBeLessThanOrEqual(80);
      expect(social.length).toBeLessThanOrEqual(280);
      expect(social.endsWith(LINK)).toBe(true);
      expect(summary.split(/(?<=[.!?])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(3);
      for (const text of [headline, summary, social]) {
        expect(text).not.toMatch(/\{\w+\}|undefined|null|lorem|TODO/i);
        expect((text.match(EMOJI) ?? []).length).toBeLessThanOrEqual(tone === 'playful' ? 1 : 0);
        expect(checkFacts(text, { ...facts, link: LINK })).toEqual({ ok: true, problems: [] });
      }
      expect(engine.headline(facts, tone)).toBe(headline);
    },
  );
});

describe('BuiltInEngine: analysis phases', () => {
  it("reports each commit's classification", () => {
    const [feat, fix1, fix2, ci] = featurePush.commits.map((commit) => commit.commit.sha.slice(0, 7));
    expect(engine.classify(featurePush)).toBe(
      [
        'Classified 4 commits of acme/widgets: 1 Added and 2 Fixed; 1 set aside as noise (CI only).',
        '',
        `- ${feat} Added (scope export) — add CSV export for reports`,
        `- ${fix1} Fixed (scope upload) — handle empty files without crashing`,
        `- ${fix2} Fixed — correct the page count in long reports`,
        `- ${ci} noise: CI only — run the tests on Node 22`,
      ].join('\n'),
    );
  });

  it('lists the changelog items by section with their commits', () => {
    const text = engine.cluster(featurePush);
    expect(text.split('\n').slice(0, 4)).toEqual([
      '4 commits became 3 changelog items (1 set aside as noise).',
      '',
      '### Added',
      `- **export:** Add CSV export for reports (#12) [${featurePush.commits[0]!.commit.sha.slice(0, 7)}]`,
    ]);
    expect(text).toContain('### Fixed');
  });

  it('writes a Keep a Changelog section for a release, or Unreleased', () => {
    expect(engine.changelog({ ...featurePush, version: '1.5.0', date: '2024-05-02' })).toBe(
      [
        '## [1.5.0] - 2024-05-02',
        '',
        '### Added',
        '',
        '- **export:** Add CSV export for reports (#12)',
        '',
        '### Fixed',
        '',
        '- **upload:** Handle empty files without crashing (#15)',
        '- Correct the page count in long reports',
        '',
        '[1.5.0]: https://github.com/acme/widgets/compare/1111111...2222222',
      ].join('\n'),
    );
    expect(engine.changelog({ ...housekeepingPush, link: null })).toBe('## [Unreleased]\n\nNo user-facing changes in 2 commits.');
  });

  it('runs every built-in phase by id, and its analysis texts pass the fact check', () => {
    for (const id of BUILT_IN_PHASE_IDS) {
      const text = engine.run(id, featurePush, { tone: 'professional', link: LINK });
      expect(text.length).toBeGreaterThan(0);
      expect(checkFacts(text, featurePush).problems).toEqual([]);
    }
  });
});

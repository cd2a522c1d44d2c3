import { classifyCommit } from '../classify/classify-commit.js';
import { makeCommit } from '../testing/factories.js';
import { guideAdditions, guideHeadings, guideItem, isUpgradeGuide } from './upgrade-guide.js';

describe('upgrade guides', () => {
  it('knows an upgrade or migration guide by its path', () => {
    for (const path of ['UPGRADE_GUIDE_V2.md', 'MIGRATION.md', 'docs/MIGRATION.md', 'UPGRADING.md', 'docs/migrating-to-v3.md', 'v4-migration-guide.mdx', 'docs/migration/v4.md', 'website/docs/upgrading/to-v3.mdx']) {
      expect([path, isUpgradeGuide(path)]).toEqual([path, true]);
    }
    for (const path of ['CHANGELOG.md', 'src/migrate.ts', 'db/migrate/20240101_add_users.rb', 'migrations/README.md', 'alembic/migration.md', 'requirements-upgrade.txt', 'docs/usage.md']) {
      expect([path, isUpgradeGuide(path)]).toEqual([path, false]);
    }
  });

  it("names a guide's sections: level-2 headings outside code, generic ones left out", () => {
    const guide = [
      '# Tea v2 Upgrade Guide',
      '## Migration Checklist',
      '- [ ] Change `View() string` to `View() tea.View`',
      '## Import Paths',
      '```go',
      '## not a heading',
      '```',
      '## The Big Idea: Declarative Views',
      '## View Returns a `tea.View` Now',
      '## Feedback',
    ].join('\n');
    expect(guideHeadings(guide)).toEqual(['Import Paths', 'The Big Idea: Declarative Views', 'View Returns a `tea.View` Now']);
    expect(guideHeadings('Upgrading\n=========\n\nFrom 1.x to 2.0\n---------------\n\ntext')).toEqual(['From 1.x to 2.0']);
    expect(guideHeadings('# Upgrading\n\nJust bump the version.')).toEqual(['Upgrading']);
  });

  it("finds the commit adding each guide, and makes it its release's breaking item", () => {
    const classified = [
      classifyCommit(makeCommit({ sha: 'c3', subject: 'docs: fix a typo in the upgrade guide', files: ['UPGRADE_GUIDE_V2.md'] })),
      classifyCommit(makeCommit({ sha: 'c2', subject: 'docs: add v2 upgrade guide (#1585)', files: ['UPGRADE_GUIDE_V2.md', 'README.md'] })),
      classifyCommit(makeCommit({ sha: 'c1', subject: 'feat: add the View type', files: ['view.go'] })),
    ];
    expect(guideAdditions(classified)).toEqual([{ at: 1, path: 'UPGRADE_GUIDE_V2.md' }]);
    const headings = Array.from({ length: 10 }, (_, index) => `## Change ${index + 1}`).join('\n');
    const item = guideItem(classified[1]!, 'UPGRADE_GUIDE_V2.md', `## View Returns a \`tea.View\` Now\n${headings}`);
    expect(item).toMatchObject({ noise: null, breaking: true, section: 'Added', references: { pullRequests: [1585] } });
    expect(item.description).toBe('Upgrade guide `UPGRADE_GUIDE_V2.md`: View Returns a `tea.View` Now; Change 1; Change 2; Change 3; Change 4; Change 5; Change 6; Change 7; and 3 more');
    // A guide naming no change leaves its commit as it was.
    expect(guideItem(classified[1]!, 'UPGRADE_GUIDE_V2.md', 'Bump the version.')).toBe(classified[1]);
  });
});

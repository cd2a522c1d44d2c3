import { rmSync } from 'node:fs';
import { GitFixture } from '../testing/git-fixture.js';
import { openRepository } from './open-repository.js';
import { readPackageLayout } from './package-scope.js';

describe('readPackageLayout', () => {
  let fixture: GitFixture;
  let cacheDir: string;

  beforeAll(() => {
    fixture = new GitFixture();
    cacheDir = GitFixture.tempDir('chronicle-cache-');
    fixture.commit('Lay out the workspace', {
      'package.json': '{"name":"workspace"}\n',
      'CHANGELOG.md': '# Changelog\n',
      'packages/core/package.json': '{"name":"@acme/core"}\n',
      'packages/core/CHANGELOG.md': '# Changelog\n',
      // A package nested in another is covered by the outer one.
      'packages/core/plugins/extra/package.json': '{"name":"@acme/extra"}\n',
      'packages/core/plugins/extra/CHANGELOG.md': '# Changelog\n',
      'crates/varcon/Cargo.toml': '[package]\nversion = "1.0.5"\nname = "varcon"\n\n[dependencies]\nname = "not-this"\n',
      'crates/varcon/CHANGELOG.md': '# Changelog\n',
      // A package without its own CHANGELOG, and a CHANGELOG without a manifest, stay the root's.
      'packages/docs/package.json': '{"name":"@acme/docs"}\n',
      'notes/CHANGELOG.md': '# Old notes\n',
      '.github/instructions/changelog-review.instructions.md': 'x\n',
    });
  });

  afterAll(() => {
    fixture.remove();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('finds the sub-packages that keep their own CHANGELOG, below the scope only', async () => {
    const repository = await openRepository(fixture.dir, { cacheDir });
    const root = await readPackageLayout(repository, 'HEAD', '');
    expect(root).toMatchObject({ present: true, subPackages: ['crates/varcon', 'packages/core'] });
    expect((await readPackageLayout(repository, 'HEAD', 'packages/core')).subPackages).toEqual(['packages/core/plugins/extra']);
    expect((await readPackageLayout(repository, 'HEAD', 'packages/missing')).present).toBe(false);
  });

  it('names a package by its folder, its last segment and its manifest', async () => {
    const layout = await readPackageLayout(await openRepository(fixture.dir, { cacheDir }), 'HEAD', '');
    expect(await layout.names('packages/core')).toEqual(['packages/core', 'core', '@acme/core']);
    expect(await layout.names('crates/varcon')).toEqual(['crates/varcon', 'varcon']);
  });
});

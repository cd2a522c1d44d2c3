import { isManifestPath, readManifests } from './index.js';

describe('isManifestPath', () => {
  it('claims every ecosystem’s manifests and lockfiles in any folder', () => {
    const claimed = [
      'package.json', 'apps/web/package.json', 'package-lock.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'yarn.lock', 'bun.lock',
      'pyproject.toml', 'requirements.txt', 'requirements-dev.txt', 'requirements/test.txt', 'setup.cfg', 'setup.py', 'Pipfile', 'Pipfile.lock', 'poetry.lock', 'uv.lock',
      'go.mod', 'go.sum', 'go.work', 'Cargo.toml', 'crates/core/Cargo.toml', 'Cargo.lock', 'pom.xml', 'build.gradle', 'app/build.gradle.kts',
      'settings.gradle.kts', 'gradle/libs.versions.toml', 'gradle.lockfile', 'src/App/App.csproj', 'Directory.Packages.props', 'packages.lock.json',
      'Gemfile', 'Gemfile.lock', 'acme.gemspec', 'composer.json', 'composer.lock',
    ];
    expect(claimed.filter((path) => !isManifestPath(path))).toEqual([]);
  });

  it('leaves installed and vendored copies, and look-alikes, alone', () => {
    const ignored = ['node_modules/express/package.json', 'vendor/github.com/x/y/go.mod', 'php/vendor/acme/lib/composer.json', 'package.json.bak', 'src/pom.xml.template', 'docs/requirements.md'];
    expect(ignored.filter((path) => isManifestPath(path))).toEqual([]);
  });
});

describe('readManifests', () => {
  it('skips a malformed file and reads the others, sorted by path', () => {
    const { manifests, lockfiles } = readManifests([
      { path: 'web/package.json', text: '{"name": "web", "dependencies": {' },
      { path: 'api/package.json', text: '{"name": "api"}' },
      { path: 'Cargo.toml', text: '[package\nname = ' },
      { path: 'package.json', text: '{"name": "root"}' },
      { path: 'poetry.lock', text: '[[package]]\nname = "x"\nversion = ' },
    ]);
    expect(manifests.map((m) => m.path)).toEqual(['api/package.json', 'package.json']);
    expect(lockfiles).toEqual([]);
  });

  it('reads a member whose workspace root or catalog does not parse', () => {
    const { manifests } = readManifests([
      { path: 'Cargo.toml', text: '[workspace\nmembers = [' },
      { path: 'crates/a/Cargo.toml', text: '[package]\nname = "a"\n\n[dependencies]\nserde = { workspace = true }\n' },
      { path: 'gradle/libs.versions.toml', text: '[libraries\n' },
      { path: 'app/build.gradle', text: "dependencies { implementation 'com.google.guava:guava:33.0.0-jre' }\n" },
    ]);
    expect(manifests.map((m) => `${m.path}: ${m.dependencies.map((d) => `${d.name} ${d.requirement}`).join(', ')}`)).toEqual([
      'app/build.gradle: com.google.guava:guava 33.0.0-jre',
      'crates/a/Cargo.toml: serde null',
    ]);
  });

  it('gives the same result whatever order the files come in', () => {
    const files = [
      { path: 'b/package.json', text: '{"name": "b", "dependencies": {"z": "1", "a": "2"}}' },
      { path: 'a/go.mod', text: 'module example.com/a\n\ngo 1.22\n' },
    ];
    expect(readManifests([...files].reverse())).toEqual(readManifests(files));
    expect(readManifests(files).manifests[1]!.dependencies.map((d) => d.name)).toEqual(['a', 'z']);
  });
});

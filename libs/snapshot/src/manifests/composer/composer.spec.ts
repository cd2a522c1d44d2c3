import { readManifests } from '../index.js';

const read = (files: Record<string, string>) => readManifests(Object.entries(files).map(([path, text]) => ({ path, text })));

describe('Composer', () => {
  it('reads require and require-dev, php as the runtime, extensions as platform requirements, scripts and licenses', () => {
    const { manifests } = read({
      'composer.json': JSON.stringify({
        name: 'acme/blog',
        description: 'A blog',
        license: ['MIT', 'GPL-3.0-or-later'],
        require: { php: '>=8.2', 'ext-mbstring': '*', 'laravel/framework': '^11.0' },
        'require-dev': { 'phpunit/phpunit': '^11.0' },
        scripts: { test: 'phpunit', check: ['@test', 'phpstan analyse'] },
        bin: ['bin/blog'],
      }),
    });
    expect(manifests[0]).toMatchObject({ name: 'acme/blog', license: '(MIT OR GPL-3.0-or-later)', runtime: { name: 'php', requirement: '>=8.2' }, entryPoints: ['bin/blog'], scripts: { check: '@test && phpstan analyse', test: 'phpunit' } });
    expect(manifests[0]!.dependencies).toEqual([
      { name: 'ext-mbstring', requirement: '*', scope: 'runtime', group: 'platform' },
      { name: 'laravel/framework', requirement: '^11.0', scope: 'runtime', group: 'require' },
      { name: 'phpunit/phpunit', requirement: '^11.0', scope: 'development', group: 'require-dev' },
    ]);
  });

  it('reads composer.lock packages and dev packages with their licenses', () => {
    const { lockfiles } = read({
      'composer.lock': JSON.stringify({
        packages: [{ name: 'laravel/framework', version: 'v11.0.0', license: ['MIT'], require: { php: '^8.2', 'ext-json': '*', 'symfony/console': '^7.0' } }],
        'packages-dev': [{ name: 'phpunit/phpunit', version: '11.0.1', license: ['BSD-3-Clause'] }],
      }),
    });
    expect(lockfiles[0]!.packages).toEqual([
      { name: 'laravel/framework', version: 'v11.0.0', scope: 'runtime', license: 'MIT', dependencies: ['symfony/console'] },
      { name: 'phpunit/phpunit', version: '11.0.1', scope: 'development', license: 'BSD-3-Clause', dependencies: [] },
    ]);
  });
});

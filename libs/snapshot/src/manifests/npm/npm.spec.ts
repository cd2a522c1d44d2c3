import { readManifests } from '../index.js';

const read = (files: Record<string, string>) => readManifests(Object.entries(files).map(([path, text]) => ({ path, text })));

describe('npm manifests', () => {
  it('records the .npmrc or pnpm-workspace.yaml setting that turns the lockfile off', () => {
    const { manifests } = read({
      'package.json': JSON.stringify({ name: 'root', workspaces: ['packages/*'] }),
      '.npmrc': '# no lockfile on purpose\npackage-lock = false\n',
      'packages/a/package.json': JSON.stringify({ name: 'a' }),
      'other/package.json': JSON.stringify({ name: 'other' }),
      'other/.npmrc': 'save-exact=true\nlockfile=true\n',
      'pnpm/package.json': JSON.stringify({ name: 'p' }),
      'pnpm/pnpm-workspace.yaml': 'packages: []\nlockfile: false\n',
    });
    expect(Object.fromEntries(manifests.map((m) => [m.path, m.lockfileOff]))).toEqual({
      'package.json': { path: '.npmrc', setting: 'package-lock=false' },
      'packages/a/package.json': { path: '.npmrc', setting: 'package-lock=false' },
      'other/package.json': null,
      'pnpm/package.json': { path: 'pnpm/pnpm-workspace.yaml', setting: 'lockfile: false' },
    });
  });

  it('reads an npm: alias as the package it stands for, under the key the code imports', () => {
    const { manifests } = read({
      'package.json': JSON.stringify({ dependencies: { 'client-v10': 'npm:@trpc/client@^10.45.0', same: 'npm:same@1.0.0', latest: 'npm:left-pad', lodash: 'npm:^4.17.21', local: 'workspace:*' } }),
    });
    expect(manifests[0]!.dependencies).toEqual([
      { name: '@trpc/client', alias: 'client-v10', requirement: '^10.45.0', scope: 'runtime', group: 'dependencies' },
      { name: 'left-pad', alias: 'latest', requirement: null, scope: 'runtime', group: 'dependencies' },
      { name: 'local', requirement: 'workspace:*', scope: 'runtime', group: 'dependencies' },
      { name: 'lodash', requirement: '^4.17.21', scope: 'runtime', group: 'dependencies' },
      { name: 'same', requirement: '1.0.0', scope: 'runtime', group: 'dependencies' },
    ]);
  });

  it('reads package.json sections as scopes, with scripts, entry points, workspaces and the Node version', () => {
    const { manifests } = read({
      'package.json': JSON.stringify({
        name: 'shop',
        version: '1.2.0',
        description: 'A shop',
        license: { type: 'MIT', url: 'https://example.com' },
        main: './dist/index.cjs',
        module: './dist/index.js',
        bin: { shop: './bin/shop.js' },
        exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js', require: './dist/index.cjs' }, './cli': './dist/cli.js', './*': './dist/*.js', './package.json': './package.json' },
        scripts: { test: 'jest', build: 'tsc' },
        workspaces: { packages: ['packages/*'] },
        engines: { node: '>=20' },
        dependencies: { express: '^4.19.0', fsevents: '^2.3.0' },
        devDependencies: { typescript: '~5.4.0' },
        peerDependencies: { react: '>=18' },
        optionalDependencies: { fsevents: '^2.3.0' },
      }),
      'pnpm-workspace.yaml': 'packages:\n  - "apps/*"\n  - "!apps/legacy"\n',
    });
    expect(manifests).toHaveLength(1);
    const manifest = manifests[0]!;
    expect(manifest).toMatchObject({ path: 'package.json', ecosystem: 'npm', kind: 'package.json', name: 'shop', version: '1.2.0', license: 'MIT', runtime: { name: 'node', requirement: '>=20' } });
    expect(manifest.dependencies).toEqual([
      { name: 'express', requirement: '^4.19.0', scope: 'runtime', group: 'dependencies' },
      { name: 'fsevents', requirement: '^2.3.0', scope: 'optional', group: 'optionalDependencies' },
      { name: 'react', requirement: '>=18', scope: 'peer', group: 'peerDependencies' },
      { name: 'typescript', requirement: '~5.4.0', scope: 'development', group: 'devDependencies' },
    ]);
    expect(Object.keys(manifest.scripts)).toEqual(['build', 'test']);
    expect(manifest.entryPoints).toEqual(['bin/shop.js', 'dist/cli.js', 'dist/index.cjs', 'dist/index.js']);
    expect(manifest.workspaces).toEqual(['apps/*', 'packages/*']);
  });

  it('joins an old licenses array with OR and leaves a private root without a name', () => {
    const { manifests } = read({ 'package.json': JSON.stringify({ private: true, licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] }) });
    expect(manifests[0]).toMatchObject({ name: null, license: '(MIT OR Apache-2.0)', dependencies: [] });
  });

  it('reads targets (main, exports subpaths, named bins) and dependencies taken from folders', () => {
    const { manifests } = read({
      'packages/app/package.json': JSON.stringify({
        name: '@acme/app',
        main: './dist/index.js',
        exports: { '.': { types: './dist/index.d.ts', import: './dist/index.mjs' }, './utils': './dist/utils.js', './*': './dist/*.js' },
        bin: { acme: 'bin/acme.js' },
        dependencies: { '@acme/core': 'workspace:*', local: 'file:../local', linked: 'link:../../linked', packed: 'file:../packed.tgz', far: 'file:../../../far' },
      }),
      'packages/tool/package.json': JSON.stringify({ name: '@acme/tool', bin: './cli.js' }),
    });
    expect(manifests[0]!.targets).toEqual([
      { kind: 'binary', name: 'acme', path: 'packages/app/bin/acme.js' },
      { kind: 'library', name: '.', path: 'packages/app/dist/index.js' },
      { kind: 'library', name: '.', path: 'packages/app/dist/index.mjs' },
      { kind: 'library', name: './utils', path: 'packages/app/dist/utils.js' },
    ]);
    expect(manifests[0]!.localDependencies).toEqual([
      { name: 'linked', folder: 'linked' },
      { name: 'local', folder: 'packages/local' },
    ]);
    expect(manifests[1]!.targets).toEqual([{ kind: 'binary', name: 'tool', path: 'packages/tool/cli.js' }]);
  });
});

describe('npm lockfiles', () => {
  it('reads a package-lock v3 packages map: names from node_modules paths, dev flags, licenses and edges', () => {
    const { lockfiles } = read({
      'package-lock.json': JSON.stringify({
        name: 'shop',
        lockfileVersion: 3,
        packages: {
          '': { name: 'shop', dependencies: { express: '^4.19.0' } },
          'packages/ui': { name: '@shop/ui', version: '0.1.0' },
          'node_modules/@shop/ui': { resolved: 'packages/ui', link: true },
          'node_modules/express': { version: '4.19.2', license: 'MIT', dependencies: { 'body-parser': '1.20.2', debug: '2.6.9' } },
          'node_modules/express/node_modules/debug': { version: '2.6.9', license: 'MIT', dependencies: { ms: '2.0.0' } },
          'node_modules/debug': { version: '4.3.4', dev: true, license: 'MIT' },
          'node_modules/body-parser': { version: '1.20.2', license: 'MIT' },
          'node_modules/ms': { version: '2.0.0' },
        },
      }),
    });
    expect(lockfiles).toHaveLength(1);
    expect(lockfiles[0]!.kind).toBe('package-lock.json');
    expect(lockfiles[0]!.packages).toEqual([
      { name: 'body-parser', version: '1.20.2', scope: 'runtime', license: 'MIT', dependencies: [] },
      { name: 'debug', version: '2.6.9', scope: 'runtime', license: 'MIT', dependencies: ['ms'] },
      { name: 'debug', version: '4.3.4', scope: 'development', license: 'MIT', dependencies: [] },
      { name: 'express', version: '4.19.2', scope: 'runtime', license: 'MIT', dependencies: ['body-parser', 'debug'] },
      { name: 'ms', version: '2.0.0', scope: 'runtime', license: null, dependencies: [] },
    ]);
  });

  it('reads a package-lock v1 dependency tree with requires', () => {
    const { lockfiles } = read({
      'package-lock.json': JSON.stringify({
        lockfileVersion: 1,
        dependencies: {
          express: { version: '4.17.1', requires: { debug: '2.6.9' }, dependencies: { debug: { version: '2.6.9', requires: { ms: '2.0.0' } } } },
          ms: { version: '2.0.0' },
          jest: { version: '29.0.0', dev: true },
        },
      }),
    });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.scope}:${p.dependencies.join('+')}`)).toEqual([
      'debug@2.6.9:runtime:ms',
      'express@4.17.1:runtime:debug',
      'jest@29.0.0:development:',
      'ms@2.0.0:runtime:',
    ]);
  });

  it('reads pnpm-lock v6 keys with peer suffixes and dev flags', () => {
    const { lockfiles } = read({
      'pnpm-lock.yaml': `lockfileVersion: '6.0'
dependencies:
  react-dom:
    specifier: ^18.2.0
    version: 18.2.0(react@18.2.0)
packages:
  /react-dom@18.2.0(react@18.2.0):
    resolution: {integrity: sha512-x}
    peerDependencies:
      react: ^18.2.0
    dependencies:
      loose-envify: 1.4.0
      react: 18.2.0
    dev: false
  /react@18.2.0:
    resolution: {integrity: sha512-y}
    dependencies:
      loose-envify: 1.4.0
    dev: false
  /loose-envify@1.4.0:
    resolution: {integrity: sha512-z}
    dev: false
  /@types/node@20.11.0:
    resolution: {integrity: sha512-w}
    dev: true
`,
    });
    expect(lockfiles[0]!.kind).toBe('pnpm-lock.yaml');
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.scope}:${p.dependencies.join('+')}`)).toEqual([
      '@types/node@20.11.0:development:',
      'loose-envify@1.4.0:runtime:',
      'react@18.2.0:runtime:loose-envify',
      'react-dom@18.2.0:runtime:loose-envify+react',
    ]);
  });

  it('reads pnpm-lock v9 with edges from snapshots and scopes from what the importers reach', () => {
    const { lockfiles } = read({
      'pnpm-lock.yaml': `lockfileVersion: '9.0'
importers:
  .:
    dependencies:
      chalk:
        specifier: ^5.3.0
        version: 5.3.0
    devDependencies:
      vitest:
        specifier: ^1.0.0
        version: 1.2.0
packages:
  chalk@5.3.0:
    resolution: {integrity: sha512-a}
  vitest@1.2.0:
    resolution: {integrity: sha512-b}
  tinypool@0.8.2:
    resolution: {integrity: sha512-c}
snapshots:
  chalk@5.3.0: {}
  vitest@1.2.0:
    dependencies:
      tinypool: 0.8.2
  tinypool@0.8.2: {}
`,
    });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.scope}:${p.dependencies.join('+')}`)).toEqual([
      'chalk@5.3.0:runtime:',
      'tinypool@0.8.2:development:',
      'vitest@1.2.0:development:tinypool',
    ]);
  });

  it('reads pnpm-lock v5 path keys', () => {
    const { lockfiles } = read({
      'pnpm-lock.yaml': `lockfileVersion: 5.4
packages:
  /@babel/core/7.20.0:
    dependencies:
      debug: 4.3.4
    dev: true
  /ts-node/10.9.1_typescript@4.9.4:
    dev: true
`,
    });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.scope}`)).toEqual(['@babel/core@7.20.0:development', 'ts-node@10.9.1:development']);
  });

  it('reads yarn.lock v1, one entry per resolved version', () => {
    const { lockfiles } = read({
      'yarn.lock': `# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.
# yarn lockfile v1


"@babel/code-frame@^7.0.0", "@babel/code-frame@^7.10.4":
  version "7.12.13"
  resolved "https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.12.13.tgz"
  dependencies:
    "@babel/highlight" "^7.12.13"

"@babel/highlight@^7.12.13":
  version "7.13.10"
  resolved "https://registry.yarnpkg.com/@babel/highlight/-/highlight-7.13.10.tgz"
`,
    });
    expect(lockfiles[0]!.kind).toBe('yarn.lock (v1)');
    expect(lockfiles[0]!.packages).toEqual([
      { name: '@babel/code-frame', version: '7.12.13', scope: null, license: null, dependencies: ['@babel/highlight'] },
      { name: '@babel/highlight', version: '7.13.10', scope: null, license: null, dependencies: [] },
    ]);
  });

  it('reads a Berry yarn.lock and leaves the workspace itself out', () => {
    const { lockfiles } = read({
      'yarn.lock': `# This file is generated by running "yarn install" inside your project.

__metadata:
  version: 8
  cacheKey: 10c0

"lodash@npm:^4.17.21":
  version: 4.17.21
  resolution: "lodash@npm:4.17.21"
  checksum: 10c0/abc
  languageName: node
  linkType: hard

"my-app@workspace:.":
  version: 0.0.0-use.local
  resolution: "my-app@workspace:."
  dependencies:
    lodash: "npm:^4.17.21"
  languageName: unknown
  linkType: soft
`,
    });
    expect(lockfiles[0]!.kind).toBe('yarn.lock (berry)');
    expect(lockfiles[0]!.packages).toEqual([{ name: 'lodash', version: '4.17.21', scope: null, license: null, dependencies: [] }]);
  });

  it('reads bun.lock with its trailing commas', () => {
    const { lockfiles } = read({
      'bun.lock': `{
  "lockfileVersion": 1,
  "workspaces": {
    "": {
      "name": "app",
      "dependencies": { "hono": "^4.0.0", },
      "devDependencies": { "vitest": "^1.0.0", },
    },
  },
  "packages": {
    "hono": ["hono@4.5.0", "", {}, "sha512-a"],
    "vitest": ["vitest@1.2.0", "", { "dependencies": { "tinypool": "^0.8.0" } }, "sha512-b"],
    "tinypool": ["tinypool@0.8.2", "", {}, "sha512-c"],
  }
}
`,
    });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.scope}:${p.dependencies.join('+')}`)).toEqual([
      'hono@4.5.0:runtime:',
      'tinypool@0.8.2:development:',
      'vitest@1.2.0:development:tinypool',
    ]);
  });
});

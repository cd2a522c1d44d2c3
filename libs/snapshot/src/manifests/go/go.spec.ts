import { readManifests } from '../index.js';

const read = (files: Record<string, string>) => readManifests(Object.entries(files).map(([path, text]) => ({ path, text })));

describe('Go modules', () => {
  it('reads go.mod: module, go version, requires with indirect ones grouped', () => {
    const { manifests } = read({
      'go.mod': `module github.com/acme/tool

go 1.22.1

toolchain go1.22.3

require github.com/spf13/pflag v1.0.5

require (
	github.com/charmbracelet/x/ansi v0.1.4
	golang.org/x/sys v0.21.0 // indirect
)

replace github.com/spf13/pflag => ../pflag
retract v1.0.0 // published by mistake
`,
    });
    expect(manifests[0]).toMatchObject({ kind: 'go.mod', name: 'github.com/acme/tool', runtime: { name: 'go', requirement: '1.22.1' } });
    expect(manifests[0]!.dependencies).toEqual([
      { name: 'github.com/charmbracelet/x/ansi', requirement: 'v0.1.4', scope: 'runtime', group: null },
      { name: 'github.com/spf13/pflag', requirement: 'v1.0.5', scope: 'runtime', group: null },
      { name: 'golang.org/x/sys', requirement: 'v0.21.0', scope: 'runtime', group: 'indirect' },
    ]);
  });

  it('reads go.work members and go.sum module versions, leaving go.mod-only lines out', () => {
    const { manifests, lockfiles } = read({
      'go.work': 'go 1.22\n\nuse (\n\t./cmd\n\t./lib\n)\n',
      'go.sum': `github.com/spf13/pflag v1.0.5 h1:abc=
github.com/spf13/pflag v1.0.5/go.mod h1:def=
golang.org/x/sys v0.20.0/go.mod h1:ghi=
`,
    });
    expect(manifests[0]).toMatchObject({ kind: 'go.work', workspaces: ['cmd', 'lib'] });
    expect(lockfiles[0]).toEqual({ path: 'go.sum', ecosystem: 'go', kind: 'go.sum', packages: [{ name: 'github.com/spf13/pflag', version: 'v1.0.5', scope: null, license: null, dependencies: [] }] });
  });

  it('reads a replace by a folder of the repository as a local dependency', () => {
    const { manifests } = read({
      'tools/go.mod': 'module example.com/tools\n\nrequire example.com/acme v0.0.0\n\nreplace example.com/acme => ../\nreplace (\n\texample.com/lib v1.0.0 => ./lib\n\tgithub.com/x/y => github.com/fork/y v1.2.0\n\texample.com/far => ../../far\n)\n',
    });
    expect(manifests[0]!.localDependencies).toEqual([
      { name: 'example.com/acme', folder: '' },
      { name: 'example.com/lib', folder: 'tools/lib' },
    ]);
  });
});

import { readManifests } from '../index.js';

const read = (files: Record<string, string>) => readManifests(Object.entries(files).map(([path, text]) => ({ path, text })));
const line = (d: { name: string; requirement: string | null; scope: string; group: string | null }) => `${d.scope} ${d.name} ${d.requirement ?? '-'} [${d.group ?? ''}]`;

describe('Cargo', () => {
  it('reads the features and what each turns on', () => {
    const { manifests } = read({ 'Cargo.toml': '[package]\nname = "j"\n\n[dependencies]\nindexmap = { version = "2", optional = true }\n\n[features]\ndefault = ["std"]\nstd = []\npreserve_order = ["indexmap", "std"]\n' });
    expect(manifests[0]!.features).toEqual([
      { name: 'default', enables: ['std'] },
      { name: 'std', enables: [] },
      { name: 'preserve_order', enables: ['indexmap', 'std'] },
    ]);
  });

  it('reads a crate: its tables (also per target), optional dependencies, bins and rust-version', () => {
    const { manifests } = read({
      'Cargo.toml': `[package]
name = "serde_json"
version = "1.0.120"
license = "MIT OR Apache-2.0"
rust-version = "1.56"

[dependencies]
itoa = "1.0"
indexmap = { version = "2.2", optional = true }
local = { path = "../local" }

[target.'cfg(windows)'.dependencies]
winapi = "0.3"

[dev-dependencies]
trybuild = { version = "1.0", features = ["diff"] }

[build-dependencies]
cc = "1"

[[bin]]
name = "tool"
path = "src/bin/tool.rs"
`,
    });
    const manifest = manifests[0]!;
    expect(manifest).toMatchObject({ name: 'serde_json', license: 'MIT OR Apache-2.0', runtime: { name: 'rust', requirement: '1.56' }, entryPoints: ['src/bin/tool.rs'] });
    expect(manifest.dependencies.map(line)).toEqual([
      'build cc 1 [build-dependencies]',
      'optional indexmap 2.2 [dependencies]',
      'runtime itoa 1.0 [dependencies]',
      'runtime local - [dependencies]',
      'development trybuild 1.0 [dev-dependencies]',
      "runtime winapi 0.3 [target.'cfg(windows)'.dependencies]",
    ]);
  });

  it('takes workspace = true versions and package fields from the workspace root', () => {
    const { manifests } = read({
      'Cargo.toml': `[workspace]
members = ["crates/*"]

[workspace.package]
version = "0.4.0"
license = "MIT"

[workspace.dependencies]
serde = { version = "1.0.200", features = ["derive"] }
anyhow = "1"
`,
      'crates/core/Cargo.toml': `[package]
name = "core"
version.workspace = true
license.workspace = true

[dependencies]
serde = { workspace = true }
anyhow.workspace = true
`,
    });
    expect(manifests.map((m) => m.path)).toEqual(['Cargo.toml', 'crates/core/Cargo.toml']);
    expect(manifests[0]).toMatchObject({ name: null, workspaces: ['crates/*'], dependencies: [] });
    expect(manifests[1]).toMatchObject({ name: 'core', version: '0.4.0', license: 'MIT' });
    expect(manifests[1]!.dependencies.map(line)).toEqual(['runtime anyhow 1 [dependencies]', 'runtime serde 1.0.200 [dependencies]']);
  });

  it('reads Cargo.lock, leaving the workspace crates (no source) out', () => {
    const { lockfiles } = read({
      'Cargo.lock': `version = 3

[[package]]
name = "app"
version = "0.1.0"
dependencies = ["serde"]

[[package]]
name = "serde"
version = "1.0.200"
source = "registry+https://github.com/rust-lang/crates.io-index"
dependencies = [
 "serde_derive",
 "syn 2.0.60 (registry+https://github.com/rust-lang/crates.io-index)",
]

[[package]]
name = "serde_derive"
version = "1.0.200"
source = "registry+https://github.com/rust-lang/crates.io-index"
`,
    });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.dependencies.join('+')}`)).toEqual(['serde@1.0.200:serde_derive+syn', 'serde_derive@1.0.200:']);
  });

  it('reads targets ([lib], [[bin]], [[example]], [[bench]]) and path dependencies, also through the workspace root', () => {
    const { manifests } = read({
      'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\n\n[workspace.dependencies]\nacme-core = { path = "crates/core", version = "0.1" }\n',
      'crates/cli/Cargo.toml': `[package]
name = "acme-cli"

[lib]
path = "src/api.rs"

[dependencies]
acme-core = { workspace = true }
acme-util = { path = "../util", package = "util" }
outside = { path = "../../../elsewhere" }

[[bin]]
name = "acme"

[[example]]
name = "tour"

[[bench]]
name = "speed"
path = "perf/speed.rs"
`,
    });
    const cli = manifests.find((m) => m.path === 'crates/cli/Cargo.toml')!;
    expect(cli.targets).toEqual([
      { kind: 'benchmark', name: 'speed', path: 'crates/cli/perf/speed.rs' },
      { kind: 'binary', name: 'acme', path: 'crates/cli/src/bin/acme.rs' },
      { kind: 'example', name: 'tour', path: 'crates/cli/examples/tour.rs' },
      { kind: 'library', name: null, path: 'crates/cli/src/api.rs' },
    ]);
    expect(cli.localDependencies).toEqual([
      { name: 'acme-core', folder: 'crates/core' },
      { name: 'util', folder: 'crates/util' },
    ]);
  });

  it('keeps a renamed dependency\'s key as its alias, also through the workspace root', () => {
    const { manifests } = read({
      'Cargo.toml': '[workspace]\nmembers = ["app"]\n\n[workspace.dependencies]\nfast = { package = "memchr", version = "2" }\n',
      'app/Cargo.toml': '[package]\nname = "app"\n\n[dependencies]\nfoo = { package = "memmap2", version = "0.9" }\nfast = { workspace = true }\nlog = "0.4"\n',
    });
    expect(manifests.find((m) => m.path === 'app/Cargo.toml')!.dependencies).toEqual([
      { name: 'log', requirement: '0.4', scope: 'runtime', group: 'dependencies' },
      { name: 'memchr', alias: 'fast', requirement: '2', scope: 'runtime', group: 'dependencies' },
      { name: 'memmap2', alias: 'foo', requirement: '0.9', scope: 'runtime', group: 'dependencies' },
    ]);
  });
});

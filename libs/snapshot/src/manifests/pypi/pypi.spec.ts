import { normalizePackageName, readManifests } from '../index.js';

const read = (files: Record<string, string>) => readManifests(Object.entries(files).map(([path, text]) => ({ path, text })));
const line = (d: { name: string; requirement: string | null; scope: string; group: string | null }) => `${d.scope} ${d.name} ${d.requirement ?? '-'} [${d.group ?? ''}]`;

describe('PyPI manifests', () => {
  it('reads PEP 621 metadata, extras, PEP 735 groups, scripts and the build backend', () => {
    const { manifests } = read({
      'pyproject.toml': `[project]
name = "itsafe"
version = "2.0.0"
description = "Signs data"
license = { text = "BSD-3-Clause" }
requires-python = ">=3.10"
dependencies = ["requests[socks] >=2.31, <3 ; python_version >= '3.10'", "Click>=8"]

[project.optional-dependencies]
yaml = ["PyYAML>=6"]

[project.scripts]
itsafe = "itsafe.cli:main"

[dependency-groups]
tests = ["pytest>=8", {include-group = "typing"}]
typing = ["mypy"]

[build-system]
requires = ["flit_core<4"]
build-backend = "flit_core.buildapi"
`,
    });
    const manifest = manifests[0]!;
    expect(manifest).toMatchObject({ name: 'itsafe', version: '2.0.0', license: 'BSD-3-Clause', runtime: { name: 'python', requirement: '>=3.10' }, scripts: { itsafe: 'itsafe.cli:main' }, entryPoints: ['itsafe.cli:main'] });
    expect(manifest.targets).toEqual([{ kind: 'script', name: 'itsafe', path: 'itsafe.cli:main' }]);
    expect(manifest.dependencies.map(line)).toEqual([
      'runtime Click >=8 [dependencies]',
      'optional PyYAML >=6 [yaml]',
      'build flit_core <4 [build-system]',
      'development mypy - [typing]',
      'test pytest >=8 [tests]',
      'runtime requests >=2.31,<3 [dependencies]',
    ]);
  });

  it('reads Poetry dependencies, dev-dependencies and groups; python is the runtime', () => {
    const { manifests } = read({
      'pyproject.toml': `[tool.poetry]
name = "api"
version = "0.3.0"
license = "MIT"

[tool.poetry.dependencies]
python = "^3.11"
fastapi = "^0.110"
uvicorn = { version = "^0.29", optional = true }

[tool.poetry.dev-dependencies]
black = "^24.1"

[tool.poetry.group.test.dependencies]
pytest = "^8.0"

[tool.poetry.group.docs.dependencies]
mkdocs = "*"

[tool.poetry.scripts]
serve = "api.main:run"
`,
    });
    const manifest = manifests[0]!;
    expect(manifest).toMatchObject({ name: 'api', license: 'MIT', runtime: { name: 'python', requirement: '^3.11' }, scripts: { serve: 'api.main:run' } });
    expect(manifest.dependencies.map(line)).toEqual([
      'development black ^24.1 [dev-dependencies]',
      'runtime fastapi ^0.110 [dependencies]',
      'development mkdocs * [docs]',
      'test pytest ^8.0 [test]',
      'optional uvicorn ^0.29 [dependencies]',
    ]);
  });

  it('reads requirements files, skipping options, includes and editable installs; the file name gives the scope', () => {
    const { manifests } = read({
      'requirements.txt': '# core\n-r base.txt\n--index-url https://pypi.example/simple\n-e .\nFlask==3.0.2  # web\nrequests>=2.31 \\\n    --hash=sha256:abc\n./local-package\n',
      'requirements/test.txt': 'pytest>=8\n',
      'requirements-dev.txt': 'ruff\n',
    });
    expect(manifests.map((m) => `${m.path}: ${m.dependencies.map(line).join('; ')}`)).toEqual([
      'requirements-dev.txt: development ruff - []',
      'requirements.txt: runtime Flask ==3.0.2 []; runtime requests >=2.31 []',
      'requirements/test.txt: test pytest >=8 []',
    ]);
  });

  it('reads setup.cfg install_requires and extras', () => {
    const { manifests } = read({
      'setup.cfg': `[metadata]
name = legacy
version = 1.0

[options]
python_requires = >=3.8
install_requires =
    six>=1.16
    attrs

[options.extras_require]
cli = click>=8
`,
    });
    expect(manifests[0]!.dependencies.map(line)).toEqual(['runtime attrs - [install_requires]', 'optional click >=8 [cli]', 'runtime six >=1.16 [install_requires]']);
    expect(manifests[0]!.runtime).toEqual({ name: 'python', requirement: '>=3.8' });
  });

  it('reads the literal arguments of setup.py', () => {
    const { manifests } = read({
      'setup.py': `from setuptools import setup

setup(
    name="legacy-tool",
    version="0.5.0",
    python_requires=">=3.7",
    install_requires=[
        "requests[socks]>=2.0",  # HTTP
        'click',
    ],
    tests_require=["pytest"],
)
`,
    });
    expect(manifests[0]).toMatchObject({ kind: 'setup.py', name: 'legacy-tool', version: '0.5.0', runtime: { name: 'python', requirement: '>=3.7' } });
    expect(manifests[0]!.dependencies.map(line)).toEqual(['runtime click - [install_requires]', 'test pytest - [tests_require]', 'runtime requests >=2.0 [install_requires]']);
  });

  it('reads a Pipfile and its lock', () => {
    const { manifests, lockfiles } = read({
      Pipfile: '[packages]\nrequests = "*"\ndjango = {version = ">=5.0"}\n\n[dev-packages]\npytest = "*"\n\n[requires]\npython_version = "3.12"\n',
      'Pipfile.lock': JSON.stringify({ default: { requests: { version: '==2.31.0' } }, develop: { pytest: { version: '==8.1.1' } } }),
    });
    expect(manifests[0]!.dependencies.map(line)).toEqual(['runtime django >=5.0 [packages]', 'development pytest - [dev-packages]', 'runtime requests - [packages]']);
    expect(manifests[0]!.runtime).toEqual({ name: 'python', requirement: '3.12' });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.scope}`)).toEqual(['pytest@8.1.1:development', 'requests@2.31.0:runtime']);
  });

  it('normalises names for matching only (PEP 503)', () => {
    expect(normalizePackageName('pypi', 'Flask_Login')).toBe('flask-login');
    expect(normalizePackageName('pypi', 'zope.interface')).toBe('zope-interface');
  });
});

describe('PyPI lockfiles', () => {
  it('reads poetry.lock with Poetry 1 categories and Poetry 2 groups', () => {
    const { lockfiles } = read({
      'poetry.lock': `[[package]]
name = "fastapi"
version = "0.110.0"
category = "main"
optional = false

[package.dependencies]
pydantic = ">=1.7.4"
starlette = ">=0.36.3,<0.37.0"

[[package]]
name = "pytest"
version = "8.1.1"
groups = ["dev"]

[[package]]
name = "pydantic"
version = "2.6.4"
groups = ["main"]

[metadata]
lock-version = "2.0"
`,
    });
    expect(lockfiles[0]!.kind).toBe('poetry.lock');
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.scope}:${p.dependencies.join('+')}`)).toEqual([
      'fastapi@0.110.0:runtime:pydantic+starlette',
      'pydantic@2.6.4:runtime:',
      'pytest@8.1.1:development:',
    ]);
  });

  it('reads uv.lock, leaving the project out and working out scopes from its dependencies and dev groups', () => {
    const { lockfiles } = read({
      'uv.lock': `version = 1
requires-python = ">=3.10"

[[package]]
name = "app"
version = "0.1.0"
source = { editable = "." }
dependencies = [{ name = "httpx" }]

[package.dev-dependencies]
dev = [{ name = "pytest" }]

[[package]]
name = "httpx"
version = "0.27.0"
source = { registry = "https://pypi.org/simple" }
dependencies = [{ name = "anyio" }, { name = "certifi" }]

[[package]]
name = "anyio"
version = "4.3.0"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "certifi"
version = "2024.2.2"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "pytest"
version = "8.1.1"
source = { registry = "https://pypi.org/simple" }
dependencies = [{ name = "iniconfig" }]

[[package]]
name = "iniconfig"
version = "2.0.0"
source = { registry = "https://pypi.org/simple" }
`,
    });
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.scope}:${p.dependencies.join('+')}`)).toEqual([
      'anyio@4.3.0:runtime:',
      'certifi@2024.2.2:runtime:',
      'httpx@0.27.0:runtime:anyio+certifi',
      'iniconfig@2.0.0:development:',
      'pytest@8.1.1:development:iniconfig',
    ]);
  });

  it('takes a pip-compile output for a lockfile, turning its "via" comments into edges', () => {
    const { manifests, lockfiles } = read({
      'requirements.txt': `#
# This file is autogenerated by pip-compile with Python 3.12
#
click==8.1.7
    # via flask
flask==3.0.2
    # via -r requirements.in
itsdangerous==2.1.2
    # via
    #   flask
    #   other-lib
`,
    });
    expect(manifests).toEqual([]);
    expect(lockfiles[0]!.kind).toBe('requirements.txt (compiled)');
    expect(lockfiles[0]!.packages.map((p) => `${p.name}@${p.version}:${p.dependencies.join('+')}`)).toEqual(['click@8.1.7:', 'flask@3.0.2:click+itsdangerous', 'itsdangerous@2.1.2:']);
  });
});

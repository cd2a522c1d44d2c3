import { isEnvironmentExamplePath, readEnvironmentExample } from './environment-example.js';
import { readProjectFacts } from './index.js';
import { isJustfilePath, readJustRecipes } from './justfiles.js';
import { isRuntimeFilePath, readRuntimeRequirements } from './runtimes.js';

const read = (path: string, text: string) => readRuntimeRequirements({ path, text }).map((entry) => `${entry.name} ${entry.requirement}`);

describe('readRuntimeRequirements', () => {
  it('reads version-manager files', () => {
    expect(read('.nvmrc', 'v20.11.0\n')).toEqual(['Node.js v20.11.0']);
    expect(read('.node-version', 'lts/iron\n')).toEqual(['Node.js lts/iron']);
    expect(read('.python-version', '3.12.1\n3.11.7\n')).toEqual(['Python 3.12.1', 'Python 3.11.7']);
    expect(read('.ruby-version', 'ruby-3.2.2\n')).toEqual(['Ruby 3.2.2']);
    expect(read('.java-version', '21\n')).toEqual(['Java 21']);
    expect(read('rust-toolchain', '1.75.0\n')).toEqual(['Rust 1.75.0']);
    expect(read('rust-toolchain.toml', '[toolchain]\nchannel = "1.78"\ncomponents = ["clippy"]\n')).toEqual(['Rust 1.78']);
    expect(read('.tool-versions', '# asdf\nnodejs 20.11.0\npython 3.12.1 3.11.0\nterraform 1.7.0\n')).toEqual(['Node.js 20.11.0', 'Python 3.12.1', 'Terraform 1.7.0']);
    expect(read('.sdkmanrc', '# Enable auto-env\njava=21.0.2-tem\ngradle=8.5\n')).toEqual(['Java 21.0.2-tem', 'Gradle 8.5']);
  });

  it("reads a Dockerfile's base images, resolving ARG defaults and leaving out stages and scratch", () => {
    const dockerfile = [
      'ARG NODE_VERSION=20',
      'FROM --platform=$BUILDPLATFORM node:${NODE_VERSION}-alpine AS build',
      'RUN npm ci',
      'FROM build AS test',
      'FROM gcr.io/distroless/nodejs20-debian12@sha256:abc123',
      'FROM scratch',
      'FROM ubuntu',
      'FROM $UNKNOWN',
    ].join('\n');
    expect(read('docker/Dockerfile', dockerfile)).toEqual(['node 20-alpine', 'gcr.io/distroless/nodejs20-debian12 sha256:abc123', 'ubuntu latest']);
    expect(read('Dockerfile.dev', 'FROM python:3.12-slim\n')).toEqual(['python 3.12-slim']);
  });

  it('claims the files it reads and nothing vendored', () => {
    expect(['.nvmrc', 'web/.nvmrc', 'Dockerfile', 'api.Dockerfile', 'Containerfile', '.tool-versions', 'rust-toolchain.toml'].every(isRuntimeFilePath)).toBe(true);
    expect(['node_modules/x/.nvmrc', 'docs/Dockerfile.md', 'README.md'].some(isRuntimeFilePath)).toBe(false);
  });
});

describe('readEnvironmentExample', () => {
  it('keeps the names and lines, never the values, counting commented-out assignments', () => {
    const text = ['# Database', 'DATABASE_URL=postgres://user:hunter2@localhost/db', 'export API_TOKEN="abc"', '', '# SENTRY_DSN=', '# See the README for more.', 'PORT = 3000', 'DATABASE_URL=again'].join('\n');
    const example = readEnvironmentExample({ path: '.env.example', text });
    expect(example).toEqual({ path: '.env.example', variables: [{ name: 'DATABASE_URL', line: 2 }, { name: 'API_TOKEN', line: 3 }, { name: 'SENTRY_DSN', line: 5 }, { name: 'PORT', line: 7 }] });
    expect(JSON.stringify(example)).not.toContain('hunter2');
  });

  it('claims the usual example names only', () => {
    expect(['.env.example', 'api/.env.sample', '.env.template', '.env.dist', '.env.local.example', 'example.env'].every(isEnvironmentExamplePath)).toBe(true);
    expect(['.env', '.env.local', 'env.ts', 'node_modules/a/.env.example'].some(isEnvironmentExamplePath)).toBe(false);
    expect(readEnvironmentExample({ path: '.env.example', text: '# nothing here\n' })).toBeNull();
  });
});

describe('readJustRecipes', () => {
  it('lists public recipes, not settings, assignments, bodies or private recipes', () => {
    const text = ['set dotenv-load', 'version := "1.0"', 'alias b := build', '', '# Build it', 'build:', '    cargo build', '', 'test *args: build', '    cargo test {{args}}', '', '@lint:', '    cargo clippy', '', '_helper:', '    echo hi', '', '[private]', 'secret:', '    echo', ''].join('\n');
    expect(readJustRecipes({ path: 'justfile', text })).toEqual({ path: 'justfile', targets: ['build', 'lint', 'test'] });
    expect(isJustfilePath('Justfile') && isJustfilePath('tools/.justfile') && !isJustfilePath('Makefile')).toBe(true);
  });
});

describe('readProjectFacts', () => {
  it('gathers runtimes, example environment files and Justfile recipes, sorted by path', () => {
    const facts = readProjectFacts([
      { path: 'web/.nvmrc', text: '22\n' },
      { path: '.nvmrc', text: '20\n' },
      { path: '.env.example', text: 'PORT=3000\n' },
      { path: 'justfile', text: 'dev:\n  npm run dev\n' },
      { path: 'Makefile', text: 'all:\n\tmake\n' },
    ]);
    expect(facts.runtimes).toEqual([
      { path: '.nvmrc', name: 'Node.js', requirement: '20' },
      { path: 'web/.nvmrc', name: 'Node.js', requirement: '22' },
    ]);
    expect(facts.environmentExamples).toEqual([{ path: '.env.example', variables: [{ name: 'PORT', line: 1 }] }]);
    expect(facts.makefiles.map((file) => file.path)).toEqual(['Makefile', 'justfile']);
  });
});

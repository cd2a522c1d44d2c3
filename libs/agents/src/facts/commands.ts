import { isJustfilePath, type Manifest, type Snapshot } from '@chronicle/snapshot';
import { byText } from '../markdown/markdown.js';
import { folderOf, isUnder, lockfileFor, pathExists } from '../agents/dependency-report/manifest-folders.js';

// Commands are derived from what the manifests and lockfiles say, never invented: a package manager
// from the lockfile's kind, the standard build and test commands of each ecosystem's own tool, a
// wrapper script only when it is in the repository.

/** One command to run, with what it does. */
export type Command = {
  /** What it is for: `install`, `build`, `test`, `run`, or a script's name. */
  task: string;
  command: string;
  /** The script's body when the command runs a named script. */
  runs: string | null;
  /** Whether `task` is a script name declared in the manifest. */
  script: boolean;
};

/** The manifests whose dependencies are installed on their own (no workspace root above them), the root's first. */
export function primaryManifests(snapshot: Snapshot): Manifest[] {
  const depth = (manifest: Manifest) => manifest.path.split('/').length;
  return snapshot.manifests.filter((manifest) => !isGoverned(snapshot, manifest)).sort((a, b) => depth(a) - depth(b) || byText(a.path, b.path));
}

function isGoverned(snapshot: Snapshot, manifest: Manifest): boolean {
  const folder = folderOf(manifest.path);
  if (folder === '') return false;
  return snapshot.manifests.some((other) => {
    const root = folderOf(other.path);
    if (other.ecosystem !== manifest.ecosystem || root === folder || !isUnder(folder, root)) return false;
    // Gradle builds every subproject from the settings at the top.
    if (other.ecosystem === 'gradle') return true;
    const member = folder.slice(root.length, -1);
    return other.workspaces.some((pattern) => globMatches(pattern, member));
  });
}

/** Whether a workspace pattern (`packages/*`, `crates/**`, `./libs/core`) names a member folder. */
export function globMatches(pattern: string, member: string): boolean {
  const clean = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
  const source = clean
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(member);
}

/** The npm-compatible package manager the lockfile implies. */
export function packageManager(snapshot: Snapshot, manifest: Manifest): 'npm' | 'pnpm' | 'yarn' | 'bun' {
  const kind = lockfileFor(snapshot, manifest)?.kind ?? '';
  return kind.startsWith('pnpm') ? 'pnpm' : kind.startsWith('yarn') ? 'yarn' : kind.startsWith('bun') ? 'bun' : 'npm';
}

function npmInstall(snapshot: Snapshot, manifest: Manifest): string {
  const lockfile = lockfileFor(snapshot, manifest);
  const manager = packageManager(snapshot, manifest);
  // A lockfile in a folder above pins another package's tree (this one is no workspace member of it):
  // its tool is the repository's, but there is nothing frozen to install from.
  if (lockfile === null || folderOf(lockfile.path) !== folderOf(manifest.path)) return `${manager} install`;
  if (manager === 'pnpm') return 'pnpm install --frozen-lockfile';
  if (manager === 'bun') return 'bun install --frozen-lockfile';
  if (manager === 'yarn') return lockfile.kind === 'yarn.lock (berry)' ? 'yarn install --immutable' : 'yarn install --frozen-lockfile';
  return 'npm ci';
}

function npmScript(manager: string, name: string): string {
  if (manager === 'yarn') return `yarn ${name}`;
  // `bun test` is Bun's own test runner, not the `test` script.
  if (manager === 'bun') return `bun run ${name}`;
  return name === 'test' || name === 'start' ? `${manager} ${name}` : `${manager} run ${name}`;
}

function pythonTool(snapshot: Snapshot, manifest: Manifest): 'poetry' | 'uv' | 'pip' {
  // A lockfile belongs to the pyproject.toml it was made from; requirements files are pip's.
  if (manifest.kind !== 'pyproject.toml') return 'pip';
  const kind = lockfileFor(snapshot, manifest)?.kind ?? '';
  return kind === 'poetry.lock' ? 'poetry' : kind === 'uv.lock' ? 'uv' : 'pip';
}

function declares(manifest: Manifest, name: string): boolean {
  return manifest.dependencies.some((dependency) => dependency.name.toLowerCase() === name);
}

function scripts(manifest: Manifest, run: (name: string) => string): Command[] {
  return Object.keys(manifest.scripts)
    .sort(byText)
    .map((name) => ({ task: name, command: run(name), runs: manifest.scripts[name], script: true }));
}

const step = (task: string, command: string): Command => ({ task, command, runs: null, script: false });

function pythonCommands(snapshot: Snapshot, manifest: Manifest): Command[] {
  const tool = pythonTool(snapshot, manifest);
  const file = manifest.path.slice(folderOf(manifest.path).length);
  const install = tool === 'poetry' ? 'poetry install' : tool === 'uv' ? 'uv sync' : manifest.kind === 'pyproject.toml' ? 'pip install -e .' : `pip install -r ${file}`;
  const prefix = tool === 'pip' ? '' : `${tool} run `;
  const commands = [step('install', install)];
  if (declares(manifest, 'pytest')) commands.push(step('test', `${prefix}${tool === 'pip' ? 'python -m pytest' : 'pytest'}`));
  return [...commands, ...scripts(manifest, (name) => `${prefix}${name}`)];
}

function javaWrapper(snapshot: Snapshot, manifest: Manifest, wrapper: string, tool: string): string {
  return pathExists(snapshot, `${folderOf(manifest.path)}${wrapper}`) ? `./${wrapper}` : tool;
}

/** The commands a manifest implies, install first. */
export function commandsFor(snapshot: Snapshot, manifest: Manifest): Command[] {
  switch (manifest.ecosystem) {
    case 'npm': {
      const manager = packageManager(snapshot, manifest);
      return [step('install', npmInstall(snapshot, manifest)), ...scripts(manifest, (name) => npmScript(manager, name))];
    }
    case 'pypi':
      return pythonCommands(snapshot, manifest);
    case 'go':
      return [step('install', 'go mod download'), step('build', 'go build ./...'), step('test', 'go test ./...')];
    case 'cargo':
      return [step('install', 'cargo fetch'), step('build', 'cargo build'), step('test', 'cargo test')];
    case 'maven': {
      const mvn = javaWrapper(snapshot, manifest, 'mvnw', 'mvn');
      return [step('install', `${mvn} install`), step('build', `${mvn} package`), step('test', `${mvn} test`)];
    }
    case 'gradle': {
      const gradle = javaWrapper(snapshot, manifest, 'gradlew', 'gradle');
      return [step('build', `${gradle} build`), step('test', `${gradle} test`)];
    }
    case 'nuget':
      return [step('install', 'dotnet restore'), step('build', 'dotnet build'), step('test', 'dotnet test')];
    case 'rubygems':
      return [step('install', 'bundle install'), ...(declares(manifest, 'rspec') ? [step('test', 'bundle exec rspec')] : declares(manifest, 'rake') ? [step('test', 'bundle exec rake')] : [])];
    case 'composer':
      return [step('install', 'composer install'), ...(declares(manifest, 'phpunit/phpunit') ? [step('test', 'vendor/bin/phpunit')] : []), ...scripts(manifest, (name) => `composer run-script ${name}`)];
  }
}

/** A sentence on the tool: `npm, as `package-lock.json` implies`. */
export function toolNote(snapshot: Snapshot, manifest: Manifest): string | null {
  const lockfile = lockfileFor(snapshot, manifest);
  if (manifest.ecosystem === 'npm') return lockfile === null ? 'npm (no lockfile says otherwise)' : `${packageManager(snapshot, manifest)}, as the lockfile implies`;
  if (manifest.ecosystem !== 'pypi') return null;
  const tool = pythonTool(snapshot, manifest);
  return tool === 'pip' ? 'pip' : `${tool}, as the lockfile implies`;
}

// Two manifests of one build in one folder (a Gradle build and its settings, a pyproject.toml and a
// requirements.txt installed the same way) would repeat a command; each is listed once, first come.
function once<T>(entries: T[], key: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(key(entry)) && Boolean(seen.add(key(entry))));
}

export function installCommands(snapshot: Snapshot): { manifest: Manifest; command: Command }[] {
  const all = primaryManifests(snapshot).flatMap((manifest) => commandsFor(snapshot, manifest).filter((entry) => entry.task === 'install' && !entry.script).map((entry) => ({ manifest, command: entry })));
  return once(all, ({ manifest, command: entry }) => `${folderOf(manifest.path)}\u0000${entry.command}`);
}

/** The build, test and script commands of each primary manifest, each standard command once per folder. */
export function usageByManifest(snapshot: Snapshot): { manifest: Manifest; commands: Command[] }[] {
  const all = primaryManifests(snapshot).flatMap((manifest) => commandsFor(snapshot, manifest).filter((entry) => entry.script || entry.task !== 'install').map((entry) => ({ manifest, entry })));
  const kept = once(all, ({ manifest, entry }) => `${folderOf(manifest.path)}\u0000${entry.command}`);
  return primaryManifests(snapshot)
    .map((manifest) => ({ manifest, commands: kept.filter((item) => item.manifest === manifest).map((item) => item.entry) }))
    .filter((item) => item.commands.length > 0);
}

/** The command that runs a Makefile target or a Justfile recipe from the repository root: `make -C web build`, `just --justfile tools/justfile lint`. */
export function makeCommand(path: string, target: string): string {
  const folder = folderOf(path);
  if (isJustfilePath(path)) return folder === '' && /^\.?justfile$/i.test(path) ? `just ${target}` : `just --justfile ${path} ${target}`;
  return folder === '' ? `make ${target}` : `make -C ${folder.slice(0, -1)} ${target}`;
}

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
  return folderOf(manifest.path) !== '' && snapshot.manifests.some((other) => governs(other, manifest));
}

/** Whether `root` builds `member` as part of its workspace (npm and Cargo members, Maven modules, every Gradle subproject). */
function governs(root: Manifest, member: Manifest): boolean {
  const folder = folderOf(member.path);
  const base = folderOf(root.path);
  if (root.ecosystem !== member.ecosystem || base === folder || !isUnder(folder, base)) return false;
  // Gradle builds every subproject from the settings at the top.
  if (root.ecosystem === 'gradle') return true;
  return root.workspaces.some((pattern) => globMatches(pattern, folder.slice(base.length, -1)));
}

/** The manifests a workspace root governs. */
export function workspaceMembers(snapshot: Snapshot, root: Manifest): Manifest[] {
  return snapshot.manifests.filter((other) => other !== root && governs(root, other));
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

/** A script run in every workspace that has it: `npm test --workspaces --if-present`, `pnpm -r test`. */
function npmWorkspacesScript(manager: string, lockfileKind: string, name: string): string {
  if (manager === 'pnpm') return `pnpm -r ${name === 'test' ? 'test' : `run ${name}`}`;
  if (manager === 'yarn') return lockfileKind === 'yarn.lock (berry)' ? `yarn workspaces foreach --all run ${name}` : `yarn workspaces run ${name}`;
  if (manager === 'bun') return `bun run --filter '*' ${name}`;
  return `npm ${name === 'test' ? 'test' : `run ${name}`} --workspaces --if-present`;
}

/**
 * An npm workspace root without a build or test script of its own still builds and tests its
 * members: the command that runs the members' script in each of them (a bare `npm test` at the
 * root would run nothing).
 */
function workspaceScripts(snapshot: Snapshot, manifest: Manifest): Command[] {
  if (manifest.workspaces.length === 0) return [];
  const members = workspaceMembers(snapshot, manifest);
  const manager = packageManager(snapshot, manifest);
  const kind = lockfileFor(snapshot, manifest)?.kind ?? '';
  return ['build', 'test']
    .filter((name) => manifest.scripts[name] === undefined && members.some((member) => member.scripts[name] !== undefined))
    .map((name) => step(name, npmWorkspacesScript(manager, kind, name)));
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
      return [step('install', npmInstall(snapshot, manifest)), ...workspaceScripts(snapshot, manifest), ...scripts(manifest, (name) => npmScript(manager, name))];
    }
    case 'pypi':
      return pythonCommands(snapshot, manifest);
    case 'go':
      return [step('install', 'go mod download'), step('build', 'go build ./...'), step('test', 'go test ./...')];
    case 'cargo': {
      // In a workspace, a bare `cargo build` or `cargo test` at the root covers only the root package (or the default members).
      const all = manifest.workspaces.length > 0 ? ' --workspace' : '';
      return [step('install', 'cargo fetch'), step('build', `cargo build${all}`), step('test', `cargo test${all}`)];
    }
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

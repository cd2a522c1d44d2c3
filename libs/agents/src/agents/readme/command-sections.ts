import type { Manifest, Snapshot } from '@chronicle/snapshot';
import { code, command, fence, heading, plural, table, text } from '../../markdown/markdown.js';
import { ECOSYSTEM_NAMES, folderOf } from '../dependency-report/manifest-folders.js';
import { commandsFor, primaryManifests, toolNote, type Command } from './commands.js';

const CI_SYSTEMS: Record<string, string> = {
  'github-actions': 'GitHub Actions',
  'gitlab-ci': 'GitLab CI',
  circleci: 'CircleCI',
  travis: 'Travis CI',
  'azure-pipelines': 'Azure Pipelines',
};

function where(manifest: Manifest): string {
  const folder = folderOf(manifest.path);
  return folder === '' ? 'repository root' : code(folder);
}

// Two manifests of one build in one folder (a Gradle build and its settings, a pyproject.toml and a
// requirements.txt installed the same way) would repeat a command; each is listed once, first come.
function once<T>(entries: T[], key: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(key(entry)) && Boolean(seen.add(key(entry))));
}

function installCommands(snapshot: Snapshot): { manifest: Manifest; command: Command }[] {
  const all = primaryManifests(snapshot).flatMap((manifest) => commandsFor(snapshot, manifest).filter((entry) => entry.task === 'install' && !entry.script).map((entry) => ({ manifest, command: entry })));
  return once(all, ({ manifest, command: entry }) => `${folderOf(manifest.path)}\u0000${entry.command}`);
}

/** The build, test and script commands of each primary manifest, each standard command once per folder. */
function usageByManifest(snapshot: Snapshot): { manifest: Manifest; commands: Command[] }[] {
  const all = primaryManifests(snapshot).flatMap((manifest) => commandsFor(snapshot, manifest).filter((entry) => entry.script || entry.task !== 'install').map((entry) => ({ manifest, entry })));
  const kept = once(all, ({ manifest, entry }) => `${folderOf(manifest.path)}\u0000${entry.command}`);
  return primaryManifests(snapshot)
    .map((manifest) => ({ manifest, commands: kept.filter((item) => item.manifest === manifest).map((item) => item.entry) }))
    .filter((item) => item.commands.length > 0);
}

export function hasInstallation(snapshot: Snapshot): boolean {
  return installCommands(snapshot).length > 0;
}

export function hasUsage(snapshot: Snapshot): boolean {
  return snapshot.project.makefiles.some((makefile) => makefile.targets.length > 0) || usageByManifest(snapshot).length > 0;
}

/** `## Installation`: one command per primary manifest, in its folder. */
export function installationSection(snapshot: Snapshot): string[] {
  const rows = installCommands(snapshot).map(({ manifest, command: entry }) => [where(manifest), ECOSYSTEM_NAMES[manifest.ecosystem], command(entry.command), code(manifest.path)]);
  return [heading(2, 'Installation'), 'Install the dependencies with the tool each manifest and its lockfile imply, from the folder given:', table(['Where', 'Ecosystem', 'Command', 'From'], rows)];
}

function manifestUsage(snapshot: Snapshot, manifest: Manifest, commands: Command[]): string[] {
  const tool = toolNote(snapshot, manifest);
  const intro = `From the ${where(manifest)}${tool === null ? '' : ` with ${tool}`}:`;
  const rows = commands.map((entry) => [entry.script ? code(entry.task) : text(entry.task), command(entry.command), entry.runs === null ? '—' : command(entry.runs)]);
  return [heading(3, code(manifest.path), true), intro, table([commands.some((entry) => entry.script) ? 'Script or task' : 'Task', 'Command', 'Runs'], rows)];
}

function makeUsage(snapshot: Snapshot): string[] {
  return snapshot.project.makefiles
    .filter((makefile) => makefile.targets.length > 0)
    .flatMap((makefile) => {
      const folder = folderOf(makefile.path);
      const rows = [...makefile.targets].sort().map((target) => [code(target), code(folder === '' ? `make ${target}` : `make -C ${folder.slice(0, -1)} ${target}`)]);
      return [heading(3, code(makefile.path), true), `${code(makefile.path)} declares ${plural(makefile.targets.length, 'target')}:`, table(['Target', 'Command'], rows)];
    });
}

/** `## Usage`: the scripts and standard commands of each primary manifest, and the Make targets. */
export function usageSection(snapshot: Snapshot): string[] {
  return [heading(2, 'Usage'), ...usageByManifest(snapshot).flatMap(({ manifest, commands }) => manifestUsage(snapshot, manifest, commands)), ...makeUsage(snapshot)];
}

/** `## Continuous integration`: which workflow runs which commands. */
export function ciSection(snapshot: Snapshot): string[] {
  const blocks = [heading(2, 'Continuous integration')];
  for (const workflow of snapshot.project.ciWorkflows) {
    const system = CI_SYSTEMS[workflow.system] ?? workflow.system;
    const name = workflow.name === null ? '' : ` "${text(workflow.name)}"`;
    blocks.push(heading(3, code(workflow.path), true));
    if (workflow.commands.length === 0) blocks.push(`The ${text(system)} workflow${name} runs no shell commands of its own (only prebuilt actions or images).`);
    else blocks.push(`The ${text(system)} workflow${name} runs ${plural(workflow.commands.length, 'command')}:`, fence(workflow.commands.join('\n'), 'sh'));
  }
  return blocks;
}

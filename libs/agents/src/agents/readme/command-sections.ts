import type { Manifest, Snapshot } from '@chronicle/snapshot';
import { code, command, heading, plural, table, text } from '../../markdown/markdown.js';
import { ECOSYSTEM_NAMES, folderOf } from '../dependency-report/manifest-folders.js';
import { ciWorkflowBlocks } from '../../facts/ci-workflows.js';
import { installCommands, makeCommand, toolNote, usageByManifest, type Command } from '../../facts/commands.js';

function where(manifest: Manifest): string {
  const folder = folderOf(manifest.path);
  return folder === '' ? 'repository root' : code(folder);
}

export function hasInstallation(snapshot: Snapshot): boolean {
  return installCommands(snapshot).length > 0;
}

export function hasUsage(snapshot: Snapshot): boolean {
  return snapshot.project.makefiles.some((makefile) => makefile.targets.length > 0) || usageByManifest(snapshot).length > 0;
}

/** `## Development setup`: how a contributor installs the dependencies, one command per primary manifest, in its folder. */
export function installationSection(snapshot: Snapshot): string[] {
  const rows = installCommands(snapshot).map(({ manifest, command: entry }) => [where(manifest), ECOSYSTEM_NAMES[manifest.ecosystem], command(entry.command), code(manifest.path)]);
  return [heading(2, 'Development setup'), 'To work on the code, install the dependencies with the tool each manifest and its lockfile imply, from the folder given:', table(['Where', 'Ecosystem', 'Command', 'From'], rows)];
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
      const rows = [...makefile.targets].sort().map((target) => [code(target), code(makeCommand(makefile.path, target))]);
      return [heading(3, code(makefile.path), true), `${code(makefile.path)} declares ${plural(makefile.targets.length, 'target')}:`, table(['Target', 'Command'], rows)];
    });
}

/** `## Usage`: the scripts and standard commands of each primary manifest, and the Make targets. */
export function usageSection(snapshot: Snapshot): string[] {
  return [heading(2, 'Usage'), ...usageByManifest(snapshot).flatMap(({ manifest, commands }) => manifestUsage(snapshot, manifest, commands)), ...makeUsage(snapshot)];
}

/** `## Continuous integration`: which workflow runs which commands. */
export function ciSection(snapshot: Snapshot): string[] {
  return [heading(2, 'Continuous integration'), ...ciWorkflowBlocks(snapshot)];
}

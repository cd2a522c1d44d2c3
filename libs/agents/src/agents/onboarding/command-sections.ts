import type { Snapshot } from '@chronicle/snapshot';
import { ciWorkflowBlocks } from '../../facts/ci-workflows.js';
import { installCommands, makeCommand, usageByManifest } from '../../facts/commands.js';
import { folderOf } from '../dependency-report/manifest-folders.js';
import { byText, code, command, fence, heading, plural, table, text } from '../../markdown/markdown.js';

// Setup and everyday commands come from the same derivation as the README's (`facts/commands.ts`):
// manifests, lockfiles, Makefiles and Justfiles. CI's commands are quoted as its workflows run them.

const PURPOSES: [string, RegExp][] = [
  ['Build', /^(?:build|compile|bundle|dist|package|make|all)(?:$|[:_-])/i],
  ['Test', /(?:^|[:_-])(?:test|tests|spec|e2e|coverage|cov)(?:$|[:_-])/i],
  ['Check', /(?:^|[:_-])(?:lint|format|fmt|check|typecheck|types|prettier|eslint|clippy|vet|audit|style)(?:$|[:_-])/i],
  ['Run', /^(?:start|dev|serve|server|run|watch|preview|develop)(?:$|[:_-])/i],
];
const ORDER = ['Build', 'Test', 'Check', 'Run', 'Other'];

function purposeOf(task: string): string {
  return PURPOSES.find(([, pattern]) => pattern.test(task))?.[0] ?? 'Other';
}

type Row = { purpose: string; task: string; command: string; runs: string | null; from: string };

function rows(snapshot: Snapshot): Row[] {
  const fromManifests = usageByManifest(snapshot).flatMap(({ manifest, commands }) => {
    const folder = folderOf(manifest.path);
    return commands.map((entry) => ({ purpose: purposeOf(entry.task), task: entry.task, command: folder === '' ? entry.command : `cd ${folder.slice(0, -1)} && ${entry.command}`, runs: entry.runs, from: manifest.path }));
  });
  const fromMakefiles = snapshot.project.makefiles.flatMap((makefile) => makefile.targets.map((target) => ({ purpose: purposeOf(target), task: target, command: makeCommand(makefile.path, target), runs: null, from: makefile.path })));
  // The root's commands first within a purpose: they are the ones a newcomer runs.
  const depth = (row: Row) => row.from.split('/').length;
  return [...fromManifests, ...fromMakefiles].sort((a, b) => ORDER.indexOf(a.purpose) - ORDER.indexOf(b.purpose) || depth(a) - depth(b) || byText(a.from, b.from) || byText(a.task, b.task));
}

export function hasSetup(snapshot: Snapshot): boolean {
  return installCommands(snapshot).length > 0;
}

export function hasCommands(snapshot: Snapshot): boolean {
  return rows(snapshot).length > 0;
}

/** `## Setup`: clone, then install every primary manifest's dependencies. */
export function setupSection(snapshot: Snapshot): string[] {
  const lines: string[] = [];
  const url = snapshot.repository.webUrl;
  if (url !== null) lines.push(`git clone ${url}`, `cd ${url.replace(/\/+$/, '').split('/').pop()}`);
  for (const { manifest, command: entry } of installCommands(snapshot)) {
    const folder = folderOf(manifest.path);
    lines.push(folder === '' ? entry.command : `(cd ${folder.slice(0, -1)} && ${entry.command})`);
  }
  const blocks = [heading(2, 'Setup'), `From a fresh clone, install the dependencies with the tools the manifests and lockfiles imply (${plural(installCommands(snapshot).length, 'command')}):`, fence(lines.join('\n'), 'sh')];
  const examples = snapshot.project.environmentExamples;
  if (examples.length > 0) {
    blocks.push(`Then give the variables that ${examples.map((example) => code(example.path)).join(', ')} ${examples.length === 1 ? 'lists' : 'list'} a value (see "Environment variables" below).`);
  }
  return blocks;
}

/** `## Build, test and run`: every script and standard command of the primary manifests, and the Make and Just targets, by purpose. */
export function commandsSection(snapshot: Snapshot): string[] {
  const all = rows(snapshot);
  const body = all.map((row) => [text(row.purpose), command(row.command), row.runs === null ? '' : command(row.runs), code(row.from)]);
  return [
    heading(2, 'Build, test and run'),
    `${plural(all.length, 'command')}, run from the repository root, grouped by what ${all.length === 1 ? 'its name says it does' : 'their names say they do'} (build, test, check, run):`,
    table(['Purpose', 'Command', 'Runs', 'From'], body),
  ];
}

/** `## What CI runs`: each workflow's triggers and shell commands, as a check list before pushing. */
export function ciSection(snapshot: Snapshot): string[] {
  return [heading(2, 'What CI runs'), 'Running the same commands locally before pushing saves a round trip:', ...ciWorkflowBlocks(snapshot, { triggers: true })];
}

import type { Manifest, Snapshot } from '@chronicle/snapshot';
import { ciWorkflowBlocks } from '../../facts/ci-workflows.js';
import { installCommands, makeCommand, usageByManifest, type Command } from '../../facts/commands.js';
import { ciTestCommands, guideTestBlocks, ownLineFor, type OwnCommand } from '../../facts/own-commands.js';
import { isInSideFolder, sideFolderOf } from '../../facts/side-folders.js';
import { folderOf } from '../dependency-report/manifest-folders.js';
import { byText, code, command, fence, heading, plural, table, text } from '../../markdown/markdown.js';

// The repository's own words come first: its guides' "running the tests" blocks, quoted with file
// and line, and the test commands its CI runs. Then every command the manifests, Makefiles and
// Justfiles give (`facts/commands.ts`, workspace-aware), where a derived command gives way to the
// repository's own line for the same tool and subcommand. Projects in example or docs folders are
// folded into one sentence: they are not the project a newcomer builds.

const PURPOSES: [string, RegExp][] = [
  ['Build', /^(?:build|compile|bundle|dist|package|make|all)(?:$|[:_-])/i],
  ['Test', /(?:^|[:_-])(?:test|tests|spec|e2e|coverage|cov)(?:$|[:_-])/i],
  ['Check', /(?:^|[:_-])(?:lint|format|fmt|check|typecheck|types|prettier|eslint|clippy|vet|audit|style)(?:$|[:_-])/i],
  ['Run', /^(?:start|dev|serve|server|run|watch|preview|develop)(?:$|[:_-])/i],
];
const ORDER = ['Build', 'Test', 'Check', 'Run', 'Other'];
/** How many of a guide's test blocks are quoted. */
export const QUOTED_BLOCKS = 3;
/** How many commands of the folded projects are named. */
const FOLDED_COMMANDS = 4;

function purposeOf(task: string): string {
  return PURPOSES.find(([, pattern]) => pattern.test(task))?.[0] ?? 'Other';
}

/** `rank`: the repository's own line 0, a Make or Just target 1, a manifest's command 2. */
type Row = { purpose: string; task: string; command: string; runs: string | null; from: string; rank: number };

const isOwnManifest = (manifest: Manifest) => !isInSideFolder(manifest.path);

function manifestRow(snapshot: Snapshot, manifest: Manifest, entry: Command): Row {
  const folder = folderOf(manifest.path);
  const derived = folder === '' ? entry.command : `cd ${folder.slice(0, -1)} && ${entry.command}`;
  const own = folder === '' && !entry.script ? ownLineFor(snapshot, entry.command) : null;
  if (own !== null) return { purpose: purposeOf(entry.task), task: entry.task, command: own.command, runs: null, from: ownSource(own), rank: 0 };
  return { purpose: purposeOf(entry.task), task: entry.task, command: derived, runs: entry.runs, from: code(manifest.path), rank: 2 };
}

function ownSource(own: OwnCommand): string {
  return own.source === 'ci' ? `${code(own.path)}, as CI runs it` : `${code(own.path)} (line ${own.line}), as the guide says`;
}

function rows(snapshot: Snapshot): Row[] {
  const fromManifests = usageByManifest(snapshot)
    .filter(({ manifest }) => isOwnManifest(manifest))
    .flatMap(({ manifest, commands }) => commands.map((entry) => manifestRow(snapshot, manifest, entry)));
  const fromMakefiles = snapshot.project.makefiles.flatMap((makefile) => makefile.targets.map((target) => ({ purpose: purposeOf(target), task: target, command: makeCommand(makefile.path, target), runs: null, from: code(makefile.path), rank: 1 })));
  // The root's commands first within a purpose: they are the ones a newcomer runs.
  const depth = (row: Row) => row.from.split('/').length;
  return [...fromManifests, ...fromMakefiles].sort((a, b) => ORDER.indexOf(a.purpose) - ORDER.indexOf(b.purpose) || a.rank - b.rank || depth(a) - depth(b) || byText(a.from, b.from) || byText(a.task, b.task));
}

/** The manifests of projects in example, sample, benchmark or docs folders, by that folder. */
function foldedProjects(snapshot: Snapshot): { folder: string; manifests: Manifest[] }[] {
  const byFolder = new Map<string, Manifest[]>();
  for (const { manifest } of installCommands(snapshot)) {
    const folder = sideFolderOf(manifest.path);
    if (folder !== null && !(byFolder.get(folder) ?? []).includes(manifest)) byFolder.set(folder, [...(byFolder.get(folder) ?? []), manifest]);
  }
  return [...byFolder].map(([folder, manifests]) => ({ folder, manifests })).sort((a, b) => byText(a.folder, b.folder));
}

/** One sentence for the projects of example and docs folders: how many, where, and the commands each takes in its own folder. */
function foldedSentence(snapshot: Snapshot): string | null {
  const folded = foldedProjects(snapshot);
  if (folded.length === 0) return null;
  const manifests = new Set(folded.flatMap((entry) => entry.manifests));
  const commands = [...installCommands(snapshot), ...usageByManifest(snapshot).flatMap(({ manifest, commands: list }) => list.filter((entry) => !entry.script).map((entry) => ({ manifest, command: entry })))]
    .filter(({ manifest }) => manifests.has(manifest))
    .map(({ command: entry }) => entry.command);
  const distinct = [...new Set(commands)];
  const shown = distinct.slice(0, FOLDED_COMMANDS).map((entry) => command(entry));
  const more = distinct.length > FOLDED_COMMANDS ? ` and ${plural(distinct.length - FOLDED_COMMANDS, 'more')}` : '';
  const where = folded.map((entry) => `${entry.manifests.length} under ${code(entry.folder)}`).join(', ');
  const count = manifests.size;
  return `${count === 1 ? 'One project' : `${count} projects`} in example or documentation folders (${where}) ${count === 1 ? 'has its' : 'have their'} own ${count === 1 ? 'manifest' : 'manifests'}; to try one, run ${shown.join(', ')}${more} in its folder. ${count === 1 ? 'It is' : 'They are'} not listed one by one.`;
}

export function hasSetup(snapshot: Snapshot): boolean {
  return installCommands(snapshot).length > 0;
}

export function hasCommands(snapshot: Snapshot): boolean {
  return rows(snapshot).length > 0 || guideTestBlocks(snapshot).length > 0 || ciTestCommands(snapshot).length > 0;
}

/** `## Setup`: clone, then install the dependencies of the project's own manifests; example projects folded into one sentence. */
export function setupSection(snapshot: Snapshot): string[] {
  const lines: string[] = [];
  const url = snapshot.repository.webUrl;
  if (url !== null) lines.push(`git clone ${url}`, `cd ${url.replace(/\/+$/, '').split('/').pop()}`);
  const own = installCommands(snapshot).filter(({ manifest }) => isOwnManifest(manifest));
  for (const { manifest, command: entry } of own) {
    const folder = folderOf(manifest.path);
    lines.push(folder === '' ? entry.command : `(cd ${folder.slice(0, -1)} && ${entry.command})`);
  }
  const blocks = [heading(2, 'Setup')];
  if (lines.length > 0) blocks.push(`From a fresh clone, install the dependencies with the tools the manifests and lockfiles imply (${plural(own.length, 'command')}):`, fence(lines.join('\n'), 'sh'));
  const folded = foldedSentence(snapshot);
  if (folded !== null) blocks.push(folded);
  const examples = snapshot.project.environmentExamples;
  if (examples.length > 0) {
    blocks.push(`Then give the variables that ${examples.map((example) => code(example.path)).join(', ')} ${examples.length === 1 ? 'lists' : 'list'} a value (see "Environment variables" below).`);
  }
  return blocks;
}

/** Where a guide's block is: `` `CONTRIBUTING.md`, under "Running the tests" (line 14) ``. */
function blockPlace(block: { path: string; heading: string | null; line: number }): string {
  return `${code(block.path)}${block.heading === null ? '' : `, under "${text(block.heading)}"`} (line ${block.line})`;
}

/** The repository's own words on running the tests: its guides' blocks, then CI's test commands by workflow. */
function testingBlocks(snapshot: Snapshot): string[] {
  const blocks: string[] = [];
  const quoted = guideTestBlocks(snapshot).slice(0, QUOTED_BLOCKS);
  quoted.forEach((block, index) => blocks.push(`${index === 0 ? 'The repository says how to run the tests in' : 'And in'} ${blockPlace(block)}:`, fence(block.commands.join('\n'), 'sh')));
  const ci = ciTestCommands(snapshot);
  const workflows = [...new Set(ci.map((entry) => entry.path))];
  for (const path of workflows) {
    blocks.push(`${quoted.length > 0 || path !== workflows[0] ? 'CI' : 'The repository\'s CI'} runs the tests with these commands (${code(path)}):`, fence(ci.filter((entry) => entry.path === path).map((entry) => entry.command).join('\n'), 'sh'));
  }
  return blocks;
}

/** `## Build, test and run`: the repository's own test commands first, then every command of the manifests, Makefiles and Justfiles by purpose. */
export function commandsSection(snapshot: Snapshot): string[] {
  const all = rows(snapshot);
  const blocks = [heading(2, 'Build, test and run'), ...testingBlocks(snapshot)];
  if (all.length > 0) {
    const body = all.map((row) => [text(row.purpose), command(row.command), row.runs === null ? '' : command(row.runs), row.from]);
    const own = all.some((row) => row.rank === 0) ? ' Where a guide or CI writes a command for the same tool, their line is given instead of the derived one.' : '';
    blocks.push(
      `${plural(all.length, 'command')}, run from the repository root, grouped by what ${all.length === 1 ? 'its name says it does' : 'their names say they do'} (build, test, check, run), from the manifests, Makefiles and Justfiles.${own}`,
      table(['Purpose', 'Command', 'Runs', 'From'], body),
    );
  }
  return blocks;
}

/** `## What CI runs`: each workflow's triggers and shell commands, as a check list before pushing. */
export function ciSection(snapshot: Snapshot): string[] {
  return [heading(2, 'What CI runs'), 'Running the same commands locally before pushing saves a round trip:', ...ciWorkflowBlocks(snapshot, { triggers: true })];
}

import type { GuideKind, Snapshot } from '@chronicle/snapshot';
import { codeOf, commandLines, sectionsTitled, type FoundCode } from './guides.js';

// The commands the repository gives in its own words: the shell blocks of its guides' testing and
// building sections, and the commands its CI steps run. They come before anything derived from a
// manifest, and a derived command that runs the same tool and subcommand gives way to them.

/** A command line the repository writes, with where. */
export type OwnCommand = { command: string; path: string; line: number | null; source: 'guide' | 'ci' };

/** A guide's code block of shell commands, with its command lines. */
export type OwnBlock = FoundCode & { commands: string[] };

const TEST_HEADING = /\b(?:tests?|testing|test suite)\b/i;
const BUILD_HEADING = /\b(?:build|building|compil\w*|development|developing|hacking|local setup|setting up)\b/i;
/** Guides for contributors first: they say how the project is worked on; the README says how it is used. */
const KINDS: readonly GuideKind[] = ['contributing', 'guide', 'readme'];
const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'console', 'zsh', 'shell-session', 'shellsession', 'terminal', 'text', 'powershell', 'ps1', 'cmd', 'bat']);
/** A block longer than this is a script or output, not commands to type. */
const BLOCK_MAX_LINES = 12;
// A command starts with a program (`cargo`, `./x.py`, `../tools/run`), perhaps after variable assignments.
const COMMAND_START = /^(?:[A-Z_][A-Z0-9_]*=\S*\s+)*(?:\.{0,2}\/)?[\w.-]+(?:\/[\w.-]+)*(?:\s|$)/;
// A word that says a line runs tests: a test subcommand or script, or a test runner.
const TEST_WORD = /^(?:test|tests|test:[\w:.-]+|[\w.-]+:test|pytest|tox|nox|rspec|phpunit|ctest|jest|vitest|mocha|ava|nextest|unittest)$/;
// `make check` and Maven's `verify` run the tests too; `cargo check` and `npm run check` only compile or lint.
const TEST_LINE = /^(?:(?:make|just)\b.*\scheck\b|(?:mvn|\.\/mvnw)\b.*\sverify\b)/;
// CI lines that only make sense inside the CI run: its expressions and variables.
const CI_ONLY = /\$\{\{|\$\(|\$[A-Z_]+|^(?:echo|export|if|then|fi|for|do|done|set|cd|mkdir|rm|cp|mv|sudo|apt(?:-get)?|brew|choco|curl|wget|source)\b/;

function isShellBlock(block: FoundCode): boolean {
  if (block.language !== null && !SHELL_LANGUAGES.has(block.language)) return false;
  const lines = commandLines(block);
  return lines.length > 0 && lines.length <= BLOCK_MAX_LINES && lines.every((line) => COMMAND_START.test(line));
}

function blocksUnder(snapshot: Snapshot, heading: RegExp): OwnBlock[] {
  return KINDS.flatMap((kind) => codeOf(sectionsTitled(snapshot, heading, [kind])))
    .filter(isShellBlock)
    .map((block) => ({ ...block, commands: commandLines(block) }));
}

/** Whether a command line runs tests: `cargo test --workspace`, `npm run test:unit`, `make check`, `uv run pytest`. */
export function isTestCommand(line: string): boolean {
  return TEST_LINE.test(line) || line.split(/\s+/).some((word) => TEST_WORD.test(word));
}

/** The shell blocks of the guides' testing sections (`Running the tests`), CONTRIBUTING's first. */
export function guideTestBlocks(snapshot: Snapshot): OwnBlock[] {
  return blocksUnder(snapshot, TEST_HEADING);
}

/** The shell blocks of the guides' building and development sections that are not testing sections too. */
export function guideBuildBlocks(snapshot: Snapshot): OwnBlock[] {
  const tests = new Set(guideTestBlocks(snapshot).map((block) => `${block.path}\u0000${block.line}`));
  return blocksUnder(snapshot, BUILD_HEADING).filter((block) => !tests.has(`${block.path}\u0000${block.line}`));
}

/** The commands CI's steps run that run tests, by workflow, each once, in file order. */
export function ciTestCommands(snapshot: Snapshot): OwnCommand[] {
  return snapshot.project.ciWorkflows.flatMap((workflow) =>
    workflow.commands.filter((line) => !CI_ONLY.test(line) && isTestCommand(line)).map((line) => ({ command: line, path: workflow.path, line: null, source: 'ci' as const })),
  );
}

/** Every command line the repository writes: its guides' testing and building blocks, then its CI steps. */
function ownCommands(snapshot: Snapshot): OwnCommand[] {
  const guide = [...guideTestBlocks(snapshot), ...guideBuildBlocks(snapshot)].flatMap((block) => block.commands.map((line) => ({ command: line, path: block.path, line: block.line, source: 'guide' as const })));
  const ci = snapshot.project.ciWorkflows.flatMap((workflow) => workflow.commands.filter((line) => !CI_ONLY.test(line)).map((line) => ({ command: line, path: workflow.path, line: null, source: 'ci' as const })));
  return [...guide, ...ci];
}

/** The tool and subcommand a command starts with: `cargo test`, `go test`, `npm run build`, `uv run pytest`. */
export function toolAndSubcommand(command: string): string {
  const words = command.trim().split(/\s+/);
  const runner = words[1] === 'run' || words[1] === 'exec' || words[1] === 'x';
  return words.slice(0, runner ? 3 : 2).join(' ');
}

/**
 * The repository's own line for what a derived command does: the first guide line, else CI line,
 * that starts with the same tool and subcommand (`cargo test --all` for `cargo test --workspace`).
 * Null when the repository writes none, or writes the derived command itself.
 */
export function ownLineFor(snapshot: Snapshot, derived: string): OwnCommand | null {
  const key = toolAndSubcommand(derived);
  if (!key.includes(' ')) return null;
  const found = ownCommands(snapshot).find((own) => own.command === key || own.command.startsWith(`${key} `));
  return found === undefined || found.command === derived ? null : found;
}

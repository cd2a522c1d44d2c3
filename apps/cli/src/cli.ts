import { CHANGELOG_HELP, changelogCommand } from './commands/changelog.command.js';
import { DOCS_HELP, docsCommand } from './commands/docs.command.js';
import { ENTRY_HELP, entryCommand } from './commands/entry.command.js';
import { MCP_HELP, mcpCommand } from './commands/mcp.command.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from './cli-io.js';

export const HELP = `Usage: chronicle <command> [options]

Chronicle turns a repository's git history into living documentation.

Commands:
  changelog [path|url]         the repository's changelog (Keep a Changelog), as Markdown or JSON
  entry [path] --range A..B    a changelog entry for a push: headline, summary and social snippet
  docs [path|url]              the repository's documents (README, ARCHITECTURE, CODE_INDEX, …) from one commit
  mcp [path]                   serves the repository to AI agents over MCP (stdio): documents, symbols, history

Run \`chronicle <command> --help\` for a command's options.
`;

const COMMANDS: Record<string, { run: (args: string[], io: CliIo) => Promise<number>; help: string }> = {
  changelog: { run: changelogCommand, help: CHANGELOG_HELP },
  entry: { run: entryCommand, help: ENTRY_HELP },
  docs: { run: docsCommand, help: DOCS_HELP },
  mcp: { run: mcpCommand, help: MCP_HELP },
};

/** Runs one command line; resolves to the process exit code (2 for a usage mistake). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(HELP);
    return name ? EXIT_OK : EXIT_USAGE;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`chronicle: unknown command "${name}".\n\n${HELP}`);
    return EXIT_USAGE;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`chronicle ${name}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    io.stderr(`chronicle ${name}: ${(error as Error).message}\n`);
    return EXIT_FAILURE;
  }
}

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

type Command = (args: string[], io: CliIo) => Promise<number>;

/**
 * Each command's module is loaded when it runs: `changelog` then never loads the documentation
 * engine, the MCP server or the tokenizer (about 100 MB of the process's peak memory).
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  changelog: async () => (await import('./commands/changelog.command.js')).changelogCommand,
  entry: async () => (await import('./commands/entry.command.js')).entryCommand,
  docs: async () => (await import('./commands/docs.command.js')).docsCommand,
  mcp: async () => (await import('./commands/mcp.command.js')).mcpCommand,
};

/** Runs one command line; resolves to the process exit code (2 for a usage mistake). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(HELP);
    return name ? EXIT_OK : EXIT_USAGE;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) {
    io.stderr(`chronicle: unknown command "${name}".\n\n${HELP}`);
    return EXIT_USAGE;
  }
  try {
    const run = await load();
    return await run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`chronicle ${name}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    io.stderr(`chronicle ${name}: ${(error as Error).message}\n`);
    return EXIT_FAILURE;
  }
}

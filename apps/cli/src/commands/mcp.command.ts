import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NotARepositoryError } from '@chronicle/history';
import { CHRONICLE_TOOLS, createChronicleMcpServer } from '@chronicle/mcp';
import { EXIT_OK, UsageError, type CliIo } from '../cli-io.js';
import { LocalSource } from '../mcp/local-source.js';
import { JsonLinesServerTransport } from '../mcp/stdio-transport.js';
import { parseOptions } from '../parse-options.js';
import { resolveSource } from '../resolve-source.js';

export const MCP_HELP = `Usage: chronicle mcp [path]

Serves one local repository to AI agents over the Model Context Protocol, on standard input
and output (stdio): start it from an MCP client (Claude Desktop, Claude Code, Cursor, VS Code…).
Standard output carries the protocol only; progress and errors go to standard error. It stops
when standard input closes.

Tools (read-only): list_repositories, list_documents, read_document, search, find_symbol,
members_of, find_references, module_summary, changes_since, file_history. It answers at once:
git answers need nothing more, and from the start a background thread reads the code of the
commit HEAD names (its snapshot) and writes the documents with the built-in engine (no model),
kept on disk by commit — a second start on the same commit reads them back. The code tools answer
from the snapshot of HEAD (find_symbol leaves tests and examples out unless include_tests); while
it is being read they wait up to 20 s, with progress notifications. A call that needs a document
while they are written waits a few seconds with progress notifications, then answers with what
is ready or says to ask again. Every call checks HEAD: after a new commit the code answers come
from it once its changed files are read, and the documents are written again meanwhile (the
earlier ones answer, with a note). An answer holds at most about 3,000 characters (\`max_chars\`
asks for up to 20,000); a longer one ends with the \`cursor\` of its next page. A line of input
that is not JSON is answered with the JSON-RPC error -32700. The repository's id is owner/name
when its remote names a known host (github.com, gitlab.com…), else its folder's name; with one
repository served, tools may leave it out.

Arguments:
  path                 a local repository (default: the current folder)

Options:
  -h, --help           show this help

Environment:
  CHRONICLE_CACHE_DIR  where snapshots and the written documents are cached

Example (Claude Code):  claude mcp add chronicle -- npx chronicle mcp .
`;

export async function mcpCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseOptions(args, {}, 'mcp');
  if (values.help) {
    io.stdout(MCP_HELP);
    return EXIT_OK;
  }
  if (positionals.length > 1) throw new UsageError(`Give one repository, not ${positionals.length}. See \`chronicle mcp --help\`.`);
  const folder = resolveSource(positionals[0], io.cwd);
  // resolveSource makes every path absolute and leaves URLs as they are.
  if (!path.isAbsolute(folder)) throw new UsageError('chronicle mcp serves a local repository: give its folder, not a URL.');
  let source: LocalSource;
  try {
    source = await LocalSource.open(folder, io);
  } catch (error) {
    if (error instanceof NotARepositoryError) throw new UsageError(error.message);
    throw error;
  }
  const server = createChronicleMcpServer(source, {
    name: 'chronicle',
    version: cliVersion(),
    onToolError: (tool, error) => io.stderr(`chronicle mcp: ${tool} failed: ${(error as Error)?.stack ?? String(error)}\n`),
  });
  const transport = new JsonLinesServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
  });
  await server.connect(transport);
  io.stderr(`chronicle mcp: serving ${source.id} over stdio (tools: ${CHRONICLE_TOOLS.join(', ')}).\n`);
  // After connecting, so that the client's first messages are answered before the thread loads.
  await source.start();
  await closed;
  await server.close();
  await source.close();
  return EXIT_OK;
}

function cliVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

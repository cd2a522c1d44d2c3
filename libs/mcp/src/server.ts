import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { guarded, MAX_ARGUMENT } from './answer.js';
import { ToolArguments } from './arguments.js';
import { DEFAULT_BUDGET, MAX_BUDGET, MIN_BUDGET, paged, pageRequest } from './pager.js';
import { SearchIndexCache } from './search-index.js';
import type { ChronicleSource } from './source.js';
import { registerCodeTools } from './tools/code-tools.js';
import { registerDocumentTools } from './tools/document-tools.js';
import { registerHistoryTools } from './tools/history-tools.js';
import type { RegisterTool, ToolExtra } from './tools/tool-context.js';

export type ChronicleMcpServerOptions = {
  name: string;
  version: string;
  /** Told to the client at initialisation; default: what the server offers and how to start. */
  instructions?: string;
  /** The search indexes; share one between servers made per session, else each server keeps its own. */
  searchCache?: SearchIndexCache;
  /** Called with an unexpected error a tool turned into a sentence (for the server's log). */
  onToolError?: (tool: string, error: unknown) => void;
  /**
   * Runs every tool call once its arguments passed the schema (a transport's admission: per-client
   * and per-request limits); a `ToolError` it throws ("busy, try again") is the call's answer.
   */
  gate?: ToolCallGate;
};

/** Admits one tool call and runs it (see `ChronicleMcpServerOptions.gate`). */
export type ToolCallGate = (tool: string, work: () => Promise<CallToolResult>) => Promise<CallToolResult>;

/** The tools' names, in the order they are listed. */
export const CHRONICLE_TOOLS = ['list_repositories', 'list_documents', 'read_document', 'search', 'find_symbol', 'members_of', 'find_references', 'module_summary', 'changes_since', 'file_history'] as const;

/** Array elements and object members one call's arguments may hold, counted by the SDK before anything else. */
const MAX_ARGUMENT_ELEMENTS = 1_000;

const DEFAULT_INSTRUCTIONS =
  'Chronicle answers about repositories from their documents (checked against the code), their code facts and their git history. Start with list_repositories and list_documents; read_document reads a document or one section; search finds document sections and code declarations by words; find_symbol finds declarations (members too; tests left out unless include_tests); members_of lists the methods and fields of a type wherever declared; find_references lists the call sites and importers of a declaration; module_summary says what a file or folder is for (quoted), exports, imports and who imports it; changes_since says what changed in a range (since a commit, tag or date, or A..B), with the release notes of the versions in it; file_history lists the commits that touched a path, following a file across renames. Every answer names the commit it reflects and holds at most about 3,000 characters: a longer one ends with a line giving the `cursor` for its next page (same arguments plus `cursor`); `max_chars` asks for larger pages.';

/** The two arguments every tool takes besides its own: the central pager's. */
const PAGING_ARGUMENTS = {
  cursor: z.string().max(MAX_ARGUMENT.cursor).optional().describe('The cursor the last line of a cut answer gives, to read its next page (with the same other arguments).'),
  max_chars: z.number().int().min(MIN_BUDGET).max(MAX_BUDGET).optional().describe(`At most this many characters per answer (default ${DEFAULT_BUDGET.toLocaleString('en-US')}, ${MIN_BUDGET}–${MAX_BUDGET.toLocaleString('en-US')}); a longer answer comes in pages.`),
};

/** An MCP server with Chronicle's read-only tools over `source`; connect it to any transport. */
export function createChronicleMcpServer(source: ChronicleSource, options: ChronicleMcpServerOptions): McpServer {
  const server = new McpServer({ name: options.name, version: options.version }, { instructions: options.instructions ?? DEFAULT_INSTRUCTIONS, maxToolInputElements: MAX_ARGUMENT_ELEMENTS });
  const register: RegisterTool = (name, config, handler) => {
    const args = new ToolArguments({ ...config.inputSchema, ...PAGING_ARGUMENTS });
    const run = gated(name, handler as (args: Record<string, unknown>, extra: ToolExtra) => Promise<CallToolResult>, options.gate);
    const call = async (raw: unknown, extra: ToolExtra): Promise<CallToolResult> => {
      const { cursor, max_chars: maxChars, ...own } = args.parse(raw) as Record<string, unknown> & { cursor?: string; max_chars?: number };
      const page = pageRequest(name, own, cursor, maxChars);
      return paged(await run(own, extra), page);
    };
    server.registerTool(name, { title: config.title, description: config.description, inputSchema: args.advertised, annotations: { title: config.title, readOnlyHint: true, openWorldHint: false } }, guarded(name, call, options.onToolError) as never);
  };
  const context = { source, searchCache: options.searchCache ?? new SearchIndexCache(), register };
  registerDocumentTools(context);
  registerCodeTools(context);
  registerHistoryTools(context);
  return server;
}

function gated<A>(tool: string, handler: (args: A, extra: ToolExtra) => Promise<CallToolResult>, gate: ToolCallGate | undefined): (args: A, extra: ToolExtra) => Promise<CallToolResult> {
  return gate ? (args, extra) => gate(tool, () => handler(args, extra)) : handler;
}

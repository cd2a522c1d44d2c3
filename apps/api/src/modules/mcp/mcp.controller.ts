import { Body, Controller, Delete, Get, HttpCode, Logger, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createChronicleMcpServer, SearchIndexCache } from '@chronicle/mcp';
import { Access } from '../../common/access.decorator.js';
import { HostedRepositoriesSource } from './hosted-repositories.source.js';
import { JsonRpcExceptionFilter } from './json-rpc-exception.filter.js';
import { McpCallLimits } from './mcp-call-limits.js';

const SERVER_INFO = { name: 'chronicle', version: '0.1.0' };

/** Messages one POST may hold: a larger JSON-RPC batch is refused whole, before any of it runs. */
export const MCP_BATCH_LIMIT = 10;
/** JSON-RPC's code for a request that is not a valid one. */
const INVALID_REQUEST = -32600;

/**
 * Chronicle's MCP server over streamable HTTP (DESIGN decision 18): the documents, code facts and
 * history of every repository whose documentation pages are public. Read-only, no sign-in, on the
 * public per-client rate limit. Stateless: each POST gets a server and a transport of its own
 * (the tools keep nothing between calls but the shared search indexes), answered as JSON. A batch
 * holds at most MCP_BATCH_LIMIT messages; its tool calls pass McpCallLimits (per request and per
 * client address); its refusals (429, 413, 400) are JSON-RPC errors.
 */
@ApiTags('mcp')
@Controller('api/mcp')
@Access('public')
@UseFilters(JsonRpcExceptionFilter)
export class McpController {
  private readonly logger = new Logger(McpController.name);
  private readonly searchCache = new SearchIndexCache();

  constructor(
    private readonly source: HostedRepositoriesSource,
    private readonly limits: McpCallLimits,
  ) {}

  @Post()
  @ApiOperation({ summary: 'MCP (streamable HTTP, JSON answers): list_repositories, list_documents, read_document, search, find_symbol, members_of, find_references, module_summary, changes_since, file_history.' })
  @ApiOkResponse({ description: 'A JSON-RPC answer' })
  async post(@Req() request: Request, @Res() response: Response, @Body() body: unknown): Promise<void> {
    if (Array.isArray(body) && body.length > MCP_BATCH_LIMIT) {
      response.status(400).json({ jsonrpc: '2.0', error: { code: INVALID_REQUEST, message: `A batch holds at most ${MCP_BATCH_LIMIT} messages and this one holds ${body.length}: send them in several requests.` }, id: null });
      return;
    }
    const server = createChronicleMcpServer(this.source, {
      ...SERVER_INFO,
      searchCache: this.searchCache,
      gate: this.limits.forRequest(request.ip ?? 'unknown'),
      onToolError: (tool, error) => this.logger.warn(`MCP tool ${tool} failed: ${error instanceof Error ? error.message : String(error)}`),
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request, response, body);
  }

  @Get()
  @HttpCode(405)
  @ApiOperation({ summary: 'Not offered: this server answers each POST with JSON and sends no event stream.' })
  streamNotOffered(@Res({ passthrough: true }) response: Response): object {
    return methodNotAllowed(response);
  }

  @Delete()
  @HttpCode(405)
  @ApiOperation({ summary: 'Not offered: the server keeps no sessions to end.' })
  noSessions(@Res({ passthrough: true }) response: Response): object {
    return methodNotAllowed(response);
  }
}

/** The answer the MCP specification gives for a method the endpoint does not offer. */
function methodNotAllowed(response: Response): object {
  response.setHeader('Allow', 'POST');
  return { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: send MCP requests with POST (this server keeps no sessions and sends no event stream).' }, id: null };
}

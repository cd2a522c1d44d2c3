import type { z } from 'zod';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { SearchIndexCache } from '../search-index.js';
import type { ChronicleSource } from '../source.js';

export type ToolConfig<Shape extends z.ZodRawShape> = { title: string; description: string; inputSchema: Shape };

/** What the SDK gives a handler besides its arguments: the request's signal, progress token, notifications. */
export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/**
 * Registers one read-only tool. The wrapper (server.ts) adds `cursor` and `max_chars` to its
 * schema, checks its arguments (lengths first, then the schema) and pages its answer: a handler
 * returns its whole Markdown answer (`answer`), and what it throws becomes a sentence (`guarded`).
 */
export type RegisterTool = <Shape extends z.ZodRawShape>(name: string, config: ToolConfig<Shape>, handler: (args: z.infer<z.ZodObject<Shape>>, extra: ToolExtra) => Promise<CallToolResult>) => void;

export type ToolContext = { source: ChronicleSource; searchCache: SearchIndexCache; register: RegisterTool };

import type { z } from 'zod';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { SearchIndexCache } from '../search-index.js';
import type { ChronicleSource } from '../source.js';

export type ToolConfig<Shape extends z.ZodRawShape> = { title: string; description: string; inputSchema: Shape };

/** What the SDK gives a tool's handler beside its arguments: the request's `_meta` (a `progressToken`), `sendNotification`, `signal`. */
export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** Registers one read-only tool whose handler's errors become sentences (see `guarded`). */
export type RegisterTool = <Shape extends z.ZodRawShape>(name: string, config: ToolConfig<Shape>, handler: (args: z.infer<z.ZodObject<Shape>>, extra: ToolExtra) => Promise<CallToolResult>) => void;

export type ToolContext = { source: ChronicleSource; searchCache: SearchIndexCache; register: RegisterTool };

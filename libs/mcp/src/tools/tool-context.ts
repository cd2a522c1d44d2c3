import type { z } from 'zod';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { SearchIndexCache } from '../search-index.js';
import type { ChronicleSource } from '../source.js';

export type ToolConfig<Shape extends z.ZodRawShape> = { title: string; description: string; inputSchema: Shape };

/** Registers one read-only tool whose handler's errors become sentences (see `guarded`). */
export type RegisterTool = <Shape extends z.ZodRawShape>(name: string, config: ToolConfig<Shape>, handler: (args: z.infer<z.ZodObject<Shape>>) => Promise<CallToolResult>) => void;

export type ToolContext = { source: ChronicleSource; searchCache: SearchIndexCache; register: RegisterTool };

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import { createChronicleMcpServer, type ChronicleMcpServerOptions } from '../server.js';
import type { ChronicleSource } from '../source.js';

/** A tool's answer as a client reads it: its text, whether it is an error, and any structured copy (there should be none). */
export type ToolAnswer = { text: string; isError: boolean; structured: unknown };

/** The SDK's own client, connected to a Chronicle MCP server over `source` through an in-memory transport pair. */
export async function connectInMemory(source: ChronicleSource, options: Partial<ChronicleMcpServerOptions> = {}): Promise<Client> {
  const server = createChronicleMcpServer(source, { name: 'chronicle-test', version: '0.0.0', ...options });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test-client', version: '0.0.0' });
  await server.connect(serverSide);
  await client.connect(clientSide);
  return client;
}

/** The answer of a tools/call result: its text parts joined. */
export function answerOf(result: CallToolResult): ToolAnswer {
  return { text: result.content.map((part) => (part.type === 'text' ? part.text : '')).join(''), isError: result.isError === true, structured: result.structuredContent };
}

/** Calls a tool and reads its answer; `onprogress` receives the server's progress notifications. */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}, onprogress?: (progress: Progress) => void): Promise<ToolAnswer> {
  return answerOf((await client.callTool({ name, arguments: args }, undefined, onprogress ? { onprogress } : {})) as CallToolResult);
}

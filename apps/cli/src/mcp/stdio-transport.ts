import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** A line of standard input longer than this is refused and skipped, not buffered. */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;

const NEWLINE = 0x0a;

/**
 * MCP over standard input and output, one JSON-RPC message per line, as the SDK's
 * StdioServerTransport — but a line that is not JSON gets the JSON-RPC answer `-32700 Parse
 * error` (and JSON that is not a JSON-RPC message `-32600 Invalid Request`), both with `id: null`,
 * and the server goes on serving. The SDK's transport hands such a line to `onerror` only, so the
 * client waits for an answer that never comes; and a line over its 10 MB buffer closes it. Here a
 * line over MAX_LINE_BYTES is answered `-32600` and skipped without being held in memory.
 */
export class JsonLinesServerTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** The current line went over MAX_LINE_BYTES: it was answered, the rest of it is dropped. */
  private skipping = false;
  private started = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
  ) {}

  async start(): Promise<void> {
    if (this.started) throw new Error('JsonLinesServerTransport already started.');
    this.started = true;
    this.input.on('data', this.onData);
    this.input.on('error', this.onInputError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('error', this.onInputError);
    if (this.input.listenerCount('data') === 0) this.input.pause();
    this.pending = [];
    this.pendingBytes = 0;
    this.onclose?.();
  }

  private readonly onInputError = (error: Error): void => {
    this.onerror?.(error);
  };

  /** Cuts the input into lines; each whole line is handled once its newline arrives. */
  private readonly onData = (chunk: Buffer): void => {
    let start = 0;
    for (let newline = chunk.indexOf(NEWLINE); newline !== -1; newline = chunk.indexOf(NEWLINE, start)) {
      this.hold(chunk.subarray(start, newline));
      this.endLine();
      start = newline + 1;
    }
    this.hold(chunk.subarray(start));
  };

  private hold(piece: Buffer): void {
    if (this.skipping || piece.length === 0) return;
    if (this.pendingBytes + piece.length > MAX_LINE_BYTES) {
      this.pending = [];
      this.pendingBytes = 0;
      this.skipping = true;
      this.refuse(ErrorCode.InvalidRequest, `Invalid Request: a message is longer than ${MAX_LINE_BYTES / 1024 / 1024} MB; it was skipped.`);
      return;
    }
    this.pending.push(piece);
    this.pendingBytes += piece.length;
  }

  private endLine(): void {
    if (this.skipping) {
      this.skipping = false;
      return;
    }
    const line = Buffer.concat(this.pending).toString('utf8').replace(/\r$/, '');
    this.pending = [];
    this.pendingBytes = 0;
    if (line.trim()) this.handle(line);
  }

  private handle(line: string): void {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.refuse(ErrorCode.ParseError, 'Parse error: a line of standard input is not JSON.');
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(value);
    if (!message.success) {
      this.refuse(ErrorCode.InvalidRequest, 'Invalid Request: a line of standard input is JSON but not a JSON-RPC 2.0 message.');
      return;
    }
    this.onmessage?.(message.data);
  }

  /** The JSON-RPC error for a line whose id cannot be known (the specification's `id: null`). */
  private refuse(code: ErrorCode, message: string): void {
    this.onerror?.(new Error(message));
    // The SDK's message type has no null id; JSON-RPC requires it here.
    void this.send({ jsonrpc: '2.0', id: null, error: { code, message } } as unknown as JSONRPCMessage);
  }
}

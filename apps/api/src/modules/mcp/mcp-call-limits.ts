import { Injectable } from '@nestjs/common';
import { ToolError, type ToolCallGate } from '@chronicle/mcp';

/** Tool calls one client address may have under way at once (running or waiting), across its requests. */
export const MCP_CALLS_PER_CLIENT = 8;
/** Tool calls of one request (a JSON-RPC batch) that run at once; its others wait their turn. */
export const MCP_CALLS_PER_REQUEST = 2;

/**
 * The MCP endpoint's admission: per client address, at most MCP_CALLS_PER_CLIENT tool calls under
 * way — one more is answered "busy" at once; per request, MCP_CALLS_PER_REQUEST at a time. With the
 * batch cap (MCP_BATCH_LIMIT) no request can hold many calls, and with the tool pool's own bound no
 * number of clients can start more heavy work than its threads and queue.
 */
@Injectable()
export class McpCallLimits {
  private readonly underWay = new Map<string, number>();

  /** The gate of one request from `client` (its address). */
  forRequest(client: string): ToolCallGate {
    const slots = semaphore(MCP_CALLS_PER_REQUEST);
    return async (tool, work) => {
      const count = this.underWay.get(client) ?? 0;
      if (count >= MCP_CALLS_PER_CLIENT) {
        throw new ToolError(`Busy: ${count} of your calls are still under way (at most ${MCP_CALLS_PER_CLIENT} at once per client); wait for their answers, then try ${tool} again.`);
      }
      this.underWay.set(client, count + 1);
      try {
        await slots.acquire();
        try {
          return await work();
        } finally {
          slots.release();
        }
      } finally {
        const left = (this.underWay.get(client) ?? 1) - 1;
        if (left > 0) this.underWay.set(client, left);
        else this.underWay.delete(client);
      }
    };
  }
}

/** At most `size` holders at once; a release hands its slot straight to the first waiter. */
function semaphore(size: number): { acquire: () => Promise<void>; release: () => void } {
  let held = 0;
  const waiting: (() => void)[] = [];
  return {
    acquire: () => {
      if (held < size) {
        held++;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    release: () => {
      const next = waiting.shift();
      if (next) next();
      else held--;
    },
  };
}

import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ToolPool } from '@chronicle/analysis';

/** The process's one pool of threads for MCP's tool work (the code tools and `search`'s declarations), ended with the app. */
@Injectable()
export class McpToolPool implements OnApplicationShutdown {
  readonly pool = new ToolPool();

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}

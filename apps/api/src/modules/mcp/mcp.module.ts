import { Module } from '@nestjs/common';
import { ChangelogEntriesModule } from '../changelog-entries/changelog-entries.module.js';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { UsersModule } from '../users/users.module.js';
import { HostedRepositoriesSource } from './hosted-repositories.source.js';
import { McpController } from './mcp.controller.js';
import { McpCallLimits } from './mcp-call-limits.js';
import { McpToolPool } from './mcp-tool-pool.js';

/** The MCP server for AI agents, under /api/mcp. */
@Module({
  imports: [CodeRepositoriesModule, DocumentsModule, ChangelogEntriesModule, UsersModule],
  controllers: [McpController],
  providers: [HostedRepositoriesSource, McpCallLimits, McpToolPool],
})
export class McpModule {}

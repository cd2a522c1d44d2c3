import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BUILT_IN_AGENTS } from '@chronicle/agents';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { UsersModule } from '../users/users.module.js';
import { AgentCatalog } from './agent-catalog.js';
import { AgentsController } from './agents.controller.js';
import { AgentsService } from './agents.service.js';

/** The documentation agents: the built-in ones as providers (found by AgentCatalog), the agents page's routes. */
@Module({
  imports: [DiscoveryModule, CodeRepositoriesModule, DocumentsModule, UsersModule],
  controllers: [AgentsController],
  providers: [...BUILT_IN_AGENTS, AgentCatalog, AgentsService],
  exports: [AgentCatalog],
})
export class AgentsModule {}

import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RunAgentsRequest } from '@chronicle/contracts/requests';
import type { AgentJob, AgentList, AgentRepository, CurrentUser as CurrentUserType, RunAgentsResult } from '@chronicle/contracts';
import { Access, CurrentUser } from '../../common/access.decorator.js';
import { AgentsService } from './agents.service.js';

/** The documentation agents page (spec §2, §7): any signed-in user, on their own repository; admins also on projects. */
@ApiTags('agents')
@Controller('api/agents')
@Access('signed-in')
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Get()
  @ApiOperation({ summary: "The agents (built-in and from agent packages) with each one's last run on the repository given, and whether its tier includes them." })
  @ApiQuery({ name: 'repositoryId', required: false })
  @ApiOkResponse({ description: 'AgentList' })
  list(@CurrentUser() user: CurrentUserType, @Query('repositoryId') repositoryId?: string): Promise<AgentList> {
    return this.agents.list(user, typeof repositoryId === 'string' && repositoryId !== '' ? repositoryId : undefined);
  }

  @Get('repositories')
  @ApiOperation({ summary: 'The repositories the user may run agents on: their connected repository; for admins also the projects.' })
  @ApiOkResponse({ description: 'AgentRepository[]' })
  repositories(@CurrentUser() user: CurrentUserType): Promise<AgentRepository[]> {
    return this.agents.repositoriesOf(user);
  }

  @Post('run')
  @HttpCode(202)
  @ApiOperation({ summary: "Queues a run of the agents on the repository; 403 names the agents its tier does not include. Follow it with the jobs route." })
  @ApiAcceptedResponse({ description: 'RunAgentsResult' })
  run(@CurrentUser() user: CurrentUserType, @Body() body: RunAgentsRequest): Promise<RunAgentsResult> {
    return this.agents.run(user, body.repository_id, body.agent_ids);
  }

  @Get('jobs/:repositoryId')
  @ApiOperation({ summary: "The repository's recent runs that write documents, newest first, with their agents and live progress." })
  @ApiOkResponse({ description: 'AgentJob[]' })
  jobs(@CurrentUser() user: CurrentUserType, @Param('repositoryId') repositoryId: string): Promise<AgentJob[]> {
    return this.agents.jobsOf(user, repositoryId);
  }
}

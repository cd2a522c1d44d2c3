import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AddProjectRequest, AnalyzeProjectRequest, PreviewProjectRequest } from '@chronicle/contracts/requests';
import type { AnalysisJob, CurrentUser as CurrentUserType, PreviewResult, Project, ProjectStatus } from '@chronicle/contracts';
import { Access, CurrentUser } from '../../common/access.decorator.js';
import { uuidParam } from '../../common/id-params.js';
import { ProjectsService } from './projects.service.js';

const projectId = uuidParam('project id');

@ApiTags('admin')
@Controller('api/admin/projects')
@Access('admin')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiOperation({ summary: 'The open-source projects, newest first, each with its latest analysis.' })
  @ApiOkResponse({ description: 'Project[]' })
  list(): Promise<Project[]> {
    return this.projects.list();
  }

  @Post()
  @ApiOperation({
    summary:
      'Adds a public GitHub repository (owner/name or its URL) — in local mode also a git work tree on this machine or an https:// git URL on CHRONICLE_ALLOWED_GIT_HOSTS — and queues its first analysis (500 commits, minimal clustering, every document).',
  })
  @ApiCreatedResponse({ description: 'Project' })
  add(@CurrentUser() user: CurrentUserType, @Body() body: AddProjectRequest): Promise<Project> {
    return this.projects.add(user.id, body.repositoryUrl);
  }

  @Post(':id/analyze')
  @HttpCode(202)
  @ApiOperation({ summary: "Queues an analysis: the history into entries (replacing the last analysis's), then the documents. Follow it with the status route." })
  @ApiAcceptedResponse({ description: 'AnalysisJob' })
  analyze(@Param('id', projectId) id: string, @Body() body: AnalyzeProjectRequest): Promise<AnalysisJob> {
    return this.projects.analyze(id, body);
  }

  @Post(':id/preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'What an analysis would read: the overview, commits found, estimated entries and five sample commits.' })
  @ApiOkResponse({ description: 'PreviewResult' })
  preview(@Param('id', projectId) id: string, @Body() body: PreviewProjectRequest): Promise<PreviewResult> {
    return this.projects.preview(id, body.maxCommits);
  }

  @Get(':id/status')
  @ApiOperation({ summary: "The project's entry count and its latest analysis with live progress." })
  @ApiOkResponse({ description: 'ProjectStatus' })
  status(@Param('id', projectId) id: string): Promise<ProjectStatus> {
    return this.projects.status(id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes the project with its entries, documents and jobs.' })
  async remove(@Param('id', projectId) id: string): Promise<void> {
    await this.projects.remove(id);
  }
}

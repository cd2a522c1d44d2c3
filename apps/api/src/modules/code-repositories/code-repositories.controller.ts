import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConnectRepositoryRequest, UpdatePublishingRequest, UpdateToneRequest } from '@chronicle/contracts/requests';
import type { ConnectedRepository, CurrentUser as CurrentUserType, RepositorySummary } from '@chronicle/contracts';
import { Access, CurrentUser } from '../../common/access.decorator.js';
import { CodeRepositoriesService } from './code-repositories.service.js';

const repositoryId = new ParseIntPipe({ exceptionFactory: () => new BadRequestException('The repository id must be a whole number.') });

@ApiTags('repositories')
@Controller('api/repos')
@Access('signed-in')
export class CodeRepositoriesController {
  constructor(private readonly repositories: CodeRepositoriesService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's repositories on their code host; the connected one has its publicSlug and tone." })
  @ApiOkResponse({ description: '[{ id, name, owner: { login }, full_name, connected, publicSlug?, tone? }]' })
  list(@CurrentUser() user: CurrentUserType): Promise<RepositorySummary[]> {
    return this.repositories.list(user.id);
  }

  @Post('connect')
  @ApiOperation({ summary: 'Connects a repository: creates its push webhook and its public page. One connected repository per user.' })
  @ApiCreatedResponse({ description: '{ id, fullName, isActive, publicSlug, tone }' })
  connect(@CurrentUser() user: CurrentUserType, @Body() body: ConnectRepositoryRequest): Promise<ConnectedRepository> {
    return this.repositories.connect(user.id, body);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disconnects the repository: removes the webhook and stops making entries; the public page stays.' })
  async disconnect(@CurrentUser() user: CurrentUserType, @Param('id', repositoryId) id: number): Promise<{ disconnected: true }> {
    await this.repositories.disconnect(user.id, id);
    return { disconnected: true };
  }

  @Put(':id/tone')
  @ApiOperation({ summary: 'Saves the tone (professional or playful) the push texts of the connected repository are written in.' })
  setTone(@CurrentUser() user: CurrentUserType, @Param('id', repositoryId) id: number, @Body() body: UpdateToneRequest): Promise<ConnectedRepository> {
    return this.repositories.setTone(user.id, id, body.tone);
  }

  @Put(':id/publishing')
  @ApiOperation({ summary: "Turns a private repository's public page and feed on or off (its owner always sees them signed in). A public repository's are always on." })
  setPublishing(@CurrentUser() user: CurrentUserType, @Param('id', repositoryId) id: number, @Body() body: UpdatePublishingRequest): Promise<ConnectedRepository> {
    return this.repositories.setPublished(user.id, id, body.published);
  }
}

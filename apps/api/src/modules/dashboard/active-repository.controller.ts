import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ActiveRepositoryView, CurrentUser as CurrentUserType } from '@chronicle/contracts';
import { Access, CurrentUser } from '../../common/access.decorator.js';
import { ActiveRepositoryService } from './active-repository.service.js';

@ApiTags('repositories')
@Controller('api/repos')
@Access('signed-in')
export class ActiveRepositoryController {
  constructor(private readonly activeRepository: ActiveRepositoryService) {}

  @Get('active')
  @ApiOperation({ summary: "The dashboard's reading: the connected repository and its figures, or nulls when none is connected." })
  @ApiOkResponse({ description: '{ repository: { id, fullName, isActive, publicSlug, tone } | null, stats: { totalEntries, thisWeek, avgProcessingMs, publicViews, failedPushes } | null }' })
  get(@CurrentUser() user: CurrentUserType): Promise<ActiveRepositoryView> {
    return this.activeRepository.forUser(user.id);
  }
}

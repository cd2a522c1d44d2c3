import { Controller, Delete, Get, HttpCode, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChangelogEntry, CurrentUser as CurrentUserType } from '@chronicle/contracts';
import { Access, CurrentUser } from '../../common/access.decorator.js';
import { uuidParam } from '../../common/id-params.js';
import { ChangelogEntriesService } from './changelog-entries.service.js';

const NOT_FOUND = 'There is no changelog entry with this id among yours.';
const entryId = uuidParam('entry id');

@ApiTags('changelog entries')
@Controller('api/changelog-entries')
@Access('signed-in')
export class ChangelogEntriesController {
  constructor(private readonly entries: ChangelogEntriesService) {}

  @Get()
  @ApiOperation({ summary: "The connected repository's last 30 entries, newest first." })
  @ApiOkResponse({ description: '[{ id, headline, summary, socialText, commitCount, pushedAt, processingMs }]' })
  list(@CurrentUser() user: CurrentUserType): Promise<ChangelogEntry[]> {
    return this.entries.listForUser(user.id);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: "Deletes one of the user's entries; another user's id answers 404." })
  async remove(@CurrentUser() user: CurrentUserType, @Param('id', entryId) id: string): Promise<{ deleted: true }> {
    if (!(await this.entries.deleteForUser(user.id, id))) throw new NotFoundException(NOT_FOUND);
    return { deleted: true };
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AddLocalFolderRequest } from '@chronicle/contracts/requests';
import type { LocalFolder } from '@chronicle/contracts';
import { Access } from '../../common/access.decorator.js';
import { uuidParam } from '../../common/id-params.js';
import { LocalFoldersService } from './local-folders.service.js';

const folderId = uuidParam('folder id');

// Install-wide, like CHRONICLE_LOCAL_REPOS: the local user is an admin, and nobody else changes them.
@ApiTags('repositories')
@Controller('api/local-folders')
@Access('admin')
export class LocalFoldersController {
  constructor(private readonly folders: LocalFoldersService) {}

  @Get()
  @ApiOperation({ summary: "Local mode: the folders the local code host reads, CHRONICLE_LOCAL_REPOS's (source configuration) and those added in Settings." })
  @ApiOkResponse({ description: 'LocalFolder[]' })
  list(): Promise<LocalFolder[]> {
    return this.folders.list();
  }

  @Post()
  @ApiOperation({ summary: 'Local mode: adds a git work tree on this machine; its repository can be connected at once, without a restart.' })
  @ApiCreatedResponse({ description: 'LocalFolder' })
  add(@Body() body: AddLocalFolderRequest): Promise<LocalFolder> {
    return this.folders.add(body.path);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: "Local mode: removes an added folder; its connected repository is disconnected, its entries and documents stay." })
  async remove(@Param('id', folderId) id: string): Promise<void> {
    await this.folders.remove(id);
  }
}

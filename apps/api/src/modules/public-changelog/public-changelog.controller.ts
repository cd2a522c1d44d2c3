import { BadRequestException, Controller, Get, Header, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PUBLIC_PAGE_SIZE, type PublicChangelog } from '@chronicle/contracts';
import { Access, type AuthenticatedRequest } from '../../common/access.decorator.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ChangelogEntriesRepository } from '../changelog-entries/changelog-entries.repository.js';
import { PublicRepositoryFinder } from '../code-repositories/public-repository.finder.js';
import { atomFeed } from './atom-feed.js';
import { PublicViewCounter } from './public-view-counter.js';

const FEED_SIZE = 50;

@ApiTags('public')
@Controller('api/public')
@Access('public')
export class PublicChangelogController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publicRepositories: PublicRepositoryFinder,
    private readonly entries: ChangelogEntriesRepository,
    private readonly views: PublicViewCounter,
  ) {}

  @Get(':slug')
  @ApiOperation({ summary: "A repository's public changelog (20 entries a page, newest first); counts a view of the page, once per visitor and day." })
  @ApiOkResponse({ description: '{ repository: { name, fullName, publicSlug, kind }, entries: [{ id, headline, summary, commitCount, pushedAt }], page, pageSize, total }' })
  async changelog(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
    @Param('slug') slug: string,
    @Query('page') pageParam?: string,
  ): Promise<PublicChangelog> {
    const page = pageNumber(pageParam);
    const repository = await this.publicRepositories.find(slug, request, response);
    const [rows, total] = await Promise.all([
      this.entries.listForRepository(repository.id, { offset: (page - 1) * PUBLIC_PAGE_SIZE, limit: PUBLIC_PAGE_SIZE }),
      this.entries.countForRepository(repository.id),
      this.views.count(repository.id, { ip: request.ip, userAgent: request.get('user-agent') }),
    ]);
    return {
      repository: { name: repository.name, fullName: repository.fullName, publicSlug: repository.publicSlug, kind: repository.kind },
      entries: rows.map((row) => ({ id: row.id, headline: row.headline, summary: row.summary, commitCount: row.commitCount, pushedAt: row.pushedAt.toISOString() })),
      page,
      pageSize: PUBLIC_PAGE_SIZE,
      total,
    };
  }

  @Get(':slug/feed.atom')
  @Header('Content-Type', 'application/atom+xml; charset=utf-8')
  @ApiOperation({ summary: "An Atom feed of a repository's latest 50 entries." })
  async feed(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response, @Param('slug') slug: string): Promise<string> {
    const repository = await this.publicRepositories.find(slug, request, response);
    return atomFeed(repository, await this.entries.listForRepository(repository.id, { limit: FEED_SIZE }), {
      publicUrl: this.config.publicUrl,
      githubUrl: this.config.github.url,
    });
  }
}

function pageNumber(value: string | undefined): number {
  if (value === undefined) return 1;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) throw new BadRequestException('page must be a whole number of at least 1.');
  return Number(value);
}

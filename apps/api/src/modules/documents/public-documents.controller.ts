import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PublicDocumentView, PublicProjectView } from '@chronicle/contracts';
import { Access, type AuthenticatedRequest } from '../../common/access.decorator.js';
import { PublicRepositoryFinder } from '../code-repositories/public-repository.finder.js';
import { PublicDocumentsService } from './public-documents.service.js';

@ApiTags('documents')
@Controller()
@Access('public')
export class PublicDocumentsController {
  constructor(
    private readonly publicRepositories: PublicRepositoryFinder,
    private readonly documents: PublicDocumentsService,
  ) {}

  @Get('api/docs/:slug')
  @ApiOperation({ summary: "A repository's twelve documents and the state of each (ready with score and commit, failed, not generated yet, not in the tier)." })
  @ApiOkResponse({ description: '{ project, documents: DocumentCard[] }' })
  async project(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response, @Param('slug') slug: string): Promise<PublicProjectView> {
    return this.documents.project(await this.publicRepositories.find(slug, request, response));
  }

  @Get('api/docs/:slug/:docType')
  @ApiOperation({ summary: 'One document with its score, components, tokens, time and commit, its Markdown cut to 200,000 bytes (`truncated`, `contentBytes`); `{docType}.md` answers the whole raw Markdown.' })
  @ApiOkResponse({ description: '{ project, document } — or text/markdown for {docType}.md' })
  async document(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
    @Param('slug') slug: string,
    @Param('docType') docType: string,
  ): Promise<PublicDocumentView | string> {
    const repository = await this.publicRepositories.find(slug, request, response);
    if (!docType.toLowerCase().endsWith('.md')) return this.documents.document(repository, docType);
    // The whole document, however long: the page's JSON carries its beginning only.
    const { fileName, content } = await this.documents.markdown(repository, docType.slice(0, -3));
    response.type('text/markdown; charset=utf-8');
    response.setHeader('Content-Disposition', `inline; filename="${fileName}"`);
    return content;
  }

  @Get(':slug/llms.txt')
  @ApiOperation({ summary: "llms.txt: the repository's documents for AI agents, each a link to its Markdown." })
  @ApiOkResponse({ description: 'text/plain' })
  async llmsTxt(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response, @Param('slug') slug: string): Promise<string> {
    const repository = await this.publicRepositories.find(slug, request, response);
    response.type('text/plain; charset=utf-8');
    return this.documents.llmsTxt(repository);
  }
}

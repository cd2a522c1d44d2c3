import { Controller, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../common/access.decorator.js';
import { ReadsOwnBody } from '../../common/body.decorators.js';
import { RateLimit } from '../../common/rate-limit.decorator.js';
import { WebhooksService } from './webhooks.service.js';

@ApiTags('webhooks')
@Controller('api/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  // Public by nature: GitHub calls it. What protects it is the signature, checked over the raw
  // body before it is parsed (so the route reads its own body). It is not rate-limited, since
  // GitHub sends every repository's deliveries from a few addresses.
  @Post('github')
  @Access('public')
  @ReadsOwnBody()
  @RateLimit('none')
  @ApiOperation({
    summary:
      'GitHub deliveries: the hook is found by X-GitHub-Hook-ID and X-GitHub-Hook-Installation-Target-ID, X-Hub-Signature-256 is verified over the raw body, then pushes go into the inbox once per delivery and once per push.',
  })
  @ApiAcceptedResponse({ description: 'Accepted (or acknowledged and ignored).' })
  @ApiUnauthorizedResponse({ description: 'Unknown hook, missing or wrong signature; the body is not parsed and nothing is stored.' })
  async github(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<object> {
    const answer = await this.webhooks.receive(request);
    response.status(answer.status);
    return answer.body;
  }
}

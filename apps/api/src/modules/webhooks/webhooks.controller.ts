import { Controller, Headers, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../../common/access.decorator.js';
import { RateLimit } from '../../common/rate-limit.decorator.js';
import type { RawBodyRequest } from '../../common/json-body.middleware.js';
import { WebhooksService } from './webhooks.service.js';

@ApiTags('webhooks')
@Controller('api/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  // Public by nature: GitHub calls it. What protects it is the signature, checked first; it is not
  // rate-limited, since GitHub sends every repository's deliveries from a few addresses.
  @Post('github')
  @Access('public')
  @RateLimit('none')
  @ApiOperation({ summary: 'GitHub deliveries: X-Hub-Signature-256 verified with the repository secret, then pushes go into the inbox once per X-GitHub-Delivery.' })
  @ApiAcceptedResponse({ description: 'Accepted (or acknowledged and ignored).' })
  @ApiUnauthorizedResponse({ description: 'Missing or wrong signature; nothing stored.' })
  async github(
    @Req() request: RawBodyRequest,
    @Res({ passthrough: true }) response: Response,
    @Headers('x-github-event') event: string | undefined,
    @Headers('x-github-delivery') deliveryId: string | undefined,
    @Headers('x-hub-signature-256') signature: string | undefined,
  ): Promise<object> {
    const answer = await this.webhooks.receive({ event, deliveryId, signature, rawBody: request.rawBody, payload: request.body });
    response.status(answer.status);
    return answer.body;
  }
}

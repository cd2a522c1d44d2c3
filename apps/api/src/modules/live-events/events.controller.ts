import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { LIVE_EVENT_NAMES, type CurrentUser as CurrentUserType } from '@chronicle/contracts';
import { Access, CurrentUser, type AuthenticatedRequest } from '../../common/access.decorator.js';
import { EventStreams } from './event-streams.js';

@ApiTags('events')
@Controller('api/events')
export class EventsController {
  constructor(private readonly streams: EventStreams) {}

  @Get()
  @Access('signed-in')
  @ApiOperation({ summary: "Live updates for open pages (server-sent events) of the repositories the signed-in user may see: their own, and for admins the projects." })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: `A stream of events named ${LIVE_EVENT_NAMES.join(', ')}, each with a JSON payload naming its repository; a comment line every 25 s. Ends at sign-out.` })
  @ApiUnauthorizedResponse({ description: 'Signed out.' })
  @ApiTooManyRequestsResponse({ description: 'The user, or this server, already holds as many streams as allowed (CHRONICLE_EVENT_STREAMS_PER_USER, CHRONICLE_EVENT_STREAMS).' })
  stream(@CurrentUser() user: CurrentUserType, @Req() request: AuthenticatedRequest, @Res() response: Response): void {
    this.streams.open(user, request.auth!.sessionToken!, response);
  }
}

import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { HealthReport } from '@chronicle/contracts';
import { Access } from '../../common/access.decorator.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Whether Chronicle, its database and its queue are up, and its version.' })
  @ApiOkResponse({ description: '{ status: "ok", db: {driver, status}, queue: {driver, status}, version }' })
  @ApiServiceUnavailableResponse({ description: 'The database or the queue does not answer; status is "error".' })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.health.report();
    if (report.status !== 'ok') response.status(503);
    return report;
  }
}

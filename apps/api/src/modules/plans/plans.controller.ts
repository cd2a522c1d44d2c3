import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UpdateUserPlanRequest } from '@chronicle/contracts/requests';
import type { AdminUser, AdminUserList } from '@chronicle/contracts';
import { Access } from '../../common/access.decorator.js';
import { uuidParam } from '../../common/id-params.js';
import { PlansService } from './plans.service.js';

const userId = uuidParam('user id');

@ApiTags('admin')
@Controller('api/admin/users')
@Access('admin')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  @ApiOperation({ summary: 'Every user, oldest first, with their login, role and plan, and the default plan (CHRONICLE_DEFAULT_PLAN).' })
  @ApiOkResponse({ description: 'AdminUserList' })
  list(): Promise<AdminUserList> {
    return this.plans.list();
  }

  @Patch(':id')
  @ApiOperation({ summary: "Sets the user's plan (free, lite or pro); it counts from the next request, and documents it newly includes are queued." })
  @ApiOkResponse({ description: 'AdminUser' })
  setPlan(@Param('id', userId) id: string, @Body() body: UpdateUserPlanRequest): Promise<AdminUser> {
    return this.plans.setPlan(id, body.subscription_tier);
  }
}

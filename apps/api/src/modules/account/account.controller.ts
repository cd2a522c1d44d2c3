import { Controller, Delete, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { CurrentUser as CurrentUserType } from '@chronicle/contracts';
import { Access, CurrentUser } from '../../common/access.decorator.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { AccountService } from './account.service.js';

@ApiTags('account')
@Controller('api/account')
export class AccountController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly account: AccountService,
  ) {}

  @Delete()
  @Access('signed-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes the signed-in user and every row that belongs to them, and signs them out.' })
  @ApiOkResponse({ description: '{ deleted: true }' })
  async deleteAccount(@CurrentUser() user: CurrentUserType, @Res({ passthrough: true }) response: Response): Promise<{ deleted: true }> {
    await this.account.deleteAccount(user.id);
    clearSessionCookie(response, this.config.publicUrl);
    return { deleted: true };
  }
}

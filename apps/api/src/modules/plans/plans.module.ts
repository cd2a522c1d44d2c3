import { Module } from '@nestjs/common';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { UsersModule } from '../users/users.module.js';
import { PlansController } from './plans.controller.js';
import { PlansService } from './plans.service.js';

/** Users' plans: the default at each start, and the admin's Users and Plans routes. */
@Module({
  imports: [UsersModule, CodeRepositoriesModule],
  controllers: [PlansController],
  providers: [PlansService],
})
export class PlansModule {}

import { Module } from '@nestjs/common';
import { ChangelogEntriesModule } from '../changelog-entries/changelog-entries.module.js';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

@Module({ imports: [ChangelogEntriesModule, CodeRepositoriesModule], controllers: [WebhooksController], providers: [WebhooksService, WebhookDeliveriesRepository], exports: [WebhookDeliveriesRepository] })
export class WebhooksModule {}

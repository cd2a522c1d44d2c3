import { Module } from '@nestjs/common';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

@Module({ controllers: [WebhooksController], providers: [WebhooksService, WebhookDeliveriesRepository] })
export class WebhooksModule {}

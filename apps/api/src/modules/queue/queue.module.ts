import { Global, Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { QueueConnection } from './queue-connection.js';

@Global()
@Module({
  providers: [{ provide: QueueConnection, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new QueueConnection(config.redisUrl) }],
  exports: [QueueConnection],
})
export class QueueModule implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(QueueConnection) private readonly connection: QueueConnection) {}

  async onModuleInit(): Promise<void> {
    await this.connection.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}

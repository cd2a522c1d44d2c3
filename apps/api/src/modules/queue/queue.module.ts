import { Global, Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { BullmqQueue } from './bullmq-queue.js';
import { InProcessQueue } from './in-process-queue.js';
import { DEFAULT_RETRY_POLICY, JOB_QUEUE, type JobQueue } from './job-queue.js';
import { QueueConnection } from './queue-connection.js';

@Global()
@Module({
  providers: [
    { provide: QueueConnection, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new QueueConnection(config.redisUrl) },
    { provide: JOB_QUEUE, inject: [APP_CONFIG], useFactory: (config: AppConfig): JobQueue => {
        const retry = { ...DEFAULT_RETRY_POLICY, attempts: config.jobAttempts };
        return config.redisUrl ? new BullmqQueue(config.redisUrl, retry) : new InProcessQueue(retry);
      },
    },
  ],
  exports: [QueueConnection, JOB_QUEUE],
})
export class QueueModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(QueueConnection) private readonly connection: QueueConnection,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.connection.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.connection.close();
  }
}

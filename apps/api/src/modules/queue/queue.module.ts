import { Global, Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, ModuleRef } from '@nestjs/core';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { BullmqQueue } from './bullmq-queue.js';
import { InProcessQueue } from './in-process-queue.js';
import { DEFAULT_RETRY_POLICY, JOB_QUEUE, QUEUE_NAMES, type JobQueue, type RetryPolicy } from './job-queue.js';
import { QueueConnection } from './queue-connection.js';

/** What the queue needs of the configuration. */
export type QueueConfig = Pick<AppConfig, 'redisUrl' | 'role' | 'jobAttempts'>;

const QUEUE_CONFIG = Symbol('QUEUE_CONFIG');

/**
 * The job queue: BullMQ on Redis through @nestjs/bullmq when `REDIS_URL` is set, else in this
 * process. Either way the same `JobProcessor` classes consume the queues, started only by the
 * roles that process jobs (`all`, `worker`); the `api` role only queues.
 */
@Global()
@Module({})
export class QueueModule implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  /** `baseDelayMs` is the first wait before a retry (tests shorten it). */
  static forRoot(config: QueueConfig, baseDelayMs = DEFAULT_RETRY_POLICY.baseDelayMs): DynamicModule {
    const retry: RetryPolicy = { attempts: config.jobAttempts, baseDelayMs };
    const shared = [
      { provide: QUEUE_CONFIG, useValue: config },
      { provide: QueueConnection, useFactory: () => new QueueConnection(config.redisUrl) },
    ];
    if (!config.redisUrl) {
      return {
        module: QueueModule,
        imports: [DiscoveryModule],
        providers: [...shared, { provide: JOB_QUEUE, inject: [DiscoveryService], useFactory: (discovery: DiscoveryService) => new InProcessQueue(discovery, retry) }],
        exports: [QueueConnection, JOB_QUEUE],
      };
    }
    return {
      module: QueueModule,
      imports: [
        DiscoveryModule,
        // Workers are made at start by the roles that process jobs (see onApplicationBootstrap).
        BullModule.forRoot({ connection: { url: config.redisUrl, maxRetriesPerRequest: null }, extraOptions: { manualRegistration: true } }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name, defaultJobOptions: jobOptions(retry) }))),
      ],
      providers: [
        ...shared,
        {
          provide: JOB_QUEUE,
          inject: [ModuleRef, DiscoveryService, QueueConnection, ...QUEUE_NAMES.map((name) => getQueueToken(name))],
          useFactory: (moduleRef: ModuleRef, discovery: DiscoveryService, connection: QueueConnection, ...queues: Queue[]) => new BullmqQueue(moduleRef, discovery, connection, queues),
        },
      ],
      exports: [QueueConnection, JOB_QUEUE],
    };
  }

  constructor(
    @Inject(QUEUE_CONFIG) private readonly config: QueueConfig,
    @Inject(QueueConnection) private readonly connection: QueueConnection,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.connection.connect();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.role !== 'api') await this.queue.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.connection.close();
  }
}

/** Retries with exponential backoff; finished jobs leave Redis (so a job id can be queued again), failed ones stay for a while to be looked at. */
function jobOptions(retry: RetryPolicy) {
  return {
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.baseDelayMs },
    removeOnComplete: true,
    removeOnFail: 1000,
  };
}

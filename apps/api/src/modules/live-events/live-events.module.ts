import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AuthModule } from '../auth/auth.module.js';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { EventStreams } from './event-streams.js';
import { EventsController } from './events.controller.js';
import { InProcessLiveEvents } from './in-process-live-events.js';
import { LIVE_EVENTS, type LiveEvents } from './live-events.js';
import { LiveEventsListener } from './live-events.listener.js';
import { LiveEventsPublisher } from './live-events.publisher.js';
import { RedisLiveEvents } from './redis-live-events.js';

/**
 * Live updates: the `LiveEvents` port (in process, or Redis pub/sub with `REDIS_URL`, the same
 * choice as the job queue's), the listener that passes the live domain events on through the
 * publisher, and the streams open pages follow.
 */
@Global()
@Module({
  imports: [AuthModule, CodeRepositoriesModule],
  controllers: [EventsController],
  providers: [
    { provide: LIVE_EVENTS, inject: [APP_CONFIG], useFactory: (config: AppConfig): LiveEvents => (config.redisUrl ? new RedisLiveEvents(config.redisUrl) : new InProcessLiveEvents()) },
    LiveEventsPublisher,
    LiveEventsListener,
    EventStreams,
  ],
  exports: [LiveEventsPublisher, EventStreams],
})
export class LiveEventsModule implements OnApplicationShutdown {
  constructor(@Inject(LIVE_EVENTS) private readonly events: LiveEvents) {}

  async onApplicationShutdown(): Promise<void> {
    await this.events.close();
  }
}

import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { parseLiveMessage, type LiveEvents, type LiveMessage } from './live-events.js';

/** The one channel every Chronicle process publishes its events on. */
export const LIVE_EVENTS_CHANNEL = 'chronicle:live-events';

/**
 * Events across processes through Redis pub/sub: a worker publishes, every api process hears it.
 * Two connections, since a subscribed connection can do nothing else. While Redis is down a
 * publish fails at once (no offline queue: the event is stale by the time Redis is back) and the
 * subscriber reconnects and subscribes again by itself (ioredis' autoResubscribe).
 */
export class RedisLiveEvents implements LiveEvents {
  private readonly logger = new Logger(RedisLiveEvents.name);
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<(message: LiveMessage) => void>();
  private readonly connected: Promise<unknown>;
  private readonly subscribed: Promise<unknown>;

  constructor(redisUrl: string, private readonly channel: string = LIVE_EVENTS_CHANNEL) {
    this.publisher = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: null });
    // Errors surface as failed publishes and a quiet subscriber; ioredis reconnects by itself.
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, text: string) => this.deliver(channel, text));
    this.connected = this.publisher.connect().catch(() => undefined);
    // Queued until the connection is up, however long Redis takes to answer.
    this.subscribed = this.subscriber.subscribe(this.channel).catch((error: Error) => this.logger.warn(`Live updates are not heard from other processes: ${error.message}`));
  }

  /** Resolves once this process can publish and hears the channel. */
  async ready(): Promise<void> {
    await Promise.all([this.connected, this.subscribed]);
  }

  async publish(message: LiveMessage): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(message));
  }

  subscribe(listener: (message: LiveMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private deliver(channel: string, text: string): void {
    if (channel !== this.channel) return;
    const message = parseLiveMessage(text);
    if (!message) return;
    for (const listener of [...this.listeners]) listener(message);
  }
}

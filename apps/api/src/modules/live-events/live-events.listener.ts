import { Injectable } from '@nestjs/common';
import type { LiveEventPayloads } from '@chronicle/contracts';
import { OnDomainEvent } from '../domain-events/domain-events.js';
import { LiveEventsPublisher } from './live-events.publisher.js';

/**
 * The domain events open pages hear of, passed on to every process with open pages. Publishing
 * never fails (a page that misses an event reads the change at its next load).
 */
@Injectable()
export class LiveEventsListener {
  constructor(private readonly publisher: LiveEventsPublisher) {}

  @OnDomainEvent('entry.published')
  entryPublished(payload: LiveEventPayloads['entry.published']): Promise<void> {
    return this.publisher.publish({ name: 'entry.published', payload });
  }

  @OnDomainEvent('delivery.failed')
  deliveryFailed(payload: LiveEventPayloads['delivery.failed']): Promise<void> {
    return this.publisher.publish({ name: 'delivery.failed', payload });
  }

  @OnDomainEvent('documents.written')
  documentsWritten(payload: LiveEventPayloads['documents.written']): Promise<void> {
    return this.publisher.publish({ name: 'documents.written', payload });
  }

  @OnDomainEvent('analysis.finished')
  analysisFinished(payload: LiveEventPayloads['analysis.finished']): Promise<void> {
    return this.publisher.publish({ name: 'analysis.finished', payload });
  }
}

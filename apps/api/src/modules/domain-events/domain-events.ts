import { Injectable } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { DomainEventName, DomainEventPayloads } from '@chronicle/contracts';

/**
 * What happened to a repository, told to this process's listeners (@nestjs/event-emitter). The
 * names and payloads are DOMAIN_EVENT_NAMES in @chronicle/contracts. A listener only queues the
 * next step (a job, or a live event to open pages), so the work itself is retried by the queue.
 */
@Injectable()
export class DomainEvents {
  constructor(private readonly emitter: EventEmitter2) {}

  /**
   * Tells the listeners and waits for them: resolves once each has queued its step, rejects with a
   * listener's failure — inside a job, that fails the job and the queue runs it again.
   */
  async emit<N extends DomainEventName>(name: N, payload: DomainEventPayloads[N]): Promise<void> {
    await this.emitter.emitAsync(name, payload);
  }
}

/** Listens to a domain event in this process; a listener's error reaches `emit`, never swallowed. */
export function OnDomainEvent(name: DomainEventName): MethodDecorator {
  return OnEvent(name, { suppressErrors: false });
}

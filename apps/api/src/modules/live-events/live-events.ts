import { LIVE_EVENT_NAMES, type CurrentUser, type LiveEvent } from '@chronicle/contracts';
import type { RepositoryKind } from '../../database/code-repositories.table.js';

/**
 * Who may hear an event: the owner of its repository, and — for a project, which admins run
 * analyses on — every admin. Decided where the event is published, so no stream looks it up.
 */
export type LiveAudience = { userId: string; kind: RepositoryKind };

/** An event as it crosses between processes: the event the pages get, and who may get it. */
export type LiveMessage = { event: LiveEvent; audience: LiveAudience };

/**
 * How events reach the process that holds a page's stream: in this process (the embedded queue,
 * role `all`), or over Redis pub/sub when `REDIS_URL` is set (the entry may be written by a
 * `worker` process and the page follow an `api` process). Delivery is at most once and best
 * effort: an event only tells a page to read again what is already stored.
 */
export interface LiveEvents {
  publish(message: LiveMessage): Promise<void>;
  /** Calls `listener` for every message published by any process from now on; answers how to stop. */
  subscribe(listener: (message: LiveMessage) => void): () => void;
  close(): Promise<void>;
}

export const LIVE_EVENTS = Symbol('LIVE_EVENTS');

/** Whether this user may receive this message (a user receives only events of repositories they may see). */
export function mayReceive(user: Pick<CurrentUser, 'id' | 'role'>, audience: LiveAudience): boolean {
  return audience.userId === user.id || (audience.kind === 'project' && user.role === 'admin');
}

/**
 * A message read back from another process, or null when it is not one: what comes over Redis is
 * data, checked for its shape before any page is told of it.
 */
export function parseLiveMessage(text: string): LiveMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const message = value as Partial<LiveMessage> | null;
  const event = message?.event as Partial<LiveEvent> | undefined;
  const audience = message?.audience as Partial<LiveAudience> | undefined;
  if (!event || !(LIVE_EVENT_NAMES as readonly unknown[]).includes(event.name)) return null;
  if (typeof event.payload !== 'object' || event.payload === null || typeof (event.payload as { repositoryId?: unknown }).repositoryId !== 'string') return null;
  if (!audience || typeof audience.userId !== 'string' || (audience.kind !== 'connected' && audience.kind !== 'project')) return null;
  return { event: event as LiveEvent, audience: { userId: audience.userId, kind: audience.kind } };
}

import { QUERY_KEYS } from './web.js';

/**
 * What the server tells an open page as it happens (`GET /api/events`, server-sent events): each
 * event's name is the SSE `event:` field and its payload the `data:` JSON. Names are `entity.verb`
 * (ARCHITECTURE.md, Names); each is also a domain event (DOMAIN_EVENT_NAMES below) of the same name.
 */
export const LIVE_EVENT_NAMES = ['entry.published', 'delivery.failed', 'documents.written', 'analysis.finished'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** The payload of each event: enough for a page to know which of its queries to read again, never the data itself. */
export type LiveEventPayloads = {
  /** A push's entry was stored (the entries list and the dashboard's figures changed). */
  'entry.published': { repositoryId: string; deliveryId: string };
  /** A push's entry could not be made even after retries (the dashboard's failed count changed). */
  'delivery.failed': { repositoryId: string; deliveryId: string };
  /** A documentation run ended: its documents are stored (`failed` of them kept their last good version). */
  'documents.written': { repositoryId: string; jobId: string; status: LiveJobStatus };
  /** An analysis ended: its entries (and, with the new system, documents) are stored, or it failed. */
  'analysis.finished': { repositoryId: string; jobId: string; status: LiveJobStatus };
};
export type LiveJobStatus = 'success' | 'error';

/**
 * What happens to a repository inside the server (the API's domain events, one process's
 * listeners): the live events above, and the two no page is told of. Listeners queue the next
 * step (ARCHITECTURE.md, Domain events).
 */
export const DOMAIN_EVENT_NAMES = ['repository.connected', 'push.received', ...LIVE_EVENT_NAMES] as const;
export type DomainEventName = (typeof DOMAIN_EVENT_NAMES)[number];

export type DomainEventPayloads = LiveEventPayloads & {
  /** A repository was connected (its webhook made, its row stored). */
  'repository.connected': { repositoryId: string };
  /** A push was filed in the inbox (by the webhook, or the local poller) and waits for its entry. */
  'push.received': { repositoryId: string; deliveryId: string };
};

/** One event, its name beside its payload. */
export type LiveEvent = { [N in LiveEventName]: { name: N; payload: LiveEventPayloads[N] } }[LiveEventName];

export const EVENT_ROUTES = {
  stream: '/api/events',
} as const;

/**
 * The queries (QUERY_KEYS, or their prefixes) each event makes out of date: a page that follows the
 * stream reads these again (the active ones at once, the others when next shown).
 */
export const LIVE_EVENT_QUERIES: Record<LiveEventName, readonly (readonly unknown[])[]> = {
  'entry.published': [QUERY_KEYS.entries, QUERY_KEYS.activeRepository, ['public-changelog']],
  'delivery.failed': [QUERY_KEYS.activeRepository],
  'documents.written': [['docs'], ['agents']],
  'analysis.finished': [QUERY_KEYS.projects, QUERY_KEYS.entries, ['public-changelog'], ['docs'], ['agents']],
};

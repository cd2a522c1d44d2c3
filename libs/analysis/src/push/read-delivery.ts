import { gzipSync } from 'node:zlib';
import { parseJsonText } from './json-text.js';
import { parsePushPayload, type PushPayload } from './push-payload.js';

export type ReadDeliveryInput = {
  /** The verified body, as received. */
  body: Uint8Array;
  /** Its X-GitHub-Event. */
  event: string;
  /** Store a push's payload compressed (a large delivery, read in a worker thread): see `StoredPayload`. */
  compress?: boolean;
};

/** What the inbox decides on: the ref, what it moved and whose repository it names. */
export type PushHead = Pick<PushPayload, 'ref' | 'before' | 'after' | 'deleted'> & { repository: { id: number } };

/**
 * A push payload as the inbox stores it (`parsePushPayload`'s result): whole as JSON text (`gzip`
 * null), or — a large one — gzip-compressed JSON text, with only its head as `json`, so neither
 * the database nor the thread that stores it parses or moves megabytes of JSON.
 */
export type StoredPayload = { json: string; gzip: Uint8Array | null };

/** A push's head and its payload as stored; null for any other event. */
export type ReadDelivery = { push: { head: PushHead; stored: StoredPayload } | null };

/** The names of the errors whose sentence is the 400 answer to a delivery. */
export const DELIVERY_ERROR_NAMES: readonly string[] = ['JsonTextError', 'InvalidPushPayloadError'];

/**
 * Reads a verified GitHub delivery: JSON (`parseJsonText`), and for a push the payload checked
 * and made storable (`parsePushPayload`), returned as JSON text (compressed when asked) with the
 * few facts the inbox needs, so that a thread that did not parse it never has to serialize it. Throws a JsonTextError or an
 * InvalidPushPayloadError with the sentence for the 400.
 */
export function readDelivery(input: ReadDeliveryInput): ReadDelivery {
  const json = parseJsonText(input.body);
  if (input.event !== 'push') return { push: null };
  const payload = parsePushPayload(json);
  const head: PushHead = {
    ...(payload.ref !== undefined ? { ref: payload.ref } : {}),
    ...(payload.before !== undefined ? { before: payload.before } : {}),
    ...(payload.after !== undefined ? { after: payload.after } : {}),
    ...(payload.deleted !== undefined ? { deleted: payload.deleted } : {}),
    repository: { id: payload.repository!.id! },
  };
  const text = JSON.stringify(payload);
  return { push: { head, stored: input.compress ? { json: JSON.stringify(head), gzip: gzipSync(text) } : { json: text, gzip: null } } };
}

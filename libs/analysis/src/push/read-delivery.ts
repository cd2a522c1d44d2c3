import { parseJsonText } from './json-text.js';
import { parsePushPayload, type PushPayload } from './push-payload.js';

export type ReadDeliveryInput = {
  /** The verified body, as received. */
  body: Uint8Array;
  /** Its X-GitHub-Event. */
  event: string;
};

/** What the inbox decides on: the ref, what it moved and whose repository it names. */
export type PushHead = Pick<PushPayload, 'ref' | 'before' | 'after' | 'deleted'> & { repository: { id: number } };

/** A push's head and its payload as stored (JSON text of `parsePushPayload`'s result); null for any other event. */
export type ReadDelivery = { push: { head: PushHead; payload: string } | null };

/** The names of the errors whose sentence is the 400 answer to a delivery. */
export const DELIVERY_ERROR_NAMES: readonly string[] = ['JsonTextError', 'InvalidPushPayloadError'];

/**
 * Reads a verified GitHub delivery: JSON (`parseJsonText`), and for a push the payload checked
 * and made storable (`parsePushPayload`), returned as JSON text with the few facts the inbox needs,
 * so that a thread that did not parse it never has to serialize it. Throws a JsonTextError or an
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
  return { push: { head, payload: JSON.stringify(payload) } };
}

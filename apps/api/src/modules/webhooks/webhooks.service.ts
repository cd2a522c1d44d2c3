import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AnalysisTaskError, DELIVERY_ERROR_NAMES, pushKeyOf, readDelivery, runAnalysisTask, whyNoEntry, type ReadDelivery, type ReadDeliveryInput } from '@chronicle/analysis';
import { requireJsonContentType } from '../../common/json-body.js';
import { readRequestBody, type BodyLimits } from '../../common/request-body.js';
import { SecretBox } from '../../crypto/secret-box.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import { DomainEvents } from '../domain-events/domain-events.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { isValidGithubSignature, SIGNATURE_HEADER_FORMAT } from './webhook-signature.js';

export const SIGNATURE_MISMATCH = 'The webhook signature does not match; the delivery was refused.';

/**
 * GitHub caps a delivery's payload at 25 MB. GitHub does not compress deliveries, so compressed
 * input is only allowed up to 1 MB: a small compressed body must not become a large amount of work.
 */
export const WEBHOOK_BODY_LIMITS: BodyLimits = { maxBytes: 25 * 1024 * 1024, maxCompressedBytes: 1024 * 1024 };

/**
 * A body longer than this is read (decoded, parsed, checked, serialized for the inbox) in a worker
 * thread: a 25 MB push takes the event loop half a second or more to read, a small one under a
 * millisecond — less than a worker's start-up, so small deliveries are read in this thread.
 */
export const IN_THREAD_MAX_BODY_BYTES = 1024 * 1024;

/** GitHub's delivery ids are GUIDs; anything of this shape is accepted, nothing longer is stored. */
const DELIVERY_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
const EVENT_NAME = /^[a-z_]{1,64}$/;
const NUMERIC_ID = /^[1-9][0-9]{0,19}$/;

export type DeliveryAnswer =
  | { status: 200; body: { ok: true; event: 'ping' } }
  | { status: 200; body: { accepted: false; duplicate: true; deliveryId: string } }
  | { status: 202; body: { accepted: true; deliveryId: string; makesEntry: boolean; reason?: string } }
  | { status: 202; body: { accepted: false; ignored: string } };

/**
 * Receives GitHub deliveries. Nothing about the body is trusted, or even read, before the
 * signature holds: the hook is found from its headers (X-GitHub-Hook-ID and the repository in
 * X-GitHub-Hook-Installation-Target-ID), the body is streamed through the HMAC with the hook's
 * secret within GitHub's size cap, and only a verified body is parsed. A verified push goes into
 * the inbox once per delivery id and once per push (repository, ref, before, after).
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly box: SecretBox,
    private readonly events: DomainEvents,
  ) {}

  async receive(request: IncomingMessage): Promise<DeliveryAnswer> {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value.trim() : undefined;
    };
    const hookId = header('x-github-hook-id');
    const targetId = header('x-github-hook-installation-target-id');
    const signature = header('x-hub-signature-256');
    // Unknown hook, no secret, no or malformed signature: the same refusal, so nothing leaks, and
    // the body is never read.
    if (!hookId || !NUMERIC_ID.test(hookId) || !targetId || !NUMERIC_ID.test(targetId) || !signature || !SIGNATURE_HEADER_FORMAT.test(signature)) {
      throw new UnauthorizedException(SIGNATURE_MISMATCH);
    }
    const repository = await this.repositories.findConnectedByHostRepo('github', targetId);
    if (!repository || repository.webhookId !== hookId || !repository.webhookSecretEncrypted) throw new UnauthorizedException(SIGNATURE_MISMATCH);
    const secret = this.box.open(repository.webhookSecretEncrypted);

    const hmac = createHmac('sha256', secret);
    const rawBody = await readRequestBody(request, WEBHOOK_BODY_LIMITS, (chunk) => hmac.update(chunk));
    if (!isValidGithubSignature(hmac.digest('hex'), signature)) throw new UnauthorizedException(SIGNATURE_MISMATCH);

    const event = header('x-github-event');
    const deliveryId = header('x-github-delivery');
    if (!event || !EVENT_NAME.test(event) || !deliveryId || !DELIVERY_ID.test(deliveryId)) {
      throw new BadRequestException('A GitHub delivery needs its X-GitHub-Event header and an X-GitHub-Delivery id of at most 100 letters, digits and dashes.');
    }
    requireJsonContentType(header('content-type'));
    const { push } = await readVerifiedDelivery({ body: rawBody, event });
    if (event === 'ping') return { status: 200, body: { ok: true, event: 'ping' } };
    if (!push) return { status: 202, body: { accepted: false, ignored: `${event} events make no entries` } };

    if (push.head.repository.id !== Number(targetId)) throw new BadRequestException('The push payload names another repository than the hook it was sent by.');
    const reason = whyNoEntry(push.head, repository.defaultBranch);
    const stored = await this.deliveries.insertOnce({
      deliveryId,
      repositoryId: repository.id,
      event,
      payload: push.stored,
      pushKey: pushKeyOf(push.head),
      status: reason ? 'ignored' : 'received',
      note: reason,
    });
    if (!stored) return { status: 200, body: { accepted: false, duplicate: true, deliveryId } };
    // Stored first, told second and not awaited: GitHub gets its answer at once; the listener
    // queues the delivery, and if the queue is down the inbox sweep queues it later.
    if (!reason) void this.events.emit('push.received', { repositoryId: repository.id, deliveryId }).catch(() => undefined);
    return { status: 202, body: { accepted: true, deliveryId, makesEntry: reason === null, ...(reason ? { reason } : {}) } };
  }
}

/**
 * A verified delivery read by `readDelivery` — in this thread when small, in a worker thread when
 * large — with its JSON or push payload errors as 400s with their sentence.
 */
async function readVerifiedDelivery(input: ReadDeliveryInput): Promise<ReadDelivery> {
  try {
    // A large one is also stored compressed: see StoredPayload.
    return input.body.length <= IN_THREAD_MAX_BODY_BYTES ? readDelivery(input) : await runAnalysisTask('read-delivery', { ...input, compress: true });
  } catch (error) {
    const name = error instanceof AnalysisTaskError ? error.errorName : error instanceof Error ? error.name : '';
    if (DELIVERY_ERROR_NAMES.includes(name)) throw new BadRequestException((error as Error).message);
    throw error;
  }
}

import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { SecretBox } from '../../crypto/secret-box.js';
import { PushDeliveriesProcessor } from '../changelog-entries/push-deliveries.processor.js';
import { CodeRepositoriesRepository } from '../code-repositories/code-repositories.repository.js';
import type { PushPayload } from '../changelog-entries/push-commits.js';
import { whyNoEntry } from './push-event.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';
import { isValidGithubSignature } from './webhook-signature.js';

export const SIGNATURE_MISMATCH = 'The webhook signature does not match; the delivery was refused.';

export type IncomingDelivery = {
  event: string | undefined;
  deliveryId: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | undefined;
  payload: unknown;
};

export type DeliveryAnswer =
  | { status: 200; body: { ok: true; event: 'ping' } }
  | { status: 200; body: { accepted: false; duplicate: true; deliveryId: string } }
  | { status: 202; body: { accepted: true; deliveryId: string; makesEntry: boolean; reason?: string } }
  | { status: 202; body: { accepted: false; ignored: string } };

/**
 * Receives GitHub deliveries: the signature is checked against the repository's own secret before
 * anything is stored; a verified push goes into the inbox once per delivery id.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly repositories: CodeRepositoriesRepository,
    private readonly box: SecretBox,
    private readonly processor: PushDeliveriesProcessor,
  ) {}

  async receive(delivery: IncomingDelivery): Promise<DeliveryAnswer> {
    const payload = (delivery.payload ?? {}) as PushPayload;
    const hostRepoId = payload.repository?.id;
    const repository = typeof hostRepoId === 'number' ? await this.repositories.findConnectedByHostRepo('github', String(hostRepoId)) : null;
    const secret = repository?.webhookSecretEncrypted ? this.box.open(repository.webhookSecretEncrypted) : null;
    // Unknown repository, no secret, no or wrong signature: the same refusal, so nothing leaks.
    if (!repository || !secret || !delivery.rawBody || !isValidGithubSignature(delivery.rawBody, secret, delivery.signature)) {
      throw new UnauthorizedException(SIGNATURE_MISMATCH);
    }
    if (!delivery.event || !delivery.deliveryId) {
      throw new BadRequestException('A GitHub delivery needs its X-GitHub-Event and X-GitHub-Delivery headers.');
    }
    if (delivery.event === 'ping') return { status: 200, body: { ok: true, event: 'ping' } };
    if (delivery.event !== 'push') return { status: 202, body: { accepted: false, ignored: `${delivery.event} events make no entries` } };

    const reason = whyNoEntry(payload, repository.defaultBranch);
    const stored = await this.deliveries.insertOnce({
      deliveryId: delivery.deliveryId,
      repositoryId: repository.id,
      event: delivery.event,
      payload,
      status: reason ? 'ignored' : 'received',
      note: reason,
    });
    if (!stored) return { status: 200, body: { accepted: false, duplicate: true, deliveryId: delivery.deliveryId } };
    // Stored first, queued second and not awaited: GitHub gets its answer at once, and if the
    // queue is down the inbox sweep queues the delivery later.
    if (!reason) void this.processor.enqueue(delivery.deliveryId);
    return { status: 202, body: { accepted: true, deliveryId: delivery.deliveryId, makesEntry: reason === null, ...(reason ? { reason } : {}) } };
  }
}

import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { errorMessage } from '../error-message.js';
import { KeyedSerializer } from '../keyed-serializer.js';
import { githubTimestamp, type DeliveryRecord, type EmulatorState, type HookRecord, type RepositoryRecord } from '../state.js';
import { signatureHeaders } from './signature.js';

/** What became of one delivery: the receiver's HTTP status, or null and why there was none. */
export type DeliveryOutcome = { id: string; hookId: number; url: string; status: number | null; error?: string };

export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;

/** Hookshot's user agent: `GitHub-Hookshot/` and a short hex build id. */
export const HOOKSHOT_USER_AGENT = 'GitHub-Hookshot/e6d0a1c';

/**
 * Delivers webhook events the way GitHub's Hookshot does: one POST per hook, JSON (or form-encoded,
 * per the hook's `content_type`), signed with the hook's secret, given up after a timeout. Deliveries
 * to one hook are made one at a time, in the order the events happened; every attempt is recorded
 * in `state.deliveries` and in the hook's `last_response`.
 */
export class WebhookDispatcher {
  private readonly queues = new KeyedSerializer();
  private readonly inFlight = new Set<AbortController>();
  private closed = false;

  constructor(
    private readonly state: EmulatorState,
    private readonly timeoutMs = DEFAULT_DELIVERY_TIMEOUT_MS,
  ) {}

  /** The repository's active hooks that subscribe to `event` (or to `*`). */
  hooksFor(repository: RepositoryRecord, event: string): HookRecord[] {
    return [...this.state.hooks.values()].filter(
      (hook) => hook.repositoryId === repository.id && hook.active && (hook.events.includes(event) || hook.events.includes('*')),
    );
  }

  /**
   * Queues one delivery of `payload` to each hook, each with a new delivery id, behind the hook's
   * earlier deliveries. The queueing happens before this returns; the promise resolves once every
   * delivery has been attempted. Never rejects.
   */
  dispatch(repository: RepositoryRecord, event: string, payload: unknown, hooks: HookRecord[]): Promise<DeliveryOutcome[]> {
    const json = JSON.stringify(payload);
    return Promise.all(
      hooks.map((hook) => {
        const id = randomUUID();
        return this.queues.run(String(hook.id), () => this.deliver({ id, hook, repository, event, json, redelivery: false }));
      }),
    );
  }

  /** Sends a recorded delivery again, with the same id and payload, to its hook as configured now. */
  redeliver(delivery: DeliveryRecord, hook: HookRecord, repository: RepositoryRecord): Promise<DeliveryOutcome> {
    return this.queues.run(String(hook.id), () =>
      this.deliver({ id: delivery.id, hook, repository, event: delivery.event, json: delivery.payload, redelivery: true }),
    );
  }

  /** Aborts deliveries under way, fails queued ones at once, and resolves when none is left. */
  async close(): Promise<void> {
    this.closed = true;
    for (const controller of this.inFlight) controller.abort();
    await this.queues.idle();
  }

  private async deliver(delivery: { id: string; hook: HookRecord; repository: RepositoryRecord; event: string; json: string; redelivery: boolean }): Promise<DeliveryOutcome> {
    const { id, hook, repository, event, json } = delivery;
    const contentType = hook.config.content_type;
    const body = contentType === 'form' ? `payload=${encodeURIComponent(json)}` : json;
    const headers: Record<string, string> = {
      Accept: '*/*',
      'Content-Type': contentType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
      'User-Agent': HOOKSHOT_USER_AGENT,
      'X-GitHub-Delivery': id,
      'X-GitHub-Event': event,
      'X-GitHub-Hook-ID': String(hook.id),
      'X-GitHub-Hook-Installation-Target-ID': String(repository.id),
      'X-GitHub-Hook-Installation-Target-Type': 'repository',
      ...(hook.config.secret ? signatureHeaders(hook.config.secret, body) : {}),
    };
    const started = Date.now();
    const result = this.closed
      ? { status: null, error: 'The emulator closed before delivering.' }
      : this.state.hooks.get(hook.id) !== hook
        ? { status: null, error: 'The hook was deleted before delivering.' }
        : await this.post(hook.config.url, headers, body, hook.config.insecure_ssl === '1').catch((error: unknown) => ({ status: null, error: errorMessage(error) }));
    const record: DeliveryRecord = {
      id,
      hookId: hook.id,
      repositoryId: repository.id,
      repository: `${repository.owner}/${repository.name}`,
      event,
      url: hook.config.url,
      contentType,
      payload: json,
      body,
      redelivery: delivery.redelivery,
      status: result.status,
      ...(result.error !== undefined ? { error: result.error } : {}),
      deliveredAt: githubTimestamp(new Date(started)),
      durationMs: Date.now() - started,
    };
    this.state.deliveries.push(record);
    hook.lastResponse = lastResponseOf(result);
    return { id, hookId: hook.id, url: hook.config.url, status: result.status, ...(result.error !== undefined ? { error: result.error } : {}) };
  }

  private post(url: string, headers: Record<string, string>, body: string, insecure: boolean): Promise<{ status: number | null; error?: string }> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    return new Promise<{ status: number | null; error?: string }>((resolve) => {
      let settled = false;
      const finish = (result: { status: number | null; error?: string }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const timer = setTimeout(() => {
        finish({ status: null, error: `Timed out after ${this.timeoutMs} ms.` });
        outgoing.destroy();
      }, this.timeoutMs);
      controller.signal.addEventListener('abort', () => {
        finish({ status: null, error: 'The emulator closed before the receiver answered.' });
        outgoing.destroy();
      });
      const target = new URL(url);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const payload = Buffer.from(body);
      // A fresh connection per delivery (no keep-alive pool), as Hookshot does.
      const outgoing = send(target, {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(payload.length) },
        agent: false,
        ...(target.protocol === 'https:' ? { rejectUnauthorized: !insecure } : {}),
      });
      outgoing.on('response', (response: IncomingMessage) => {
        response.resume();
        response.on('end', () => finish({ status: response.statusCode ?? null }));
        response.on('error', () => finish({ status: response.statusCode ?? null }));
      });
      outgoing.on('error', (error) => finish({ status: null, error: errorMessage(error) }));
      outgoing.end(payload);
    }).finally(() => this.inFlight.delete(controller));
  }
}

function lastResponseOf(result: { status: number | null; error?: string }): HookRecord['lastResponse'] {
  if (result.status === null) return { code: null, status: 'failed', message: result.error ?? null };
  const ok = result.status >= 200 && result.status < 300;
  return { code: result.status, status: 'active', message: ok ? 'OK' : `Invalid HTTP Response: ${result.status}` };
}

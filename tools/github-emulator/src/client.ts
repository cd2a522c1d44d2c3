import type { PushCommit, PushResult, RecordedDelivery, DeliveryReport } from './control/types.js';
import type { RunningEmulator } from './server.js';

/**
 * Typed helpers for the emulator's control calls, for other packages' tests. `emulator` is a
 * running emulator or its base URL (`http://127.0.0.1:4010`; a trailing `/api/v3` is ignored).
 */

export type EmulatorTarget = Pick<RunningEmulator, 'url'> | string;

export type PushToEmulatorOptions = {
  owner: string;
  repo: string;
  /** Created from the default branch's head when missing. */
  branch: string;
  /** Committed in order; each maps paths to contents (`null` removes the file). */
  commits: PushCommit[];
  /** Author and committer of every commit. Default: the owner, `<login>@users.noreply.github.com`. */
  author?: { name: string; email: string };
};

/**
 * Commits files to a branch of a seeded repository and waits until the `push` webhooks were
 * delivered (or failed). Throws with the emulator's message when it refuses the push.
 */
export async function pushToEmulator(emulator: EmulatorTarget, options: PushToEmulatorOptions): Promise<PushResult> {
  const { owner, repo, ...body } = options;
  return controlCall<PushResult>(emulator, 'POST', `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/push`, body);
}

/** Sends a recorded delivery again, with the same delivery id (to test duplicate handling). */
export async function redeliverOnEmulator(emulator: EmulatorTarget, options: { owner: string; repo: string; deliveryId: string }): Promise<DeliveryReport> {
  const path = `/repos/${encodeURIComponent(options.owner)}/${encodeURIComponent(options.repo)}/redeliver/${encodeURIComponent(options.deliveryId)}`;
  return controlCall<DeliveryReport>(emulator, 'POST', path);
}

/** Every delivery attempt the emulator made so far, oldest first, optionally filtered. */
export async function listEmulatorDeliveries(
  emulator: EmulatorTarget,
  filter: { repository?: string; event?: string; hookId?: number } = {},
): Promise<RecordedDelivery[]> {
  const query = new URLSearchParams();
  if (filter.repository !== undefined) query.set('repository', filter.repository);
  if (filter.event !== undefined) query.set('event', filter.event);
  if (filter.hookId !== undefined) query.set('hook_id', String(filter.hookId));
  return controlCall<RecordedDelivery[]>(emulator, 'GET', `/deliveries${query.size > 0 ? `?${query}` : ''}`);
}

async function controlCall<T>(emulator: EmulatorTarget, method: string, path: string, body?: unknown): Promise<T> {
  const base = (typeof emulator === 'string' ? emulator : emulator.url).replace(/\/+$/, '').replace(/\/api\/v3$/, '');
  const response = await fetch(`${base}/_emulator${path}`, {
    method,
    ...(body !== undefined ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // Not JSON: keep the text.
    }
    throw new Error(`GitHub emulator: ${method} /_emulator${path} answered ${response.status}: ${message}`);
  }
  return JSON.parse(text) as T;
}

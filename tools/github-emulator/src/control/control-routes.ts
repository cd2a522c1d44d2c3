import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import { errorMessage } from '../error-message.js';
import { findRepository, findRepositoryById, type DeliveryRecord, type EmulatorState } from '../state.js';
import type { WebhookDispatcher } from '../webhooks/dispatcher.js';
import { ControlError, pushCommits, readPushRequest } from './push.js';
import type { RecordedDelivery } from './types.js';

/**
 * The emulator's own calls (not GitHub's), mounted at `/_emulator`, for tests to act as GitHub's
 * users and infrastructure would:
 *
 * - `POST /repos/{owner}/{repo}/push` commits files to a branch and delivers the `push` webhooks;
 * - `POST /repos/{owner}/{repo}/redeliver/{deliveryId}` sends a recorded delivery again, same id;
 * - `GET /deliveries` lists every delivery attempt (`?repository=owner/name`, `?event=push`,
 *   `?hook_id=1` filter it); `DELETE /deliveries` forgets them.
 *
 * They need no token. Errors answer `{ message }`.
 */
export function controlRoutes(state: EmulatorState, dispatcher: WebhookDispatcher): Router {
  const router = Router();
  router.use(express.json({ limit: '100mb' }));

  router.post('/repos/:owner/:repo/push', async (req, res) => {
    const repository = findRepository(state, req.params.owner, req.params.repo);
    if (!repository) return sendControlError(res, 404, `Repository ${req.params.owner}/${req.params.repo} is not seeded.`);
    res.json(await pushCommits(state, dispatcher, repository, readPushRequest(req.body)));
  });

  router.post('/repos/:owner/:repo/redeliver/:deliveryId', async (req, res) => {
    const repository = findRepository(state, req.params.owner, req.params.repo);
    if (!repository) return sendControlError(res, 404, `Repository ${req.params.owner}/${req.params.repo} is not seeded.`);
    const delivery = state.deliveries.findLast((candidate) => candidate.id === req.params.deliveryId && candidate.repositoryId === repository.id);
    if (!delivery) return sendControlError(res, 404, `No delivery ${req.params.deliveryId} was made for ${repository.owner}/${repository.name}.`);
    const hook = state.hooks.get(delivery.hookId);
    if (!hook || hook.repositoryId !== repository.id) return sendControlError(res, 404, `Hook ${delivery.hookId} of delivery ${delivery.id} no longer exists.`);
    res.json(await dispatcher.redeliver(delivery, hook, repository));
  });

  router.get('/deliveries', (req, res) => {
    const { repository, event, hook_id: hookId } = req.query;
    const deliveries = state.deliveries.filter(
      (delivery) =>
        (typeof repository !== 'string' || delivery.repository.toLowerCase() === repository.toLowerCase() || currentName(state, delivery) === repository.toLowerCase()) &&
        (typeof event !== 'string' || delivery.event === event) &&
        (typeof hookId !== 'string' || String(delivery.hookId) === hookId),
    );
    res.json(deliveries.map(toRecordedDelivery));
  });

  router.delete('/deliveries', (_req, res) => {
    state.deliveries.length = 0;
    res.status(204).end();
  });

  router.use((_req, res) => sendControlError(res, 404, 'Not Found'));
  router.use(controlErrors);
  return router;
}

function currentName(state: EmulatorState, delivery: DeliveryRecord): string | undefined {
  const repository = findRepositoryById(state, delivery.repositoryId);
  return repository && `${repository.owner}/${repository.name}`.toLowerCase();
}

export function toRecordedDelivery(delivery: DeliveryRecord): RecordedDelivery {
  return {
    id: delivery.id,
    hookId: delivery.hookId,
    url: delivery.url,
    status: delivery.status,
    ...(delivery.error !== undefined ? { error: delivery.error } : {}),
    repository: delivery.repository,
    event: delivery.event,
    redelivery: delivery.redelivery,
    deliveredAt: delivery.deliveredAt,
    durationMs: delivery.durationMs,
    payload: JSON.parse(delivery.payload) as unknown,
  };
}

function sendControlError(res: Response, status: number, message: string): void {
  res.status(status).json({ message });
}

const controlErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof ControlError) return sendControlError(res, error.status, error.message);
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (type === 'entity.parse.failed') return sendControlError(res, 400, `The body is not valid JSON: ${errorMessage(error)}`);
  if (typeof status === 'number' && status >= 400 && status < 500) return sendControlError(res, status, errorMessage(error));
  console.error('GitHub emulator: control call failed:', error);
  sendControlError(res, 500, errorMessage(error));
};

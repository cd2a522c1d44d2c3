import { randomBytes } from 'node:crypto';
import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { errorMessage } from '../error-message.js';
import type { EmulatorState } from '../state.js';
import { sendNotFound, sendRestError } from './errors.js';
import type { WebhookDispatcher } from '../webhooks/dispatcher.js';
import { commitsResource } from './commits.js';
import { hooksResource } from './hooks.js';
import { repositoriesResource } from './repositories.js';
import { identifyCaller } from './rest-context.js';
import { userResource } from './user.js';

/**
 * The REST API, mounted at `/api/v3`. Each resource lives in its own file and returns a Router;
 * add new ones to `resources` below.
 */
export function restRoutes(state: EmulatorState, dispatcher: WebhookDispatcher): Router {
  const resources = [userResource(state), repositoriesResource(state), hooksResource(state, dispatcher), commitsResource(state)];

  const router = Router();
  router.use(githubHeaders);
  router.use(identifyCaller(state));
  router.use(...resources);
  router.use((_req, res) => sendNotFound(res));
  router.use(restErrors);
  return router;
}

const githubHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-GitHub-Request-Id', requestId());
  res.setHeader('X-GitHub-Media-Type', 'github.v3; format=json');
  res.setHeader('X-GitHub-Api-Version-Selected', '2022-11-28');
  next();
};

const restErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  // A body that is not JSON: GitHub's words for it.
  if ((error as { type?: unknown } | null)?.type === 'entity.parse.failed') return sendRestError(res, 400, 'Problems parsing JSON');
  const status = httpStatusOf(error);
  if (status === 500) console.error('GitHub emulator: REST request failed:', error);
  sendRestError(res, status, status === 500 ? 'Server Error' : errorMessage(error));
};

function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

// Same shape as GitHub's: five hex groups, e.g. `C0DE:1A2B3C:4D5E6F:7A8B9C:65A1B2C3`.
function requestId(): string {
  const group = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
  return [group(2), group(3), group(3), group(3), group(4)].join(':');
}

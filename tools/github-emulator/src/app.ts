import express, { type ErrorRequestHandler, type Express } from 'express';
import { gitRoutes } from './git/git-routes.js';
import type { GitHttpBackend } from './git/http-backend.js';
import { oauthRoutes } from './oauth/oauth-routes.js';
import { controlRoutes } from './control/control-routes.js';
import { restRoutes } from './rest/rest-routes.js';
import type { EmulatorState } from './state.js';
import type { WebhookDispatcher } from './webhooks/dispatcher.js';

/**
 * The emulator's routes: git smart HTTP and OAuth at the root, REST under `/api/v3`, and the
 * emulator's own control calls (not GitHub's) under `/_emulator`.
 */
export function createApp(state: EmulatorState, gitBackend: GitHttpBackend, dispatcher: WebhookDispatcher): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use('/api/v3', restRoutes(state, dispatcher));
  app.use('/_emulator', controlRoutes(state, dispatcher));
  // Git parses nothing: its request bodies stream straight into git.
  app.use(gitRoutes(state, gitBackend, dispatcher));
  app.use(oauthRoutes(state));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not Found\n');
  });
  app.use(plainErrors);
  return app;
}

const plainErrors: ErrorRequestHandler = (error: { status?: number; message?: string }, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) console.error('GitHub emulator: request failed:', error);
  res.status(status).type('text/plain').send(`${status === 500 ? 'Internal Server Error' : error.message}\n`);
};

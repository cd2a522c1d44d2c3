import type { NextFunction, Request, Response } from 'express';
import { authenticate, type Authentication } from '../auth.js';
import type { EmulatorState, UserRecord } from '../state.js';
import { sendRestError } from './errors.js';

/**
 * Identifies the caller of every REST request. A token GitHub does not know is refused outright
 * ("Bad credentials"), whatever the endpoint; a request without one goes on as anonymous.
 */
export function identifyCaller(state: EmulatorState) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const auth = authenticate(state, req.headers);
    if (auth.kind === 'invalid') return sendRestError(res, 401, 'Bad credentials');
    res.locals.auth = auth;
    if (auth.kind === 'user') res.setHeader('X-OAuth-Scopes', auth.accessToken.scopes.join(', '));
    next();
  };
}

export function callerOf(res: Response): Authentication {
  return (res.locals.auth as Authentication | undefined) ?? { kind: 'anonymous' };
}

/** The authenticated user, or undefined after answering 401 "Requires authentication". */
export function requireUser(res: Response): UserRecord | undefined {
  const auth = callerOf(res);
  if (auth.kind === 'user') return auth.user;
  sendRestError(res, 401, 'Requires authentication');
  return undefined;
}

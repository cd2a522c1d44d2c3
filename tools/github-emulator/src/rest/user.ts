import { Router } from 'express';
import { repositorySizeKb } from '../git/bare-repositories.js';
import { repositoriesOwnedBy, type EmulatorState, type UserRecord } from '../state.js';
import { requireUser } from './rest-context.js';
import { toPrivateUserJson } from './serializers.js';

/** `GET /user`: the authenticated user. */
export function userResource(state: EmulatorState): Router {
  const router = Router();
  router.get('/user', async (_req, res) => {
    const user = requireUser(res);
    if (!user) return;
    res.setHeader('X-Accepted-OAuth-Scopes', '');
    res.json(toPrivateUserJson(state, user, { diskUsageKb: await diskUsageKb(state, user) }));
  });
  return router;
}

async function diskUsageKb(state: EmulatorState, user: UserRecord): Promise<number> {
  const sizes = await Promise.all(repositoriesOwnedBy(state, user.login).map((repository) => repositorySizeKb(state, repository)));
  return sizes.reduce((total, size) => total + size, 0);
}

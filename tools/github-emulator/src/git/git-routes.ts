import type { RequestHandler, Response } from 'express';
import { authenticate, type Authentication } from '../auth.js';
import { findRepository, githubTimestamp, repositoryKey, type EmulatorState, type RepositoryRecord, type UserRecord } from '../state.js';
import type { WebhookDispatcher } from '../webhooks/dispatcher.js';
import { buildPushPayload } from '../webhooks/payloads.js';
import { repositoryPath } from './bare-repositories.js';
import { listRefs, ZERO_SHA } from './history.js';
import type { GitHttpBackend } from './http-backend.js';

// `/<owner>/<name>.git/...` (any git path) or `/<owner>/<name>/...` (smart HTTP paths only), as on GitHub.
const GIT_URL_WITH_SUFFIX = /^\/([^/]+)\/([^/]+)\.git(\/.*)$/;
const GIT_URL_WITHOUT_SUFFIX = /^\/([^/]+)\/([^/]+)(\/(?:info\/refs|git-upload-pack|git-receive-pack))$/;

type Decision = { allowed: true; allowPush: boolean } | { allowed: false; status: number; message: string; challenge: boolean };

/**
 * Git smart HTTP for the seeded repositories: clone and fetch (anonymous for public repositories,
 * the owner's token for private ones) and push (owner only), served by `git http-backend`.
 * Requests for other paths fall through to the next route. Bodies are never parsed here.
 * With a dispatcher, every branch or tag a push changes is announced to the repository's `push`
 * hooks, as on GitHub.
 */
export function gitRoutes(state: EmulatorState, backend: GitHttpBackend, dispatcher?: WebhookDispatcher): RequestHandler {
  return (req, res, next) => {
    const match = GIT_URL_WITH_SUFFIX.exec(req.path) ?? GIT_URL_WITHOUT_SUFFIX.exec(req.path);
    if (!match) return next();
    const [, owner = '', name = '', gitPath = ''] = match;
    const repository = findRepository(state, owner, name);
    if (!repository) return refuse(res, { status: 404, message: 'Repository not found.', challenge: false });

    const wantsPush = gitPath === '/git-receive-pack' || req.query.service === 'git-receive-pack';
    const auth = authenticate(state, req.headers);
    const decision = decideAccess(repository, auth, wantsPush);
    if (!decision.allowed) return refuse(res, decision);

    const serve = () =>
      backend.handle(req, res, {
        pathInfo: `/${repository.owner}/${repository.name}.git${gitPath}`,
        remoteUser: auth.kind === 'user' ? auth.user.login : undefined,
        allowPush: decision.allowPush,
      });
    if (gitPath !== '/git-receive-pack') return serve();
    recordPushWhenDone(repository, res);
    if (!dispatcher || auth.kind !== 'user') return serve();
    void announcePush(state, dispatcher, repository, auth.user, serve, res);
  };
}

/**
 * Serves a push while holding the repository's lock (so it cannot interleave with a control-call
 * push), then queues one `push` delivery per changed branch or tag.
 */
async function announcePush(
  state: EmulatorState,
  dispatcher: WebhookDispatcher,
  repository: RepositoryRecord,
  pusher: UserRecord,
  serve: () => void,
  res: Response,
): Promise<void> {
  const gitDir = repositoryPath(state.dataDir, repository);
  let served = false;
  try {
    await state.repositoryLocks.run(repositoryKey(repository), async () => {
      const before = await listRefs(gitDir);
      const done = new Promise<void>((resolve) => res.once('close', resolve));
      served = true;
      serve();
      await done;
      if (res.statusCode !== 200) return;
      const after = await listRefs(gitDir);
      const hooks = dispatcher.hooksFor(repository, 'push');
      for (const ref of new Set([...before.keys(), ...after.keys()])) {
        const from = before.get(ref) ?? ZERO_SHA;
        const to = after.get(ref) ?? ZERO_SHA;
        if (from === to || hooks.length === 0) continue;
        const payload = await buildPushPayload(state, repository, {
          ref,
          before: from,
          after: to,
          pusher,
          commitLimit: state.pushPayloadCommitLimit,
          refsBefore: before,
        });
        void dispatcher.dispatch(repository, 'push', payload, hooks);
      }
    });
  } catch (error) {
    console.error('GitHub emulator: could not announce a push:', error);
    if (!served) serve();
  }
}

function decideAccess(repository: RepositoryRecord, auth: Authentication, wantsPush: boolean): Decision {
  const isOwner = auth.kind === 'user' && auth.user.login === repository.owner;
  if (isOwner) return { allowed: true, allowPush: true };
  // No or bad credentials: ask for them, so git retries with the user's token.
  const mustAuthenticate = wantsPush || repository.private;
  if (mustAuthenticate && auth.kind !== 'user') {
    return { allowed: false, status: 401, message: 'Authentication required.', challenge: true };
  }
  // Like GitHub: a private repository does not exist for others; a public one is read-only to them.
  if (repository.private) return { allowed: false, status: 404, message: 'Repository not found.', challenge: false };
  if (wantsPush && auth.kind === 'user') {
    return { allowed: false, status: 403, message: `Permission to ${repository.owner}/${repository.name}.git denied to ${auth.user.login}.`, challenge: false };
  }
  return { allowed: true, allowPush: false };
}

function recordPushWhenDone(repository: RepositoryRecord, res: Response): void {
  res.on('finish', () => {
    if (res.statusCode === 200) repository.pushedAt = githubTimestamp();
  });
}

function refuse(res: Response, refusal: { status: number; message: string; challenge: boolean }): void {
  if (refusal.challenge) res.setHeader('WWW-Authenticate', 'Basic realm="GitHub"');
  res.status(refusal.status).type('text/plain').send(`${refusal.message}\n`);
}

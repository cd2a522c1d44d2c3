import type { Response } from 'express';
import { findRepository, findUser, type EmulatorState, type RepositoryRecord, type UserRecord } from '../state.js';
import { sendNotFound } from './errors.js';
import { callerOf } from './rest-context.js';

export type RepositoryAccess = { repository: RepositoryRecord; owner: UserRecord; viewer?: UserRecord };

/**
 * The repository `owner/name` if the caller may read it (public, or private and theirs); otherwise
 * undefined after answering 404, which is what GitHub answers rather than revealing a private repository.
 */
export function readableRepository(state: EmulatorState, res: Response, owner: string, name: string): RepositoryAccess | undefined {
  const auth = callerOf(res);
  const viewer = auth.kind === 'user' ? auth.user : undefined;
  const repository = findRepository(state, owner, name);
  if (!repository || (repository.private && viewer?.login !== repository.owner)) {
    sendNotFound(res);
    return undefined;
  }
  return { repository, owner: findUser(state, repository.owner)!, viewer };
}

/**
 * The repository `owner/name` if the caller administers it (only its owner does here); otherwise
 * undefined after answering 404, as GitHub does for webhooks of a repository one cannot administer.
 */
export function administeredRepository(state: EmulatorState, res: Response, owner: string, name: string): RepositoryAccess | undefined {
  const access = readableRepository(state, res, owner, name);
  if (!access) return undefined;
  if (access.viewer?.login !== access.repository.owner) {
    sendNotFound(res);
    return undefined;
  }
  return access;
}

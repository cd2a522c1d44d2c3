import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../crypto/secret-box.js';
import type { CodeRepositoryRow } from '../../database/schema.js';
import { UsersRepository } from '../users/users.repository.js';

/**
 * The git configuration, as environment variables, that lets git read a private GitHub repository
 * with its owner's token: an `Authorization` header scoped to the repository's clone URL (git's
 * `http.<url>.extraHeader`). Environment, not arguments: it never shows in a process list, and it
 * is given only to the worker thread of that repository's job (see `runAnalysisTask`'s `env`).
 */
export function gitCredentialsEnv(cloneUrl: string, token: string): Record<string, string> {
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${cloneUrl}.extraHeader`,
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`,
  };
}

/** What git needs to read a repository: nothing for a public one or a local folder, its owner's token for a private GitHub one. */
@Injectable()
export class GitCredentials {
  constructor(
    private readonly users: UsersRepository,
    private readonly box: SecretBox,
  ) {}

  async envFor(repository: CodeRepositoryRow): Promise<Record<string, string> | undefined> {
    if (!repository.isPrivate || repository.provider !== 'github' || !repository.cloneUrl) return undefined;
    const sealed = await this.users.findSealedAccessToken(repository.userId, 'github');
    return sealed ? gitCredentialsEnv(repository.cloneUrl, this.box.open(sealed)) : undefined;
  }
}

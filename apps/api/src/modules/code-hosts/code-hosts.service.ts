import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { SecretBox } from '../../crypto/secret-box.js';
import { UsersRepository } from '../users/users.repository.js';
import type { CodeHost } from './code-host.js';
import { GithubCodeHost } from './github-code-host.js';
import { LocalCodeHost } from './local-code-host.js';

/** The code host of a user, reached with their own stored (and here decrypted) token. */
@Injectable()
export class CodeHostsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly box: SecretBox,
  ) {}

  /** GitHub with the user's token when they signed in with GitHub; with local sign-in, this machine's repositories. */
  async forUser(userId: string): Promise<CodeHost> {
    const sealed = await this.users.findSealedAccessToken(userId, 'github');
    if (!sealed) {
      if (this.config.signIn === 'local') return new LocalCodeHost(this.config.local.folders);
      throw new UnprocessableEntityException('Repositories can be connected only when you are signed in with GitHub.');
    }
    return new GithubCodeHost({ token: this.box.open(sealed), apiUrl: this.config.github.apiUrl, userAgent: `Chronicle/${this.config.version}` });
  }

  /**
   * GitHub for reading public repositories (admins' projects): with the user's token when they
   * signed in with GitHub (higher rate limits), else without one.
   */
  async publicGithub(userId: string): Promise<GithubCodeHost> {
    const sealed = await this.users.findSealedAccessToken(userId, 'github');
    return new GithubCodeHost({ token: sealed ? this.box.open(sealed) : null, apiUrl: this.config.github.apiUrl, userAgent: `Chronicle/${this.config.version}` });
  }

  /** The host name repository URLs must have (GITHUB_URL's: github.com, or a GitHub Enterprise's). */
  githubHost(): string {
    return new URL(this.config.github.url).host;
  }
}

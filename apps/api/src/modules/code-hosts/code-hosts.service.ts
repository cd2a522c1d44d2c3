import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { SecretBox } from '../../crypto/secret-box.js';
import { UsersRepository } from '../users/users.repository.js';
import type { CodeHost } from './code-host.js';
import { GithubCodeHost } from './github-code-host.js';
import { LocalCodeHost } from './local-code-host.js';
import { LocalFoldersRepository } from './local-folders.repository.js';

/** The code host of a user, reached with their own stored (and here decrypted) token. */
@Injectable()
export class CodeHostsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly box: SecretBox,
    private readonly folders: LocalFoldersRepository,
  ) {}

  /** GitHub with the user's token when they signed in with GitHub; with local sign-in, this machine's repositories. */
  async forUser(userId: string): Promise<CodeHost> {
    const sealed = await this.users.findSealedAccessToken(userId, 'github');
    if (!sealed) {
      if (this.config.signIn === 'local') return new LocalCodeHost(await this.localFolders());
      throw new UnprocessableEntityException('Repositories can be connected only when you are signed in with GitHub.');
    }
    return this.github(this.box.open(sealed));
  }

  /**
   * The folders the local code host reads, read afresh on each call so that a folder added or
   * removed in Settings counts at once: CHRONICLE_LOCAL_REPOS's, then those added in Settings.
   */
  async localFolders(): Promise<string[]> {
    const added = await this.folders.list();
    return [...new Set([...this.config.local.folders, ...added.map((folder) => folder.path)])];
  }

  /**
   * GitHub for reading public repositories (admins' projects): with the user's token when they
   * signed in with GitHub (higher rate limits), else without one.
   */
  async publicGithub(userId: string): Promise<GithubCodeHost> {
    const sealed = await this.users.findSealedAccessToken(userId, 'github');
    return this.github(sealed ? this.box.open(sealed) : null);
  }

  private github(token: string | null): GithubCodeHost {
    return new GithubCodeHost({
      token,
      apiUrl: this.config.github.apiUrl,
      userAgent: `Chronicle/${this.config.version}`,
      webHost: this.githubHost(),
      localMode: this.config.signIn === 'local',
    });
  }

  /** The host name repository URLs must have (GITHUB_URL's: github.com, or a GitHub Enterprise's). */
  githubHost(): string {
    return new URL(this.config.github.url).host;
  }
}

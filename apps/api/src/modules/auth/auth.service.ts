import { Inject, Injectable } from '@nestjs/common';
import type { UserRole } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { SecretBox } from '../../crypto/secret-box.js';
import type { UserRow } from '../../database/schema.js';
import { UsersRepository } from '../users/users.repository.js';

export type GithubSignIn = {
  githubUserId: string;
  login: string;
  name: string | null;
  avatarUrl: string | null;
  accessToken: string;
  scopes: string | null;
};

/** The one user of local sign-in (no GitHub app configured): the person at this machine, an admin. */
export const LOCAL_USER = { providerUserId: 'local', login: 'local', name: 'Local user' } as const;

/** Turns a verified identity into a Chronicle user. */
@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly box: SecretBox,
  ) {}

  signInWithGithub(identity: GithubSignIn): Promise<UserRow> {
    return this.users.upsertFromIdentity({
      provider: 'github',
      providerUserId: identity.githubUserId,
      login: identity.login,
      name: identity.name,
      avatarUrl: identity.avatarUrl,
      role: this.roleOf(identity.login),
      accessTokenEncrypted: this.box.seal(identity.accessToken),
      scopes: identity.scopes,
      newUserPlan: this.config.defaultPlan,
    });
  }

  signInLocalUser(): Promise<UserRow> {
    return this.users.upsertFromIdentity({
      provider: 'local',
      providerUserId: LOCAL_USER.providerUserId,
      login: LOCAL_USER.login,
      name: LOCAL_USER.name,
      avatarUrl: null,
      role: 'admin',
      accessTokenEncrypted: null,
      scopes: null,
      newUserPlan: this.config.defaultPlan,
    });
  }

  /** Admins are the logins in `ADMIN_LOGINS`, re-read at every sign-in so a change takes effect then. */
  private roleOf(login: string): UserRole {
    return this.config.adminLogins.includes(login.toLowerCase()) ? 'admin' : 'user';
  }
}

import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile, type StrategyOptions } from 'passport-github2';
import type { AppConfig } from '../../config/app-config.js';
import type { UserRow } from '../../database/schema.js';
import { AuthService } from './auth.service.js';
import { CookieStateStore } from './oauth-state.store.js';

/** What Chronicle asks GitHub for: the profile, and repositories with their webhooks. */
export const GITHUB_SCOPES = ['read:user', 'repo'];

type GithubUserJson = { id: number; login: string; name?: string | null; avatar_url?: string | null };

/**
 * Sign-in through a GitHub OAuth app (passport-github2). Every endpoint comes from `GITHUB_URL` and
 * `GITHUB_API_URL`, so GitHub Enterprise Server and the emulator work like github.com.
 * Registered only when a GitHub app is configured (see auth.module.ts).
 */
@Injectable()
export class GithubStrategy extends PassportStrategy(Strategy, 'github', 5) {
  constructor(
    config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      clientID: config.github.clientId!,
      clientSecret: config.github.clientSecret!,
      callbackURL: `${config.publicUrl}/api/auth/github/callback`,
      authorizationURL: `${config.github.url}/login/oauth/authorize`,
      tokenURL: `${config.github.url}/login/oauth/access_token`,
      userProfileURL: `${config.github.apiUrl}/user`,
      userAgent: `Chronicle/${config.version}`,
      scope: GITHUB_SCOPES,
      // passport-oauth2 dispatches on the store methods' arity, which its overloaded types cannot express.
      store: new CookieStateStore(config.publicUrl.startsWith('https:')) as unknown as StrategyOptions['store'],
    } satisfies StrategyOptions);
  }

  async validate(accessToken: string, _refreshToken: string, params: { scope?: string }, profile: Profile): Promise<UserRow> {
    const json = (profile as Profile & { _json: GithubUserJson })._json;
    return this.auth.signInWithGithub({
      githubUserId: String(json.id),
      login: json.login,
      name: json.name ?? null,
      avatarUrl: json.avatar_url ?? null,
      accessToken,
      scopes: params.scope ?? null,
    });
  }
}

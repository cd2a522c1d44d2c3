import { BadGatewayException, BadRequestException, Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { API_ERRORS } from '@chronicle/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { STATE_MISMATCH } from './oauth-state.store.js';

/**
 * Runs the GitHub OAuth dance on the sign-in and callback routes, and turns its failures into
 * sentences. With no GitHub app configured (local sign-in) it lets the request through to the
 * controller, which signs the local user in.
 */
@Injectable()
export class GithubSignInGuard extends AuthGuard('github') {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.config.signIn === 'local') return true;
    return (await super.canActivate(context)) as boolean;
  }

  override getAuthenticateOptions() {
    return { session: false };
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error) throw translateOAuthError(error);
    if (!user) {
      const reason = (info as { message?: string } | undefined)?.message;
      throw new BadRequestException(reason === STATE_MISMATCH ? API_ERRORS.oauthStateMismatch : API_ERRORS.oauthRejected);
    }
    return user;
  }
}

function translateOAuthError(error: unknown): Error {
  const name = (error as Error)?.name;
  // TokenError: GitHub refused the code (used, expired, wrong app); AuthorizationError: the user declined.
  if (name === 'TokenError' || name === 'AuthorizationError') return new BadRequestException(API_ERRORS.oauthRejected);
  // InternalOAuthError: the token or profile request failed on the way (network, 5xx).
  if (name === 'InternalOAuthError') return new BadGatewayException(API_ERRORS.oauthUnreachable);
  // passport-oauth2 raises a plain Error when GitHub answers the code exchange without a token
  // (GitHub says "bad_verification_code" with status 200), and passport-github2 one for a profile
  // it cannot parse: GitHub did not accept this sign-in.
  const message = (error as Error)?.message;
  if (message === 'Failed to obtain access token' || message === 'Failed to parse user profile') return new BadRequestException(API_ERRORS.oauthRejected);
  return error as Error;
}

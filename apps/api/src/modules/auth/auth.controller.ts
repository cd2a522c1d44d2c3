import { Controller, Get, HttpCode, Inject, NotFoundException, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { API_ERRORS, type CodeHostInfo, type SessionAnswer } from '@chronicle/contracts';
import { Access, type AuthenticatedRequest } from '../../common/access.decorator.js';
import { forbidCaching } from '../../common/no-store.js';
import { RateLimit } from '../../common/rate-limit.decorator.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { UserRow } from '../../database/schema.js';
import { EventStreams } from '../live-events/event-streams.js';
import { AuthService } from './auth.service.js';
import { GithubSignInGuard } from './github-sign-in.guard.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

const AFTER_SIGN_IN = '/dashboard';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly streams: EventStreams,
  ) {}

  @Get('github')
  @Access('public')
  @RateLimit('sign-in')
  @UseGuards(GithubSignInGuard)
  @ApiOperation({ summary: "Starts sign-in: redirects to GitHub's authorize page (or, with no GitHub app configured, signs the local user in)." })
  @ApiFoundResponse({ description: 'Redirect to GitHub, or to /dashboard after local sign-in.' })
  async signIn(@Res() response: Response): Promise<void> {
    // Only reached in local sign-in: with a GitHub app the guard has already redirected to GitHub.
    const user = await this.auth.signInLocalUser();
    await this.startSession(response, user);
  }

  @Get('github/callback')
  @Access('public')
  @RateLimit('sign-in')
  @UseGuards(GithubSignInGuard)
  @ApiOperation({ summary: 'Where GitHub sends the browser back: checks state, exchanges the code, starts a session.' })
  @ApiFoundResponse({ description: 'Redirect to /dashboard, signed in.' })
  async callback(@Req() request: AuthenticatedRequest, @Res() response: Response): Promise<void> {
    if (this.config.signIn === 'local') throw new NotFoundException(API_ERRORS.githubSignInDisabled);
    await this.startSession(response, request.user as UserRow);
  }

  @Get('me')
  @Access('public')
  @ApiOperation({ summary: 'The signed-in user, or for a visitor `{signedIn: false, signIn}` (200 either way, so a signed-out page load logs no failed request).' })
  @ApiOkResponse({
    description:
      "Signed in: id, username, name, avatarUrl, subscription_tier, role, and codeHost: where the user's repositories come from ({kind: 'github'} or {kind: 'local', folders, pollSeconds}). A visitor: {signedIn: false, signIn: 'github' | 'local'}.",
  })
  me(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response): SessionAnswer {
    // An answer about who is signed in is never cached, either way.
    forbidCaching(response);
    const user = request.auth?.user;
    return user ? { ...user, codeHost: this.codeHost() } : { signedIn: false, signIn: this.config.signIn };
  }

  @Post('logout')
  @Access('public')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revokes the session on the server and clears its cookie. Succeeds when already signed out.' })
  async logout(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response): Promise<{ signedOut: true }> {
    const token = request.auth?.sessionToken;
    if (token) {
      await this.sessions.revoke(token);
      // This process's live-update streams of the session end now; another process's at their next heartbeat.
      this.streams.closeSession(token);
    }
    clearSessionCookie(response, this.config.publicUrl);
    return { signedOut: true };
  }

  private codeHost(): CodeHostInfo {
    const { folders, pollSeconds } = this.config.local;
    return this.config.signIn === 'local' ? { kind: 'local', folders, pollSeconds } : { kind: 'github' };
  }

  private async startSession(response: Response, user: UserRow): Promise<void> {
    const session = await this.sessions.start(user.id);
    setSessionCookie(response, this.config.publicUrl, session.token, session.expiresAt);
    response.redirect(302, AFTER_SIGN_IN);
  }
}

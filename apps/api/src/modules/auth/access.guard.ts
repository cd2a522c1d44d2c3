import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { API_ERRORS, SESSION_COOKIE } from '@chronicle/contracts';
import { AccessMetadata, type AuthenticatedRequest } from '../../common/access.decorator.js';
import { forbidCaching } from '../../common/no-store.js';
import { SessionsService } from './sessions.service.js';

/** The global guard: finds the caller's session and enforces the route's declared access. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride(AccessMetadata, [context.getHandler(), context.getClass()]);
    // Unreachable while the boot-time check holds; deny rather than guess.
    if (!level) throw new ForbiddenException(API_ERRORS.adminOnly);

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const cookie: unknown = request.cookies?.[SESSION_COOKIE];
    // Tokens are 43 base64url characters; anything else cannot be a session, so it is not looked up.
    const sessionToken = typeof cookie === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(cookie) ? cookie : null;
    const user = sessionToken ? await this.sessions.userForToken(sessionToken) : null;
    request.auth = { user, sessionToken };

    if (level === 'public') return true;
    // Set before the checks, so a 401 or 403 of such a route is not cached either.
    forbidCaching(context.switchToHttp().getResponse<Response>());
    if (!user) throw new UnauthorizedException(API_ERRORS.signInRequired);
    if (level === 'admin' && user.role !== 'admin') throw new ForbiddenException(API_ERRORS.adminOnly);
    return true;
  }
}

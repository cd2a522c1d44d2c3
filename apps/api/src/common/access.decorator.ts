import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';
import { SESSION_COOKIE, type CurrentUser as CurrentUserType } from '@chronicle/contracts';

/** Who may call a route. Every route declares one; a route without one stops the start. */
export const ACCESS_LEVELS = ['public', 'signed-in', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const AccessMetadata = Reflector.createDecorator<AccessLevel>();

/** Declares who may call a route (or every route of a controller), for the guard and in the OpenAPI description. */
export function Access(level: AccessLevel): MethodDecorator & ClassDecorator {
  const decorators = [AccessMetadata(level), ApiExtension('x-access', level)];
  if (level !== 'public') decorators.push(ApiCookieAuth(SESSION_COOKIE));
  return applyDecorators(...decorators);
}

/** What the access guard learnt about the caller. */
export type RequestAuth = { user: CurrentUserType | null; sessionToken: string | null };
export type AuthenticatedRequest = Request & { auth?: RequestAuth };

/** The signed-in user of a `signed-in` or `admin` route. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): CurrentUserType => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().auth?.user;
  if (!user) throw new Error('CurrentUser used on a route that is not signed-in or admin.');
  return user;
});

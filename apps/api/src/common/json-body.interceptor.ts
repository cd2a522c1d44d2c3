import { BadRequestException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { hasUnstorableText } from '@chronicle/analysis';
import { BodyReadingMetadata, DEFAULT_BODY_LIMITS } from './body.decorators.js';
import { parseJsonBody } from './json-body.js';
import { hasBody, readRequestBody } from './request-body.js';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads and parses JSON bodies — after the access guard, so no one makes Chronicle read a body
 * for a route they may not call, and within the route's own limit (`@BodyLimit`). The app is
 * created with `bodyParser: false`; this is the one place bodies are parsed.
 */
@Injectable()
export class JsonBodyInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const reading = this.reflector.getAllAndOverride(BodyReadingMetadata, [context.getHandler(), context.getClass()]) ?? DEFAULT_BODY_LIMITS;
    if (reading !== 'by-handler' && !BODYLESS_METHODS.has(request.method) && hasBody(request)) {
      const raw = await readRequestBody(request, reading);
      const body = raw.length === 0 ? undefined : parseJsonBody(raw, request.headers['content-type']);
      if (hasUnstorableText(body)) throw new BadRequestException('The request body holds a NUL character or a broken UTF-16 surrogate, which Chronicle cannot store.');
      request.body = body;
    }
    return next.handle();
  }
}

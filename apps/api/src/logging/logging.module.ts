import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { LogLevel } from '../config/app-config.js';

const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * A request id for every request: the caller's `X-Request-Id` when it is sane, else a new UUID.
 * It is echoed back in the response header and is on every log line of the request.
 */
export function requestIdOf(request: IncomingMessage, response: ServerResponse): string {
  const offered = request.headers[REQUEST_ID_HEADER];
  const id = typeof offered === 'string' && ACCEPTABLE_REQUEST_ID.test(offered) ? offered : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/** Structured JSON logs (pino) with the request id on each line; secrets are redacted. */
@Module({})
export class LoggingModule {
  static forRoot(level: LogLevel): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level,
            genReqId: requestIdOf,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
          },
        }),
      ],
    };
  }
}

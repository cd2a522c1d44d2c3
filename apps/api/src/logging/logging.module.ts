import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
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

/**
 * Nest's own start-up chatter (a line per module and per route, about 90 in all): debug, not info,
 * so a start shows the one "Chronicle is running at" line. LOG_LEVEL=debug brings them back.
 */
const FRAMEWORK_START_CONTEXTS = new Set(['NestFactory', 'NestApplication', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** The logger of the request being served (its lines carry the request id), if any. */
const requestLoggers = new AsyncLocalStorage<PinoLogger>();

/** Nest's logger on pino: JSON lines, and within a request the request's logger, so its id is on them. */
export class AppLogger implements LoggerService {
  constructor(private readonly root: PinoLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = contextOf(params);
    this.write(context && FRAMEWORK_START_CONTEXTS.has(context) ? 'debug' : 'info', message, params, context);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params, contextOf(params));
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params, contextOf(params));
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params, contextOf(params));
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params, contextOf(params));
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params, contextOf(params));
  }

  private write(level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal', message: unknown, params: unknown[], context: string | undefined): void {
    const logger = requestLoggers.getStore() ?? this.root;
    if (!logger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = context ? { context } : {};
    // Nest passes an error's stack as the parameter before the context.
    const stack = params.find((param) => typeof param === 'string' && param.includes('\n    at '));
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ ...fields, ...message, ...(stack ? { stack } : {}) });
    } else {
      logger[level]({ ...fields, ...(stack ? { stack } : {}) }, String(message));
    }
  }
}

/** Nest ends its logger calls with the context (the class name), when there is one. */
function contextOf(params: unknown[]): string | undefined {
  const last = params.at(-1);
  return typeof last === 'string' && !last.includes('\n') ? last : undefined;
}

/** What the access guard learnt about the caller (common/access.decorator.ts), as far as the log needs it. */
type RequestWithUser = IncomingMessage & { originalUrl?: string; auth?: { user?: { id: string } | null } };

/** Paths longer than this are cut in the log: a line stays short even for a made-up kilobyte path. */
const LOGGED_PATH_LIMIT = 200;

/** The facts of one answered request, as its log line carries them. */
export type RequestLine = { method: string; path: string; status: number; ms: number; userId?: string; aborted?: true };

/**
 * The one line an answered request leaves at `info`: method, path (never the query string, which
 * can carry a sign-in code), status, time and who asked. Headers are not on it — at ~2 KB a request
 * they drowned everything else; `LOG_LEVEL=debug` logs them on a line of their own.
 */
export function requestLine(request: RequestWithUser, response: ServerResponse, startedAt: bigint): { fields: RequestLine; message: string } {
  const fullPath = (request.originalUrl ?? request.url ?? '').split('?')[0] ?? '';
  const path = fullPath.length > LOGGED_PATH_LIMIT ? `${fullPath.slice(0, LOGGED_PATH_LIMIT)}…` : fullPath;
  const ms = Math.round(Number(process.hrtime.bigint() - startedAt) / 1e5) / 10;
  const fields: RequestLine = { method: request.method ?? 'GET', path, status: response.statusCode, ms };
  const userId = request.auth?.user?.id;
  if (userId) fields.userId = userId;
  if (!response.writableFinished) fields.aborted = true;
  const message = `${fields.method} ${path} ${fields.status} ${ms} ms${fields.aborted ? ' (aborted by the client)' : ''}`;
  return { fields, message };
}

/** The request log: a short line per answered request with its id; the headers only at debug, secrets redacted. */
export class RequestLogging {
  constructor(private readonly root: PinoLogger) {}

  /** Express middleware: logs the request when it ends, and runs the rest of it with the request's logger. */
  readonly middleware = (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const startedAt = process.hrtime.bigint();
    const logger = this.root.child({ req: { id: requestIdOf(request, response) } });
    if (logger.isLevelEnabled('debug')) logger.debug({ headers: request.headers }, 'request headers');
    response.once('close', () => {
      const { fields, message } = requestLine(request, response, startedAt);
      logger[fields.status >= 500 ? 'error' : 'info'](fields, message);
    });
    requestLoggers.run(logger, next);
  };
}

/** The process's pino logger: JSON lines on stdout (or `destination`), secrets redacted. */
export function rootLogger(level: LogLevel, destination?: DestinationStream): PinoLogger {
  return pino({ level, redact: ['headers.cookie', 'headers.authorization', 'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] }, destination);
}

/** Structured JSON logs (pino) with the request id on each line; secrets are redacted. */
@Module({})
export class LoggingModule {
  static forRoot(level: LogLevel): DynamicModule {
    const root = rootLogger(level);
    return {
      module: LoggingModule,
      global: true,
      providers: [
        { provide: AppLogger, useValue: new AppLogger(root) },
        { provide: RequestLogging, useValue: new RequestLogging(root) },
      ],
      exports: [AppLogger, RequestLogging],
    };
  }
}

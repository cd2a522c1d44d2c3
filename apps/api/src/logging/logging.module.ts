import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
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

/** The request log: a line per answered request, with its id, method, path and status; secrets redacted. */
export class RequestLogging {
  private readonly httpLogger: HttpLogger;

  constructor(root: PinoLogger) {
    this.httpLogger = pinoHttp({
      logger: root,
      genReqId: requestIdOf,
      customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : 'info'),
      // For a 5xx pino-http makes up an error ("failed with status code 502") and logs its stack,
      // which points into pino-http: the answer's real failure is logged by the exception filter.
      customErrorObject: (_request, response, error, value) => (response.err || !/^failed with status code/.test(error.message) ? value : { ...value, err: undefined }),
    });
  }

  /** Express middleware: logs the request, and runs the rest of it with the request's logger. */
  readonly middleware = (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    this.httpLogger(request, response);
    requestLoggers.run((request as IncomingMessage & { log: PinoLogger }).log, next);
  };
}

/** The process's pino logger: JSON lines on stdout (or `destination`), secrets redacted. */
export function rootLogger(level: LogLevel, destination?: DestinationStream): PinoLogger {
  return pino({ level, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] }, destination);
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

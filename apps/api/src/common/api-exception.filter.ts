import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { API_ERRORS, type ApiError } from '@chronicle/contracts';

/** Errors of Express and its helpers (a malformed URI, for instance) carry an HTTP `status`. */
type ExpressError = Error & { status?: unknown; statusCode?: unknown };

/**
 * The one place errors become responses: every failure is `{statusCode, message}` with a sentence.
 * Unexpected errors are logged with their stack and answered without one; a 5xx the code answers
 * on purpose (502 when GitHub cannot be reached) is logged as one warning line, since its stack
 * says nothing about it.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = this.toApiError(exception, request);
    if (body.statusCode >= 500) this.logFailure(exception, request);
    if (response.headersSent) return;
    // A route may have declared another type for its answer (the Atom feed); an error is JSON.
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.status(body.statusCode).json(body);
  }

  /** An unexpected failure, logged with its stack (never sent); a deliberate 5xx, with its sentence alone. */
  logFailure(exception: unknown, request: Request): void {
    if (exception instanceof HttpException && exception.getStatus() > HttpStatus.INTERNAL_SERVER_ERROR) {
      this.logger.warn(`${request.method} ${request.path} answered ${exception.getStatus()}: ${messageOf(exception)}`);
      return;
    }
    this.logger.error({ err: exception, url: request.originalUrl }, 'Request failed');
  }

  /** The status and sentence of any failure (the MCP endpoint words the same as a JSON-RPC error). */
  toApiError(exception: unknown, request: Request): ApiError {
    // The rate limiter's own text is "ThrottlerException: Too Many Requests"; people get a sentence.
    if (exception instanceof ThrottlerException) return { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: API_ERRORS.tooManyRequests };
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(exception.message)) {
        return { statusCode, message: bounded(`Nothing here: no route matches ${request.method} ${request.path}.`) };
      }
      return { statusCode, message: bounded(messageOf(exception)) };
    }
    const expressError = exception as ExpressError | undefined;
    const status = Number(expressError?.status ?? expressError?.statusCode);
    if (Number.isInteger(status) && status >= 400 && status < 500) {
      return { statusCode: status, message: 'The request could not be read: its address or headers are malformed.' };
    }
    return { statusCode: 500, message: API_ERRORS.internal };
  }
}

/** An error answer is a sentence, not an echo of the request: long messages are cut. */
const MAX_MESSAGE_LENGTH = 1_000;

function bounded(message: string): string {
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : exception.message;
}

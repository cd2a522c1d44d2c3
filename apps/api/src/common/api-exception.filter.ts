import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { API_ERRORS, type ApiError } from '@chronicle/contracts';

/** Errors of the JSON body parser (body-parser / express.json) carry a `type`. */
type BodyParserError = Error & { type?: string; status?: number };

/**
 * The one place errors become responses: every failure is `{statusCode, message}` with a sentence.
 * Unexpected errors are logged with their stack and answered without one.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const body = this.toApiError(exception, request);
    if (body.statusCode >= 500) this.logger.error({ err: exception, url: request.originalUrl }, 'Request failed');
    if (!response.headersSent) response.status(body.statusCode).json(body);
  }

  private toApiError(exception: unknown, request: Request): ApiError {
    // The rate limiter's own text is "ThrottlerException: Too Many Requests"; people get a sentence.
    if (exception instanceof ThrottlerException) return { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: API_ERRORS.tooManyRequests };
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(exception.message)) {
        return { statusCode, message: `Nothing here: no route matches ${request.method} ${request.path}.` };
      }
      return { statusCode, message: messageOf(exception) };
    }
    const parserError = exception as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') return { statusCode: 400, message: API_ERRORS.malformedJson };
    if (parserError?.type === 'entity.too.large') return { statusCode: 413, message: API_ERRORS.bodyTooLarge };
    if (parserError?.type && parserError.status && parserError.status < 500) {
      return { statusCode: parserError.status, message: 'The request body could not be read.' };
    }
    return { statusCode: 500, message: API_ERRORS.internal };
  }
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : exception.message;
}

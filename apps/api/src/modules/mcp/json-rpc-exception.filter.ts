import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { JsonTextError } from '@chronicle/analysis';
import { ApiExceptionFilter } from '../../common/api-exception.filter.js';

/** JSON-RPC's codes for a body that is not JSON and for another bad request, and the SDK's for any other refusal. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const SERVER_ERROR = -32000;

/**
 * The MCP endpoint's failures before its transport (the rate limit's 429, the body reader's 413, 415
 * and 400, anything else): the same status and sentence as every route's (ApiExceptionFilter), worded as
 * the JSON-RPC error an MCP client reads — `{jsonrpc: '2.0', error: {code, message}, id: null}`.
 */
@Catch()
export class JsonRpcExceptionFilter implements ExceptionFilter {
  private readonly api = new ApiExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const { statusCode, message } = this.api.toApiError(exception, http.getRequest<Request>());
    if (statusCode >= 500) this.api.logFailure(exception, http.getRequest<Request>());
    if (response.headersSent) return;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.status(statusCode).json({ jsonrpc: '2.0', error: { code: codeOf(exception, statusCode), message }, id: null });
  }
}

/** -32700 for a body that is not JSON (the body reader's refusal names its cause), -32600 for another 400, else -32000. */
function codeOf(exception: unknown, statusCode: number): number {
  if (statusCode !== 400) return SERVER_ERROR;
  return exception instanceof HttpException && exception.cause instanceof JsonTextError ? PARSE_ERROR : INVALID_REQUEST;
}

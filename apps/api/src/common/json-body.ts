import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import { JsonTextError, parseJsonText } from '@chronicle/analysis';

/** Whether a Content-Type names JSON (`application/json`, or any `+json` type). */
export function isJsonContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** 415 unless the Content-Type names JSON. */
export function requireJsonContentType(contentType: string | undefined): void {
  if (isJsonContentType(contentType)) return;
  throw new HttpException(
    { statusCode: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'Send the request body as JSON, with Content-Type: application/json.' },
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  );
}

/**
 * Parses a request body as JSON (`parseJsonText`: UTF-8 only, at most MAX_JSON_DEPTH levels
 * deep). Every failure is a 4xx with a sentence.
 */
export function parseJsonBody(body: Buffer, contentType: string | undefined): unknown {
  requireJsonContentType(contentType);
  try {
    return parseJsonText(body);
  } catch (error) {
    // The cause tells the MCP endpoint's filter a body that is not JSON (-32700) from other refusals.
    if (error instanceof JsonTextError) throw new BadRequestException(error.message, { cause: error });
    throw error;
  }
}

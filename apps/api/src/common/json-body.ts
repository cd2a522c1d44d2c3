import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import { API_ERRORS } from '@chronicle/contracts';

/**
 * How deep a JSON body may nest. Chronicle's own requests nest two levels and GitHub's push
 * payloads six; far deeper input only serves to exhaust the recursion of whatever walks it.
 */
export const MAX_JSON_DEPTH = 64;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether a Content-Type names JSON (`application/json`, or any `+json` type). */
export function isJsonContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * Parses a request body as JSON: UTF-8 only, at most MAX_JSON_DEPTH levels deep (checked on the
 * text, before parsing). Every failure is a 4xx with a sentence.
 */
export function parseJsonBody(body: Buffer, contentType: string | undefined): unknown {
  if (!isJsonContentType(contentType)) {
    throw new HttpException(
      { statusCode: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'Send the request body as JSON, with Content-Type: application/json.' },
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new BadRequestException('The request body is not valid UTF-8.');
  }
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw new BadRequestException(`The request body nests more than ${MAX_JSON_DEPTH} levels deep.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestException(API_ERRORS.malformedJson);
  }
}

/** The deepest nesting of arrays and objects in a JSON text (brackets inside strings do not count). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (code === 0x7d || code === 0x5d) depth--;
  }
  return deepest;
}

/**
 * Whether every string in a parsed JSON value (keys included) can be stored: PostgreSQL text and
 * jsonb hold neither NUL characters nor unpaired UTF-16 surrogates.
 */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed();
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => hasUnstorableText(key) || hasUnstorableText(item));
  return false;
}

/** The same value with every string made storable: NUL characters dropped, unpaired surrogates replaced by U+FFFD. */
export function toStorableText<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '').toWellFormed() as T;
  if (Array.isArray(value)) return value.map(toStorableText) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [toStorableText(key), toStorableText(item)])) as T;
  }
  return value;
}

import { API_ERRORS } from '@chronicle/contracts';

/**
 * How deep a JSON body may nest. Chronicle's own requests nest two levels and GitHub's push
 * payloads six; far deeper input only serves to exhaust the recursion of whatever walks it.
 */
export const MAX_JSON_DEPTH = 64;

/** A body that is not UTF-8 JSON within MAX_JSON_DEPTH; the sentence says why (a 400). */
export class JsonTextError extends Error {
  override readonly name = 'JsonTextError';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses bytes as JSON: UTF-8 only, at most MAX_JSON_DEPTH levels deep (checked on the text,
 * before parsing). Every failure is a JsonTextError with a sentence.
 */
export function parseJsonText(body: Uint8Array): unknown {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new JsonTextError('The request body is not valid UTF-8.');
  }
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw new JsonTextError(`The request body nests more than ${MAX_JSON_DEPTH} levels deep.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new JsonTextError(API_ERRORS.malformedJson);
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

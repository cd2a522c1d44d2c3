import { parse } from 'cookie';
import type { NextFunction, Request, Response } from 'express';

/**
 * Puts the request's cookies on `request.cookies`, each value as the text it is. (cookie-parser,
 * used before, also turned values starting with `j:` into parsed JSON, so a crafted cookie became
 * an object wherever a token string was expected.)
 */
export function readCookies(request: Request, _response: Response, next: NextFunction): void {
  request.cookies = parse(request.headers.cookie ?? '');
  next();
}

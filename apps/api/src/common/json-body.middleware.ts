import { Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';

/** A request whose JSON body was parsed keeps the exact bytes too: webhook signatures are computed over them. */
export type RawBodyRequest = Request & { rawBody?: Buffer };

const keepRawBody = (request: unknown, _response: unknown, buffer: Buffer) => {
  (request as RawBodyRequest).rawBody = buffer;
};
// A person's requests are small; GitHub sends push payloads of up to 25 MB.
const parseJson = express.json({ limit: '1mb', verify: keepRawBody });
const parseWebhookJson = express.json({ limit: '25mb', verify: keepRawBody });

/**
 * Parses JSON bodies inside Nest's middleware chain (the app is created with `bodyParser: false`)
 * so a malformed body reaches the exception filter and gets the usual `{statusCode, message}`.
 */
@Injectable()
export class JsonBodyMiddleware implements NestMiddleware {
  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const parse = request.path.startsWith('/api/webhooks/') ? parseWebhookJson : parseJson;
    await new Promise<void>((resolve, reject) => parse(request, response, (error?: unknown) => (error ? reject(error) : resolve())));
    next();
  }
}

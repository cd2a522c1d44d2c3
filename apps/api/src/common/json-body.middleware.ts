import { Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';

const parseJson = express.json({ limit: '1mb' });

/**
 * Parses JSON bodies inside Nest's middleware chain (the app is created with `bodyParser: false`)
 * so a malformed body reaches the exception filter and gets the usual `{statusCode, message}`.
 */
@Injectable()
export class JsonBodyMiddleware implements NestMiddleware {
  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    await new Promise<void>((resolve, reject) => parseJson(request, response, (error?: unknown) => (error ? reject(error) : resolve())));
    next();
  }
}

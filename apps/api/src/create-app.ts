import type { INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { AppModule } from './app.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { readCookies } from './common/cookies.js';
import { JsonBodyInterceptor } from './common/json-body.interceptor.js';
import { refuseOtherHosts, refuseUndecodableAddresses } from './common/same-origin.middleware.js';
import { createValidationPipe } from './common/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import { resolveEncryptionKey, verifyEncryptionKey } from './crypto/encryption-key.js';
import { SecretBox } from './crypto/secret-box.js';
import { openDatabase } from './database/database.js';
import { AppLogger, RequestLogging } from './logging/logging.module.js';
import { OpenApiDocument } from './modules/openapi/openapi-document.js';
import { securityHeaders } from './web/security-headers.js';
import { serveWebApp } from './web/serve-web-app.js';

/** How long an idle keep-alive connection stays open: longer than a proxy's or client's own idle timeout (60 s is common). */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Node closes an idle keep-alive connection after 5 s by default. When the process is busy, that
 * timer can fire after a client has already sent its next request on the connection, and the
 * request is answered with a reset instead of a response (under load the fuzz test saw nine in a
 * row). Idle connections are kept longer than any client keeps them, so the client closes first;
 * the header timeout stays above it, as Node requires.
 */
function keepConnectionsAlive(app: INestApplication): void {
  const server = app.getHttpServer() as { keepAliveTimeout: number; headersTimeout: number };
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

/**
 * Builds the whole application from a validated configuration: opens and migrates the database,
 * checks the encryption key, and wires the cross-cutting parts. Used by main.ts and by the tests,
 * so both run the same app.
 */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const database = await openDatabase(config);
  try {
    const secretBox = new SecretBox(resolveEncryptionKey(config.encryptionKey, config.dataDir));
    await verifyEncryptionKey(database.db, secretBox);
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, database, secretBox }), {
      bodyParser: false,
      bufferLogs: true,
    });
    keepConnectionsAlive(app);
    app.useLogger(app.get(AppLogger));
    app.use(app.get(RequestLogging).middleware);
    app.disable('x-powered-by');
    app.use(securityHeaders(config));
    app.use(refuseOtherHosts(config.publicUrl), refuseUndecodableAddresses);
    // Where request.ip (rate limits, visitor counts, logs) comes from: n proxies back in X-Forwarded-For.
    app.set('trust proxy', config.trustProxyHops);
    app.use(compression());
    app.use(readCookies);
    serveWebApp(app, config);
    app.useGlobalFilters(new ApiExceptionFilter());
    app.useGlobalInterceptors(new JsonBodyInterceptor(app.get(Reflector)));
    app.useGlobalPipes(createValidationPipe());
    app.get(OpenApiDocument).build(app, config.version);
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

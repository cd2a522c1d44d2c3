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

import { Injectable } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { INestApplication } from '@nestjs/common';
import { SESSION_COOKIE } from '@chronicle/contracts';
import { describeRequestBodies } from './request-schemas.js';

/**
 * The OpenAPI description of every route, built from the controllers' decorators once the app is
 * assembled. Each operation carries `x-access` (public, signed-in or admin); request bodies are
 * described from their validation rules.
 */
@Injectable()
export class OpenApiDocument {
  private document: OpenAPIObject | null = null;

  build(app: INestApplication, version: string): void {
    const config = new DocumentBuilder()
      .setTitle('Chronicle API')
      .setDescription("Turns a code repository's history into living documentation. Errors are always { statusCode, message }.")
      .setVersion(version)
      .addCookieAuth(SESSION_COOKIE)
      .build();
    const document = SwaggerModule.createDocument(app, config);
    describeRequestBodies(document);
    this.document = document;
  }

  get(): OpenAPIObject {
    if (!this.document) throw new Error('The OpenAPI document is built when the app starts.');
    return this.document;
  }
}

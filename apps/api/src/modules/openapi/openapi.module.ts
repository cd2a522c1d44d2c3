import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller.js';
import { OpenApiDocument } from './openapi-document.js';

@Module({ controllers: [OpenApiController], providers: [OpenApiDocument] })
export class OpenApiModule {}

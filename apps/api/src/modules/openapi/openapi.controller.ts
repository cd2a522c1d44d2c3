import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Access } from '../../common/access.decorator.js';
import { OpenApiDocument } from './openapi-document.js';

@ApiExcludeController()
@Controller('api/openapi.json')
export class OpenApiController {
  constructor(private readonly document: OpenApiDocument) {}

  @Get()
  @Access('public')
  get(): OpenAPIObject {
    return this.document.get();
  }
}

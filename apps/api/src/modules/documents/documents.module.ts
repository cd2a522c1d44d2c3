import { Module } from '@nestjs/common';
import { CodeRepositoriesModule } from '../code-repositories/code-repositories.module.js';
import { UsersModule } from '../users/users.module.js';
import { DocumentationRunner } from './documentation-runner.js';
import { DocumentsListener } from './documents.listener.js';
import { DocumentsRepository } from './documents.repository.js';
import { PublicDocumentsController } from './public-documents.controller.js';
import { PublicDocumentsService } from './public-documents.service.js';

/** Stored documents: written by jobs (after a connect, a push or an analysis), read on the public pages. */
@Module({
  imports: [CodeRepositoriesModule, UsersModule],
  controllers: [PublicDocumentsController],
  providers: [DocumentsRepository, DocumentationRunner, DocumentsListener, PublicDocumentsService],
  exports: [DocumentsRepository, DocumentationRunner],
})
export class DocumentsModule {}

import { Global, Module } from '@nestjs/common';
import { AiPhaseTester } from './ai-phase-tester.js';
import { AiPhasesController } from './ai-phases.controller.js';
import { AiPhasesRepository } from './ai-phases.repository.js';
import { AiPhasesService } from './ai-phases.service.js';

/** The AI phases as stored and tuned by admins (AI Tuning), read by every writer of entries and documents. */
@Global()
@Module({
  controllers: [AiPhasesController],
  providers: [AiPhasesRepository, AiPhasesService, AiPhaseTester],
  exports: [AiPhasesService],
})
export class AiPhasesModule {}

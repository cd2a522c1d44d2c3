import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AiConfiguration, AiPhaseView, TestPhaseResult } from '@chronicle/contracts';
import { CreateAiPhaseRequest, TestAiPhaseRequest, UpdateAiPhaseRequest } from '@chronicle/contracts/requests';
import { Access } from '../../common/access.decorator.js';
import { BodyLimit } from '../../common/body.decorators.js';
import { AiPhaseTester } from './ai-phase-tester.js';
import { AiPhasesService } from './ai-phases.service.js';

// Two prompts of up to 20,000 characters each (multi-byte characters included) and the other fields.
const PHASE_BODY_LIMITS = { maxBytes: 192 * 1024, maxCompressedBytes: 192 * 1024 };
// Up to 50 commit messages of 2,000 characters each.
const TEST_BODY_LIMITS = { maxBytes: 448 * 1024, maxCompressedBytes: 448 * 1024 };

@ApiTags('admin')
@Controller('api/ai')
@Access('admin')
export class AiPhasesController {
  constructor(
    private readonly phases: AiPhasesService,
    private readonly tester: AiPhaseTester,
  ) {}

  @Get('phases')
  @ApiOperation({ summary: 'The stored AI phases by order, each with what it writes in the product and the placeholders its prompts may use.' })
  @ApiOkResponse({ description: 'AiPhaseView[]' })
  list(): Promise<AiPhaseView[]> {
    return this.phases.views();
  }

  @Post('phases')
  @BodyLimit(PHASE_BODY_LIMITS)
  @ApiOperation({ summary: 'Creates a custom phase; what is left out takes the defaults (last in order, active, the default prompts, 1000 max tokens, temperature 0.7).' })
  @ApiCreatedResponse({ description: 'AiPhaseView' })
  create(@Body() body: CreateAiPhaseRequest): Promise<AiPhaseView> {
    return this.phases.create(body);
  }

  @Put('phases/:id')
  @BodyLimit(PHASE_BODY_LIMITS)
  @ApiOperation({ summary: 'Changes the fields sent; the next entries and documents are written with them.' })
  @ApiOkResponse({ description: 'AiPhaseView' })
  update(@Param('id') id: string, @Body() body: UpdateAiPhaseRequest): Promise<AiPhaseView> {
    return this.phases.update(id, body);
  }

  @Delete('phases/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes a custom phase; a built-in phase cannot be deleted (409), only switched off.' })
  @ApiNoContentResponse()
  async remove(@Param('id') id: string): Promise<void> {
    await this.phases.remove(id);
  }

  @Get('configurations')
  @ApiOperation({ summary: 'The engines texts can be written with — the built-in engine and the model server — and which is the default.' })
  @ApiOkResponse({ description: 'AiConfiguration[]' })
  configurations(): Promise<AiConfiguration[]> {
    return this.phases.configurations();
  }

  @Post('test-phase/:phaseId')
  @HttpCode(200)
  @BodyLimit(TEST_BODY_LIMITS)
  @ApiOperation({ summary: 'Runs one phase on the commit messages given: the prompt as sent, the answer, tokens, time and the fact check.' })
  @ApiOkResponse({ description: 'TestPhaseResult' })
  test(@Param('phaseId') phaseId: string, @Body() body: TestAiPhaseRequest): Promise<TestPhaseResult> {
    return this.tester.test(phaseId, body.testData.commits);
  }
}

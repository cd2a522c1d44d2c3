import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsObject, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';

const TEXT_MAX = 20_000;
const temperatureMessage = 'temperature must be a number from 0 to 2';
const maxTokensMessage = 'maxTokens must be a whole number from 1 to 32000';
const orderMessage = 'order must be a whole number from 1 to 1000';

/**
 * A field that may be left out (it then keeps its value, or takes the default) — but not sent as
 * null: null is no prompt, temperature or switch, so it is checked, and refused, like any other value.
 */
const Omittable = () => ValidateIf((_request: object, value: unknown) => value !== undefined);

/**
 * `PUT /api/ai/phases/{id}`: the changed fields. Types and ranges are checked here; the spec's
 * rules (required fields, steps of 0.1, the `{commits}` placeholder) by `validatePhase` in the service.
 */
export class UpdateAiPhaseRequest {
  @Omittable() @IsString({ message: 'name must be text' }) @MaxLength(100, { message: 'name must be at most 100 characters' })
  name?: string;

  @Omittable() @IsString({ message: 'description must be text' }) @MaxLength(500, { message: 'description must be at most 500 characters' })
  description?: string;

  @Omittable() @IsInt({ message: orderMessage }) @Min(1, { message: orderMessage }) @Max(1000, { message: orderMessage })
  order?: number;

  @Omittable() @IsString({ message: 'systemPrompt must be text' }) @MaxLength(TEXT_MAX, { message: `systemPrompt must be at most ${TEXT_MAX} characters` })
  systemPrompt?: string;

  @Omittable() @IsString({ message: 'userPromptTemplate must be text' }) @MaxLength(TEXT_MAX, { message: `userPromptTemplate must be at most ${TEXT_MAX} characters` })
  userPromptTemplate?: string;

  @Omittable() @IsInt({ message: maxTokensMessage }) @Min(1, { message: maxTokensMessage }) @Max(32_000, { message: maxTokensMessage })
  maxTokens?: number;

  @Omittable() @IsNumber({}, { message: temperatureMessage }) @Min(0, { message: temperatureMessage }) @Max(2, { message: temperatureMessage })
  temperature?: number;

  @Omittable() @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** `POST /api/ai/phases`: the same fields; what is left out takes the spec's defaults (§5). */
export class CreateAiPhaseRequest extends UpdateAiPhaseRequest {}

class TestDataRequest {
  @IsArray({ message: 'testData.commits must be a list of commit messages' })
  @ArrayMaxSize(50, { message: 'testData.commits may hold at most 50 commit messages' })
  @IsString({ each: true, message: 'testData.commits must be a list of commit messages' })
  @MaxLength(2000, { each: true, message: 'each commit message must be at most 2000 characters' })
  commits!: string[];
}

/** `POST /api/ai/test-phase/{phaseId}` (spec §7). */
export class TestAiPhaseRequest {
  @IsObject({ message: 'testData must be an object with a commits list' })
  @ValidateNested()
  @Type(() => TestDataRequest)
  testData!: TestDataRequest;
}

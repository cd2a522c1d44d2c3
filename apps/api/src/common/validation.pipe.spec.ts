import { BadRequestException } from '@nestjs/common';
import { IsIn, IsInt, IsString, Max, Min } from 'class-validator';
import { createValidationPipe } from './validation.pipe.js';

class ExampleBody {
  @IsString()
  name!: string;

  @IsInt()
  @Min(50)
  @Max(2000)
  maxCommits!: number;

  @IsIn(['professional', 'playful'])
  tone!: string;
}

async function validate(body: unknown): Promise<unknown> {
  return createValidationPipe().transform(body, { type: 'body', metatype: ExampleBody });
}

describe('the global validation pipe', () => {
  it('passes a valid body through as an instance of its class', async () => {
    const body = await validate({ name: 'chronicle', maxCommits: 500, tone: 'playful' });
    expect(body).toBeInstanceOf(ExampleBody);
  });

  it('answers one 400 sentence naming every problem', async () => {
    const error = await validate({ name: 42, maxCommits: 10, tone: 'grumpy' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestException);
    const message = (error as BadRequestException).message;
    expect(message).toMatch(/^The request is not valid: .+\.$/);
    expect(message).toContain('name must be a string');
    expect(message).toContain('maxCommits must not be less than 50');
    expect(message).toContain('tone must be one of the following values: professional, playful');
  });

  it('refuses properties the route does not know', async () => {
    const error = await validate({ name: 'x', maxCommits: 50, tone: 'playful', role: 'admin' }).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('property role should not exist');
  });

  it('names one problem per property and at most five, however bad the body', async () => {
    const body = Object.fromEntries(Array.from({ length: 1_000 }, (_, index) => [`extra${index}`, index]));
    const error = (await validate({ ...body, maxCommits: 'many' }).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toMatch(/^The request is not valid: (?:[^;]+; ){5}and \d+ more problems\.$/);
    expect(error.message.length).toBeLessThan(600);
    const one = (await validate({ name: 'x', maxCommits: 'many', tone: 'playful' }).catch((caught: unknown) => caught)) as Error;
    expect(one.message).toBe('The request is not valid: maxCommits must be an integer number.');
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of [[1, 2, 3], 'text', 42, null, undefined]) {
      const error = (await validate(body).catch((caught: unknown) => caught)) as Error;
      expect(error.message).toBe('The request body must be a JSON object.');
    }
  });
});

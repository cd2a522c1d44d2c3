import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * Validates every request body and query against its class-validator class. Unknown properties
 * are refused; the answer is one sentence naming each problem.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(describeValidationErrors(errors)),
  });
}

export function describeValidationErrors(errors: ValidationError[]): string {
  const problems = flatten(errors);
  if (problems.length === 0) return 'The request is not valid.';
  return `The request is not valid: ${problems.join('; ')}.`;
}

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const own = Object.values(error.constraints ?? {}).map((text) =>
      prefix ? `${prefix}${text}` : text,
    );
    return [...own, ...flatten(error.children ?? [], `${prefix}${error.property}.`)];
  });
}

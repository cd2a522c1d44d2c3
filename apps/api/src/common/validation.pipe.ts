import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';

/** An error answer names at most this many properties' problems, so a huge bad body cannot make a huge answer. */
export const MAX_PROBLEMS_LISTED = 5;

/**
 * Validates every request body and query against its class-validator class. Unknown properties
 * are refused; a body must be a JSON object; the answer is one sentence naming the first few problems.
 */
class ChronicleValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && this.toValidate(metadata) && !isPlainObject(value)) {
      throw new BadRequestException('The request body must be a JSON object.');
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ChronicleValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(describeValidationErrors(errors)),
  });
}

export function describeValidationErrors(errors: ValidationError[]): string {
  const problems = flatten(errors);
  if (problems.length === 0) return 'The request is not valid.';
  const listed = problems.slice(0, MAX_PROBLEMS_LISTED).map((problem) => (problem.length > 200 ? `${problem.slice(0, 200)}…` : problem));
  const more = problems.length - listed.length;
  return `The request is not valid: ${listed.join('; ')}${more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : ''}.`;
}

/**
 * One problem per property: the constraint of its top-most decorator, which by the convention of
 * the request classes is the type check (class-validator lists constraints bottom-up).
 */
function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const own = Object.values(error.constraints ?? {}).slice(-1).map((text) => `${prefix}${text}`);
    return [...own, ...flatten(error.children ?? [], `${prefix}${error.property}.`)];
  });
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

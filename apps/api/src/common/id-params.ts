import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/**
 * A route parameter that must be a UUID (the id of a stored row), checked before any query: a
 * malformed id is a 400 with a sentence naming what was expected, never a database error.
 * `what` names the id in the sentence ("project id", "repository id"…).
 */
export function uuidParam(what: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(`The ${what} must be a UUID, such as 3f2a6c1e-8b4d-4e0f-9a7b-2c5d1e8f0a6b.`) });
}

import { Reflector } from '@nestjs/core';
import type { BodyLimits } from './request-body.js';

/** What a route without a declared limit reads of a body: Chronicle's own requests are a few hundred bytes. */
export const DEFAULT_BODY_LIMITS: BodyLimits = { maxBytes: 16 * 1024, maxCompressedBytes: 16 * 1024 };

/** A route's body limits, or that the route reads its body itself. */
export const BodyReadingMetadata = Reflector.createDecorator<BodyLimits | 'by-handler'>();

/** Caps what a route reads of a request body (default DEFAULT_BODY_LIMITS) to what it can need. */
export const BodyLimit = (limits: BodyLimits) => BodyReadingMetadata(limits);

/**
 * The route reads its body itself, e.g. to check a signature over the exact bytes before any
 * parsing: the JSON body interceptor leaves the request stream alone.
 */
export const ReadsOwnBody = () => BodyReadingMetadata('by-handler');

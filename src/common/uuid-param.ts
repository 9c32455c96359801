import { ParseUUIDPipe } from '@nestjs/common';
import { ApiError } from './errors.js';

/** A path id that is not a UUID cannot exist: 404, the same answer as an unknown id. */
export const uuidParam = (what: string) => new ParseUUIDPipe({ exceptionFactory: () => ApiError.notFound(what) });

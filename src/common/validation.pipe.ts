import { ArgumentMetadata, Injectable, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError, ErrorDetail } from './errors.js';

function flatten(errors: ValidationError[], parent = ''): ErrorDetail[] {
  const out: ErrorDetail[] = [];
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints && e.value === undefined) {
      // absent, and not @IsOptional (which skips undefined): one detail, not one per rule it fails
      out.push({ field, issue: `${field} is required` });
    } else if (e.constraints) {
      for (const [rule, message] of Object.entries(e.constraints)) {
        out.push({ field, issue: rule === 'whitelistValidation' ? `${field} is not a known field` : message });
      }
    }
    if (e.children?.length) out.push(...flatten(e.children, field));
  }
  return out;
}

/** A hot route's DTO may accept a body class-validator surely accepts without running it (static method under this key); anything else takes the full path, so refusals never change. */
export const FAST_ACCEPT = Symbol('fastAccept');
type FastAccepting = { [FAST_ACCEPT]?: (body: Record<string, unknown>) => boolean; new (): object };

/**
 * The global validation: unknown fields refused, types checked, values transformed to the DTO
 * class. Failures become VALIDATION_ERROR with one detail per problem.
 */
@Injectable()
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      transformOptions: { enableImplicitConversion: false },
      validationError: { target: false, value: true }, // the value only tells absent from invalid; it is never shown
      exceptionFactory: (errors) => ApiError.validation(flatten(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata) {
    const fast = metadata.type === 'body' ? (metadata.metatype as FastAccepting | undefined)?.[FAST_ACCEPT] : undefined;
    if (fast && typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype && fast(value as Record<string, unknown>)) {
      return Object.assign(new (metadata.metatype as FastAccepting)(), value);
    }
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0 && Object.getPrototypeOf(value) === null)) {
        value = {};
      }
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw ApiError.validation([{ field: 'body', issue: 'the body must be a JSON object' }]);
      }
    }
    const broken = metadata.type === 'body' ? lonePairPath(value, 'body') : null;
    if (broken) throw ApiError.validation([{ field: broken, issue: 'must be well-formed Unicode (it holds half of a surrogate pair)' }]);
    return super.transform(value, metadata);
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (key or value) holding a lone surrogate, which some validators throw on; bodies are at most 16 deep. */
function lonePairPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, v] of Object.entries(value)) {
    const at = path === 'body' ? key : `${path}.${key}`;
    if (LONE_SURROGATE.test(key)) return at;
    const found = lonePairPath(v, at);
    if (found) return found;
  }
  return null;
}

import { ArgumentMetadata, Injectable, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError, ErrorDetail } from './errors.js';

function flatten(errors: ValidationError[], parent = ''): ErrorDetail[] {
  const out: ErrorDetail[] = [];
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    if (e.constraints) {
      for (const [rule, message] of Object.entries(e.constraints)) {
        out.push({ field, issue: rule === 'whitelistValidation' ? `${field} is not a known field` : message });
      }
    }
    if (e.children?.length) out.push(...flatten(e.children, field));
  }
  return out;
}

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
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => ApiError.validation(flatten(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0 && Object.getPrototypeOf(value) === null)) {
        value = {};
      }
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw ApiError.validation([{ field: 'body', issue: 'the body must be a JSON object' }]);
      }
    }
    return super.transform(value, metadata);
  }
}

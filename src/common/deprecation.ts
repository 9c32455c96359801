import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';

// docs/deprecation.md: a deprecated operation says so on its answers (RFC 9745 Deprecation, RFC 8594 Sunset) and in the OpenAPI document.

export const DEPRECATION_METADATA = 'api:deprecation';
export const DEPRECATION_POLICY_URL = 'https://naijarisk.example/docs/deprecation';

export interface DeprecationNotice {
  /** When it was deprecated (ISO date). */
  since: string;
  /** When it stops working (ISO date), at least 6 months after `since`. */
  sunset: string;
  /** What to use instead, e.g. "POST /api/v1/fraud/analyze/". */
  replacement?: string;
}

export function deprecationHeaders(notice: DeprecationNotice): Record<string, string> {
  return {
    Deprecation: `@${Math.floor(Date.parse(notice.since) / 1000)}`,
    Sunset: new Date(notice.sunset).toUTCString(),
    Link: `<${DEPRECATION_POLICY_URL}>; rel="deprecation"`,
  };
}

@Injectable()
export class DeprecationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    const notice = deprecationOf(context.getHandler(), context.getClass());
    if (notice) {
      const res = context.switchToHttp().getResponse<Response>();
      for (const [name, value] of Object.entries(deprecationHeaders(notice))) res.setHeader(name, value);
    }
    return next.handle();
  }
}

export function deprecationOf(handler: object, controller: object): DeprecationNotice | undefined {
  return Reflect.getMetadata(DEPRECATION_METADATA, handler) ?? Reflect.getMetadata(DEPRECATION_METADATA, controller);
}

/** Marks a route (or a controller's routes) deprecated: headers on its answers, `deprecated: true` and the dates in the OpenAPI document. */
export function Deprecated(notice: DeprecationNotice) {
  const since = Date.parse(notice.since);
  const sunset = Date.parse(notice.sunset);
  if (Number.isNaN(since) || Number.isNaN(sunset) || sunset - since < 182 * 86_400_000) {
    throw new Error(`@Deprecated: since and sunset must be dates at least 6 months apart (docs/deprecation.md), got ${notice.since} and ${notice.sunset}`);
  }
  return applyDecorators(SetMetadata(DEPRECATION_METADATA, notice), UseInterceptors(DeprecationInterceptor));
}

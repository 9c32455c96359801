import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { BEARER } from './auth/auth.decorators.js';

/** The OpenAPI document of the service, as served at /docs-json and checked in as openapi.json. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Naija Risk API')
    .setDescription(
      'Fraud scoring, watchlists, device and velocity checks, the shared fraud network, consented credit bureau data, ' +
        'scored financial reports and document forensics for Nigerian financial institutions.\n\n' +
        'Authenticate with `Authorization: Bearer <token>`: a JWT access token from login, or an API token (`sk_live_…`). ' +
        'Every error has the shape `{"error": {"code", "message", "details", "request_id"}}`. ' +
        'Send `X-Request-ID` to correlate; it is echoed on every response.',
    )
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT or API token', description: 'JWT access token or API token (sk_live_…)' }, BEARER)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller: string, method: string) => method,
  });
  restoreTrailingSlashes(app, document);
  return sortKeys(document) as OpenAPIObject;
}

/**
 * Nest strips a trailing slash from route paths (Express matches both forms), but the contract's
 * paths such as /v1/accounts/login/ carry one: document each route as it was declared.
 */
function restoreTrailingSlashes(app: INestApplication, document: OpenAPIObject) {
  const toOpenApi = (path: string) => ('/' + path).replace(/\/+/g, '/').replace(/:(\w+)/g, '{$1}');
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const path = typeof handler === 'function' ? Reflect.getMetadata(PATH_METADATA, handler) : undefined;
        if (typeof path !== 'string' || !path.endsWith('/') || path === '/') continue;
        const stripped = toOpenApi(`${base}/${path}`).replace(/\/$/, '');
        if (document.paths[stripped] && !document.paths[`${stripped}/`]) {
          document.paths[`${stripped}/`] = document.paths[stripped];
          delete document.paths[stripped];
        }
      }
    }
  }
}

/** Stable key order, so the checked-in file only changes when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}

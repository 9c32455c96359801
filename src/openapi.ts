import type { INestApplication } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AUTH_METADATA, AuthOptions, BEARER } from './auth/auth.decorators.js';
import { DEPRECATION_POLICY_URL, DeprecationNotice, deprecationOf } from './common/deprecation.js';
import { API_VERSION } from './common/http-middleware.js';
import { ErrorResponseDto } from './common/error-response.dto.js';
import { ERROR_STATUS, ErrorCode } from './common/errors.js';
import { OPERATION_DESCRIPTIONS, TAG_DESCRIPTIONS } from './openapi-descriptions.js';

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
    .setVersion(API_VERSION)
    .setContact('Naija Risk API support', 'https://naijarisk.example/support', 'support@naijarisk.example')
    .setLicense('Proprietary: use under your organization\'s service agreement', 'https://naijarisk.example/terms')
    .addServer('https://api.naijarisk.example', 'Production')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT or API token', description: 'JWT access token or API token (sk_live_…)' }, BEARER)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller: string, method: string) => method,
    extraModels: [ErrorResponseDto], // the envelope every declared error refers to
  });
  restoreTrailingSlashes(app, document);
  describeResponses(app, document);
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

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Headers the service sends, declared once and referenced from every response that can carry them. */
const HEADERS: Record<string, Json> = {
  'X-Request-ID': {
    description: 'The id of this request: the X-Request-ID the client sent (when printable and at most 128 characters) or one made up. Also in error bodies and logs.',
    schema: { type: 'string', example: 'req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d' },
  },
  'API-Version': {
    description: 'The version of the API that answered, equal to info.version (semantic versioning; see docs/deprecation.md).',
    schema: { type: 'string', example: API_VERSION },
  },
  'RateLimit-Limit': { description: 'Requests allowed per window for this caller (its tier, or its IP address when unauthenticated).', schema: { type: 'integer', example: 600 } },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer', example: 599 } },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1, example: 5 } },
  'WWW-Authenticate': { description: 'The authentication scheme the API expects.', schema: { type: 'string', enum: ['Bearer'] } },
  'Idempotent-Replayed': {
    description: 'Present, with the value true, when this answer replays the first answer to the same Idempotency-Key and body.',
    schema: { type: 'string', enum: ['true'] },
  },
  'Idempotent-Original-Status': { description: 'On a replay: the status of the first answer (a replay is always 200).', schema: { type: 'integer', example: 201 } },
};

const ERROR_TITLE: Record<number, string> = {
  400: 'The request is not valid',
  401: 'No valid credentials',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state or with a request in flight',
  413: 'The body is too large',
  415: 'The body is not of a supported media type',
  429: 'Too many requests',
  500: 'Unexpected error (logged)',
  502: 'No credit bureau answered',
  503: 'A dependency is unavailable for now; retry',
};

const ERROR_EXAMPLE: Partial<Record<ErrorCode, [string, { field: string; issue: string }[]]>> = {
  VALIDATION_ERROR: ['The request is not valid.', [{ field: 'amount', issue: 'amount is required' }]],
  INVALID_JSON: ['The request body is not valid JSON.', []],
  IDEMPOTENCY_KEY_INVALID: ['The Idempotency-Key header is not valid.', [{ field: 'Idempotency-Key', issue: 'at most 255 printable characters' }]],
  UNAUTHENTICATED: ['Authentication is required: send Authorization: Bearer <token>.', []],
  TOKEN_EXPIRED: ['The access token has expired; refresh it.', []],
  FORBIDDEN: ['Your role does not allow this operation.', []],
  CONSENT_INVALID: ['The consent does not cover this request.', [{ field: 'consent_reference', issue: 'the consent was revoked' }]],
  NOT_FOUND: ['Resource not found.', []],
  DUPLICATE_IDempotency: ['This Idempotency-Key was used with a different body.', []],
  IDEMPOTENCY_KEY_IN_USE: ['A request with this Idempotency-Key is still being processed.', []],
  CONFLICT: ['The resource is not in a state that allows this.', []],
  PAYLOAD_TOO_LARGE: ['The request body is too large.', []],
  UNSUPPORTED_MEDIA_TYPE: ['Send the body as application/json.', []],
  RATE_LIMITED: ['Rate limit of 600 requests per 60 s exceeded.', []],
  INTERNAL_ERROR: ['An unexpected error occurred; it has been logged.', []],
  BUREAU_UNAVAILABLE: ['No credit bureau answered; retry later.', [{ field: 'bureau', issue: 'crc unavailable' }]],
  SERVICE_UNAVAILABLE: ['A dependency of the service is unavailable; retry shortly.', []],
};

const SUCCESS_TITLE: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted: the work goes on in the background', '204': 'Done; no body' };

/** Success bodies that are not JSON, which the decorators cannot say. */
const MEDIA_OVERRIDES: Record<string, Record<string, string>> = {
  hostedPage: { '200': 'text/html', '404': 'text/html' },
  getReportPdf: { '200': 'application/pdf' },
};

const UUID_EXAMPLE = '3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17';
/** Examples of parameters whose schema cannot give a telling one. */
const PARAM_EXAMPLES: Record<string, string> = {
  id: UUID_EXAMPLE,
  case_id: UUID_EXAMPLE,
  report_id: UUID_EXAMPLE,
  consent_reference: 'CNS-7KQ2M9XW4T8R3PZ6HD5N',
  token: 'q7Xv2Lm9Pz4Kc8Rt1Wn6Ys3Hd5Jb0Fg',
  'Idempotency-Key': '6b1f3c2e-8d4a-4f7e-b9c1-2a5d7e9f0b13',
  expires: '1768469400',
  sig: '4b1d9e0c7a2f6e8d',
};

/** Operations that answer without touching PostgreSQL or Redis. */
const NO_DEPENDENCY = new Set(['healthLive']);

/** operationId → the auth options of its handler (public routes, rate-limit exemption, roles) and its deprecation. */
type RouteFacts = AuthOptions & { public?: boolean; roles?: string[]; deprecation?: DeprecationNotice };
function authByOperation(app: INestApplication): Map<string, RouteFacts> {
  const out = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (typeof handler !== 'function' || name === 'constructor') continue;
        const id = (Reflect.getMetadata('swagger/apiOperation', handler) as { operationId?: string } | undefined)?.operationId ?? name;
        const auth = Reflect.getMetadata(AUTH_METADATA, handler) ?? Reflect.getMetadata(AUTH_METADATA, controller) ?? {};
        out.set(id, { ...auth, deprecation: deprecationOf(handler, controller) });
      }
    }
  }
  return out;
}

/**
 * Declares what the middleware, guards and filters add to every route, which the route decorators
 * do not know: the statuses any route can answer, the headers, security of public routes,
 * descriptions, and examples built from the schemas.
 */
function describeResponses(app: INestApplication, document: OpenAPIObject) {
  const doc = document as unknown as Json;
  const auth = authByOperation(app);
  doc.components.headers = { ...HEADERS };
  doc.security = [{ [BEARER]: [] }];
  const usedTags = new Set<string>();
  for (const item of Object.values(doc.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json) as [string, Json][]) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const id: string = op.operationId;
      const options = auth.get(id) ?? {};
      const params: Json[] = op.parameters ?? [];
      const idempotent = params.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key');
      const rateLimited = !options.skipRateLimit;
      for (const tag of op.tags ?? []) usedTags.add(tag);
      if (options.public) op.security = [];
      op.description ??= OPERATION_DESCRIPTIONS[id];
      const notice = options.deprecation;
      if (notice) {
        op.deprecated = true;
        op.description = `${op.description ?? ''} Deprecated since ${notice.since}; stops working on ${notice.sunset}${notice.replacement ? `: use ${notice.replacement} instead` : ''} (see the deprecation policy).`.trim();
      }
      if (options.roles?.length && op.description && !/Requires role/.test(op.description)) op.description += ` Requires role ${options.roles.join(' or ')}.`;

      const responses: Json = op.responses;
      const errors = new Map<number, Set<string>>();
      for (const [status, r] of Object.entries(responses) as [string, Json][]) {
        const listed = /Error codes: (.*)$/.exec(r.description ?? '')?.[1];
        if (listed) errors.set(Number(status), new Set(listed.split(', ')));
      }
      const add = (code: ErrorCode) => {
        const status = ERROR_STATUS[code];
        errors.set(status, (errors.get(status) ?? new Set()).add(code));
      };
      if (op.requestBody || params.length) add('VALIDATION_ERROR');
      if (['post', 'put', 'patch'].includes(method)) {
        add('INVALID_JSON');
        add('PAYLOAD_TOO_LARGE');
        add('UNSUPPORTED_MEDIA_TYPE');
      }
      if (rateLimited) add('RATE_LIMITED');
      add('INTERNAL_ERROR');
      if (!NO_DEPENDENCY.has(id)) add('SERVICE_UNAVAILABLE');
      for (const [status, codes] of errors) {
        const list = [...codes] as ErrorCode[];
        const [message, details] = list[0] === 'VALIDATION_ERROR' ? validationExample(doc, op) : (ERROR_EXAMPLE[list[0]] ?? ['Request refused.', []]);
        responses[String(status)] = {
          description: `${ERROR_TITLE[status] ?? 'Error'}. Error codes: ${list.join(', ')}`,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ErrorResponseDto' },
              example: { error: { code: list[0], message, details, request_id: 'req_5f0c2a9e7d4b4f1c9a8e3b2d1c0f9e8d' } },
            },
          },
        };
      }

      const success = Object.keys(responses).filter((s) => s.startsWith('2')).sort()[0];
      if (idempotent && success && success !== '200' && !responses['200']) {
        responses['200'] = {
          description: `A replay: the first answer to this Idempotency-Key and body again (its status, ${success}, in Idempotent-Original-Status)`,
          content: structuredClone(responses[success].content),
        };
      }
      for (const [media, statuses] of Object.entries(MEDIA_OVERRIDES[id] ?? {}).map(([s, m]) => [m, s] as const)) {
        const r = (responses[statuses] ??= { description: ERROR_TITLE[Number(statuses)] ?? '' });
        r.content = { [media]: { schema: media.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } } };
      }
      for (const [status, r] of Object.entries(responses) as [string, Json][]) {
        if (!r.description) r.description = SUCCESS_TITLE[status] ?? 'OK';
        if (idempotent && status === '200' && success === '200' && !/Idempotency-Key/.test(r.description)) {
          r.description += '. A retry with the same Idempotency-Key and body gets this answer again, with Idempotent-Replayed: true';
        }
        const names = ['X-Request-ID', 'API-Version'];
        if (rateLimited) names.push('RateLimit-Limit', 'RateLimit-Remaining');
        if (status === '429' || status === '503') names.push('Retry-After');
        if (status === '401') names.push('WWW-Authenticate');
        if (idempotent && status === '200') names.push('Idempotent-Replayed', 'Idempotent-Original-Status');
        r.headers = { ...(r.headers ?? {}), ...Object.fromEntries(names.map((n) => [n, { $ref: `#/components/headers/${n}` }])) };
        if (notice) Object.assign(r.headers, deprecationHeaderDocs(notice));
        const json = r.content?.['application/json'];
        if (json && json.example === undefined && !json.examples) json.example = exampleOf(doc, json.schema);
      }
      for (const p of params) if (p.example === undefined && p.schema?.example === undefined) p.example = PARAM_EXAMPLES[p.name] ?? exampleOf(doc, p.schema);
      const body = op.requestBody?.content?.['application/json'];
      if (body && body.example === undefined && !body.examples) body.example = exampleOf(doc, body.schema);
    }
  }
  doc.tags = [...usedTags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
}

/** The headers a deprecated operation's answers carry (past authentication), declared inline: only such operations have them. */
function deprecationHeaderDocs(notice: DeprecationNotice): Json {
  return {
    Deprecation: { description: `When this operation was deprecated (RFC 9745): ${notice.since}.`, schema: { type: 'string', example: `@${Math.floor(Date.parse(notice.since) / 1000)}` } },
    Sunset: { description: `When this operation stops working (RFC 8594): ${notice.sunset}.`, schema: { type: 'string', example: new Date(notice.sunset).toUTCString() } },
    Link: { description: 'The deprecation policy (rel="deprecation").', schema: { type: 'string', example: `<${DEPRECATION_POLICY_URL}>; rel="deprecation"` } },
  };
}

/** A VALIDATION_ERROR this operation can give: its first required body field missing, or its first parameter malformed. */
function validationExample(doc: Json, op: Json): [string, { field: string; issue: string }[]] {
  const body = op.requestBody?.content?.['application/json']?.schema;
  const required: string[] = body ? (resolveRef(doc, body).required ?? []) : [];
  if (required.length) return ['The request is not valid.', [{ field: required[0], issue: `${required[0]} is required` }]];
  const param = (op.parameters ?? []).find((p: Json) => p.in !== 'header');
  if (param) return ['The request is not valid.', [{ field: param.name, issue: `${param.name} is not valid` }]];
  return ['The request body is not valid JSON.', []];
}

/** A value that fits the schema, from its examples, enums and defaults first. */
function exampleOf(doc: Json, schema: Json | undefined, depth = 0): unknown {
  let s: Json = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components.schemas[String(s.$ref).split('/').pop()!] ?? {};
  if (s.allOf) s = Object.assign({}, ...s.allOf.map((x: Json) => (x.$ref ? resolveRef(doc, x) : x)));
  if (s.example !== undefined) return s.example;
  if (s.oneOf ?? s.anyOf) return exampleOf(doc, (s.oneOf ?? s.anyOf)[0], depth + 1);
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (depth > 8) return null;
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries((s.properties ?? {}) as Json).map(([k, v]) => [k, exampleOf(doc, v, depth + 1)]));
    case 'array':
      return [exampleOf(doc, s.items, depth + 1)];
    case 'integer':
    case 'number':
      return s.minimum ?? (s.maximum !== undefined ? Math.min(0, s.maximum) : 1);
    case 'boolean':
      return true;
    case 'string':
    default:
      if (s.format === 'date-time') return '2026-01-15T09:30:00.000Z';
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'uuid') return '3f2c8a6e-1b7d-4c2e-9a51-6d0f4e8b2c17';
      if (s.format === 'email') return 'ada@bank.example';
      if (s.format === 'uri' || s.format === 'url') return 'https://bank.example/webhooks/naija-risk';
      if (s.nullable) return null;
      return 'string'.padEnd(s.minLength ?? 0, 'x');
  }
}

function resolveRef(doc: Json, s: Json): Json {
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components.schemas[String(s.$ref).split('/').pop()!] ?? {};
  return s;
}

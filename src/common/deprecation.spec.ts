import { Controller, Get, INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOpenApiDocument } from '../openapi.js';
import { Deprecated } from './deprecation.js';

@Controller('things')
class ThingsController {
  @Get('old')
  @Deprecated({ since: '2026-12-01', sunset: '2027-06-30', replacement: 'GET /things/new' })
  old() {
    return { ok: true };
  }

  @Get('new')
  current() {
    return { ok: true };
  }
}

describe('@Deprecated (docs/deprecation.md)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ThingsController] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a deprecated route answers with Deprecation, Sunset and Link; a current one without', async () => {
    const old = await request(app.getHttpServer()).get('/things/old').expect(200);
    expect(old.headers.deprecation).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(old.headers.sunset).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
    expect(old.headers.link).toMatch(/rel="deprecation"/);
    const current = await request(app.getHttpServer()).get('/things/new').expect(200);
    expect(current.headers.deprecation).toBeUndefined();
    expect(current.headers.sunset).toBeUndefined();
  });

  it('the OpenAPI document marks it deprecated, with the dates and the headers', () => {
    const doc = buildOpenApiDocument(app) as unknown as { paths: Record<string, Record<string, { deprecated?: boolean; description?: string; responses: Record<string, { headers?: Record<string, unknown> }> }>> };
    const old = doc.paths['/things/old'].get;
    expect(old.deprecated).toBe(true);
    expect(old.description).toMatch(/2027-06-30.*GET \/things\/new/);
    expect(Object.keys(old.responses['200'].headers ?? {})).toEqual(expect.arrayContaining(['Deprecation', 'Sunset', 'Link']));
    expect(doc.paths['/things/new'].get.deprecated).toBeUndefined();
  });

  it('a sunset less than 6 months after the deprecation is refused where it is declared', () => {
    expect(() => Deprecated({ since: '2026-12-01', sunset: '2027-01-31' })).toThrow(/6 months/);
  });
});

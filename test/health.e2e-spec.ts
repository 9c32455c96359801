import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports live and ready on a working PostgreSQL and Redis', async () => {
    await request(t.server).get('/health/live').expect(200, { status: 'ok' });
    const ready = await request(t.server).get('/health/ready').expect(200);
    expect(ready.body.info.database.status).toBe('up');
    expect(ready.body.info.redis.status).toBe('up');
  });
});

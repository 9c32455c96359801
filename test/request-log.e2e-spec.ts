import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Queue } from 'bull';
import { getQueueToken } from '@nestjs/bull';
import request from 'supertest';
import { MAINTENANCE_QUEUE } from '../src/idempotency/idempotency-purge.processor.js';
import { metricsRegistry } from '../src/observability/metrics.js';
import { PartitionMaintenanceService } from '../src/database/partitions/partition-maintenance.service.js';
import { MAINTAIN_PARTITIONS_JOB } from '../src/database/partitions/partition-maintenance.processor.js';
import { partitionName, periodStart } from '../src/database/partitions/partitioned-tables.js';
import { RequestLogService } from '../src/request-log/request-log.service.js';
import { expectEnvelope } from './support/envelope.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';
import { waitFor } from './support/receiver.js';

// The organization's request log: written in batches after the response, bodies redacted, read by
// filters, scoped to the organization (and to the caller's own requests for role B), 7-day retention.

const BVN = '22298765432';

describe('request log', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let memberToken = '';
  let memberTokenId = '';
  const stamp = Date.now().toString(36);

  const as = (token: string) => ({
    get: (p: string) => request(t.server).get(p).set('Authorization', `Bearer ${token}`),
  });
  const flush = () => t.app.get(RequestLogService).flush();

  beforeAll(async () => {
    t = await startTestApp();
    org = await createOrganization(t, 'Log Bank');
    other = await createOrganization(t, 'Other Log Bank');
    const created = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', `Bearer ${org.api_token}`).send({ name: 'member', role: 'B' });
    expect(created.status).toBe(201);
    memberToken = created.body.token;
    memberTokenId = created.body.id;

    await request(t.server)
      .post('/api/v1/consents')
      .set('Authorization', `Bearer ${org.api_token}`)
      .set('X-Request-ID', `consent-${stamp}`)
      .set('Idempotency-Key', `idem-${stamp}`)
      .send({ bvn: BVN, purposes: ['loan_application'], subject_name: 'Ada' })
      .expect(201);
    await request(t.server).post('/api/v1/consents').set('Authorization', `Bearer ${org.api_token}`).set('X-Request-ID', `bad-${stamp}`).send({ bvn: BVN, purposes: ['nope'] }).expect(400);
    await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${memberToken}`).set('X-Request-ID', `member-${stamp}`).expect(200);
    // refused by role: still the organization's request
    await request(t.server).get('/v1/accounts/api-tokens/').set('Authorization', `Bearer ${memberToken}`).set('X-Request-ID', `refused-${stamp}`).expect(403);
    await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${other.api_token}`).set('X-Request-ID', `other-${stamp}`).expect(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is written off the request path, within the flush interval', async () => {
    const until = Date.now() + 10_000;
    let found = 0;
    while (Date.now() < until) {
      const { rows } = await t.db.query('SELECT count(*)::int AS n FROM request_logs WHERE request_id = $1', [`consent-${stamp}`]);
      found = rows[0].n;
      if (found) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toBe(1);
  });

  it('lists the organization’s requests with their fields, newest first', async () => {
    await flush();
    const res = await as(org.api_token).get('/api/v1/logs/requests');
    expect(res.status).toBe(200);
    const ids = res.body.results.map((r: { request_id: string }) => r.request_id);
    expect(ids).toEqual(expect.arrayContaining([`consent-${stamp}`, `bad-${stamp}`, `member-${stamp}`, `refused-${stamp}`]));
    expect(ids).not.toContain(`other-${stamp}`);
    const consent = res.body.results.find((r: { request_id: string }) => r.request_id === `consent-${stamp}`);
    expect(consent).toEqual({
      request_id: `consent-${stamp}`,
      method: 'POST',
      path: '/api/v1/consents',
      path_template: '/api/v1/consents',
      status: 201,
      latency_ms: expect.any(Number),
      error_code: null,
      idempotency_key: `idem-${stamp}`,
      principal: { kind: 'api_token', user_id: org.user_id, token_id: expect.any(String) },
      livemode: true,
      created_at: expect.any(String),
    });
    expect(consent).not.toHaveProperty('request_body');
    const bad = res.body.results.find((r: { request_id: string }) => r.request_id === `bad-${stamp}`);
    expect(bad).toMatchObject({ status: 400, error_code: 'VALIDATION_ERROR' });
  });

  it('filters by status, path, request_id, idempotency_key and time', async () => {
    await flush();
    const q = (query: string) => as(org.api_token).get(`/api/v1/logs/requests?${query}`);
    const clientErrors = (await q('status=4xx')).body.results;
    expect(clientErrors.map((r: { request_id: string }) => r.request_id).sort()).toEqual([`bad-${stamp}`, `refused-${stamp}`].sort());
    expect((await q('status=201&path=consents')).body.results.map((r: { request_id: string }) => r.request_id)).toEqual([`consent-${stamp}`]);
    expect((await q('path=/api/v1/consents')).body.results.map((r: { request_id: string }) => r.request_id)).toEqual([`bad-${stamp}`, `consent-${stamp}`]);
    expect((await q(`request_id=member-${stamp}`)).body.count).toBe(1);
    expect((await q(`idempotency_key=idem-${stamp}`)).body.results.map((r: { request_id: string }) => r.request_id)).toEqual([`consent-${stamp}`]);
    expect((await q(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).body.count).toBe(0);
    expect((await q(`to=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}`)).body.count).toBe(0);
    expect((await q('page_size=1&page=2')).body).toMatchObject({ page: 2, page_size: 1, results: [expect.any(Object)] });
    expectEnvelope(await q('status=abc'), 400, 'VALIDATION_ERROR');
    expectEnvelope(await q('from=yesterday'), 400, 'VALIDATION_ERROR');
  });

  it('keeps redacted bodies: no BVN, no secret, no Authorization', async () => {
    await flush();
    const res = await as(org.api_token).get(`/api/v1/logs/requests/consent-${stamp}`);
    expect(res.status).toBe(200);
    expect(res.body.request_body).toContain('"purposes":["loan_application"]');
    expect(res.body.request_body).toContain('"bvn":"[Redacted]"');
    expect(res.body.response_body).toContain('consent_reference');
    const { rows } = await t.db.query('SELECT * FROM request_logs');
    const all = JSON.stringify(rows);
    expect(all).not.toContain(BVN);
    expect(all).not.toContain(org.api_token);
    expect(all).not.toContain(memberToken);
  });

  it("another organization's request is 404; role B sees only its own requests", async () => {
    await flush();
    expectEnvelope(await as(other.api_token).get(`/api/v1/logs/requests/consent-${stamp}`), 404, 'NOT_FOUND');
    expect((await as(other.api_token).get(`/api/v1/logs/requests?request_id=consent-${stamp}`)).body.count).toBe(0);
    const mine = await as(memberToken).get('/api/v1/logs/requests');
    expect(mine.status).toBe(200);
    const ids = mine.body.results.map((r: { request_id: string }) => r.request_id);
    expect(ids).toEqual(expect.arrayContaining([`member-${stamp}`, `refused-${stamp}`]));
    expect(ids).not.toContain(`consent-${stamp}`);
    expectEnvelope(await as(memberToken).get(`/api/v1/logs/requests/consent-${stamp}`), 404, 'NOT_FOUND');
  });

  it('filters by API key (token_id), refused calls included', async () => {
    await flush();
    const res = await as(org.api_token).get(`/api/v1/logs/requests?token_id=${memberTokenId}&page_size=100`).expect(200);
    const ids = res.body.results.map((r: { request_id: string }) => r.request_id);
    expect(ids).toEqual(expect.arrayContaining([`member-${stamp}`, `refused-${stamp}`]));
    expect(ids).not.toContain(`consent-${stamp}`);
    expect(res.body.results.every((r: { principal: { token_id: string } }) => r.principal.token_id === memberTokenId)).toBe(true);
    expectEnvelope(await as(org.api_token).get('/api/v1/logs/requests?token_id=not-a-uuid'), 400, 'VALIDATION_ERROR');
  });

  it("a revoked key's next call is refused and logged for its organization; an unknown key's is not", async () => {
    const created = await request(t.server).post('/v1/accounts/api-tokens/').set('Authorization', `Bearer ${org.api_token}`).send({ name: 'doomed', role: 'B' }).expect(201);
    const doomed: string = created.body.token;
    await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${doomed}`).expect(200);
    await request(t.server).delete(`/v1/accounts/api-tokens/${created.body.id}/`).set('Authorization', `Bearer ${org.api_token}`).expect(200);
    const refused = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${doomed}`).set('X-Request-ID', `revoked-${stamp}`);
    expectEnvelope(refused, 401, 'UNAUTHENTICATED');
    const unknown = await request(t.server).get('/v1/accounts/me/').set('Authorization', `Bearer sk_live_${'x'.repeat(43)}`).set('X-Request-ID', `unknown-${stamp}`);
    expectEnvelope(unknown, 401, 'UNAUTHENTICATED');
    await flush();
    const res = await as(org.api_token).get(`/api/v1/logs/requests?token_id=${created.body.id}&status=401`).expect(200);
    expect(res.body.results).toEqual([
      expect.objectContaining({
        request_id: `revoked-${stamp}`,
        status: 401,
        error_code: 'UNAUTHENTICATED',
        livemode: true,
        principal: { kind: 'api_token', user_id: org.user_id, token_id: created.body.id },
      }),
    ]);
    const { rows } = await t.db.query('SELECT request_id, path, request_body, response_body FROM request_logs WHERE request_id = ANY($1)', [[`revoked-${stamp}`, `unknown-${stamp}`]]);
    expect(rows.map((r: { request_id: string }) => r.request_id)).toEqual([`revoked-${stamp}`]);
    expect(JSON.stringify(rows)).not.toContain(doomed.slice(8));
  });

  it('retention: the partition job drops whole days once they are older than REQUEST_LOG_RETENTION_DAYS (a day partition per day)', async () => {
    await flush();
    // scheduled in the background at boot (retried while Redis is away): waited for, not read at once
    const queue = t.app.get<Queue>(getQueueToken(MAINTENANCE_QUEUE));
    await waitFor(async () => (await queue.getRepeatableJobs()).some((r) => r.name === MAINTAIN_PARTITIONS_JOB));
    const { rows: before } = await t.db.query('SELECT request_id, tableoid::regclass::text AS day, created_at FROM request_logs WHERE request_id = $1', [`consent-${stamp}`]);
    // the day the line was written (not the clock now: the test may cross midnight UTC)
    const written = new Date(before[0].created_at);
    const today = partitionName('request_logs', 'day', periodStart('day', written));
    expect(before).toEqual([{ request_id: `consent-${stamp}`, day: today, created_at: written }]);
    const maintenance = t.app.get(PartitionMaintenanceService);
    const tomorrow = periodStart('day', written, 1).getTime();
    // REQUEST_LOG_RETENTION_DAYS is 7: today is kept until its last instant is 7 days old
    expect((await maintenance.maintain(new Date(tomorrow + 7 * 86_400_000 - 1000))).dropped).not.toContain(today);
    expect((await t.db.query('SELECT 1 FROM request_logs WHERE request_id = $1', [`consent-${stamp}`])).rows).toHaveLength(1);
    expect((await maintenance.maintain(new Date(tomorrow + 7 * 86_400_000))).dropped).toContain(today);
    expect((await t.db.query('SELECT 1 FROM request_logs WHERE request_id = $1', [`consent-${stamp}`])).rows).toHaveLength(0);
    // the current day there again after a run at today's clock, as the hourly job does
    await maintenance.maintain(new Date());
    const current = partitionName('request_logs', 'day', periodStart('day', new Date()));
    expect((await t.db.query('SELECT to_regclass($1) IS NOT NULL AS made', [current])).rows[0].made).toBe(true);
  });

  it('a full buffer drops and counts, never blocks', async () => {
    const small = await startTestApp({ REQUEST_LOG_BUFFER_MAX: '2', REQUEST_LOG_FLUSH_MS: '60000', REQUEST_LOG_BATCH_SIZE: '1000' }, { shareWith: t, role: 'api' });
    try {
      const before = (await metricsRegistry.getSingleMetric('request_log_dropped_total')!.get()).values.find((v) => v.labels.reason === 'buffer_full')?.value ?? 0;
      for (let i = 0; i < 5; i++) await request(small.server).get('/v1/accounts/me/').set('Authorization', `Bearer ${org.api_token}`).expect(200);
      const after = (await metricsRegistry.getSingleMetric('request_log_dropped_total')!.get()).values.find((v) => v.labels.reason === 'buffer_full')?.value ?? 0;
      expect(after - before).toBe(3);
      expect(small.app.get(RequestLogService).buffered).toBe(2);
    } finally {
      await small.close();
    }
  });
});

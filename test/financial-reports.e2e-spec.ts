import { getQueueToken } from '@nestjs/bull';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Queue } from 'bull';
import request from 'supertest';
import { encryptField } from '../src/common/field-encryption.js';
import { APP_CONFIG, type AppConfig } from '../src/config/config.js';
import { ReportCaseLifecycle } from '../src/financial-reports/report-case.lifecycle.js';
import { FinancialReportGenerationProcessor } from '../src/financial-reports/jobs/financial-report-generation.processor.js';
import { BANK_CONNECTION_PROVIDER, type BankConnectionProvider } from '../src/financial-reports/providers/bank-connection.provider.js';
import { GENERATE_REPORT_JOB, FINANCIAL_REPORTS_QUEUE, SWEEP_CASES_JOB } from '../src/financial-reports/financial-reports.constants.js';
import { HOSTED_CONSENT_VERSION } from '../src/financial-reports/hosted/hosted-consent.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { historyOf, linkTokenOf, registerReportWebhook, REPORTS_TEST_ENV, signatureHolds } from './support/financial-reports-helpers.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

describe('financial reports', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let secret: string;
  let seq = 0;

  const api = (method: 'get' | 'post', path: string, bearer = token) => request(t.server)[method](path).set('Authorization', `Bearer ${bearer}`);
  const createCase = async (extra: Record<string, unknown> = {}) => {
    const res = await api('post', '/api/v1/report').send({ full_name: 'Adaeze Okonkwo', reference_id: `REF-${Date.now()}-${++seq}`, ...extra }).expect(202);
    return res.body as { case_id: string; status: string; message: string; link_url: string };
  };
  const getCase = async (id: string) => (await api('get', `/api/v1/report/${id}`).expect(200)).body;
  const connect = async (linkUrl: string, profile: string) => {
    const c = `/c/${linkTokenOf(linkUrl)}`;
    await request(t.server).post(`${c}/link-token`).send({ consent_version: HOSTED_CONSENT_VERSION }).expect(200);
    const pub = await request(t.server).post(`${c}/sandbox/connect`).send({ profile, institution_id: 'zenith' }).expect(200);
    return request(t.server).post(`${c}/complete`).send({ public_token: pub.body.public_token });
  };
  const eventsFor = (caseId: string) => rx.got.filter((r) => r.json.case_id === caseId);

  beforeAll(async () => {
    t = await startTestApp({ ...REPORTS_TEST_ENV, PUBLIC_BASE_URL: 'https://risk.example.test' });
    token = (await createOrganization(t, 'Lagos Microfinance Bank')).api_token;
    otherToken = (await createOrganization(t, 'Other Bank')).api_token;
    rx = await startReceiver();
    secret = (await registerReportWebhook(t, token, rx.url)).secret;
  });
  afterAll(async () => {
    await rx?.close();
    await t?.close();
  });

  it('creates a case: 202 with PENDING_CONNECTION and an unguessable link (only its hash stored), country_codes default ["US"]', async () => {
    const created = await createCase({ contact_email: 'adaeze@example.com', contact_phone: '+2348031234567' });
    expect(created.status).toBe('PENDING_CONNECTION');
    expect(created.message).toEqual(expect.any(String));
    expect(created.link_url).toMatch(/^https:\/\/risk\.example\.test\/c\/[A-Za-z0-9_-]{43}$/);
    expect(created.link_url).not.toContain(created.case_id);
    const { rows } = await t.db.query(`SELECT country_codes, link_token_hash, EXTRACT(EPOCH FROM link_expires_at - created_at)::float AS ttl FROM report_cases WHERE id = $1`, [created.case_id]);
    expect(rows[0].country_codes).toEqual(['US']);
    expect(rows[0].link_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].link_token_hash).not.toContain(linkTokenOf(created.link_url));
    expect(Math.abs(rows[0].ttl - 72 * 3600)).toBeLessThan(5); // REPORT_LINK_TTL_SECONDS default
    const record = await getCase(created.case_id);
    expect(record).toMatchObject({ case_id: created.case_id, status: 'PENDING_CONNECTION', connection_completed_at: null, report_completed_at: null, webhook_delivered_at: null, report: null });
    expect(record.subject_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await historyOf(t, created.case_id)).toEqual([expect.objectContaining({ from_status: null, to_status: 'PENDING_CONNECTION' })]);
  });

  it('validates input, keeps reference_id unique per organization and hides other organizations\' cases', async () => {
    const bad = await api('post', '/api/v1/report').send({ full_name: '', reference_id: 'x', country_codes: ['Nigeria'], contact_email: 'nope', extra: 1 }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    expect([...new Set(bad.body.error.details.map((d: { field: string }) => d.field))].sort()).toEqual(['contact_email', 'country_codes', 'extra', 'full_name']);
    await api('post', '/api/v1/report').send({ full_name: 'A B', reference_id: 'DUP-1', country_codes: ['NG', 'GH'] }).expect(202);
    const dup = await api('post', '/api/v1/report').send({ full_name: 'A B', reference_id: 'DUP-1' }).expect(409);
    expect(dup.body.error.code).toBe('CONFLICT');
    const mine = await api('post', '/api/v1/report', otherToken).send({ full_name: 'A B', reference_id: 'DUP-1' }).expect(202);
    await api('get', `/api/v1/report/${mine.body.case_id}`).expect(404);
    await api('get', '/api/v1/report/not-a-uuid').expect(404);
    await request(t.server).get(`/api/v1/report/${mine.body.case_id}`).expect(401);
    await request(t.server).post('/api/v1/report').send({ full_name: 'A B', reference_id: 'NOAUTH' }).expect(401);
  });

  it('hosted flow over HTTP: session, link token (same one again), sandbox connect, complete -> REPORT_READY with report.ready signed, webhook_delivered_at and a signed PDF', async () => {
    const created = await createCase({ country_codes: ['NG'] });
    const c = `/c/${linkTokenOf(created.link_url)}`;
    const session = await request(t.server).get(`${c}/session`).expect(200);
    expect(session.body).toMatchObject({ step: 'connect', status: 'PENDING_CONNECTION', organization_name: 'Lagos Microfinance Bank', applicant_name: 'Adaeze O.', country_codes: ['NG'], provider: 'sandbox', link_token: null });
    const lt1 = await request(t.server).post(`${c}/link-token`).send({ consent_version: HOSTED_CONSENT_VERSION }).expect(200);
    const lt2 = await request(t.server).post(`${c}/link-token`).expect(200);
    expect(lt2.body.link_token).toBe(lt1.body.link_token);
    expect((await request(t.server).get(`${c}/session`).expect(200)).body.link_token).toBe(lt1.body.link_token); // a reload reopens the widget
    const pub = await request(t.server).post(`${c}/sandbox/connect`).send({ profile: 'salaried' }).expect(200);
    const bad = await request(t.server).post(`${c}/complete`).send({ public_token: 'public-forged' }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    const done = await request(t.server).post(`${c}/complete`).send({ public_token: pub.body.public_token }).expect(200);
    expect(done.body).toEqual({ status: 'CONNECTED', institution_name: 'GTBank' });
    // the public token is good once: a double submit is refused and changes nothing (the page then reloads the session)
    await request(t.server).post(`${c}/complete`).send({ public_token: pub.body.public_token }).expect(409);

    const ready = await waitFor(async () => {
      const r = await getCase(created.case_id);
      return r.status === 'REPORT_READY' && r.webhook_delivered_at ? r : null;
    });
    expect(ready.connection_completed_at).toEqual(expect.any(String));
    expect(ready.report_completed_at).toEqual(expect.any(String));
    const report = ready.report;
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.score).toBeLessThanOrEqual(100);
    expect(report.income_monthly_local).toBeGreaterThan(400_000);
    expect(report.income_monthly_usd).toBeCloseTo(report.income_monthly_local / 1550, 1);
    expect(report.details.fx.usd_ngn_rate).toBe(1550);
    expect(report.details.income.salary_monthly).toBeGreaterThan(0);
    expect(report.details.debt.lenders[0].name).toContain('CARBON');
    expect(typeof report.dti_ratio).toBe('number');
    expect(typeof report.affordability_ceiling_local).toBe('number');
    expect((await historyOf(t, created.case_id)).map((h) => h.to_status)).toEqual(['PENDING_CONNECTION', 'CONNECTED', 'PROCESSING', 'REPORT_READY']);

    const events = eventsFor(created.case_id);
    expect(events).toHaveLength(1);
    const ev = events[0];
    expect(signatureHolds(secret, ev.raw, ev.headers['x-signature'])).toBe(true);
    const { event_id, created_at, livemode, ...body } = ev.json;
    expect(livemode).toBe(true);
    expect(event_id).toEqual(expect.any(String));
    expect(created_at).toEqual(expect.any(String));
    expect(body).toEqual({
      event: 'report.ready',
      case_id: created.case_id,
      reference_id: ready.reference_id,
      status: 'REPORT_READY',
      report: { score: report.score, income_monthly_usd: report.income_monthly_usd, income_monthly_local: report.income_monthly_local, affordability_ceiling_local: report.affordability_ceiling_local, dti_ratio: report.dti_ratio },
      report_pdf_url: expect.stringMatching(/^https:\/\/risk\.example\.test\/api\/v1\/report\/[0-9a-f-]{36}\/pdf\?expires=\d+&sig=[0-9a-f]{64}$/),
    });

    const pdfUrl = new URL(report.report_pdf_url);
    const pdf = await request(t.server).get(pdfUrl.pathname + pdfUrl.search).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // the signature is the credential: a changed expiry or signature is refused
    const expires = Number(pdfUrl.searchParams.get('expires'));
    await request(t.server).get(`${pdfUrl.pathname}?expires=${expires + 10}&sig=${pdfUrl.searchParams.get('sig')}`).expect(403);
    await request(t.server).get(`${pdfUrl.pathname}?expires=${expires}&sig=${'0'.repeat(64)}`).expect(403);
    await request(t.server).get(pdfUrl.pathname).expect(403);

    const after = await request(t.server).get(`${c}/session`).expect(200);
    expect(after.body.step).toBe('ready');
    const sandboxAgain = await request(t.server).post(`${c}/sandbox/connect`).send({ profile: 'salaried' }).expect(409);
    expect(sandboxAgain.body.error.code).toBe('CONFLICT');
  });

  it('provider failure: retried, then FAILED with report.failed {event, case_id, reference_id, status: FAILED}', async () => {
    const created = await createCase();
    await connect(created.link_url, 'provider_error').then((r) => expect(r.status).toBe(200));
    const failed = await waitFor(async () => {
      const r = await getCase(created.case_id);
      return r.status === 'FAILED' && r.webhook_delivered_at ? r : null;
    });
    expect(failed.report).toBeNull();
    expect(failed.report_completed_at).toBeNull();
    const history = await historyOf(t, created.case_id);
    expect(history.map((h) => h.to_status)).toEqual(['PENDING_CONNECTION', 'CONNECTED', 'PROCESSING', 'FAILED']);
    const { rows } = await t.db.query(`SELECT failure_reason FROM report_cases WHERE id = $1`, [created.case_id]);
    expect(rows[0].failure_reason).toBe('provider error INSTITUTION_DOWN after 3 attempt(s)');
    const events = eventsFor(created.case_id);
    expect(events).toHaveLength(1);
    expect(signatureHolds(secret, events[0].raw, events[0].headers['x-signature'])).toBe(true);
    const { event_id, created_at, livemode, ...body } = events[0].json;
    expect([typeof event_id, typeof created_at, livemode]).toEqual(['string', 'string', true]);
    expect(body).toEqual({ event: 'report.failed', case_id: created.case_id, reference_id: failed.reference_id, status: 'FAILED' });
    expect((await request(t.server).get(`/c/${linkTokenOf(created.link_url)}/session`).expect(200)).body.step).toBe('failed');
  });

  it('link expiry: the sweep moves PENDING_CONNECTION to EXPIRED and sends report.failed; the link then says so', async () => {
    const created = await createCase();
    const c = `/c/${linkTokenOf(created.link_url)}`;
    await request(t.server).post(`${c}/link-token`).send({ consent_version: HOSTED_CONSENT_VERSION }).expect(200);
    await t.db.query(`UPDATE report_cases SET link_expires_at = now() - interval '1 second' WHERE id = $1`, [created.case_id]);
    const expired = await waitFor(async () => {
      const r = await getCase(created.case_id);
      return r.status === 'EXPIRED' && r.webhook_delivered_at ? r : null;
    });
    expect(expired.connection_completed_at).toBeNull();
    expect((await historyOf(t, created.case_id)).map((h) => h.to_status)).toEqual(['PENDING_CONNECTION', 'EXPIRED']);
    const events = eventsFor(created.case_id);
    expect(events.map((e) => [e.json.event, e.json.status])).toEqual([['report.failed', 'FAILED']]);
    expect((await request(t.server).get(`${c}/session`).expect(200)).body).toMatchObject({ step: 'expired', status: 'EXPIRED', link_token: null });
    const late = await request(t.server).post(`${c}/link-token`).expect(409);
    expect(late.body.error.message).toMatch(/expired/);
    await request(t.server).post(`${c}/complete`).send({ public_token: 'public-sandbox-salaried-gtbank-xxxxxxxxxxxxxxxxxxxx' }).expect(409);
    const page = await request(t.server).get(c).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('an expired link is expired at once when opened, even before the sweep runs', async () => {
    const created = await createCase();
    await t.db.query(`UPDATE report_cases SET link_expires_at = now() - interval '1 second' WHERE id = $1`, [created.case_id]);
    const s = await request(t.server).get(`/c/${linkTokenOf(created.link_url)}/session`).expect(200);
    expect(s.body.step).toBe('expired');
  });

  it('unknown links answer 404, the page says so plainly', async () => {
    const page = await request(t.server).get('/c/not-a-real-token-at-all').expect(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('This link is not valid');
    expect(page.text).not.toContain('<script');
    const s = await request(t.server).get('/c/not-a-real-token-at-all/session').expect(404);
    expect(s.body.error.code).toBe('NOT_FOUND');
  });

  it('terminal cases never change: late transitions, a replayed job and a late connection are all refused', async () => {
    const created = await createCase();
    await connect(created.link_url, 'gig_worker').then((r) => expect(r.status).toBe(200));
    const ready = await waitFor(async () => {
      const r = await getCase(created.case_id);
      return r.status === 'REPORT_READY' && r.webhook_delivered_at ? r : null;
    });
    const machine = t.app.get(ReportCaseLifecycle);
    for (const to of ['FAILED', 'EXPIRED', 'CONNECTED', 'PROCESSING', 'REPORT_READY'] as const) {
      expect(await machine.transition(created.case_id, to, 'late event')).toBeNull();
    }
    // a replayed Bull job (at-least-once delivery) finds nothing to do
    await t.app.get(FinancialReportGenerationProcessor).generate({ data: { caseId: created.case_id }, attemptsMade: 0, opts: { attempts: 3 } } as never);
    const c = `/c/${linkTokenOf(created.link_url)}`;
    await request(t.server).post(`${c}/sandbox/connect`).send({ profile: 'salaried' }).expect(409);
    await request(t.server).post(`${c}/link-token`).expect(409);
    const late = await request(t.server).post(`${c}/complete`).send({ public_token: 'public-sandbox-salaried-gtbank-xxxxxxxxxxxxxxxxxxxx' }).expect(409);
    expect(late.body.error.code).toBe('CONFLICT');
    await new Promise((r) => setTimeout(r, 500));
    const again = await getCase(created.case_id);
    expect(again).toEqual({ ...ready, report: { ...ready.report, report_pdf_url: expect.any(String) } });
    expect((await historyOf(t, created.case_id)).map((h) => h.to_status)).toEqual(['PENDING_CONNECTION', 'CONNECTED', 'PROCESSING', 'REPORT_READY']);
    expect(eventsFor(created.case_id)).toHaveLength(1);
  });

  it('racing transitions: of 20 concurrent moves only one applies, with one history row and one event', async () => {
    const created = await createCase();
    const machine = t.app.get(ReportCaseLifecycle);
    const results = await Promise.all(Array.from({ length: 20 }, () => machine.transition(created.case_id, 'EXPIRED', 'race')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await historyOf(t, created.case_id)).map((h) => h.to_status)).toEqual(['PENDING_CONNECTION', 'EXPIRED']);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM webhook_events WHERE type = 'report.failed' AND body::jsonb ->> 'case_id' = $1`, [created.case_id]);
    expect(rows[0].n).toBe(1);
  });

  it('a connected case whose generation job was lost is queued again by the sweep, and its report lands', async () => {
    const created = await createCase();
    // CONNECTED without a job, as after Redis lost its data: the move alone, then idle past the lifecycle's lost-job age.
    const provider = t.app.get<BankConnectionProvider>(BANK_CONNECTION_PROVIDER);
    const { accessToken } = await provider.exchangePublicToken(provider.sandbox!.createPublicToken('gtbank', 'salaried'));
    const key = t.app.get<AppConfig>(APP_CONFIG).encryptionKey;
    expect(await t.app.get(ReportCaseLifecycle).transition(created.case_id, 'CONNECTED', 'test: job lost', { changes: { providerAccessTokenEncrypted: encryptField(key, accessToken) } })).not.toBeNull();
    await t.db.query(`UPDATE report_cases SET updated_at = now() - interval '10 minutes' WHERE id = $1`, [created.case_id]);
    const ready = await waitFor(async () => ((await getCase(created.case_id)).status === 'REPORT_READY' ? true : null));
    expect(ready).toBe(true);
    expect((await historyOf(t, created.case_id)).map((h) => h.to_status)).toEqual(['PENDING_CONNECTION', 'CONNECTED', 'PROCESSING', 'REPORT_READY']);
  });

  it('the worker declares its jobs the one way: the sweep is one Bull repeatable job, generation runs REPORT_WORKER_CONCURRENCY at once', async () => {
    const queue = t.app.get<Queue>(getQueueToken(FINANCIAL_REPORTS_QUEUE));
    // scheduled in the background at boot: waited for, not read at once
    const repeatable = await waitFor(async () => {
      const jobs = await queue.getRepeatableJobs();
      return jobs.length ? jobs : null;
    });
    expect(repeatable.map((j) => ({ name: j.name, id: j.id, every: Number(j.every) }))).toEqual([
      { name: SWEEP_CASES_JOB, id: SWEEP_CASES_JOB, every: Number(REPORTS_TEST_ENV.REPORT_EXPIRY_SWEEP_INTERVAL_MS) },
    ]);
    // Bull runs one processing loop per unit of a handler's concurrency, keyed `<job name>:<n>` (started once Redis answers).
    const generationLoops = () => Object.keys((queue as unknown as { processing: Record<string, unknown> }).processing).filter((k) => k.startsWith(`${GENERATE_REPORT_JOB}:`));
    const concurrency = t.app.get<AppConfig>(APP_CONFIG).reports.workerConcurrency;
    expect(concurrency).toBe(4); // the default
    await waitFor(() => generationLoops().length === concurrency, 5000);
    expect(generationLoops()).toHaveLength(concurrency);
  });
});

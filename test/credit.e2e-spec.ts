import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ratingOf, SCORE_MIN } from '../src/credit/engine/scorecard.js';
import { sandboxIdentityRecord } from '../src/credit/verifications/providers/sandbox-identity.provider.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

const RATINGS = ['excellent', 'good', 'fair', 'poor', 'very_poor'];
const newBvn = () => `2${String(randomInt(0, 9_999_999_999)).padStart(10, '0')}`;

describe('credit (sandbox bureaus)', () => {
  let t: TestApp;
  let bank: string;
  let other: string;
  let member: string;
  let rx: Awaited<ReturnType<typeof startReceiver>>;

  const call = (method: 'get' | 'post', path: string, token = bank) => request(t.server)[method](path).set('Authorization', `Bearer ${token}`);
  const consent = async (bvn: string, purposes = ['loan_application'], token = bank, extra: Record<string, unknown> = {}) => {
    const res = await call('post', '/api/v1/consents', token).send({ bvn, purposes, ...extra }).expect(201);
    return res.body.consent_reference as string;
  };
  const score = (bvn: string, consent_reference: string, token = bank, extra: Record<string, unknown> = {}) =>
    call('post', '/api/v1/credit/score/', token).send({ bvn, consent_reference, ...extra });
  /** A BVN scored well above the floor and under no knock-out ceiling, so that each hard inquiry visibly lowers its score. */
  const aboveFloor = async (purposes?: string[]) => {
    for (;;) {
      const bvn = newBvn();
      const ref = await consent(bvn, purposes);
      const first = (await score(bvn, ref).expect(200)).body;
      if (first.score >= SCORE_MIN + 100 && first.score_ceiling === null) return { bvn, ref, first };
    }
  };
  const expectRefused = (res: request.Response, reason: string) => {
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CONSENT_INVALID');
    expect(res.body.error.details).toEqual([{ field: 'consent_reference', issue: reason }]);
  };

  beforeAll(async () => {
    t = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_DELAYS: '1,1,1', WEBHOOK_RELAY_INTERVAL_MS: '100' });
    bank = (await createOrganization(t, 'Credit Bank')).api_token;
    other = (await createOrganization(t, 'Other Bank')).api_token;
    member = (await call('post', '/v1/accounts/api-tokens/').send({ name: 'member', role: 'B' }).expect(201)).body.token;
    rx = await startReceiver();
    await call('post', '/api/v1/webhooks/endpoints').send({ url: rx.url, events: ['credit.report.ready', 'verification.completed'] }).expect(201);
  });
  afterAll(async () => {
    await rx?.close();
    await t?.close();
  });

  describe('consents', () => {
    it('records a consent with its exact fields, reads it back, hides it from other organizations and revokes it', async () => {
      const bvn = newBvn();
      const created = await call('post', '/api/v1/consents')
        .send({ bvn, purposes: ['loan_application', 'periodic_review'], subject_name: 'Adaeze Okafor', evidence_url: 'https://dms.bank.test/c/1.pdf' })
        .expect(201);
      expect(created.body).toMatchObject({ bvn, purposes: ['loan_application', 'periodic_review'], status: 'active' });
      for (const f of ['consent_reference', 'bvn', 'purposes', 'status', 'granted_at', 'expires_at']) expect(created.body).toHaveProperty(f);
      expect(created.body.consent_reference).toMatch(/^CNS-[0-9A-Z]{20}$/);
      // default validity: a year
      const days = (Date.parse(created.body.expires_at) - Date.parse(created.body.granted_at)) / 86400_000;
      expect(Math.round(days)).toBe(365);
      const ref = created.body.consent_reference;
      expect((await call('get', `/api/v1/consents/${ref}`).expect(200)).body).toMatchObject({ consent_reference: ref, bvn, status: 'active' });
      await call('get', `/api/v1/consents/${ref}`, other).expect(404);
      await call('post', `/api/v1/consents/${ref}/revoke`, other).expect(404);
      const revoked = await call('post', `/api/v1/consents/${ref}/revoke`).expect(200);
      expect(revoked.body.status).toBe('revoked');
      const again = await call('post', `/api/v1/consents/${ref}/revoke`).expect(200);
      expect(again.body.revoked_at).toBe(revoked.body.revoked_at);
    });

    it('concurrent credit calls share the gate statement, and each gets the answer and access-log line of its own consent', async () => {
      const calls = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const bvn = newBvn();
          const ref = await consent(bvn);
          const revoked = await consent(bvn);
          await call('post', `/api/v1/consents/${revoked}/revoke`).expect(200);
          return [
            { bvn, ref, expect: null, requestId: `gate-ok-${i}` },
            { bvn: newBvn(), ref, expect: 'bvn_mismatch', requestId: `gate-mismatch-${i}` },
            { bvn, ref: revoked, expect: 'revoked', requestId: `gate-revoked-${i}` },
          ];
        }),
      );
      const all = calls.flat();
      const answers = await Promise.all(all.map((c) => score(c.bvn, c.ref).set('X-Request-ID', c.requestId)));
      all.forEach((c, i) => (c.expect ? expectRefused(answers[i], c.expect) : expect(answers[i].status).toBe(200)));
      const { rows } = await t.db.query(`SELECT request_id, outcome, reason FROM credit_access_log WHERE request_id LIKE 'gate-%'`);
      expect(rows.length).toBe(all.length);
      for (const c of all) expect(rows.find((r) => r.request_id === c.requestId)).toMatchObject({ outcome: c.expect ? 'refused' : 'allowed', reason: c.expect });
    });

    it('stores the BVN encrypted with a keyed hash for lookups', async () => {
      const bvn = newBvn();
      const ref = await consent(bvn);
      const { rows } = await t.db.query('SELECT * FROM credit_consents WHERE reference = $1', [ref]);
      expect(JSON.stringify(rows[0])).not.toContain(bvn);
      expect(rows[0].bvn_encrypted).toMatch(/^v2:/);
      expect(rows[0].bvn_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses bad consent input', async () => {
      const bad = await call('post', '/api/v1/consents').send({ bvn: '123', purposes: ['marketing'] }).expect(400);
      expect(bad.body.error.code).toBe('VALIDATION_ERROR');
      const fields = bad.body.error.details.map((d: { field: string }) => d.field);
      expect(fields).toEqual(expect.arrayContaining(['bvn', 'purposes']));
      const past = await call('post', '/api/v1/consents').send({ bvn: newBvn(), purposes: ['loan_application'], expires_at: '2020-01-01T00:00:00Z' }).expect(400);
      expect(past.body.error.details[0].field).toBe('expires_at');
      await call('post', '/api/v1/consents').send({ bvn: newBvn(), purposes: [] }).expect(400);
    });
  });

  describe('score', () => {
    it('answers the exact contract fields: score within 300-850, rating from its band, factors explaining it', async () => {
      const bvn = newBvn();
      const ref = await consent(bvn);
      const res = await score(bvn, ref).set('X-Request-ID', 'req-credit-1').expect(200);
      // The contract's fields, and the additions of issue 18 beside them.
      expect(Object.keys(res.body).sort()).toEqual(
        ['bureau_source', 'bureaus_answered', 'bureaus_unavailable', 'bvn', 'factors', 'knockouts', 'no_hit', 'partial', 'rating', 'request_id', 'score', 'score_basis', 'score_ceiling', 'thin_file'],
      );
      expect(res.body).toMatchObject({ bureaus_answered: ['crc', 'first_central'], bureaus_unavailable: [], partial: false });
      expect(res.body.bvn).toBe(bvn);
      expect(Number.isInteger(res.body.score)).toBe(true);
      expect(res.body.score).toBeGreaterThanOrEqual(300);
      expect(res.body.score).toBeLessThanOrEqual(850);
      expect(RATINGS).toContain(res.body.rating);
      expect(res.body.rating).toBe(ratingOf(res.body.score));
      expect(res.body.bureau_source).toBe('crc+first_central');
      expect(res.body.request_id).toBe('req-credit-1');
      expect(res.body.factors.map((f: { category: string }) => f.category).sort()).toEqual(['credit_mix', 'derogatory_marks', 'file_age', 'loan_stacking', 'payment_history', 'recent_inquiries', 'utilisation']);
      for (const f of res.body.factors) {
        expect(Object.keys(f).sort()).toEqual(['category', 'code', 'description', 'impact', 'max_points', 'points']);
        expect(['positive', 'neutral', 'negative']).toContain(f.impact);
      }
      const points = res.body.factors.reduce((s: number, f: { points: number }) => s + f.points, 0);
      expect(Math.abs(Math.max(300, 300 + points) - res.body.score)).toBeLessThanOrEqual(4);
    });

    it('keeps score and rating consistent across many BVNs, with each rating band reached', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const bvn = newBvn();
        const res = await score(bvn, await consent(bvn)).expect(200);
        expect(res.body.score).toBeGreaterThanOrEqual(300);
        expect(res.body.score).toBeLessThanOrEqual(850);
        expect(res.body.rating).toBe(ratingOf(res.body.score));
        seen.add(res.body.rating);
      }
      expect(seen.size).toBeGreaterThanOrEqual(4);
    });

    it('asks one bureau when told to, and says which', async () => {
      const bvn = newBvn();
      const ref = await consent(bvn);
      expect((await score(bvn, ref, bank, { bureau: 'crc' }).expect(200)).body.bureau_source).toBe('crc');
      expect((await score(bvn, ref, bank, { bureau: 'first_central' }).expect(200)).body.bureau_source).toBe('first_central');
      expect((await score(bvn, ref, bank, { bureau: 'all' }).expect(200)).body.bureau_source).toBe('crc+first_central');
      const bad = await score(bvn, ref, bank, { bureau: 'experian' }).expect(400);
      expect(bad.body.error.details[0].field).toBe('bureau');
    });

    it('refuses missing, unknown, revoked, expired, wrong-BVN and other-organization consents with the reason', async () => {
      const bvn = newBvn();
      const missing = await call('post', '/api/v1/credit/score/').send({ bvn }).expect(400);
      expect(missing.body.error.details[0].field).toBe('consent_reference');

      expectRefused(await score(bvn, 'CNS-NOSUCHCONSENT00000'), 'not_found');

      const revoked = await consent(bvn);
      await score(bvn, revoked).expect(200);
      await call('post', `/api/v1/consents/${revoked}/revoke`).expect(200);
      expectRefused(await score(bvn, revoked), 'revoked');

      const expired = await consent(bvn, ['loan_application'], bank, { expires_at: new Date(Date.now() + 60_000).toISOString() });
      await score(bvn, expired).expect(200);
      await t.db.query(`UPDATE credit_consents SET expires_at = now() - interval '1 second' WHERE reference = $1`, [expired]);
      expectRefused(await score(bvn, expired), 'expired');
      expect((await call('get', `/api/v1/consents/${expired}`).expect(200)).body.status).toBe('expired');

      const someoneElse = await consent(newBvn());
      expectRefused(await score(bvn, someoneElse), 'bvn_mismatch');

      const theirs = await consent(bvn, ['loan_application'], other);
      await score(bvn, theirs, other).expect(200);
      expectRefused(await score(bvn, theirs, bank), 'not_found');
    });

    it('gives the same BVN the same sandbox score until a hard inquiry lowers it; soft inquiries leave it alone', async () => {
      const { bvn, ref, first } = await aboveFloor(['loan_application', 'periodic_review']);
      const second = (await score(bvn, ref).expect(200)).body;
      expect(second.score).toBe(first.score);
      expect(second.factors).toEqual(first.factors);

      const soft = await call('post', '/api/v1/credit/inquiry/')
        .send({ bvn, inquiry_type: 'soft', consent_reference: ref, purpose: 'periodic_review' })
        .expect(201);
      expect(Object.keys(soft.body).sort()).toEqual(['inquiry_id', 'inquiry_type', 'recorded_on_bureau', 'request_id', 'score_at_inquiry']);
      expect(soft.body).toMatchObject({ inquiry_type: 'soft', recorded_on_bureau: false, score_at_inquiry: first.score });
      expect((await score(bvn, ref).expect(200)).body.score).toBe(first.score);

      const hard = await call('post', '/api/v1/credit/inquiry/')
        .send({ bvn, inquiry_type: 'hard', consent_reference: ref, purpose: 'loan_application' })
        .expect(201);
      expect(hard.body).toMatchObject({ inquiry_type: 'hard', recorded_on_bureau: true, score_at_inquiry: first.score });
      expect(hard.body.inquiry_id).toMatch(/^[0-9a-f-]{36}$/);
      const after = (await score(bvn, ref).expect(200)).body;
      expect(after.score).toBeLessThan(first.score);
      expect(after.factors.find((f: { category: string }) => f.category === 'recent_inquiries').points).toBeLessThan(
        first.factors.find((f: { category: string }) => f.category === 'recent_inquiries').points,
      );
      // Stable again at the new level.
      expect((await score(bvn, ref).expect(200)).body.score).toBe(after.score);

      // On the bureau file: another organization's score for this BVN counts it too, and its history shows it.
      const theirs = await consent(bvn, ['loan_application'], other);
      expect((await score(bvn, theirs, other).expect(200)).body.score).toBe(after.score);
      const history = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${theirs}`, other).expect(200);
      // the day the inquiry was recorded (not the clock now: the test may cross midnight UTC)
      const { rows } = await t.db.query('SELECT created_at FROM credit_inquiries WHERE id = $1', [hard.body.inquiry_id]);
      const today = new Date(rows[0].created_at).toISOString().slice(0, 10);
      expect(history.body.hard_inquiries).toContainEqual({ date: today, institution: 'Another member institution', inquiry_type: 'hard', purpose: 'loan_application' });
      const own = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}`).expect(200);
      expect(own.body.hard_inquiries).toContainEqual({ date: today, institution: 'Your organization', inquiry_type: 'hard', purpose: 'loan_application' });
    });
  });

  describe('inquiry', () => {
    it('refuses a purpose the consent does not cover, and the other consent failures', async () => {
      const bvn = newBvn();
      const ref = await consent(bvn, ['account_opening']);
      const body = { bvn, inquiry_type: 'hard', consent_reference: ref, purpose: 'loan_application' };
      expectRefused(await call('post', '/api/v1/credit/inquiry/').send(body), 'purpose_not_covered');
      await call('post', '/api/v1/credit/inquiry/').send({ ...body, purpose: 'account_opening' }).expect(201);
      expectRefused(await call('post', '/api/v1/credit/inquiry/').send({ ...body, purpose: 'account_opening', bvn: newBvn() }), 'bvn_mismatch');
      expectRefused(await call('post', '/api/v1/credit/inquiry/', other).send({ ...body, purpose: 'account_opening' }), 'not_found');
      await call('post', `/api/v1/consents/${ref}/revoke`).expect(200);
      expectRefused(await call('post', '/api/v1/credit/inquiry/').send({ ...body, purpose: 'account_opening' }), 'revoked');
      const invalid = await call('post', '/api/v1/credit/inquiry/').send({ ...body, inquiry_type: 'medium', purpose: 'fun' }).expect(400);
      expect(invalid.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['inquiry_type', 'purpose']);
    });

    it('is idempotent: a replayed hard inquiry is recorded once', async () => {
      const { bvn, ref, first: unscored } = await aboveFloor();
      const before = unscored.score;
      const body = { bvn, inquiry_type: 'hard', consent_reference: ref, purpose: 'loan_application' };
      const first = await call('post', '/api/v1/credit/inquiry/').set('Idempotency-Key', `inq-${bvn}`).send(body).expect(201);
      const replay = await call('post', '/api/v1/credit/inquiry/').set('Idempotency-Key', `inq-${bvn}`).send(body).expect(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body.inquiry_id).toBe(first.body.inquiry_id);
      const conflict = await call('post', '/api/v1/credit/inquiry/').set('Idempotency-Key', `inq-${bvn}`).send({ ...body, inquiry_type: 'soft' }).expect(409);
      expect(conflict.body.error.code).toBe('DUPLICATE_IDempotency');
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM credit_inquiries WHERE id = $1`, [first.body.inquiry_id]);
      expect(rows[0].n).toBe(1);
      const once = (await score(bvn, ref).expect(200)).body.score;
      expect(once).toBeLessThan(before);
      // a second, distinct hard inquiry by the same lender for the same purpose within days is the same application
      await call('post', '/api/v1/credit/inquiry/').send(body).expect(201);
      expect((await score(bvn, ref).expect(200)).body.score).toBe(once);
      // another lender's lowers it again
      const theirs = await consent(bvn, ['loan_application'], other);
      await call('post', '/api/v1/credit/inquiry/', other).send({ ...body, consent_reference: theirs }).expect(201);
      expect((await score(bvn, ref).expect(200)).body.score).toBeLessThan(once);
    });
  });

  describe('history', () => {
    it('answers the exact contract fields over the default 24 months, with the facilities', async () => {
      // A BVN with facilities (most sandbox BVNs have some).
      let bvn = newBvn();
      let ref = await consent(bvn);
      let res = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}`).expect(200);
      for (let i = 0; i < 20 && res.body.total_facilities === 0; i++) {
        bvn = newBvn();
        ref = await consent(bvn);
        res = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}`).expect(200);
      }
      for (const f of ['bvn', 'months_analyzed', 'total_facilities', 'active_facilities', 'on_time_payments_pct', 'worst_delinquency_days', 'facilities', 'request_id']) {
        expect(res.body).toHaveProperty(f);
      }
      expect(res.body.bvn).toBe(bvn);
      expect(res.body.months_analyzed).toBe(24);
      expect(res.body.total_facilities).toBe(res.body.facilities.length);
      expect(res.body.total_facilities).toBeGreaterThan(0);
      expect(res.body.active_facilities).toBe(res.body.facilities.filter((f: { status: string }) => f.status === 'open').length);
      expect(res.body.on_time_payments_pct).toBeGreaterThanOrEqual(0);
      expect(res.body.on_time_payments_pct).toBeLessThanOrEqual(100);
      const f = res.body.facilities[0];
      for (const k of ['account_ref', 'lender', 'facility_type', 'credit_limit', 'outstanding_balance', 'opened_on', 'status', 'payment_history']) expect(f).toHaveProperty(k);
      const worst = Math.max(0, ...res.body.facilities.flatMap((x: { payment_history: { days_past_due: number }[] }) => x.payment_history.map((m) => m.days_past_due)));
      expect(res.body.worst_delinquency_days).toBe(worst);
      for (const x of res.body.facilities) expect(x.payment_history.length).toBeLessThanOrEqual(24);

      const six = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}&months=6`).expect(200);
      expect(six.body.months_analyzed).toBe(6);
      for (const x of six.body.facilities) expect(x.payment_history.length).toBeLessThanOrEqual(6);
      const sixty = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}&months=60`).expect(200);
      expect(sixty.body.total_facilities).toBeGreaterThanOrEqual(six.body.total_facilities);
    });

    it('refuses months outside 1-60, a missing consent and a revoked one', async () => {
      const bvn = newBvn();
      const ref = await consent(bvn);
      for (const months of ['0', '61', 'x']) {
        const bad = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}&months=${months}`).expect(400);
        expect(bad.body.error.details[0].field).toBe('months');
      }
      await call('get', `/api/v1/credit/history/?bvn=${bvn}`).expect(400);
      await call('post', `/api/v1/consents/${ref}/revoke`).expect(200);
      expectRefused(await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}`), 'revoked');
    });
  });

  describe('credit report', () => {
    it('is accepted with 202, generated by the worker, announced by credit.report.ready and readable by its organization only', async () => {
      const bvn = newBvn();
      const ref = await consent(bvn);
      const accepted = await call('post', '/api/v1/credit/report/').set('Idempotency-Key', `rep-${bvn}`).send({ bvn, consent_reference: ref }).expect(202);
      expect(Object.keys(accepted.body).sort()).toEqual(['report_id', 'request_id', 'status']);
      expect(accepted.body.status).toBe('pending');
      const id = accepted.body.report_id;
      const replay = await call('post', '/api/v1/credit/report/').set('Idempotency-Key', `rep-${bvn}`).send({ bvn, consent_reference: ref }).expect(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body.report_id).toBe(id);

      const event = await waitFor(() => rx.got.find((r) => r.json.event === 'credit.report.ready' && r.json.report_id === id));
      expect(event.json).toMatchObject({ report_id: id, status: 'completed' });
      expect(JSON.stringify(event.json)).not.toContain(bvn);
      const report = await call('get', `/api/v1/credit/report/${id}`).expect(200);
      expect(report.body).toMatchObject({ report_id: id, status: 'completed', bvn, bureau: 'all', consent_reference: ref });
      expect(report.body.report.score).toBe(event.json.score);
      expect(report.body.report.rating).toBe(ratingOf(report.body.report.score));
      expect(report.body.report.months_analyzed).toBe(24);
      expect(report.body.report.score).toBe((await score(bvn, ref).expect(200)).body.score);
      await call('get', `/api/v1/credit/report/${id}`, other).expect(404);
      await call('get', `/api/v1/credit/report/not-a-uuid`).expect(404);
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM credit_reports WHERE id = $1`, [id]);
      expect(rows[0].n).toBe(1);
    });

    it('refuses a report without a valid consent', async () => {
      const bvn = newBvn();
      expectRefused(await call('post', '/api/v1/credit/report/').send({ bvn, consent_reference: await consent(newBvn()) }), 'bvn_mismatch');
    });
  });

  describe('identity verification', () => {
    it('checks a BVN against names and date of birth in the worker and reports a match per field, never the registry data', async () => {
      const bvn = newBvn();
      const ref = await consent(bvn, ['account_opening']);
      const record = sandboxIdentityRecord('bvn', bvn)!;
      const ok = await call('post', '/api/v1/verifications')
        .send({ bvn, first_name: record.first_name.toUpperCase(), last_name: record.last_name, date_of_birth: record.date_of_birth, consent_reference: ref })
        .expect(202);
      expect(Object.keys(ok.body).sort()).toEqual(['request_id', 'status', 'verification_id']);
      const wrongName = record.first_name === 'Tunde' ? 'Segun' : 'Tunde';
      const bad = await call('post', '/api/v1/verifications')
        .send({ bvn, first_name: wrongName, last_name: record.last_name, date_of_birth: '1900-01-01', consent_reference: ref })
        .expect(202);

      const okEvent = await waitFor(() => rx.got.find((r) => r.json.event === 'verification.completed' && r.json.verification_id === ok.body.verification_id));
      expect(okEvent.json).toMatchObject({ status: 'completed', id_type: 'bvn', id_found: true, all_matched: true });
      const badEvent = await waitFor(() => rx.got.find((r) => r.json.event === 'verification.completed' && r.json.verification_id === bad.body.verification_id));
      expect(badEvent.json).toMatchObject({ status: 'completed', all_matched: false });
      const polled = await call('get', `/api/v1/verifications/${bad.body.verification_id}`).expect(200);
      expect(polled.body.fields).toEqual([
        { field: 'first_name', match: false },
        { field: 'last_name', match: true },
        { field: 'date_of_birth', match: false },
      ]);
      expect(polled.body.id_number).not.toBe(bvn);
      const text = JSON.stringify(polled.body) + badEvent.raw.toString();
      expect(text).not.toContain(record.first_name);
      expect(text).not.toContain(record.date_of_birth);
      expect(text).not.toContain(bvn);
      await call('get', `/api/v1/verifications/${bad.body.verification_id}`, other).expect(404);
    });

    it('verifies a NIN under a consent, reports an unknown number as not found, and refuses without consent', async () => {
      const ref = await consent(newBvn(), ['account_opening']);
      const unknown = await call('post', '/api/v1/verifications')
        .send({ nin: '00001234567', first_name: 'Ada', last_name: 'Obi', date_of_birth: '1990-01-01', consent_reference: ref })
        .expect(202);
      await waitFor(async () => (await call('get', `/api/v1/verifications/${unknown.body.verification_id}`)).body.status === 'completed');
      const v = (await call('get', `/api/v1/verifications/${unknown.body.verification_id}`).expect(200)).body;
      expect(v).toMatchObject({ id_type: 'nin', id_found: false, all_matched: false });
      await call('post', '/api/v1/verifications').send({ bvn: newBvn(), nin: '12345678901', first_name: 'A', last_name: 'B', date_of_birth: '1990-01-01', consent_reference: ref }).expect(400);
      expectRefused(
        await call('post', '/api/v1/verifications').send({ bvn: newBvn(), first_name: 'A', last_name: 'B', date_of_birth: '1990-01-01', consent_reference: ref }),
        'bvn_mismatch',
      );
    });
  });

  describe('access log', () => {
    it("writes every access to a BVN's data, allowed or refused, readable by role A only, without the BVN itself", async () => {
      const bvn = newBvn();
      const ref = await consent(bvn);
      await score(bvn, ref).set('X-Request-ID', 'req-log-1').expect(200);
      await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}`).expect(200);
      expectRefused(await score(bvn, 'CNS-UNKNOWN'), 'not_found');
      const log = await call('get', `/api/v1/credit/access-log?bvn=${bvn}`).expect(200);
      expect(log.body.count).toBe(4);
      const actions = log.body.results.map((e: { action: string; outcome: string }) => `${e.action}:${e.outcome}`);
      expect(actions).toEqual(['credit.score:refused', 'credit.history:allowed', 'credit.score:allowed', 'consent.create:allowed']);
      const scored = log.body.results.find((e: { request_id: string }) => e.request_id === 'req-log-1');
      expect(scored).toMatchObject({ action: 'credit.score', outcome: 'allowed', consent_reference: ref, subject: `${bvn.slice(0, 3)}******${bvn.slice(-2)}` });
      expect(log.body.results[0].reason).toBe('not_found');
      expect(JSON.stringify(log.body)).not.toContain(bvn);
      const { rows } = await t.db.query(`SELECT * FROM credit_access_log`);
      expect(JSON.stringify(rows)).not.toContain(bvn);
      await call('get', `/api/v1/credit/access-log?bvn=${bvn}`, member).expect(403);
      expect((await call('get', `/api/v1/credit/access-log?bvn=${bvn}`, other).expect(200)).body.count).toBe(0);
    });
  });
});

import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { BureauFacility, BureauInquiry } from '../src/credit/bureaus/bureau.types.js';
import { monthKey } from '../src/credit/bureaus/bureau.types.js';
import { loadConfig } from '../src/config/config.js';
import { startBureauStub, startBureauStubs } from './support/credit-bureau-stub.js';
import { createOrganization, startTestApp, TEST_SECRETS, TestApp } from './support/test-app.js';

const newBvn = () => `2${String(randomInt(0, 9_999_999_999)).padStart(10, '0')}`;
/** The stub bureaus share the test's event loop: long enough that a stall never cuts off one that answered. */
const TIMEOUT_MS = '3000';
const dayAgo = (days: number) => new Date(Date.now() - days * 86400_000).toISOString().slice(0, 10);
const opened = (monthsAgo: number) => `${monthKey(monthsAgo)}-10`;
/** Monthly statuses, most recent first, for `months` months; `dpd(i)` is the status i months ago. */
const months = (n: number, dpd: (i: number) => number = () => 0) => Array.from({ length: n }, (_, i) => ({ month: monthKey(i), days_past_due: dpd(i) }));

function facility(f: Partial<BureauFacility> & Pick<BureauFacility, 'lender' | 'facility_type' | 'credit_limit' | 'outstanding_balance' | 'opened_on'>): BureauFacility {
  return {
    account_ref: `****${String(randomInt(0, 9999)).padStart(4, '0')}`,
    lender_type: 'commercial_bank',
    currency: 'NGN',
    closed_on: null,
    status: 'open',
    days_past_due: 0,
    payment_history: months(24),
    ...f,
  };
}

/** A long, clean file: card, overdraft, term loan and mortgage, all paid on time. */
const primeFacilities = (): BureauFacility[] => [
  facility({ lender: 'GTBank', facility_type: 'credit_card', credit_limit: 1_500_000, outstanding_balance: 150_000, opened_on: opened(72), payment_history: months(60) }),
  facility({ lender: 'Zenith Bank Plc', facility_type: 'overdraft', credit_limit: 2_000_000, outstanding_balance: 200_000, opened_on: opened(40), payment_history: months(40) }),
  facility({ lender: 'Access Bank', facility_type: 'term_loan', credit_limit: 5_000_000, outstanding_balance: 2_400_000, instalment_amount: 180_000, amount_overdue: 0, opened_on: opened(30), payment_history: months(30) }),
  facility({ lender: 'Abbey Mortgage Bank', lender_type: 'mortgage_bank', facility_type: 'mortgage', credit_limit: 30_000_000, outstanding_balance: 22_000_000, opened_on: opened(60), payment_history: months(60) }),
];
const oneOldInquiry: BureauInquiry[] = [{ date: dayAgo(240), institution: 'Fidelity Bank', inquiry_type: 'hard', purpose: 'loan_application' }];

interface ScoreBody {
  score: number;
  rating: string;
  no_hit: boolean;
  thin_file: boolean;
  partial: boolean;
  knockouts: string[];
  bureaus_answered: string[];
  bureaus_unavailable: string[];
  score_basis: Record<string, unknown>;
  factors: { code: string; category: string; description: string; impact: string; points: number; max_points: number }[];
}

// Lending-grade judgments (issue 18), each scored from a bureau record the test makes, served by
// two stub bureaus over HTTP.
describe('credit judgments from bureau files', () => {
  let t: TestApp;
  let bank: string;
  let other: string;
  let crc: Awaited<ReturnType<typeof startBureauStub>>;
  let fc: Awaited<ReturnType<typeof startBureauStub>>;
  let stubs: Awaited<ReturnType<typeof startBureauStubs>>;

  const call = (method: 'get' | 'post', path: string, token = bank) => request(t.server)[method](path).set('Authorization', `Bearer ${token}`);
  const consent = async (bvn: string, token = bank) =>
    (await call('post', '/api/v1/consents', token).send({ bvn, purposes: ['loan_application', 'periodic_review'] }).expect(201)).body.consent_reference as string;
  /** Puts the file at CRC only (FirstCentral holds none), consents, and scores it. */
  const scoreOf = async (facilities: BureauFacility[], inquiries: BureauInquiry[] = oneOldInquiry): Promise<ScoreBody> => {
    const bvn = newBvn();
    crc.state.files.set(bvn, { facilities, inquiries });
    fc.state.files.set(bvn, null);
    return (await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: await consent(bvn) }).expect(200)).body;
  };
  const factor = (body: ScoreBody, category: string) => body.factors.find((f) => f.category === category)!;

  beforeAll(async () => {
    stubs = await startBureauStubs();
    ({ crc, fc } = stubs);
    t = await startTestApp({ CREDIT_BUREAU_CRC_URL: crc.url, CREDIT_BUREAU_FIRST_CENTRAL_URL: fc.url, CREDIT_BUREAU_TIMEOUT_MS: TIMEOUT_MS });
    bank = (await createOrganization(t, 'Judgment Bank')).api_token;
    other = (await createOrganization(t, 'Second Lender')).api_token;
  });
  afterAll(async () => {
    await t?.close();
    await stubs?.close();
  });
  beforeEach(() => stubs.reset());

  describe('defaults', () => {
    it('scores the clean prime file excellent, with no knock-out', async () => {
      const prime = await scoreOf(primeFacilities());
      expect(prime.rating).toBe('excellent');
      expect(prime).toMatchObject({ knockouts: [], no_hit: false, thin_file: false, partial: false });
      expect(prime.score_basis.worst_classification).toBe('performing');
    });

    it('keeps a prime file with one open facility 90, 120, 180 or 400 days past due at poor or below, lower the longer it is overdue', async () => {
      const scores: number[] = [];
      for (const dpd of [90, 120, 180, 400]) {
        const late = facility({
          lender: 'First Bank of Nigeria', facility_type: 'auto_loan', credit_limit: 8_000_000, outstanding_balance: 6_100_000, instalment_amount: 310_000,
          amount_overdue: 310_000 * Math.ceil(dpd / 30), opened_on: opened(26), days_past_due: dpd,
          payment_history: months(26, (i) => Math.max(0, dpd - 30 * i)),
        });
        const body = await scoreOf([...primeFacilities(), late]);
        expect(['poor', 'very_poor']).toContain(body.rating);
        expect(body.score).toBeLessThanOrEqual(579);
        expect(body.knockouts).toEqual(['non_performing_facility']);
        expect(body.score_basis.worst_classification).toBe(dpd >= 360 ? 'lost' : dpd >= 180 ? 'doubtful' : 'substandard');
        const marks = factor(body, 'derogatory_marks');
        expect(marks.points).toBeLessThan(-100);
        expect(marks.description).toContain(`${dpd} days past due now`);
        scores.push(body.score);
      }
      for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]);
      expect(scores[3]).toBeLessThan(scores[0]);
      expect(scores[3]).toBeLessThan(500);
    });

    it('keeps a file with a written-off NGN 3.81m loan at poor or below, below a BVN with no file, with the write-off counted in utilisation', async () => {
      const writtenOff = facility({
        lender: 'Renmoney MFB', lender_type: 'microfinance_bank', facility_type: 'term_loan', credit_limit: 4_500_000, outstanding_balance: 3_810_000,
        amount_overdue: 3_810_000, opened_on: opened(30), status: 'written_off', closed_on: `${monthKey(10)}-05`, days_past_due: 180, classification: 'lost',
        payment_history: months(20, (i) => (i < 10 ? 0 : Math.min(180, 30 * (20 - i)))).slice(10),
      });
      const body = await scoreOf([...primeFacilities(), writtenOff]);
      expect(['poor', 'very_poor']).toContain(body.rating);
      expect(body.knockouts).toEqual(['written_off_facility']);
      expect(body.score_basis.worst_classification).toBe('lost');
      expect(factor(body, 'utilisation').description).toContain('including NGN 3,810,000 written off');
      expect(factor(body, 'derogatory_marks').description).toMatch(/Renmoney Microfinance Bank term loan written off 10 months ago \(NGN 3,810,000 unpaid\)/);
      const noFile = await scoreOf([], []);
      expect(body.score).toBeLessThan(noFile.score);
    });
  });

  describe('no file and thin files', () => {
    it('flags a BVN no bureau holds as no_hit, scored neutral (fair), not as bad credit', async () => {
      const bvn = newBvn();
      crc.state.files.set(bvn, null);
      fc.state.files.set(bvn, null);
      const body: ScoreBody = (await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: await consent(bvn) }).expect(200)).body;
      expect(body).toMatchObject({ no_hit: true, thin_file: false, partial: false, knockouts: [], bureaus_answered: ['crc', 'first_central'] });
      expect(body.rating).toBe('fair');
      expect(body.score_basis).toMatchObject({ facilities: 0, payments_reported: 0, oldest_facility_months: null, worst_classification: null });
      expect(body.score_basis.summary).toMatch(/not evidence of bad credit/);
      for (const c of ['payment_history', 'file_age', 'credit_mix', 'utilisation']) expect(factor(body, c).impact).toBe('neutral');
    });

    it('flags a clean four-month file as thin and scores it fair or better, on what it shows', async () => {
      const body = await scoreOf(
        [facility({ lender: 'FairMoney MFB', lender_type: 'digital_lender', facility_type: 'mobile_loan', credit_limit: 60_000, outstanding_balance: 20_000, instalment_amount: 21_000, opened_on: opened(4), payment_history: months(3) })],
        [{ date: dayAgo(125), institution: 'FairMoney', inquiry_type: 'hard', purpose: 'loan_application' }],
      );
      expect(body).toMatchObject({ no_hit: false, thin_file: true, knockouts: [] });
      expect(body.score).toBeGreaterThanOrEqual(580);
      expect(body.score_basis).toMatchObject({ facilities: 1, payments_reported: 3, oldest_facility_months: 4 });
      expect(body.score_basis.summary).toMatch(/^Thin file: 1 facility and 3 monthly repayments/);
    });
  });

  describe('bureaus down', () => {
    it('answers partial from the bureau that answered and says which did not', async () => {
      const bvn = newBvn();
      const ref = await consent(bvn);
      fc.state.mode = 'down';
      const body: ScoreBody = (await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200)).body;
      expect(body).toMatchObject({ partial: true, bureaus_answered: ['crc'], bureaus_unavailable: ['first_central'], bureau_source: 'crc' });
      const history = await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}`).expect(200);
      expect(history.body).toMatchObject({ partial: true, bureaus_answered: ['crc'], bureaus_unavailable: ['first_central'] });
      fc.state.mode = 'ok';
      const whole: ScoreBody = (await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200)).body;
      expect(whole).toMatchObject({ partial: false, bureaus_answered: ['crc', 'first_central'], bureaus_unavailable: [] });
    });

    it('refuses with 503 when CREDIT_BUREAU_PARTIAL_POLICY=refuse, and the policy is validated', async () => {
      const strict = await startTestApp({ CREDIT_BUREAU_CRC_URL: crc.url, CREDIT_BUREAU_FIRST_CENTRAL_URL: fc.url, CREDIT_BUREAU_TIMEOUT_MS: TIMEOUT_MS, CREDIT_BUREAU_PARTIAL_POLICY: 'refuse' }, { shareWith: t });
      try {
        const bvn = newBvn();
        const ref = await consent(bvn);
        crc.state.mode = 'slow';
        const refused = await request(strict.server).post('/api/v1/credit/score/').set('Authorization', `Bearer ${bank}`).send({ bvn, consent_reference: ref }).expect(503);
        expect(refused.body.error.code).toBe('SERVICE_UNAVAILABLE');
        expect(refused.body.error.details).toEqual([{ field: 'bureau', issue: 'crc unavailable' }]);
        expect(refused.headers['retry-after']).toBe('30');
        // One bureau asked for by name is not partial; both up answers as usual.
        await request(strict.server).post('/api/v1/credit/score/').set('Authorization', `Bearer ${bank}`).send({ bvn, consent_reference: ref, bureau: 'first_central' }).expect(200);
        crc.state.mode = 'ok';
        const ok = await request(strict.server).post('/api/v1/credit/score/').set('Authorization', `Bearer ${bank}`).send({ bvn, consent_reference: ref }).expect(200);
        expect(ok.body.partial).toBe(false);
      } finally {
        await strict.close();
      }
      expect(() => loadConfig({ ...TEST_SECRETS, CREDIT_BUREAU_PARTIAL_POLICY: 'maybe' })).toThrow(/CREDIT_BUREAU_PARTIAL_POLICY/);
    });
  });

  describe('inquiries and loan stacking', () => {
    it("counts one lender's repeat pulls for one purpose once, under any spelling of its name", async () => {
      const once = await scoreOf(primeFacilities(), [{ date: dayAgo(2), institution: 'GTBank', inquiry_type: 'hard', purpose: 'loan_application' }]);
      const repeats = await scoreOf(
        primeFacilities(),
        ['GTBank', 'Guaranty Trust Bank Plc', 'GTB', 'GUARANTY TRUST BANK', 'GTBank'].map((institution, i) => ({ date: dayAgo(i < 3 ? 2 : 1), institution, inquiry_type: 'hard' as const, purpose: 'loan_application' })),
      );
      expect(repeats.score).toBe(once.score);
      expect(repeats.score_basis).toMatchObject({ hard_inquiries_7d: 1, hard_inquiries_30d: 1, lenders_30d: 1 });
    });

    it('weighs inquiries of the last 7 and 30 days and the number of lenders heavily; periodic reviews do not count', async () => {
      const lenders = ['Carbon', 'FairMoney', 'Branch', 'Palmcredit'];
      const lastYear = await scoreOf(primeFacilities(), lenders.map((institution, i) => ({ date: dayAgo(300 + i), institution, inquiry_type: 'hard' as const, purpose: 'loan_application' })));
      const thisMonth = await scoreOf(primeFacilities(), lenders.map((institution, i) => ({ date: dayAgo(12 + i), institution, inquiry_type: 'hard' as const, purpose: 'loan_application' })));
      const thisWeek = await scoreOf(primeFacilities(), lenders.map((institution, i) => ({ date: dayAgo(i), institution, inquiry_type: 'hard' as const, purpose: 'loan_application' })));
      expect(thisWeek.score_basis).toMatchObject({ hard_inquiries_7d: 4, hard_inquiries_30d: 4, hard_inquiries_12m: 4, lenders_30d: 4 });
      expect(thisMonth.score).toBeLessThan(lastYear.score - 50);
      expect(thisWeek.score).toBeLessThan(thisMonth.score - 50);
      expect(factor(thisWeek, 'loan_stacking')).toMatchObject({ code: 'loan_stacking', impact: 'negative' });
      expect(factor(thisWeek, 'loan_stacking').points).toBeLessThanOrEqual(-100);
      expect(factor(lastYear, 'loan_stacking').points).toBe(0);

      const reviews = await scoreOf(primeFacilities(), [
        ...oneOldInquiry,
        ...lenders.map((institution, i) => ({ date: dayAgo(i), institution, inquiry_type: 'hard' as const, purpose: 'periodic_review' })),
      ]);
      const base = await scoreOf(primeFacilities());
      expect(reviews.score).toBe(base.score);
    });

    it('refuses a hard inquiry without a lending purpose', async () => {
      const bvn = newBvn();
      const ref = await consent(bvn);
      const bad = await call('post', '/api/v1/credit/inquiry/').send({ bvn, inquiry_type: 'hard', consent_reference: ref, purpose: 'periodic_review' }).expect(400);
      expect(bad.body.error.code).toBe('VALIDATION_ERROR');
      expect(bad.body.error.details).toEqual([{ field: 'purpose', issue: expect.stringMatching(/lending purpose/) }]);
      await call('post', '/api/v1/credit/inquiry/').send({ bvn, inquiry_type: 'soft', consent_reference: ref, purpose: 'periodic_review' }).expect(201);
    });

    it('counts a member lender pulling twice through this service once, and another lender again', async () => {
      const bvn = newBvn();
      crc.state.files.set(bvn, { facilities: primeFacilities(), inquiries: oneOldInquiry });
      fc.state.files.set(bvn, null);
      const ref = await consent(bvn);
      const theirs = await consent(bvn, other);
      const hard = { bvn, inquiry_type: 'hard', purpose: 'loan_application' };
      const before = (await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200)).body.score;
      await call('post', '/api/v1/credit/inquiry/').send({ ...hard, consent_reference: ref }).expect(201);
      const afterOne = (await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200)).body;
      expect(afterOne.score).toBeLessThan(before);
      await call('post', '/api/v1/credit/inquiry/').send({ ...hard, consent_reference: ref }).expect(201);
      const afterRepeat = (await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200)).body;
      expect(afterRepeat.score).toBe(afterOne.score);
      expect(afterRepeat.score_basis.hard_inquiries_7d).toBe(1);
      await call('post', '/api/v1/credit/inquiry/', other).send({ ...hard, consent_reference: theirs }).expect(201);
      const afterOther = (await call('post', '/api/v1/credit/score/').send({ bvn, consent_reference: ref }).expect(200)).body;
      expect(afterOther.score).toBeLessThan(afterOne.score);
      expect(afterOther.score_basis).toMatchObject({ hard_inquiries_7d: 2, lenders_30d: 2 });
    });
  });

  describe('merging across bureaus', () => {
    it('matches one facility the bureaus spell and mask differently, and keeps two alike loans of one bureau apart', async () => {
      const bvn = newBvn();
      const loan = facility({ lender: 'GTBank', account_ref: '****1234', facility_type: 'term_loan', credit_limit: 2_000_000, outstanding_balance: 900_000, opened_on: opened(18), payment_history: months(18) });
      const sameAtFc = { ...loan, lender: 'Guaranty Trust Bank Plc', account_ref: 'XXXXXX1234', payment_history: months(18, (i) => (i === 5 ? 30 : 0)) };
      const secondLoan = { ...loan, account_ref: '****9876', opened_on: opened(6), payment_history: months(6) };
      crc.state.files.set(bvn, { facilities: [loan, secondLoan], inquiries: [] });
      fc.state.files.set(bvn, { facilities: [sameAtFc], inquiries: [] });
      const ref = await consent(bvn);
      const history = (await call('get', `/api/v1/credit/history/?bvn=${bvn}&consent_reference=${ref}`).expect(200)).body;
      expect(history.total_facilities).toBe(2);
      expect(history.facilities.map((f: { lender: string }) => f.lender)).toEqual(['Guaranty Trust Bank', 'Guaranty Trust Bank']);
      const merged = history.facilities.find((f: { opened_on: string }) => f.opened_on === loan.opened_on);
      expect(merged.worst_delinquency_days).toBe(30);
      expect(merged).toMatchObject({ classification: 'performing', currency: 'NGN' });
    });
  });
});

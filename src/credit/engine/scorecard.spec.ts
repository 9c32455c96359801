import { describe, expect, it } from '@jest/globals';
import type { BureauFacility, BureauFile, BureauInquiry } from '../bureaus/bureau.types.js';
import { loanClassOf, monthKey } from '../bureaus/bureau.types.js';
import { mergeFiles } from '../bureaus/merge.js';
import { SandboxBureau } from '../bureaus/sandbox-bureau.js';
import { RATINGS } from '../credit.constants.js';
import { summarizeHistory } from './repayment-history.js';
import { computeScore, countedInquiries, knockoutCeiling, ratingOf, recencyWeight, severityPoints } from './scorecard.js';
import { findLender, lenderKey } from '../../common/lenders/nigerian-lenders.js';

const now = new Date('2026-11-15T12:00:00Z');
const crc = new SandboxBureau('crc');
const fc = new SandboxBureau('first_central');
const bvns = Array.from({ length: 2000 }, (_, i) => String(22200000000 + i * 7919).padStart(11, '0'));
const merged = (bvn: string) => mergeFiles([crc.fileOf(bvn, now), fc.fileOf(bvn, now)]);

describe('credit scorecard', () => {
  it('maps scores to the rating bands exactly at their edges', () => {
    expect(ratingOf(850)).toBe('excellent');
    expect(ratingOf(740)).toBe('excellent');
    expect(ratingOf(739)).toBe('good');
    expect(ratingOf(670)).toBe('good');
    expect(ratingOf(669)).toBe('fair');
    expect(ratingOf(580)).toBe('fair');
    expect(ratingOf(579)).toBe('poor');
    expect(ratingOf(500)).toBe('poor');
    expect(ratingOf(499)).toBe('very_poor');
    expect(ratingOf(300)).toBe('very_poor');
  });

  it('keeps every sandbox score within 300-850, with a rating from its band, over 2,000 BVNs and every rating represented', () => {
    const seen = new Set<string>();
    for (const bvn of bvns) {
      const { score, rating, factors } = computeScore(merged(bvn), now);
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(300);
      expect(score).toBeLessThanOrEqual(850);
      expect(rating).toBe(ratingOf(score));
      expect(factors.map((f) => f.category).sort()).toEqual(['credit_mix', 'derogatory_marks', 'file_age', 'loan_stacking', 'payment_history', 'recent_inquiries', 'utilisation']);
      seen.add(rating);
    }
    expect([...seen].sort()).toEqual([...RATINGS].sort());
  });

  it('stays within 300-850 for the extreme files', () => {
    const empty: BureauFile = { source: 'crc', facilities: [], inquiries: [] };
    const worst: BureauFile = {
      source: 'crc',
      facilities: [
        {
          account_ref: '****0001', lender: 'Access Bank', lender_type: 'commercial_bank', facility_type: 'credit_card', currency: 'NGN',
          credit_limit: 100_000, outstanding_balance: 500_000, opened_on: '2026-10-01', closed_on: null, status: 'written_off', days_past_due: 180,
          payment_history: [{ month: '2026-11', days_past_due: 180 }, { month: '2026-10', days_past_due: 150 }],
        },
      ],
      inquiries: Array.from({ length: 50 }, () => ({ date: '2026-11-01', institution: 'x', inquiry_type: 'hard' as const, purpose: 'loan_application' })),
    };
    for (const file of [empty, worst]) {
      const { score } = computeScore(file, now);
      expect(score).toBeGreaterThanOrEqual(300);
      expect(score).toBeLessThanOrEqual(850);
    }
    expect(computeScore(worst, now).rating).toBe('very_poor');
  });

  it('gives the same BVN the same file and score every time', () => {
    for (const bvn of bvns.slice(0, 50)) {
      expect(merged(bvn)).toEqual(merged(bvn));
      expect(computeScore(merged(bvn), now)).toEqual(computeScore(merged(bvn), now));
    }
  });

  it('lowers the score with each further hard inquiry and ignores soft ones', () => {
    for (const bvn of bvns.slice(0, 200)) {
      const file = merged(bvn);
      const base = computeScore(file, now).score;
      const withSoft = computeScore({ ...file, inquiries: [{ date: '2026-11-14', institution: 'x', inquiry_type: 'soft', purpose: 'periodic_review' }, ...file.inquiries] }, now).score;
      const withHard = computeScore({ ...file, inquiries: [{ date: '2026-11-14', institution: 'x', inquiry_type: 'hard', purpose: 'loan_application' }, ...file.inquiries] }, now).score;
      expect(withSoft).toBe(base);
      // At the floor (300) a file cannot go lower; above it, every hard inquiry costs.
      if (base > 300) expect(withHard).toBeLessThan(base);
      else expect(withHard).toBe(300);
    }
  });

  it('explains the score: factors sorted by points lost, impacts following their share', () => {
    const { factors } = computeScore(merged(bvns[3]), now);
    const lost = factors.map((f) => f.max_points - f.points);
    expect(lost).toEqual([...lost].sort((a, b) => b - a));
    for (const f of factors) {
      expect(f.points).toBeLessThanOrEqual(f.max_points);
      expect(f.description.length).toBeGreaterThan(10);
    }
  });
});

describe('sandbox bureau and merging', () => {
  it('produces realistic files: Nigerian lenders, NGN amounts, at most 60 months of history, most recent first', () => {
    let facilities = 0;
    for (const bvn of bvns.slice(0, 300)) {
      for (const f of merged(bvn).facilities) {
        facilities++;
        expect(f.payment_history.length).toBeLessThanOrEqual(60);
        expect(f.credit_limit).toBeGreaterThan(0);
        expect(['NGN', 'USD']).toContain(f.currency);
        if (f.currency === 'USD') expect(f.ngn_rate).toBeGreaterThan(0);
        const months = f.payment_history.map((m) => m.month);
        expect(months).toEqual([...months].sort().reverse());
      }
    }
    expect(facilities).toBeGreaterThan(600);
  });

  it('lets each bureau see a subset, and merges a facility reported to both once with the worst month', () => {
    let overlap = 0;
    for (const bvn of bvns.slice(0, 200)) {
      const a = crc.fileOf(bvn, now);
      const b = fc.fileOf(bvn, now);
      const m = mergeFiles([a, b]);
      expect(m.source).toBe('crc+first_central');
      // FirstCentral spells lenders and masks references its own way: matched by lender, date, amount and type.
      const key = (x: BureauFile['facilities'][number]) => `${lenderKey(x.lender)}|${x.account_ref.slice(-4)}|${x.facility_type}|${x.opened_on}`;
      const union = new Set([...a.facilities.map(key), ...b.facilities.map(key)]);
      expect(m.facilities.length).toBe(union.size);
      expect(m.facilities.every((f) => findLender(f.lender)?.name === f.lender)).toBe(true);
      overlap += a.facilities.length + b.facilities.length - union.size;
    }
    expect(overlap).toBeGreaterThan(0);
    const f = { ...crc.fileOf(bvns[1], now).facilities[0] };
    if (f) {
      const late = { ...f, payment_history: f.payment_history.map((p, i) => (i === 0 ? { ...p, days_past_due: 60 } : p)) };
      const m = mergeFiles([{ source: 'crc', facilities: [f], inquiries: [] }, { source: 'first_central', facilities: [late], inquiries: [] }]);
      expect(m.facilities).toHaveLength(1);
      expect(m.facilities[0].payment_history[0].days_past_due).toBe(60);
    }
  });
});

describe('repayment history', () => {
  it('summarizes the window: months, facilities, on-time percentage and worst delinquency', () => {
    for (const bvn of bvns.slice(0, 200)) {
      const file = merged(bvn);
      const h6 = summarizeHistory(file, 6, now);
      const h60 = summarizeHistory(file, 60, now);
      expect(h6.months_analyzed).toBe(6);
      expect(h6.total_facilities).toBeLessThanOrEqual(h60.total_facilities);
      expect(h6.worst_delinquency_days).toBeLessThanOrEqual(h60.worst_delinquency_days);
      expect(h60.on_time_payments_pct).toBeGreaterThanOrEqual(0);
      expect(h60.on_time_payments_pct).toBeLessThanOrEqual(100);
      expect(h60.active_facilities).toBe(h60.facilities.filter((f) => f.status === 'open').length);
      for (const f of h6.facilities) {
        expect(f.payment_history.length).toBeLessThanOrEqual(6);
        expect(f.payment_history.every((m) => m.month >= '2026-06')).toBe(true);
      }
    }
  });
});

// Files made for one judgment each, against a fixed clock.
const opened = (monthsAgo: number) => `${monthKey(monthsAgo, now)}-10`;
const months = (n: number, dpd: (i: number) => number = () => 0) => Array.from({ length: n }, (_, i) => ({ month: monthKey(i, now), days_past_due: dpd(i) }));
const daysAgo = (d: number) => new Date(now.getTime() - d * 86400_000).toISOString().slice(0, 10);
function fac(f: Partial<BureauFacility> & Pick<BureauFacility, 'facility_type' | 'credit_limit' | 'outstanding_balance' | 'opened_on'>): BureauFacility {
  return { account_ref: '****0001', lender: 'Access Bank', lender_type: 'commercial_bank', currency: 'NGN', closed_on: null, status: 'open', days_past_due: 0, payment_history: months(24), ...f };
}
const prime = (): BureauFacility[] => [
  fac({ lender: 'GTBank', facility_type: 'credit_card', credit_limit: 1_500_000, outstanding_balance: 150_000, opened_on: opened(72), payment_history: months(60) }),
  fac({ lender: 'Zenith Bank', facility_type: 'overdraft', credit_limit: 2_000_000, outstanding_balance: 200_000, opened_on: opened(40), payment_history: months(40) }),
  fac({ facility_type: 'term_loan', credit_limit: 5_000_000, outstanding_balance: 2_400_000, opened_on: opened(30), payment_history: months(30) }),
  fac({ lender: 'Abbey Mortgage Bank', facility_type: 'mortgage', credit_limit: 30_000_000, outstanding_balance: 22_000_000, opened_on: opened(60), payment_history: months(60) }),
];
const file = (facilities: BureauFacility[], inquiries: BureauInquiry[] = []): BureauFile => ({ source: 'crc', facilities, inquiries });
const npl = (dpd: number) =>
  fac({ lender: 'First Bank', facility_type: 'auto_loan', credit_limit: 8_000_000, outstanding_balance: 6_000_000, opened_on: opened(26), days_past_due: dpd, payment_history: months(26, (i) => Math.max(0, dpd - 30 * i)) });
const hard = (date: string, institution: string, purpose = 'loan_application'): BureauInquiry => ({ date, institution, inquiry_type: 'hard', purpose });

describe('CBN loan classes', () => {
  it('classes days past due at the prudential guidelines\' edges', () => {
    const cases: [number, string][] = [[0, 'performing'], [30, 'performing'], [31, 'watch_list'], [60, 'watch_list'], [89, 'watch_list'], [90, 'substandard'], [179, 'substandard'], [180, 'doubtful'], [359, 'doubtful'], [360, 'lost'], [720, 'lost']];
    for (const [dpd, cls] of cases) expect([dpd, loanClassOf(dpd)]).toEqual([dpd, cls]);
  });

  it('takes the worse of the lender\'s reported class and the days past due, and lost for a write-off', () => {
    const reportedDoubtful = fac({ facility_type: 'term_loan', credit_limit: 1e6, outstanding_balance: 5e5, opened_on: opened(20), days_past_due: 30, classification: 'doubtful' });
    expect(computeScore(file([...prime(), reportedDoubtful]), now).basis.worst_classification).toBe('doubtful');
    const writtenOff = fac({ facility_type: 'term_loan', credit_limit: 1e6, outstanding_balance: 5e5, opened_on: opened(20), status: 'written_off', closed_on: opened(3) });
    expect(computeScore(file([...prime(), writtenOff]), now).basis.worst_classification).toBe('lost');
    expect(computeScore(file(prime()), now).basis.worst_classification).toBe('performing');
  });
});

describe('derogatory penalties', () => {
  it('grow with days past due through every class, with no flat top at 90 days', () => {
    let last = 0;
    for (const dpd of [90, 120, 150, 180, 240, 300, 360]) {
      expect(severityPoints(dpd)).toBeGreaterThan(last);
      last = severityPoints(dpd);
    }
    expect(severityPoints(60)).toBe(0);
  });

  it('fade with age, a write-off more slowly than a cured default', () => {
    for (const wo of [false, true]) {
      let last = Infinity;
      for (const m of [0, 6, 12, 24, 48, 60]) {
        expect(recencyWeight(m, wo)).toBeLessThan(last + (m === 0 ? 0 : 1e-9));
        last = recencyWeight(m, wo);
      }
    }
    expect(recencyWeight(36, true)).toBeGreaterThan(recencyWeight(36, false));
    expect(knockoutCeiling({ kind: 'written_off', cls: 'lost', monthsAgo: 6 })).toBeLessThan(knockoutCeiling({ kind: 'written_off', cls: 'lost', monthsAgo: 50 }));
    expect(knockoutCeiling({ kind: 'non_performing', cls: 'lost', monthsAgo: 0 })).toBeLessThan(knockoutCeiling({ kind: 'non_performing', cls: 'substandard', monthsAgo: 0 }));
  });

  it('keep a prime file with a current non-performing facility at poor or below, lower the longer overdue', () => {
    expect(computeScore(file(prime()), now).rating).toBe('excellent');
    let last = Infinity;
    for (const dpd of [90, 120, 150, 180, 270, 360, 450]) {
      const card = computeScore(file([...prime(), npl(dpd)]), now);
      expect(card.score).toBeLessThanOrEqual(579);
      expect(card.knockouts).toEqual(['non_performing_facility']);
      expect(card.score).toBeLessThanOrEqual(last);
      last = card.score;
    }
    expect(computeScore(file([...prime(), npl(450)]), now).rating).toBe('very_poor');
    // A cured default is no knock-out, and costs less the longer ago it was.
    const cured = (ago: number) => fac({ facility_type: 'sme_loan', credit_limit: 1e6, outstanding_balance: 0, opened_on: opened(58), status: 'closed', closed_on: opened(ago - 1), payment_history: months(58, (i) => (i === ago ? 120 : 0)).slice(ago - 1) });
    const recent = computeScore(file([...prime(), cured(4)]), now);
    const old = computeScore(file([...prime(), cured(40)]), now);
    expect(recent.knockouts).toEqual([]);
    expect(recent.score).toBeLessThan(old.score);
  });

  it('count a written-off balance in utilisation and leave the written-off kind out of the credit mix', () => {
    const wo = fac({ lender: 'Renmoney MFB', facility_type: 'sme_loan', credit_limit: 4_500_000, outstanding_balance: 3_810_000, opened_on: opened(30), status: 'written_off', closed_on: opened(8) });
    const card = computeScore(file([...prime(), wo]), now);
    const util = card.factors.find((f) => f.category === 'utilisation')!;
    const base = computeScore(file(prime()), now).factors.find((f) => f.category === 'utilisation')!;
    expect(util.description).toContain('including NGN 3,810,000 written off');
    expect(util.points).toBeLessThan(base.points);
    expect(card.factors.find((f) => f.category === 'credit_mix')!.description).not.toContain('sme_loan');
    expect(card.knockouts).toEqual(['written_off_facility']);
    expect(card.score).toBeLessThanOrEqual(519);
  });
});

describe('no-hit and thin files', () => {
  it('scores no file at the neutral starting point, flagged, above any knock-out file', () => {
    const none = computeScore(file([]), now);
    expect(none).toMatchObject({ no_hit: true, thin_file: false, rating: 'fair', knockouts: [] });
    expect(none.score).toBeGreaterThan(computeScore(file([...prime(), npl(90)]), now).score);
  });

  it('weighs a thin file toward neutral in proportion to its evidence, never as a bad file', () => {
    const mobile = (n: number, dpd: (i: number) => number = () => 0) => fac({ lender: 'Carbon', facility_type: 'mobile_loan', credit_limit: 50_000, outstanding_balance: 20_000, opened_on: opened(n + 1), payment_history: months(n, dpd) });
    const two = computeScore(file([mobile(2)]), now);
    expect(two).toMatchObject({ thin_file: true, no_hit: false });
    expect(two.score).toBeGreaterThanOrEqual(580);
    // A late month on a thin file costs less than on a full one: it is weaker evidence.
    const lateThin = computeScore(file([mobile(3, (i) => (i === 0 ? 60 : 0))]), now);
    expect(lateThin.thin_file).toBe(true);
    expect(lateThin.score).toBeLessThan(computeScore(file([mobile(3)]), now).score);
    expect(computeScore(file([mobile(14)]), now).thin_file).toBe(false);
  });
});

describe('inquiries', () => {
  it("count one lender's repeat pulls for one purpose within 14 days once, whatever the spelling; reviews and soft pulls never", () => {
    const counted = countedInquiries([
      hard(daysAgo(1), 'GTBank'), hard(daysAgo(1), 'Guaranty Trust Bank Plc'), hard(daysAgo(3), 'GTB'),
      hard(daysAgo(30), 'GTBank'), hard(daysAgo(1), 'GTBank', 'account_opening'), hard(daysAgo(1), 'Carbon'),
      hard(daysAgo(2), 'Zenith Bank', 'periodic_review'), { date: daysAgo(1), institution: 'Access Bank', inquiry_type: 'soft', purpose: 'loan_application' },
    ]);
    expect(counted.map((q) => `${lenderKey(q.institution)}:${q.purpose}:${q.date}`).sort()).toEqual(
      [`carbon:loan_application:${daysAgo(1)}`, `gtbank:account_opening:${daysAgo(1)}`, `gtbank:loan_application:${daysAgo(30)}`, `gtbank:loan_application:${daysAgo(3)}`].sort(),
    );
  });

  it('weigh the last 7 and 30 days and the number of lenders heavily', () => {
    const four = ['Carbon', 'FairMoney', 'Branch', 'Palmcredit'];
    const at = (d: number) => computeScore(file(prime(), four.map((l, i) => hard(daysAgo(d + i), l))), now);
    const year = at(200);
    const month = at(12);
    const week = at(0);
    expect(month.score).toBeLessThan(year.score - 50);
    expect(week.score).toBeLessThan(month.score - 50);
    expect(week.factors.find((f) => f.category === 'loan_stacking')!.points).toBeLessThanOrEqual(-100);
    expect(week.basis).toMatchObject({ hard_inquiries_7d: 4, hard_inquiries_30d: 4, lenders_30d: 4 });
  });
});

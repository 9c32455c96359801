import { describe, expect, it } from '@jest/globals';
import type { BureauFile } from '../bureaus/bureau.types.js';
import { mergeFiles } from '../bureaus/merge.js';
import { SandboxBureau } from '../bureaus/sandbox-bureau.js';
import { RATINGS } from '../credit.constants.js';
import { summarizeHistory } from './repayment-history.js';
import { computeScore, ratingOf } from './scorecard.js';

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
      expect(factors.map((f) => f.category).sort()).toEqual(['credit_mix', 'file_age', 'payment_history', 'recent_inquiries', 'utilisation']);
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
      expect(withHard).toBeLessThan(base);
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
        expect(f.currency).toBe('NGN');
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
      const keys = (f: BureauFile) => new Set(f.facilities.map((x) => `${x.lender}|${x.account_ref}|${x.facility_type}`));
      const union = new Set([...keys(a), ...keys(b)]);
      expect(m.facilities.length).toBe(union.size);
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

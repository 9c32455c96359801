import { describe, expect, it } from '@jest/globals';
import { loanClassOf, REVOLVING } from './bureau.types.js';
import { SandboxBureau, sandboxConsumer } from './sandbox-bureau.js';

const now = new Date('2026-11-15T12:00:00Z');
const bvns = Array.from({ length: 2000 }, (_, i) => String(22200000000 + i * 7919).padStart(11, '0'));
const facilities = bvns.flatMap((bvn) => sandboxConsumer(bvn, now).facilities);

describe('sandbox bureau records', () => {
  it('never closes a facility with arrears: closed means repaid, zero balance, nothing overdue, last month on time', () => {
    const closed = facilities.filter((f) => f.status === 'closed');
    expect(closed.length).toBeGreaterThan(300);
    for (const f of closed) {
      expect([f.account_ref, f.payment_history[0]?.days_past_due ?? 0]).toEqual([f.account_ref, 0]);
      expect(f.outstanding_balance).toBe(0);
      expect(f.amount_overdue).toBe(0);
      expect(f.days_past_due).toBe(0);
      expect(f.classification).toBe('performing');
      expect(f.closed_on! >= f.opened_on).toBe(true);
    }
  });

  it('keeps open facilities consistent: class from days past due, the last month reported, overdue only when late', () => {
    const open = facilities.filter((f) => f.status === 'open');
    for (const f of open) {
      expect(f.classification).toBe(loanClassOf(f.days_past_due));
      expect(f.payment_history[0].days_past_due).toBe(f.days_past_due);
      if (f.days_past_due === 0) expect(f.amount_overdue).toBe(0);
      else expect(f.amount_overdue).toBeGreaterThan(0);
      expect(f.amount_overdue!).toBeLessThanOrEqual(f.outstanding_balance);
    }
    const classes = new Set(open.map((f) => f.classification));
    expect([...classes].sort()).toEqual(expect.arrayContaining(['performing', 'substandard', 'watch_list']));
  });

  it('writes off with the unpaid balance all overdue, classed lost, dated', () => {
    const writtenOff = facilities.filter((f) => f.status === 'written_off');
    expect(writtenOff.length).toBeGreaterThan(50);
    for (const f of writtenOff) {
      expect(f.outstanding_balance).toBeGreaterThan(0);
      expect(f.amount_overdue).toBe(f.outstanding_balance);
      expect(f.classification).toBe('lost');
      expect(f.closed_on).not.toBeNull();
      expect(f.days_past_due).toBeGreaterThanOrEqual(180);
    }
  });

  it('gives loans an instalment and a maturity date, revolving lines none; some facilities are in US dollars', () => {
    for (const f of facilities) {
      if (REVOLVING.has(f.facility_type)) expect(f.instalment_amount).toBeNull();
      else {
        expect(f.instalment_amount).toBeGreaterThan(0);
        expect(f.maturity_date! > f.opened_on).toBe(true);
      }
    }
    const usd = facilities.filter((f) => f.currency === 'USD');
    expect(usd.length).toBeGreaterThan(10);
    for (const f of usd) expect(f.ngn_rate).toBeGreaterThan(100);
  });
});

describe('sandbox magic BVNs', () => {
  it('give their documented outcome every time', async () => {
    expect(sandboxConsumer('22200000000', now).facilities).toEqual([]);
    const thin = sandboxConsumer('22200000001', now).facilities;
    expect(thin.length).toBeGreaterThanOrEqual(1);
    expect(thin.length).toBeLessThanOrEqual(2);
    // every month, not only this one
    for (let m = 0; m < 24; m++) {
      const defaulted = sandboxConsumer('22200000005', new Date(now.getTime() - m * 30 * 86400_000)).facilities;
      expect([m, defaulted.some((f) => f.status === 'written_off' || f.days_past_due >= 90)]).toEqual([m, true]);
    }
    const prime = sandboxConsumer('22200000002', now).facilities;
    expect(prime.every((f) => f.status !== 'written_off')).toBe(true);
  });

  it('make a sandbox bureau unavailable for the outage BVNs', async () => {
    await expect(new SandboxBureau('crc').fetchFile('22200000010')).rejects.toThrow(/down/);
    await expect(new SandboxBureau('first_central').fetchFile('22200000010')).resolves.toBeDefined();
    await expect(new SandboxBureau('first_central').fetchFile('22200000011')).rejects.toThrow(/down/);
    await expect(new SandboxBureau('crc').fetchFile('22200000012')).rejects.toThrow(/down/);
  });
});

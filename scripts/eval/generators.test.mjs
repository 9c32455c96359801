// node --test 'scripts/eval/*.test.mjs': the generators' own invariants (outside jest; npm test runs it after jest)
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { validateWorld } from './harness.mjs';
import * as lagosRetail from './generators/lagos-retail.mjs';
import * as mfbAgency from './generators/mfb-agency.mjs';
import * as fintechWallets from './generators/fintech-wallets.mjs';
import * as tuning from './generators/tuning.mjs';
import * as tuningHard from './generators/tuning-hard.mjs';
import * as tuningFlows from './generators/tuning-flows.mjs';
import * as tuningWide from './generators/tuning-wide.mjs';
import * as tuningYoung from './generators/tuning-young.mjs';
import * as tuningUnseen from './generators/tuning-unseen.mjs';
import * as tuningNetwork from './generators/tuning-network.mjs';

const geoip = createRequire(import.meta.url)('geoip-lite');
const country = (ip) => geoip.lookup(ip)?.country ?? null;

for (const g of [lagosRetail, mfbAgency, fintechWallets]) {
  test(`${g.name}: a valid, deterministic world with every pattern on its test days`, () => {
    const w = g.generate({ customers: 300, seed: 7 });
    validateWorld(w);
    assert.ok(w.orgs.length >= 2 && w.orgs.length <= 3);
    assert.deepEqual(g.generate({ customers: 300, seed: 7 }).events.slice(0, 50), w.events.slice(0, 50));
    const test = w.events.filter((e) => e.time >= w.split);
    const patterns = new Set(test.filter((e) => e.label).map((e) => e.pattern));
    for (const p of ['app_scam', 'account_takeover', 'sim_swap', 'mule_fan_in', 'card_testing', 'reported_receiver']) assert.ok(patterns.has(p), `${p} missing`);
    assert.ok(test.some((e) => e.kind === 'collection'));
    assert.ok(new Set(test.map((e) => e.org)).size === w.orgs.length, 'every organization sends on test days');
  });

  test(`${g.name}: Nigerian addresses are Nigerian; only travellers are abroad`, () => {
    const w = g.generate({ customers: 300, seed: 7 });
    const travellers = new Set(w.events.filter((e) => e.kind === 'travel').map((e) => e.sender_account));
    for (const e of w.events) {
      if (!e.ip_address || (!e.label && travellers.has(e.sender_account))) continue; // a traveller pays anything from abroad
      if (e.pattern === 'account_takeover' || e.pattern === 'sim_swap' || !e.label) assert.equal(country(e.ip_address), 'NG', `${e.kind ?? e.pattern} from ${e.ip_address}`);
    }
    const travel = w.events.filter((e) => e.kind === 'travel' && e.ip_address);
    assert.ok(travel.some((e) => country(e.ip_address) !== 'NG'));
  });
}

test('the tuning generator is the stream eval:fraud has always replayed', () => {
  const w = tuning.generate({ customers: 500, days: 14, testDays: 5 });
  assert.equal(w.events.length, 7803);
  assert.equal(w.events.filter((e) => e.label).length, 792);
});

test('the hard tuning generator: valid, deterministic, its hard negatives and frauds on the test days', () => {
  const w = tuningHard.generate({ customers: 300, seed: 7 });
  validateWorld(w);
  assert.deepEqual(tuningHard.generate({ customers: 300, seed: 7 }).events.slice(0, 50), w.events.slice(0, 50));
  const test = w.events.filter((e) => e.time >= w.split);
  for (const p of ['app_scam', 'mule_fan_in']) assert.ok(test.some((e) => e.pattern === p), `${p} missing`);
  for (const k of ['collection', 'pos_agent', 'big_purchase']) assert.ok(test.some((e) => e.kind === k), `${k} missing`);
  assert.equal(tuningHard.heldOut, false);
});

test('the flows tuning generator: valid, deterministic, mule fan-out and its look-alikes on the test days, bank codes as each bank sends them', () => {
  const w = tuningFlows.generate({ customers: 300, seed: 7 });
  validateWorld(w);
  assert.deepEqual(tuningFlows.generate({ customers: 300, seed: 7 }).events.slice(0, 50), w.events.slice(0, 50));
  const test = w.events.filter((e) => e.time >= w.split);
  for (const p of ['mule_fan_out', 'app_scam', 'mule_fan_in']) assert.ok(test.some((e) => e.pattern === p), `${p} missing`);
  for (const k of ['collection', 'collection_payout', 'young_pass_through']) assert.ok(w.events.some((e) => e.kind === k), `${k} missing`);
  // bank A sends both codes, bank B only the receiver's, bank C none
  assert.ok(w.events.filter((e) => e.org === 0).every((e) => e.metadata?.sender_bank_code && e.metadata?.receiver_bank_code));
  assert.ok(w.events.filter((e) => e.org === 1).every((e) => !e.metadata?.sender_bank_code && e.metadata?.receiver_bank_code));
  assert.ok(w.events.filter((e) => e.org === 2).every((e) => !e.metadata));
  assert.equal(tuningFlows.heldOut, false);
});

test("the wide tuning generator: tuning-hard's world, event for event, with habits spread as real ones (ln-amount sd 0.8-1.4)", () => {
  const hard = tuningHard.generate({ customers: 300, seed: 7 });
  const wide = tuningWide.generate({ customers: 300, seed: 7 });
  validateWorld(wide);
  assert.equal(wide.events.length, hard.events.length);
  const shape = (e) => [e.time, e.org, e.sender_account, e.receiver_account, e.label, e.pattern ?? e.kind].join();
  assert.deepEqual(wide.events.map(shape), hard.events.map(shape));
  // ordinary payments of one customer spread more: the sd of ln amount, averaged over customers with 10 or more
  const spread = (w) => {
    const by = new Map();
    for (const e of w.events) if (e.kind === 'ordinary') by.set(e.sender_account, [...(by.get(e.sender_account) ?? []), Math.log(e.amount)]);
    const sds = [...by.values()].filter((xs) => xs.length >= 10).map((xs) => {
      const m = xs.reduce((a, b) => a + b, 0) / xs.length;
      return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
    });
    return sds.reduce((a, b) => a + b, 0) / sds.length;
  };
  assert.ok(spread(hard) > 0.4 && spread(hard) < 0.6, `tuning-hard spread ${spread(hard)}`);
  assert.ok(spread(wide) > 0.95 && spread(wide) < 1.25, `tuning-wide spread ${spread(wide)}`);
  assert.equal(tuningWide.heldOut, false);
});

test('the short-histories tuning generator: valid, deterministic, most test-day senders with a handful of transfers or none, a bank outside the network', { timeout: 30_000 }, () => {
  const w = tuningYoung.generate({ customers: 300, seed: 7 });
  validateWorld(w);
  assert.deepEqual(tuningYoung.generate({ customers: 300, seed: 7 }).events, w.events);
  assert.equal(tuningYoung.generate({ customers: 1, seed: 3 }).orgs.length, 3); // a world of one customer ends (a loop would hit the timeout)
  const test = w.events.filter((e) => e.time >= w.split);
  for (const p of ['app_scam', 'sim_swap', 'account_takeover', 'mule_fan_out']) assert.ok(test.some((e) => e.pattern === p), `${p} missing`);
  assert.ok(w.events.some((e) => e.pattern === 'mule_fan_in'), 'mule_fan_in missing'); // eight sign-up mules at this size: not always on the test days
  // customers with a laptop of their own bank by web now and then, so the channel alone is no label
  assert.ok(test.some((e) => e.kind === 'ordinary' && e.channel === 'web'));
  for (const k of ['collection', 'new_phone', 'payday', 'big_purchase']) assert.ok(w.events.some((e) => e.kind === k), `${k} missing`);
  // transfers each test-day sender made before its first test-day transfer: the median is a handful (the other tuning worlds' are dozens)
  const before = new Map();
  for (const e of w.events) if (e.time < w.split) before.set(e.sender_account, (before.get(e.sender_account) ?? 0) + 1);
  const counts = [...new Set(test.map((e) => e.sender_account))].map((a) => before.get(a) ?? 0).sort((a, b) => a - b);
  assert.ok(counts[Math.floor(counts.length / 2)] <= 10, `median history ${counts[Math.floor(counts.length / 2)]}`);
  assert.ok(counts.filter((n) => n < 3).length / counts.length >= 0.2, 'a fifth or more with under three transfers');
  // payees at a fourth bank, never a sender
  const outside = new Set(w.events.filter((e) => e.metadata.receiver_bank_code === '033').map((e) => e.receiver_account));
  assert.ok(outside.size > 0);
  assert.ok(w.events.every((e) => !outside.has(e.sender_account)));
  assert.equal(tuningYoung.heldOut, false);
});

test("the unseen-victims tuning generator: tuning-young's world without the payments into its sign-up mules, whose forwards stay", { timeout: 30_000 }, () => {
  const young = tuningYoung.generate({ customers: 300, seed: 7 });
  const w = tuningUnseen.generate({ customers: 300, seed: 7 });
  validateWorld(w);
  assert.equal(tuningUnseen.heldOut, false);
  assert.ok(!w.events.some((e) => e.pattern === 'mule_fan_in'));
  const fanIn = young.events.filter((e) => e.pattern === 'mule_fan_in');
  assert.ok(fanIn.length > 0);
  assert.equal(w.events.length, young.events.length - fanIn.length);
  // the sign-up mules still send the money on, and are paid by no member's customer
  const mules = new Set(fanIn.map((e) => e.receiver_account));
  const forwards = w.events.filter((e) => mules.has(e.sender_account));
  assert.ok(forwards.length > 0 && forwards.every((e) => e.pattern === 'mule_fan_out'));
  assert.ok(!w.events.some((e) => mules.has(e.receiver_account)));
});

test("the network tuning generator: valid, deterministic, reports from every bank at the network's statuses, payments to reported accounts from every bank, accounts reported in error", { timeout: 30_000 }, () => {
  const w = tuningNetwork.generate({ customers: 300, seed: 7 });
  validateWorld(w);
  assert.deepEqual(tuningNetwork.generate({ customers: 300, seed: 7 }).events, w.events);
  assert.deepEqual(tuningNetwork.generate({ customers: 300, seed: 7 }).reports, w.reports);
  assert.equal(tuningNetwork.heldOut, false);
  assert.deepEqual(new Set(w.reports.map((r) => r.org)), new Set([0, 1, 2]));
  for (const s of ['received', 'under_review', 'verified']) assert.ok(w.reports.some((r) => r.status === s), `${s} missing`);
  const reportedAt = new Map(w.reports.map((r) => [r.account, r.time]));
  // a reported account's later payers bank at every member, so most are paid on another member's report
  const toReported = w.events.filter((e) => e.pattern === 'reported_receiver');
  assert.ok(toReported.every((e) => e.time > reportedAt.get(e.receiver_account)));
  assert.deepEqual(new Set(toReported.map((e) => e.org)), new Set([0, 1, 2]));
  // an account reported in error: paid after its report by payers who paid it before and by some paying it for the first time
  const inError = w.events.filter((e) => e.kind === 'reported_in_error');
  assert.ok(inError.length > 0 && inError.every((e) => reportedAt.has(e.receiver_account)));
  const paidBefore = new Set(w.events.filter((e) => e.kind === 'ordinary' && reportedAt.has(e.receiver_account) && e.time < reportedAt.get(e.receiver_account)).map((e) => `${e.sender_account}>${e.receiver_account}`));
  assert.ok(inError.some((e) => paidBefore.has(`${e.sender_account}>${e.receiver_account}`)));
  assert.ok(inError.some((e) => !paidBefore.has(`${e.sender_account}>${e.receiver_account}`)));
});

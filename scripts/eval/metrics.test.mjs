// node --test 'scripts/eval/*.test.mjs': the evaluation's own metric code (outside jest; npm test runs it after jest)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { averagePrecision, calibration, checkTargets, rocAuc, summarize, worstOf } from './metrics.mjs';

const rows = (labels, scores, extra = () => ({})) => labels.map((label, i) => ({ label, score: scores[i], action: 'approve', ...extra(i) }));

test('average precision matches scikit-learn on its documented example', () => {
  // sklearn: average_precision_score([0, 0, 1, 1], [0.1, 0.4, 0.35, 0.8]) == 0.8333...
  assert.ok(Math.abs(averagePrecision(rows([0, 0, 1, 1], [10, 40, 35, 80])) - 0.8333333) < 1e-6);
});

test('average precision is 1 for a perfect ranking and counts tied scores as one threshold', () => {
  assert.equal(averagePrecision(rows([1, 1, 0, 0], [90, 80, 20, 10])), 1);
  // all tied: precision at the only threshold is the base rate
  assert.equal(averagePrecision(rows([1, 0, 0, 0], [50, 50, 50, 50])), 0.25);
  // a tie between a fraud and a legitimate transaction cannot be ordered in the fraud's favour
  assert.equal(averagePrecision(rows([1, 0], [70, 70])), 0.5);
  assert.equal(averagePrecision(rows([0, 0], [1, 2])), null);
});

test('ROC-AUC by ranks, ties counted half', () => {
  assert.equal(rocAuc(rows([0, 0, 1, 1], [10, 40, 35, 80])), 0.75);
  assert.equal(rocAuc(rows([1, 0], [70, 70])), 0.5);
  assert.equal(rocAuc(rows([1, 1], [70, 70])), null);
});

test('calibration puts scores in ten bands, 100 in the last, with the fraud share per band', () => {
  const bands = calibration(rows([0, 0, 1, 1, 1, 0], [0, 9.9, 10, 95, 100, 99]));
  assert.equal(bands.length, 10);
  assert.deepEqual([bands[0].band, bands[0].count, bands[0].fraud_share], ['0-9', 2, 0]);
  assert.deepEqual([bands[1].band, bands[1].count, bands[1].fraud_share], ['10-19', 1, 1]);
  assert.deepEqual([bands[9].band, bands[9].count, bands[9].fraud], ['90-100', 3, 2]);
  assert.equal(bands[5].fraud_share, null);
});

test('summary and targets: review rate, decline precision, pattern recall, collection payments flagged', () => {
  const xs = [
    { label: 1, score: 90, action: 'decline', pattern: 'app_scam' },
    { label: 1, score: 40, action: 'approve', pattern: 'app_scam' },
    { label: 1, score: 85, action: 'review', pattern: 'card_testing' },
    { label: 0, score: 82, action: 'decline', kind: 'collection' },
    ...Array.from({ length: 9 }, () => ({ label: 0, score: 5, action: 'approve', kind: 'collection' })),
    ...Array.from({ length: 10 }, () => ({ label: 0, score: 1, action: 'approve' })),
  ];
  const s = summarize(xs);
  assert.equal(s.legit_review_rate, 1 / 20);
  assert.equal(s.decline.precision, 0.5);
  assert.equal(s.patterns.app_scam.recall_review, 0.5);
  assert.equal(s.kinds.collection.flagged_rate, 0.1);
  assert.equal(s.kinds.ordinary.n, 10);
  const t = Object.fromEntries(checkTargets(s).map((r) => [r.name, r.pass]));
  assert.equal(t['recall@review app_scam'], false); // 0.5 < 0.6
  assert.equal(t['recall@review card_testing'], true);
  assert.equal(t['decline precision'], false);
  assert.equal(t['collection payments flagged'], false);
  const worst = Object.fromEntries(worstOf({ a: s, b: { ...s, auprc: 0.2 } }).map((r) => [r.name, r]));
  assert.deepEqual([worst.AUPRC.generator, worst.AUPRC.worst, worst.AUPRC.pass], ['b', 0.2, false]);
  assert.equal(worst['recall@review app_scam'].worst, 0.5);
  assert.equal(worst['min recall@review (not APP)'].worst, 1);
  assert.equal(worst['collection payments flagged'].worst, 0.1);
  assert.equal(worst['ROC-AUC'].pass, null);
});

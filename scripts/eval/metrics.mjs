// The figures of a fraud evaluation, computed from scored, labelled transactions only:
// { label: 0|1, score: 0-100, action: approve|review|step_up_auth|decline, pattern?, kind? }.
// "Flagged" (sent to review) means any action other than approve.

export const TARGETS = {
  auprc: 0.9,
  legit_review_rate: 0.02,
  decline_precision: 0.95,
  pattern_recall: 0.85,
  app_scam_recall: 0.6,
  collection_flagged: 0.05,
};

/** Legitimate kinds that are hard negatives, in the order the report prints them. */
export const LEGIT_KINDS = ['collection', 'big_purchase', 'new_phone', 'payday', 'festive', 'travel', 'ordinary'];
export const APP_SCAM = 'app_scam';

export const ratio = (a, b) => (b ? a / b : null);
const flagged = (e) => e.action !== 'approve';

/**
 * Average precision (area under the precision-recall curve as a step function), as
 * scikit-learn's average_precision_score: each distinct score is one threshold, so ties give no
 * credit for an order the scores do not express.
 */
export function averagePrecision(xs) {
  const pos = xs.reduce((n, e) => n + (e.label ? 1 : 0), 0);
  if (!pos) return null;
  const sorted = [...xs].sort((a, b) => b.score - a.score);
  let tp = 0;
  let ap = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    let groupTp = 0;
    while (j < sorted.length && sorted[j].score === sorted[i].score) groupTp += sorted[j++].label ? 1 : 0;
    tp += groupTp;
    ap += (groupTp / pos) * (tp / j);
    i = j;
  }
  return ap;
}

/** ROC-AUC by ranks (Mann-Whitney U), ties counted half. */
export function rocAuc(xs) {
  const pos = xs.reduce((n, e) => n + (e.label ? 1 : 0), 0);
  const neg = xs.length - pos;
  if (!pos || !neg) return null;
  const sorted = [...xs].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j].score === sorted[i].score) j++;
    const avgRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (sorted[k].label) rankSum += avgRank;
    i = j;
  }
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}

/** Score bands 0-9, 10-19, ..., 90-100: how many transactions and which share of them is fraud. */
export function calibration(xs) {
  const bands = Array.from({ length: 10 }, (_, b) => ({ band: b === 9 ? '90-100' : `${b * 10}-${b * 10 + 9}`, count: 0, fraud: 0, fraud_share: null }));
  for (const e of xs) {
    const b = bands[Math.min(9, Math.max(0, Math.floor(e.score / 10)))];
    b.count++;
    if (e.label) b.fraud++;
  }
  for (const b of bands) b.fraud_share = ratio(b.fraud, b.count);
  return bands;
}

/** Everything the report prints for one set of transactions (one generator, one period). */
export function summarize(xs) {
  const fraud = xs.filter((e) => e.label);
  const legit = xs.filter((e) => !e.label);
  const declined = xs.filter((e) => e.action === 'decline');
  const reviewed = xs.filter(flagged);
  const patterns = {};
  for (const p of [...new Set(fraud.map((e) => e.pattern))].sort()) {
    const ys = fraud.filter((e) => e.pattern === p);
    patterns[p] = {
      n: ys.length,
      recall_review: ratio(ys.filter(flagged).length, ys.length),
      recall_decline: ratio(ys.filter((e) => e.action === 'decline').length, ys.length),
    };
  }
  const kinds = {};
  const present = new Set(legit.map((e) => e.kind ?? 'ordinary'));
  for (const k of [...LEGIT_KINDS.filter((k) => present.has(k)), ...[...present].filter((k) => !LEGIT_KINDS.includes(k)).sort()]) {
    const ys = legit.filter((e) => (e.kind ?? 'ordinary') === k);
    kinds[k] = { n: ys.length, flagged_rate: ratio(ys.filter(flagged).length, ys.length), declined: ys.filter((e) => e.action === 'decline').length };
  }
  return {
    transactions: xs.length,
    fraudulent: fraud.length,
    auprc: averagePrecision(xs),
    roc_auc: rocAuc(xs),
    legit_review_rate: ratio(legit.filter(flagged).length, legit.length),
    review: { flagged: reviewed.length, precision: ratio(reviewed.filter((e) => e.label).length, reviewed.length), recall: ratio(fraud.filter(flagged).length, fraud.length) },
    decline: { flagged: declined.length, precision: ratio(declined.filter((e) => e.label).length, declined.length), recall: ratio(fraud.filter((e) => e.action === 'decline').length, fraud.length) },
    patterns,
    kinds,
    calibration: calibration(xs),
  };
}

/**
 * The targets checked on one summary: [name, value, target text, pass]. A figure that cannot be
 * computed (no decline at all, no collection payments) is reported as n/a and does not fail.
 */
export function checkTargets(s) {
  const rows = [
    ['AUPRC', s.auprc, `>= ${TARGETS.auprc}`, s.auprc !== null && s.auprc >= TARGETS.auprc],
    ['legitimate review rate', s.legit_review_rate, `<= ${TARGETS.legit_review_rate}`, s.legit_review_rate !== null && s.legit_review_rate <= TARGETS.legit_review_rate],
    ['decline precision', s.decline.precision, `>= ${TARGETS.decline_precision}`, s.decline.precision === null || s.decline.precision >= TARGETS.decline_precision],
  ];
  for (const [p, v] of Object.entries(s.patterns)) {
    const t = p === APP_SCAM ? TARGETS.app_scam_recall : TARGETS.pattern_recall;
    rows.push([`recall@review ${p}`, v.recall_review, `>= ${t}`, v.recall_review >= t]);
  }
  const coll = s.kinds.collection?.flagged_rate ?? null;
  rows.push(['collection payments flagged', coll, `<= ${TARGETS.collection_flagged}`, coll === null || coll <= TARGETS.collection_flagged]);
  return rows.map(([name, value, target, pass]) => ({ name, value, target, pass }));
}

/**
 * The headline over several held-out summaries: each figure per generator, and the worst
 * generator's value checked against the target. Pattern recalls are folded into two rows (the
 * lowest of every pattern but APP scams, and APP scams).
 */
export function worstOf(byGenerator) {
  const minRecall = (s, app) => {
    const vs = Object.entries(s.patterns).filter(([p]) => (p === APP_SCAM) === app).map(([, v]) => v.recall_review);
    return vs.length ? Math.min(...vs) : null;
  };
  const FIGURES = [
    ['AUPRC', (s) => s.auprc, 'min', TARGETS.auprc],
    ['ROC-AUC', (s) => s.roc_auc, 'min', null],
    ['legitimate review rate', (s) => s.legit_review_rate, 'max', TARGETS.legit_review_rate],
    ['decline precision', (s) => s.decline.precision, 'min', TARGETS.decline_precision],
    ['min recall@review (not APP)', (s) => minRecall(s, false), 'min', TARGETS.pattern_recall],
    ['recall@review app_scam', (s) => minRecall(s, true), 'min', TARGETS.app_scam_recall],
    ['collection payments flagged', (s) => s.kinds.collection?.flagged_rate ?? null, 'max', TARGETS.collection_flagged],
  ];
  return FIGURES.map(([name, get, worse, target]) => {
    const values = Object.fromEntries(Object.entries(byGenerator).map(([g, s]) => [g, get(s) ?? null]));
    let pick = null;
    for (const [g, v] of Object.entries(values)) {
      if (v === null) continue;
      if (pick === null || (worse === 'min' ? v < pick.value : v > pick.value)) pick = { generator: g, value: v };
    }
    const pass = target === null || pick === null ? null : worse === 'min' ? pick.value >= target : pick.value <= target;
    return { name, values, worst: pick?.value ?? null, generator: pick?.generator ?? null, target: target === null ? null : `${worse === 'min' ? '>=' : '<='} ${target}`, pass };
  });
}

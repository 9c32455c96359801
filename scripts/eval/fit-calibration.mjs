// node scripts/eval/fit-calibration.mjs SCORES.jsonl [--generator tuning,tuning-hard,tuning-flows] [--l2 1] [--period test|all]
//
// Fits the engine's calibration (CALIBRATION in src/fraud/engine/scoring.ts) from the labelled
// output of `npm run eval:fraud -- --generator tuning,tuning-hard,tuning-flows --raw --scores FILE` (FRAUD_RAW_SCORES:
// the signals' contributions are their points, uncalibrated). A logistic model of fraud on the points
// of each signal family, piecewise linear (a second slope above CALIBRATION_KNEE points) (CALIBRATION_FAMILY, read from the build), by coordinate descent with a small
// L2 penalty and non-negative family coefficients, so the score stays monotone in every signal.
// Prints the coefficients, each tuning generator's table of fitted score bands, and CALIBRATION.
// Only the tuning generators are read by default: held-out generators are for reporting. Only their
// test days by default: the first weeks are a warm-up where every account is new (a POS agent's first
// days look like a mule's), not the traffic the engine scores once it has history.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CALIBRATION_FAMILY, CALIBRATION_KNEE } from '../../dist/fraud/engine/scoring.js';
import { calibration } from './metrics.mjs';

const { values: args, positionals } = parseArgs({ options: { generator: { type: 'string', default: 'tuning,tuning-hard,tuning-flows' }, l2: { type: 'string', default: '1' }, period: { type: 'string', default: 'test' } }, allowPositionals: true });
if (!positionals[0]) {
  process.stderr.write('usage: node scripts/eval/fit-calibration.mjs SCORES.jsonl [--generator tuning,tuning-hard,tuning-flows] [--l2 1]\n');
  process.exit(2);
}
const chosen = args.generator.split(',');
const rows = readFileSync(positionals[0], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => chosen.includes(r.generator) && r.signals && (args.period === 'all' || r.test));
const FAMILIES = [...new Set(Object.values(CALIBRATION_FAMILY))];
/** Per family (FAMILIES order) its points / 100, then per family its points above the knee / 100. */
const features = (signals) => {
  const p = FAMILIES.map(() => 0);
  for (const [code, points] of Object.entries(signals)) {
    const f = FAMILIES.indexOf(CALIBRATION_FAMILY[code]);
    if (f >= 0) p[f] += points;
  }
  return [...p.map((v) => v / 100), ...p.map((v) => Math.max(0, v - CALIBRATION_KNEE) / 100)];
};
const NAMES = [...FAMILIES, ...FAMILIES.map((f) => `${f} >${CALIBRATION_KNEE}`)];

// identical inputs pooled (most transactions carry no signal): { x, n, pos }
const pooled = new Map();
for (const r of rows) {
  const x = features(r.signals);
  const key = x.map((v) => v.toFixed(3)).join(',');
  const p = pooled.get(key) ?? { x, n: 0, pos: 0 };
  p.n++;
  p.pos += r.label ? 1 : 0;
  pooled.set(key, p);
}
const data = [...pooled.values()];
const fraud = rows.filter((r) => r.label).length;
let b0 = Math.log(Math.max(1, fraud) / Math.max(1, rows.length - fraud));
const beta = NAMES.map(() => 0);
const l2 = Number(args.l2);
const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const z = (x) => b0 + x.reduce((s, v, j) => s + beta[j] * v, 0);
// coordinate descent: one Newton step per coordinate (the intercept free, the families at 0 or above)
for (let sweep = 0; sweep < 400; sweep++) {
  let moved = 0;
  for (let j = -1; j < NAMES.length; j++) {
    let g = 0;
    let h = 0;
    for (const d of data) {
      const xj = j < 0 ? 1 : d.x[j];
      if (!xj) continue;
      const p = sigmoid(z(d.x));
      g += (d.n * p - d.pos) * xj;
      h += d.n * p * (1 - p) * xj * xj;
    }
    if (j < 0) {
      const step = g / Math.max(h, 1e-9);
      b0 -= step;
      moved = Math.max(moved, Math.abs(step));
    } else {
      g += l2 * beta[j];
      h += l2;
      const next = Math.max(0, beta[j] - g / Math.max(h, 1e-9));
      moved = Math.max(moved, Math.abs(next - beta[j]));
      beta[j] = next;
    }
  }
  if (moved < 1e-6) break;
}
const round2 = (v) => Math.round(v * 100) / 100;
process.stderr.write(`${rows.length} transactions, ${fraud} fraudulent, ${data.length} distinct inputs\n`);
process.stderr.write(`intercept ${b0.toFixed(3)}\n`);
for (const [j, f] of NAMES.entries()) process.stderr.write(`  ${f.padEnd(14)} ${beta[j].toFixed(3)} log-odds per 100 points\n`);
for (const g of chosen) {
  const scored = rows.filter((r) => r.generator === g).map((r) => ({ label: r.label, score: Math.round(100 * sigmoid(z(features(r.signals)))) }));
  process.stderr.write(`fitted score bands, ${g}: band / count / fraud share\n`);
  for (const b of calibration(scored)) process.stderr.write(`  ${b.band.padEnd(7)} ${String(b.count).padStart(7)}  ${b.fraud_share === null ? 'n/a' : (100 * b.fraud_share).toFixed(1)}%\n`);
}
const perHundred = Object.fromEntries(FAMILIES.map((f, j) => [f, round2(beta[j])]));
const aboveKnee = Object.fromEntries(FAMILIES.map((f, j) => [f, round2(beta[FAMILIES.length + j])]));
process.stdout.write(`export const CALIBRATION: Calibration = ${JSON.stringify({ intercept: round2(b0), perHundred, aboveKnee })};\n`);

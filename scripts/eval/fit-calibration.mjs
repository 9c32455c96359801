// node scripts/eval/fit-calibration.mjs SCORES.jsonl [--generator tuning,tuning-hard] [--min-block 30]
//
// Fits the engine's calibration (CALIBRATION in src/fraud/engine/scoring.ts) from the labelled
// output of `npm run eval:fraud -- --generator tuning,tuning-hard --raw --scores FILE` (FRAUD_RAW_SCORES: the
// score is the points sum, the signals' contributions uncalibrated). Isotonic regression (pool adjacent violators) of fraud on the raw score,
// then one knot per pooled block at its mean raw score, so the engine interpolates between them
// (strictly increasing inside the fitted range: pooling alone would tie scores the raw sum orders).
// Only the tuning generators are read by default: held-out generators are for reporting.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isotonic } from './metrics.mjs';

const { values: args, positionals } = parseArgs({ options: { generator: { type: 'string', default: 'tuning,tuning-hard' }, 'min-block': { type: 'string', default: '30' } }, allowPositionals: true });
if (!positionals[0]) {
  process.stderr.write('usage: node scripts/eval/fit-calibration.mjs SCORES.jsonl [--generator tuning,tuning-hard]\n');
  process.exit(2);
}
const rows = readFileSync(positionals[0], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => args.generator.split(',').includes(r.generator) && r.signals);
const raw = (r) => Math.min(100, Object.values(r.signals).reduce((a, b) => a + b, 0));


const byScore = new Map();
for (const r of rows) {
  const x = Math.round(raw(r));
  const v = byScore.get(x) ?? { x, n: 0, pos: 0 };
  v.n++;
  v.pos += r.label ? 1 : 0;
  byScore.set(x, v);
}
const points = [...byScore.values()].sort((a, b) => a.x - b.x);
const blocks = isotonic(points, Number(args['min-block']));
process.stderr.write(`${rows.length} transactions, ${rows.filter((r) => r.label).length} fraudulent, ${blocks.length} blocks\n`);
for (const b of blocks) process.stderr.write(`  raw ${b.x.toFixed(1).padStart(5)}  n ${String(b.n).padStart(6)}  fraud share ${b.p.toFixed(3)}\n`);
const knots = [[0, Math.round(blocks[0].p * 1000) / 10]];
for (const b of blocks) if (b.x > knots.at(-1)[0]) knots.push([Math.round(b.x * 10) / 10, Math.round(b.p * 1000) / 10]);
if (knots.at(-1)[0] < 100) knots.push([100, knots.at(-1)[1]]);
process.stdout.write(`export const CALIBRATION: readonly (readonly [number, number])[] = ${JSON.stringify(knots)};\n`);

// node scripts/eval/fit-calibration.mjs SCORES.jsonl [--generator tuning]
//
// Fits the engine's calibration (CALIBRATION in src/fraud/engine/scoring.ts) from the labelled
// output of `npm run eval:fraud -- --scores FILE` run with the identity calibration: the raw score is the sum of the
// signals' contributions. Isotonic regression (pool adjacent violators) of fraud on the raw score,
// then one knot per pooled block at its mean raw score, so the engine interpolates between them
// (strictly increasing inside the fitted range: pooling alone would tie scores the raw sum orders).
// Only the tuning generator is read: held-out generators are for reporting.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({ options: { generator: { type: 'string', default: 'tuning' }, 'min-block': { type: 'string', default: '30' } }, allowPositionals: true });
if (!positionals[0]) {
  process.stderr.write('usage: node scripts/eval/fit-calibration.mjs SCORES.jsonl [--generator tuning]\n');
  process.exit(2);
}
const rows = readFileSync(positionals[0], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => r.generator === args.generator && r.signals);
const raw = (r) => Math.min(100, Object.values(r.signals).reduce((a, b) => a + b, 0));

export function isotonic(points, minBlock) {
  // points: [{ x, n, pos }] sorted by x; blocks merge while decreasing, or smaller than minBlock
  const blocks = [];
  for (const p of points) {
    blocks.push({ xs: p.x * p.n, n: p.n, pos: p.pos });
    while (blocks.length >= 2) {
      const [a, b] = blocks.slice(-2);
      if (a.pos / a.n < b.pos / b.n && a.n >= minBlock) break;
      blocks.splice(-2, 2, { xs: a.xs + b.xs, n: a.n + b.n, pos: a.pos + b.pos });
    }
  }
  // a small last block joins the one before (it cannot be checked against a later one)
  while (blocks.length >= 2 && blocks.at(-1).n < minBlock) {
    const b = blocks.pop();
    const a = blocks.pop();
    blocks.push({ xs: a.xs + b.xs, n: a.n + b.n, pos: a.pos + b.pos });
  }
  return blocks.map((b) => ({ x: b.xs / b.n, n: b.n, p: b.pos / b.n }));
}

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

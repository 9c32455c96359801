// npm run eval:lending [-- --seed S] [--only credit|income|documents]
// Runs every part in scripts/eval-lending/*.mjs; each exports `name` and `async run({ seed, root })` returning rows
// { metric, value, target, pass } that are printed as one table. Exits 1 if any target fails.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: { seed: { type: 'string', default: '7' }, only: { type: 'string' } } });
const dir = join(root, 'scripts', 'eval-lending');
const rows = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort()) {
  const part = await import(pathToFileURL(join(dir, file)).href);
  if (args.only && part.name !== args.only) continue;
  for (const row of await part.run({ seed: Number(args.seed), root })) rows.push({ part: part.name, ...row });
}
const width = (k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length));
const cols = ['part', 'metric', 'value', 'target', 'pass'];
console.log(cols.map((c) => c.padEnd(width(c))).join('  '));
for (const r of rows) console.log(cols.map((c) => String(r[c]).padEnd(width(c))).join('  '));
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;

// Prints the dashboard's JavaScript sizes (gzip): the first load (entry + preloaded chunks) and each route chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist/web';
const html = readFileSync(join(root, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(root, file.replace(/^\/dashboard\//, '')))).length;
const first = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
const firstBytes = first.reduce((n, f) => n + gz(f), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const chunks = readdirSync(join(root, 'assets')).filter((f) => f.endsWith('.js'));
const largest = Math.max(...chunks.filter((f) => !first.some((x) => x.endsWith(f))).map((f) => gz(`assets/${f}`)));
const budget = 300 * 1024;
console.log(`dashboard JS gzip: first load ${kb(firstBytes)} (${first.length} file(s)); largest lazy chunk ${kb(largest)}; first load + largest chunk ${kb(firstBytes + largest)} of a ${kb(budget)} budget`);
if (process.argv.includes('--verbose')) for (const f of chunks) console.log(`  ${f}: ${kb(gz(`assets/${f}`))}`);
if (firstBytes + largest > budget) {
  console.error('dashboard first load is over its 300 KB gzip budget');
  process.exit(1);
}

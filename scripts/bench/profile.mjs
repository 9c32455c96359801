// A short reading of the V8 CPU profiles taken during the first measurement of the baseline and
// of the scenario (--profile): the app's main-thread time per request, by package and by function
// (self time), side by side, so what the scenario adds over the bare HTTP stack stands out.
// Open the .cpuprofile files in Chrome DevTools or speedscope for the full picture.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './environment.mjs';

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

function where(url) {
  if (!url) return 'native / V8';
  if (url.startsWith('node:')) return 'node core';
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (m) return m[1];
  const rel = relative(ROOT, path);
  return rel.startsWith('dist/') ? 'app (dist/)' : rel;
}

/** Self time in µs: idle, busy, and busy split by package and by function. */
function selfTimes(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const out = { idle: 0, busy: 0, byPackage: new Map(), byFunction: new Map() };
  for (const [id, us] of self) {
    const { callFrame } = nodes.get(id);
    const name = callFrame.functionName || '(anonymous)';
    if (name === '(idle)') {
      out.idle += us;
      continue;
    }
    out.busy += us;
    const pkg = SPECIAL.has(name) ? name : where(callFrame.url);
    out.byPackage.set(pkg, (out.byPackage.get(pkg) ?? 0) + us);
    const fn = SPECIAL.has(name) ? name : `${name} (${pkg}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''})`;
    out.byFunction.set(fn, (out.byFunction.get(fn) ?? 0) + us);
  }
  return out;
}

/**
 * targets: [{ name, file, requests }] (baseline first, scenario second). Prints µs of app
 * main-thread time per request, by package and by function, sorted by what the scenario adds.
 */
export function profileReport(targets, top = 12) {
  const [base, scen] = targets.map((t) => ({ ...t, ...selfTimes(t.file) }));
  const perReq = (t, us) => us / Math.max(t.requests, 1);
  const lines = [];
  for (const t of [base, scen]) {
    const total = t.busy + t.idle;
    lines.push(
      `${t.name}: main thread busy ${((t.busy / total) * 100).toFixed(0)}% of ${(total / 1e6).toFixed(1)} s, ` +
        `${perReq(t, t.busy).toFixed(0)} µs per request (${t.requests} requests)`,
    );
  }
  const section = (title, key) => {
    const names = new Set([...base[key].keys(), ...scen[key].keys()]);
    const rows = [...names]
      .map((n) => {
        const b = perReq(base, base[key].get(n) ?? 0);
        const s = perReq(scen, scen[key].get(n) ?? 0);
        return { n, b, s, d: s - b };
      })
      .sort((x, y) => y.d - x.d)
      .slice(0, top);
    const w = Math.max(...rows.map((r) => r.n.length), title.length);
    lines.push('', `${title.padEnd(w)}  baseline µs/req  ${scen.name} µs/req  added`);
    for (const r of rows) {
      lines.push(`${r.n.padEnd(w)}  ${r.b.toFixed(1).padStart(15)}  ${r.s.toFixed(1).padStart(7 + scen.name.length)}  ${r.d >= 0 ? '+' : ''}${r.d.toFixed(1)}`);
    }
  };
  section('by package (self time)', 'byPackage');
  section('by function (self time)', 'byFunction');
  lines.push('', `profiles: ${targets.map((t) => t.file).join(', ')}`);
  return lines.join('\n');
}

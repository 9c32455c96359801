// POST /api/v1/credit/score/ against the sandbox bureaus, both asked and merged (bureau: all):
// auth + rate limit, the consent check, the access-log insert, the recorded hard inquiries read,
// two sandbox bureau files, the merge and the scorecard. 200 BVNs, each with its own consent, in
// a cycle per connection, so the sandbox's small per-BVN cache does not make it a one-BVN test.
//
// Two measurements per round, because the target has two halves (>= 500 scores/s, p99 < 50 ms):
//   capacity  closed loop, --connections (default 10) connections each sending its next request
//             as soon as the last is answered: the saturated scores/s. Its latency is mostly queueing
//             (about connections / throughput), printed for reference only.
//   latency   open loop at a fixed offered rate (BENCH_CREDIT_RATE, default 500/s, the throughput
//             target): requests are sent on a fixed schedule whatever the answers do, over keep-alive
//             connections opened as needed, and each latency runs from the request's scheduled time
//             (so a stalled app or load generator counts against it; no coordinated omission).
//             autocannon's overallRate is not used for this: it sends each connection's quota for the
//             second back to back and then pauses, a closed-loop burst every second.
// --rounds N repeats both, interleaved; the row shows the mean scores/s and the median percentiles.
// --profile profiles the app during the first capacity run and, for comparison, a baseline run of
// the same length. The baseline row above the table is measured by the bench as usual.
import { baseline } from '../baseline.mjs';
import { loadOptions, openLoop, preflight, runLoad, summarize } from '../load.mjs';
import { profileReport } from '../profile.mjs';
import { combineRounds } from '../report.mjs';

const BVNS = 200;
const PATH = '/api/v1/credit/score/';

const headersOf = (credentials) => ({ authorization: `Bearer ${credentials.api_token}`, 'content-type': 'application/json' });

export default {
  name: 'credit-score',
  description: 'POST /api/v1/credit/score/ (consent check + access log + sandbox bureaus crc+first_central + scorecard), 200 BVNs: scores/s saturated, p99 at 500/s',
  defaults: { connections: 10 },
  async setup(ctx) {
    const token = ctx.credentials.api_token;
    ctx.state.pairs = [];
    for (let i = 0; i < BVNS; i++) {
      const bvn = String(22100000000 + i * 7919);
      const res = await ctx.api('POST', '/api/v1/consents', { token, body: { bvn, purposes: ['loan_application'] } });
      if (res.status !== 201) throw new Error(`consent for the bench answered ${res.status}: ${JSON.stringify(res.body)}`);
      ctx.state.pairs.push({ bvn, consent_reference: res.body.consent_reference });
    }
  },
  request: ({ credentials, state }) => ({
    headers: headersOf(credentials),
    requests: state.pairs.map((p) => ({ method: 'POST', path: PATH, body: JSON.stringify(p) })),
  }),
  async run(env, settings, say) {
    const { ctx, app } = env;
    const rate = Number(process.env.BENCH_CREDIT_RATE ?? 500);
    if (!(rate > 0)) throw new Error(`BENCH_CREDIT_RATE must be a positive number (got ${process.env.BENCH_CREDIT_RATE})`);
    const request = this.request(ctx);
    const options = loadOptions(ctx.baseUrl, request);
    const bodies = request.requests.map((r) => r.body);
    await preflight(ctx.baseUrl, 'credit-score', request);
    const closed = { connections: settings.connections, duration: settings.duration };
    if (settings.warmup) {
      say(`credit-score: warm-up ${settings.warmup} s × ${settings.connections} connections`);
      await runLoad(options, { ...closed, duration: settings.warmup });
    }
    const capacity = [];
    const latency = [];
    const profiles = [];
    for (let round = 0; round < settings.rounds; round++) {
      const of = settings.rounds > 1 ? ` (round ${round + 1}/${settings.rounds})` : '';
      const profiling = settings.profile && round === 0;
      if (profiling) {
        const file = settings.out.replace(/\.json$/, '.baseline.cpuprofile');
        say(`baseline /health/live: profiling ${settings.duration} s × ${settings.connections} connections`);
        await app.profileStart();
        const r = await runLoad(loadOptions(ctx.baseUrl, baseline.request(ctx)), closed);
        await app.profileStop(file);
        profiles.push({ name: baseline.name, file, requests: r.requests.total });
      }
      say(`credit-score: capacity, closed loop ${settings.duration} s × ${settings.connections} connections${of}`);
      if (profiling) await app.profileStart();
      capacity.push(summarize(`credit-score capacity (closed loop)`, await runLoad(options, closed), settings.connections));
      if (profiling) {
        const file = settings.out.replace(/\.json$/, '.cpuprofile');
        await app.profileStop(file);
        profiles.push({ name: 'credit-score', file, requests: capacity[0].requests_total });
      }
      say(`credit-score: latency, open loop at ${rate}/s for ${settings.duration} s${of}`);
      let n = 0;
      const next = () => ({ method: 'POST', path: PATH, headers: request.headers, body: bodies[n++ % bodies.length] });
      latency.push(await openLoop(ctx.baseUrl, next, { name: 'credit-score', rate, duration: settings.duration }));
      if (!app.isRunning()) throw new Error('the app died during the credit-score runs');
    }
    const cap = combineRounds(capacity);
    const lat = combineRounds(latency);
    const rows = [cap, lat].map((r) => [r.name, String(r.connections), r.rps.toFixed(1), String(r.latency_ms.p50), String(r.latency_ms.p99), String(r.non2xx), String(r.errors)]);
    const head = ['measurement', 'conns', 'scores/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (r) => `| ${r.map((v, i) => (i ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join(' | ')} |`;
    process.stdout.write(
      [
        '',
        `credit-score, ${settings.duration} s per measurement${settings.rounds > 1 ? ` × ${settings.rounds} rounds (mean scores/s, median percentiles)` : ''}:`,
        line(head),
        `|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
        ...rows.map(line),
        `capacity: the saturated rate (target >= 500/s); latency: p50/p99 at ${rate} requests/s offered on a fixed schedule (target p99 < 50 ms).`,
        settings.rounds > 1 ? `per round: capacity ${capacity.map((r) => r.rps.toFixed(0)).join(', ')}/s; p99 at ${rate}/s ${latency.map((r) => r.latency_ms.p99).join(', ')} ms` : '',
        '',
      ].join('\n'),
    );
    if (profiles.length === 2) process.stdout.write(`${profileReport(profiles)}\n`);
    const ok = [cap, lat].every((r) => r.non2xx === 0 && r.errors === 0);
    if (!ok) say(`credit-score: non-2xx or errors: capacity ${JSON.stringify(cap.status_codes ?? {})}, latency ${JSON.stringify(lat.status_codes)}`);
    return { ok, result: { capacity: cap, latency: lat, offered_rate: rate } };
  },
};

// Financial reports, two figures:
//   creations: POST /api/v1/report (a case, its history row and a hosted link) under autocannon
//              load for --duration seconds; cases created/s (202s only).
//   generation: a backlog of cases is connected through the hosted page's calls (sandbox connect +
//              complete, a mix of salaried / informal trader / gig worker / overdrawn) while no
//              worker runs; then BENCH_WORKERS (default 2) worker processes start and reports/min =
//              reports / (workers ready to the last report_completed_at). Each report pulls 12 months
//              of sandbox transactions, classifies and scores them, renders the PDF and sends
//              report.ready (no endpoint registered, so no delivery is attempted).
import autocannon from 'autocannon';
import pg from 'pg';
import { ADMIN_PG_URL } from '../environment.mjs';

const PROFILES = ['salaried', 'informal_trader', 'gig_worker', 'overdrawn'];

async function pool(items, concurrency, fn) {
  let next = 0;
  const out = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

export default {
  name: 'report',
  description: 'financial report cases created/s (POST /api/v1/report) and reports generated/min with BENCH_WORKERS (2) workers',
  async run(env, settings, say) {
    const { ctx } = env;
    const token = ctx.credentials.api_token;
    const workers = Number(process.env.BENCH_WORKERS ?? 2);
    const backlog = Number(process.env.BENCH_REPORTS ?? 1200);
    const dbUrl = new URL(ADMIN_PG_URL);
    dbUrl.pathname = `/${env.dbName}`;
    const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });

    const load = (opts) =>
      new Promise((resolve, reject) =>
        autocannon(
          {
            url: `${ctx.baseUrl}/api/v1/report`,
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ full_name: 'Bench Applicant', reference_id: `[<id>]`, country_codes: ['NG'] }),
            idReplacement: true,
            timeout: 10,
            connections: settings.connections,
            ...opts,
          },
          (err, r) => (err ? reject(err) : resolve(r)),
        ),
      );

    say(`report: creations warm-up ${settings.warmup} s`);
    if (settings.warmup) await load({ duration: settings.warmup });
    say(`report: creations, ${settings.duration} s × ${settings.connections} connections`);
    const created = await load({ duration: settings.duration });
    const creationsPerS = (created['2xx'] ?? 0) / created.duration;

    say(`report: generation, ${backlog} cases connected through the hosted page with no worker running`);
    const cases = await pool(Array.from({ length: backlog }), 20, async (_, i) => {
      const r = await ctx.api('POST', '/api/v1/report', { token, body: { full_name: `Gen Applicant ${i}`, reference_id: `gen-${i}`, country_codes: ['NG'] } });
      if (r.status !== 202) throw new Error(`create answered ${r.status}: ${JSON.stringify(r.body)}`);
      const c = `/c/${new URL(r.body.link_url).pathname.split('/')[2]}`;
      const pub = await ctx.api('POST', `${c}/sandbox/connect`, { body: { profile: PROFILES[i % PROFILES.length], institution_id: 'gtbank' } });
      if (pub.status !== 200) throw new Error(`sandbox/connect answered ${pub.status}: ${JSON.stringify(pub.body)}`);
      const done = await ctx.api('POST', `${c}/complete`, { body: { public_token: pub.body.public_token } });
      if (done.status !== 200) throw new Error(`complete answered ${done.status}: ${JSON.stringify(done.body)}`);
      return r.body.case_id;
    });
    say(`report: starting ${workers} worker process(es)`);
    const running = await Promise.all(Array.from({ length: workers }, () => env.startWorker()));
    const t0 = Date.now();
    let ready = 0;
    let failed = 0;
    const until = Date.now() + 300_000;
    while (Date.now() < until) {
      const { rows } = await db.query(`SELECT status, count(*)::int AS n FROM report_cases WHERE reference_id LIKE 'gen-%' GROUP BY status`);
      ready = rows.find((r) => r.status === 'REPORT_READY')?.n ?? 0;
      failed = rows.find((r) => r.status === 'FAILED')?.n ?? 0;
      if (ready + failed >= cases.length) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const { rows: span } = await db.query(`SELECT extract(epoch FROM max(report_completed_at))::float * 1000 AS last FROM report_cases WHERE reference_id LIKE 'gen-%'`);
    const seconds = (span[0].last - t0) / 1000;
    const perMinute = (ready / seconds) * 60;
    await Promise.all(running.map((w) => w.stop()));
    await db.end();

    const rows = [
      ['cases created/s (POST /api/v1/report)', `${creationsPerS.toFixed(0)} (p50 ${created.latency.p50} ms, p99 ${created.latency.p99} ms, non-2xx ${created.non2xx})`],
      ['reports generated', `${ready} of ${cases.length} (failed ${failed}) in ${seconds.toFixed(1)} s`],
      ['reports generated/min', `${perMinute.toFixed(0)} with ${workers} worker process(es)`],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    process.stdout.write(`\n${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`);
    return {
      ok: created.non2xx === 0 && created.errors === 0 && ready === cases.length,
      result: {
        creations_per_s: creationsPerS,
        creation_latency_ms: { p50: created.latency.p50, p99: created.latency.p99, max: created.latency.max },
        reports: ready,
        reports_failed: failed,
        generation_seconds: seconds,
        reports_per_minute: perMinute,
        workers,
      },
    };
  },
};

// Faults: PostgreSQL restarted under a load of analyses, Redis restarted (losing everything in it)
// during webhook delivery, a worker killed with SIGKILL in the middle of a batch of events and
// reports. Each returns its figures and failures; nothing here restarts a service process.
import { randomUUID } from 'node:crypto';
import { call, pool } from './http.mjs';
import { log, sleep, waitFor } from './system.mjs';
import { connectCase } from './tenants-auth.mjs';

const nuban = (n) => String(n).padStart(10, '0');

function analyzeBody(i) {
  return {
    transaction_id: `FAULT-${randomUUID()}`,
    sender_account: nuban(1_000_000 + (i % 500)),
    receiver_account: nuban(2_000_000 + (i % 300)),
    amount: 5_000 + (i % 97) * 250,
    channel: 'mobile',
    currency: 'NGN',
    ip_address: `102.89.${i % 250}.${(i % 200) + 1}`,
    device_id: `dev-${i % 500}`,
    metadata: { timezone: 'Africa/Lagos' },
  };
}

/** Sends `rate` requests/s for `seconds`, each from make(i); resolves with every outcome. */
async function atRate(rate, seconds, make, started = performance.now()) {
  const outcomes = [];
  const inflight = [];
  for (let i = 0; performance.now() - started < seconds * 1000; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inflight.push(make(i).then((o) => outcomes.push({ ...o, at: performance.now() - started })));
  }
  await Promise.all(inflight);
  return outcomes;
}

export async function pgRestart(sys, org) {
  const [a, b] = sys.apis;
  const pids = sys.apis.map((p) => p.child.pid);
  const health = { down503: 0, downOther: [] };
  let down = false;
  let stoppedAt = 0;
  let startedAt = 0;
  const rate = 40;
  const loadStart = performance.now(); // every time below is on this clock
  const load = atRate(rate, 24, async (i) => {
    const body = analyzeBody(i);
    const api = i % 2 ? b : a;
    const r = await call(api.baseUrl, 'POST', '/api/v1/fraud/analyze/', { token: org.token, body, headers: { 'idempotency-key': randomUUID() }, timeoutMs: 15_000 });
    return { tid: body.transaction_id, status: r.status, ms: r.ms, code: r.json?.error?.code, retryAfter: r.headers.get('retry-after') };
  }, loadStart);
  const faults = (async () => {
    await sleep(6000);
    log('stopping PostgreSQL (fast shutdown) under load');
    await sys.postgres.stop();
    stoppedAt = performance.now() - loadStart;
    down = true;
    const poll = (async () => {
      while (down) {
        for (const api of sys.apis) {
          const r = await call(api.baseUrl, 'GET', '/health/ready', { timeoutMs: 5000 });
          if (!down) break;
          if (r.status === 503) health.down503++;
          else health.downOther.push(r.status);
        }
        await sleep(300);
      }
    })();
    await sleep(7000);
    log('starting PostgreSQL again');
    down = false;
    await poll;
    await sys.postgres.start();
    startedAt = performance.now() - loadStart;
  })();
  const [outcomes] = await Promise.all([load, faults]);

  // Back without a restart of the service: ready again, and analyses go through.
  await waitFor('readiness after PostgreSQL returned', async () => {
    const rs = await Promise.all(sys.apis.map((api) => call(api.baseUrl, 'GET', '/health/ready', { timeoutMs: 3000 })));
    return rs.every((r) => r.status === 200);
  }, 60_000);
  const readyAfterMs = performance.now() - loadStart - startedAt;
  const after = await Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      const body = analyzeBody(10_000 + i);
      return call(sys.apis[i % 2].baseUrl, 'POST', '/api/v1/fraud/analyze/', { token: org.token, body, headers: { 'idempotency-key': randomUUID() } }).then((r) => ({ tid: body.transaction_id, status: r.status }));
    }),
  );

  const acknowledged = [...outcomes, ...after].filter((o) => o.status === 200).map((o) => o.tid);
  const stored = await sys.postgres.query('SELECT count(*)::int AS n FROM fraud_transactions WHERE transaction_id = ANY($1)', [acknowledged]);
  const byStatus = {};
  for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
  const unexpected = outcomes.filter((o) => o.status !== 200 && !(o.status === 503 && o.code === 'SERVICE_UNAVAILABLE' && o.retryAfter));
  // sent (o.at is when the answer came) well inside the outage: those must be refused, quickly
  const during = outcomes.filter((o) => o.at - o.ms >= stoppedAt + 500 && o.at <= startedAt);
  const duringNot503 = during.filter((o) => o.status !== 503);
  const duringSlow = during.filter((o) => o.ms > 5000);
  const figures = {
    requests: outcomes.length,
    byStatus,
    acknowledged: acknowledged.length,
    stored: stored[0].n,
    lost: acknowledged.length - stored[0].n,
    unexpected: unexpected.length,
    readiness503WhileDown: health.down503,
    readinessOtherWhileDown: health.downOther.length,
    readyAfterMs: Math.round(readyAfterMs),
    downSeconds: Math.round((startedAt - stoppedAt) / 1000),
    duringDown: during.length,
    duringDownNot503: duringNot503.length,
    duringDownP99Ms: during.length ? Math.round([...during.map((o) => o.ms)].sort((a, b) => a - b)[Math.ceil(during.length * 0.99) - 1]) : null,
    afterRecoveryOk: after.filter((o) => o.status === 200).length,
    processesRestarted: sys.apis.filter((p, i) => p.exited || p.child.pid !== pids[i]).length + sys.workers.filter((w) => w.exited).length,
  };
  const failures = [];
  if (figures.lost) failures.push(`${figures.lost} acknowledged analyses are not in the database`);
  if (unexpected.length) failures.push(`answers other than 200 or 503 SERVICE_UNAVAILABLE with Retry-After: ${unexpected.slice(0, 5).map((o) => `${o.status} ${o.code ?? ''}`).join(', ')}`);
  if (during.length < rate * 3) failures.push(`only ${during.length} analyses were sent while PostgreSQL was down`);
  if (duringNot503.length) failures.push(`${duringNot503.length} analyses sent while PostgreSQL was down were not refused with 503`);
  if (duringSlow.length) failures.push(`${duringSlow.length} analyses took over 5 s to be refused while PostgreSQL was down`);
  if (!health.down503 || health.downOther.length) failures.push(`readiness while down: ${health.down503}× 503, others ${JSON.stringify(health.downOther.slice(0, 5))}`);
  if (figures.afterRecoveryOk !== after.length) failures.push(`after recovery only ${figures.afterRecoveryOk}/${after.length} analyses succeeded`);
  if (figures.processesRestarted) failures.push('a service process exited');
  return { figures, failures };
}

async function emitTests(base, token, n, concurrency = 8) {
  const ids = [];
  const statuses = {};
  await pool(Array.from({ length: n }), concurrency, async () => {
    const r = await call(base, 'POST', '/api/v1/webhooks/test', { token, body: {} });
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (r.status === 202) ids.push(r.json.event_id);
  });
  return { ids, statuses };
}

export async function redisRestart(sys, org, receiver) {
  const base = sys.apis[0].baseUrl;
  // The receiver refuses the first attempts, so part of the batch is waiting for a retry (its
  // state in PostgreSQL) when Redis goes, and part is queued in Bull (lost with Redis).
  receiver.failNext(150);
  const startCount = receiver.stats.requests;
  const before = await emitTests(base, org.token, 300);
  await waitFor('deliveries under way', async () => receiver.stats.requests >= startCount + 100, 30_000, 20);
  log('killing Redis during delivery (its data is lost)');
  await sys.redis.stop();
  let ready503 = 0;
  for (const api of sys.apis) if ((await call(api.baseUrl, 'GET', '/health/ready', { timeoutMs: 5000 })).status === 503) ready503++;
  const during = await emitTests(sys.apis[1].baseUrl, org.token, 100, 4);
  await sleep(3000);
  log('starting an empty Redis');
  await sys.redis.start();
  const all = [...before.ids, ...during.ids];
  const missing = () => all.filter((id) => !receiver.received.has(id));
  const deliveredIn = await waitFor('every event delivered after the Redis restart', async () => missing().length === 0 && performance.now(), 180_000, 500).catch(() => null);
  const figures = {
    emitted: all.length,
    emittedWhileDown: during.ids.length,
    emitStatusesWhileDown: during.statuses,
    delivered: all.length - missing().length,
    missing: missing().length,
    readiness503WhileDown: ready503,
    badSignatures: receiver.stats.badSignatures,
  };
  const failures = [];
  if (figures.missing) {
    const rows = await sys.postgres.query(
      `SELECT d.status, d.attempt_count, d.locked_until > now() AS locked, d.next_attempt_at <= now() AS due, count(*)::int AS n
         FROM webhook_deliveries d WHERE d.event_id = ANY($1::uuid[]) GROUP BY 1, 2, 3, 4`,
      [missing()],
    );
    failures.push(`${figures.missing} events never delivered; their deliveries: ${JSON.stringify(rows)}`);
    if (process.env.RESILIENCE_DEBUG) {
      const { Redis } = await import('ioredis');
      const r = new Redis(sys.redis.url);
      const ds = await sys.postgres.query('SELECT id, attempt_count FROM webhook_deliveries WHERE event_id = ANY($1::uuid[])', [missing()]);
      for (const d of ds) {
        const id = `${d.id}:${d.attempt_count + 1}`;
        const k = 'res:bull:webhooks';
        failures.push(`bull ${id}: ${JSON.stringify({ hash: await r.hgetall(`${k}:${id}`), wait: await r.lpos(`${k}:wait`, id), active: await r.lpos(`${k}:active`, id), delayed: await r.zscore(`${k}:delayed`, id), completed: await r.zscore(`${k}:completed`, id), failed: await r.zscore(`${k}:failed`, id), paused: await r.lpos(`${k}:paused`, id), lens: [await r.llen(`${k}:wait`), await r.llen(`${k}:active`)] })}`);
      }
      r.disconnect();
    }
  }
  if (during.ids.length !== 100) failures.push(`emitting while Redis was down: ${JSON.stringify(during.statuses)}`);
  if (ready503 !== sys.apis.length) failures.push('readiness did not say 503 while Redis was down');
  if (!deliveredIn) failures.push('delivery did not finish within 180 s');
  return { figures, failures };
}

export async function workerKill(sys, org, receiver) {
  const base = sys.apis[0].baseUrl;
  const cases = [];
  for (let i = 0; i < 30; i++) {
    const r = await call(base, 'POST', '/api/v1/report', { token: org.token, body: { full_name: `Applicant ${i}`, reference_id: `KILL-${randomUUID()}` } });
    if (r.status !== 202) throw new Error(`report case: ${r.status} ${r.text.slice(0, 200)}`);
    cases.push(r.json);
  }
  // The receiver answers each delivery after 100 ms, so the batch is still in flight when the
  // kill comes: the worker dies as soon as 20 of its deliveries have arrived.
  receiver.slow(100);
  const start = receiver.stats.requests;
  const emitting = emitTests(base, org.token, 500);
  const connecting = pool(cases, 6, (c) => connectCase(c.link_url, 'salaried'));
  const victim = sys.workers[0];
  await waitFor('the batch under way', async () => receiver.stats.requests >= start + 20, 30_000, 5);
  log(`killing ${victim.name} with SIGKILL mid-batch`);
  victim.child.kill('SIGKILL');
  const atKill = receiver.stats.requests - start;
  const [events] = await Promise.all([emitting, connecting]);
  const replacement = await sys.startWorker('worker-3');
  sys.workers.splice(sys.workers.indexOf(victim), 1);
  log(`${replacement.name} started`);
  const status = async () => Promise.all(cases.map((c) => call(base, 'GET', `/api/v1/report/${c.case_id}`, { token: org.token }).then((r) => r.json?.status)));
  const finished = await waitFor('every report and event after the kill', async () => {
    const st = await status();
    return st.every((s) => s === 'REPORT_READY') && events.ids.every((id) => receiver.received.has(id)) && st;
  }, 180_000, 1000).catch(() => null);
  const st = finished ?? (await status());
  const reportReadyEvents = [...receiver.received.values()].filter((e) => e.type === 'report.ready' && cases.some((c) => c.case_id === e.body.case_id)).length;
  const figures = {
    events: events.ids.length,
    eventsDeliveredBeforeKill: atKill,
    eventsDelivered: events.ids.filter((id) => receiver.received.has(id)).length,
    reports: cases.length,
    reportsReady: st.filter((s) => s === 'REPORT_READY').length,
    reportReadyEvents,
  };
  receiver.slow(0);
  const failures = [];
  if (atKill >= figures.events) failures.push('the worker was killed after the batch had been delivered');
  if (figures.eventsDelivered !== figures.events) failures.push(`${figures.events - figures.eventsDelivered} events not delivered`);
  if (figures.reportsReady !== figures.reports) failures.push(`${figures.reports - figures.reportsReady} reports not ready: ${JSON.stringify(st.filter((s) => s !== 'REPORT_READY').slice(0, 5))}`);
  if (finished && reportReadyEvents < cases.length) {
    // the last report.ready deliveries may still be on their way
    await waitFor('report.ready events', async () => [...receiver.received.values()].filter((e) => e.type === 'report.ready' && cases.some((c) => c.case_id === e.body.case_id)).length >= cases.length, 60_000, 500).catch(() => failures.push('report.ready events missing'));
    figures.reportReadyEvents = [...receiver.received.values()].filter((e) => e.type === 'report.ready' && cases.some((c) => c.case_id === e.body.case_id)).length;
  }
  return { figures, failures };
}

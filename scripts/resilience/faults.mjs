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
    return { tid: body.transaction_id, status: r.status, ms: r.ms, code: r.json?.error?.code ?? r.error, retryAfter: r.headers.get('retry-after') };
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

/**
 * Redis Sentinel: the primary killed with SIGKILL under a short load of analyses, velocity checks
 * and webhook events. The sentinels promote the replica; every client (ours, Bull's, the
 * revocation subscriber) must find it without a process restart, and every event be delivered.
 */
export async function sentinelFailover(sys, org, receiver, { seconds, rate }) {
  const [a, b] = sys.apis;
  const pids = sys.processes.map((p) => p.child.pid);
  const killAfterMs = Math.min(5000, (seconds * 1000) / 4);
  const loadStart = performance.now(); // every time below is on this clock
  const load = atRate(rate, seconds, async (i) => {
    const api = sys.apis[i % sys.apis.length];
    const kind = i % 10;
    const options = { token: org.token, timeoutMs: 15_000 };
    if (kind === 7) {
      const r = await call(api.baseUrl, 'POST', '/api/v1/webhooks/test', { ...options, body: {} });
      return { kind: 'webhook test', status: r.status, ms: r.ms, code: r.json?.error?.code ?? r.error, retryAfter: r.headers.get('retry-after') };
    }
    if (kind === 8) {
      const r = await call(api.baseUrl, 'POST', '/api/v1/fraud/velocity-check/', { ...options, body: { account_number: nuban(1_000_000 + (i % 500)), event_type: 'transfer' } });
      return { kind: 'velocity check', status: r.status, ms: r.ms, code: r.json?.error?.code ?? r.error, retryAfter: r.headers.get('retry-after') };
    }
    // kind 9: a takeover-like transfer, which raises a fraud.alert event
    const body = kind === 9 ? { ...analyzeBody(i), amount: 4_500_000 + i, ip_address: '185.220.101.4', device_id: `emulator-${i}`, metadata: { timezone: 'Asia/Tokyo' } } : analyzeBody(i);
    const r = await call(api.baseUrl, 'POST', '/api/v1/fraud/analyze/', { ...options, body, headers: { 'idempotency-key': randomUUID() } });
    return { kind: 'analyze', tid: body.transaction_id, status: r.status, ms: r.ms, code: r.json?.error?.code ?? r.error, retryAfter: r.headers.get('retry-after') };
  }, loadStart);

  const marks = { killedAt: null, promotedAt: null, readyAt: null, readiness503: 0 };
  const fault = (async () => {
    await sleep(killAfterMs);
    log('killing the Redis primary (SIGKILL) under load');
    const old = await sys.redis.killPrimary();
    marks.killedAt = performance.now() - loadStart;
    const promoted = (async () => {
      await waitFor('the sentinels promote the replica', async () => (await sys.redis.primary()) !== old, 60_000, 100);
      marks.promotedAt = performance.now() - loadStart;
    })().catch(() => undefined); // reported below
    await waitFor('readiness after the failover', async () => {
      const rs = await Promise.all(sys.apis.map((api) => call(api.baseUrl, 'GET', '/health/ready', { timeoutMs: 3000 })));
      marks.readiness503 += rs.filter((r) => r.status === 503).length;
      return rs.every((r) => r.status === 200);
    }, 60_000, 200).then(() => (marks.readyAt = performance.now() - loadStart)).catch(() => undefined);
    await promoted;
  })();
  const [outcomes] = await Promise.all([load, fault]);
  const loadEnd = performance.now() - loadStart;
  if (marks.readyAt === null || marks.readyAt < marks.promotedAt) {
    await waitFor('readiness after the failover', async () => (await Promise.all(sys.apis.map((api) => call(api.baseUrl, 'GET', '/health/ready', { timeoutMs: 3000 })))).every((r) => r.status === 200), 60_000).catch(() => undefined);
    marks.readyAt = performance.now() - loadStart;
  }

  // Recovered without a restart: analyses and events go through on every API process.
  const after = await Promise.all(
    Array.from({ length: 20 }, (_, i) => {
      const body = analyzeBody(20_000 + i);
      return call(sys.apis[i % 2].baseUrl, 'POST', '/api/v1/fraud/analyze/', { token: org.token, body, headers: { 'idempotency-key': randomUUID() } }).then((r) => ({ kind: 'analyze', tid: body.transaction_id, status: r.status }));
    }),
  );
  const afterEvents = await emitTests(b.baseUrl, org.token, 10, 4);
  // The revocation broadcast follows the primary too: a token the other API process has cached
  // is refused there within 3 s of its revocation, well inside the 10 s cache.
  const made = await call(a.baseUrl, 'POST', '/v1/accounts/api-tokens/', { token: org.token, body: { name: 'revoked after the failover' } });
  const cached = await call(b.baseUrl, 'GET', '/v1/accounts/me/', { token: made.json?.token });
  const revoked = await call(a.baseUrl, 'DELETE', `/v1/accounts/api-tokens/${made.json?.id}/`, { token: org.token });
  const revocationHeard = await waitFor('the revocation broadcast', async () => (await call(b.baseUrl, 'GET', '/v1/accounts/me/', { token: made.json?.token })).status === 401, 3000, 100).then(() => true, () => false);

  // Every event the organization emitted (test events, fraud alerts) is delivered.
  const emitted = async () => (await sys.postgres.query('SELECT id FROM webhook_events WHERE organization_id = $1', [org.organizationId])).map((r) => r.id);
  let events = await emitted();
  await waitFor('every event delivered after the failover', async () => {
    events = await emitted();
    return events.every((id) => receiver.received.has(id));
  }, 120_000, 500).catch(() => undefined);
  const missing = events.filter((id) => !receiver.received.has(id));

  const acknowledged = [...outcomes, ...after].filter((o) => o.kind === 'analyze' && o.status === 200).map((o) => o.tid);
  const [stored] = await sys.postgres.query('SELECT count(*)::int AS n FROM fraud_transactions WHERE organization_id = $1 AND transaction_id = ANY($2)', [org.organizationId, acknowledged]);
  const refused = outcomes.filter((o) => o.status === 503);
  const unexpected = outcomes.filter((o) => ![200, 202].includes(o.status) && !(o.status === 503 && o.code === 'SERVICE_UNAVAILABLE' && o.retryAfter));
  const byStatus = {};
  for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
  const since = (t) => (t === null ? null : Math.round(t - marks.killedAt) / 1000);
  const figures = {
    requests: outcomes.length,
    byStatus,
    killedAfterSeconds: Math.round(marks.killedAt) / 1000,
    promotedAfterSeconds: since(marks.promotedAt),
    readyAfterSeconds: since(marks.readyAt),
    readiness503: marks.readiness503,
    answered503: refused.length,
    // from the first 503's request to the last 503's answer
    seconds503: refused.length ? Math.round(Math.max(...refused.map((o) => o.at)) - Math.min(...refused.map((o) => o.at - o.ms))) / 1000 : 0,
    first503AfterKillSeconds: refused.length ? since(Math.min(...refused.map((o) => o.at - o.ms))) : null,
    last503AfterKillSeconds: refused.length ? since(Math.max(...refused.map((o) => o.at))) : null,
    analysesAcknowledged: acknowledged.length,
    analysesStored: stored.n,
    eventsEmitted: events.length,
    eventsDelivered: events.length - missing.length,
    eventsLost: missing.length,
    revocationHeard,
    processesRestarted: sys.processes.filter((p, i) => p.exited || p.child.pid !== pids[i]).length,
  };
  const failures = [];
  if (marks.promotedAt === null) failures.push('the sentinels did not promote the replica');
  else if (marks.promotedAt > loadEnd) failures.push(`the load ended ${((marks.promotedAt - loadEnd) / 1000).toFixed(1)} s before the failover finished: give it more --load-seconds`);
  if (unexpected.length) failures.push(`answers other than 200/202 or 503 SERVICE_UNAVAILABLE with Retry-After: ${unexpected.slice(0, 8).map((o) => `${o.kind} ${o.status} ${o.code ?? ''} (sent ${since(o.at - o.ms)} s after the kill, ${Math.round(o.ms)} ms)`).join(', ')}`);
  if (after.some((o) => o.status !== 200) || afterEvents.ids.length !== 10) failures.push(`after the failover: analyses ${JSON.stringify(after.map((o) => o.status))}, test events ${JSON.stringify(afterEvents.statuses)}`);
  if (figures.analysesStored !== figures.analysesAcknowledged) failures.push(`analyses: ${figures.analysesAcknowledged} acknowledged, ${figures.analysesStored} stored`);
  if (missing.length) failures.push(`${missing.length} of ${events.length} events never delivered`);
  if (!events.length) failures.push('no events emitted');
  if (cached.status !== 200 || revoked.status >= 300 || !revocationHeard) failures.push(`revocation after the failover: cached ${cached.status}, revoke ${revoked.status}, refused by the other process within 3 s: ${revocationHeard}`);
  if (figures.processesRestarted) failures.push('a service process exited');
  return { figures, failures };
}

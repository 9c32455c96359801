// Webhook delivery, end to end: events emitted through the API (POST /api/v1/webhooks/test, one
// event each) travel outbox -> NOTIFY -> relay -> Bull -> worker -> signed POST to a receiver in
// this process. Two phases:
//   throughput: a backlog of events is emitted while no worker runs, then a worker starts;
//               deliveries/s = events / (worker ready to last receipt), the pipeline's drain rate;
//   latency:    a steady rate well under capacity; emit (the event's created_at) to receipt, p50/p99.
// One API process and one worker process (BENCH_WORKERS to change), all on this machine's cores.
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { openLoop } from '../load.mjs';

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function receiver() {
  const got = new Map(); // event_id -> latency ms
  let first = 0;
  let last = 0;
  let duplicates = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const now = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (got.has(body.event_id)) duplicates++;
      else got.set(body.event_id, now - Date.parse(body.created_at));
      first ||= now;
      last = now;
      res.end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/hook`,
        got,
        window: () => ({ first, last }),
        reset: () => {
          got.clear();
          first = last = duplicates = 0;
        },
        duplicates: () => duplicates,
        close: () => server.close(),
      }),
    ),
  );
}

async function waitForCount(rx, n, ms) {
  const until = Date.now() + ms;
  while (rx.got.size < n && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return rx.got.size;
}

function fire(baseUrl, token, opts) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${baseUrl}/api/v1/webhooks/test`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
        timeout: 10,
        ...opts,
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  );
}

export default {
  name: 'webhooks',
  description: 'webhook deliveries/s and emit-to-receipt p50/p99 (API + worker + local receiver)',
  async run(env, settings, say) {
    const { ctx } = env;
    const workers = Number(process.env.BENCH_WORKERS ?? 1);
    const startWorkers = async () => Promise.all(Array.from({ length: workers }, () => env.startWorker()));
    let running = await startWorkers();
    const rx = await receiver();
    const token = ctx.credentials.api_token;
    const created = await ctx.api('POST', '/api/v1/webhooks/endpoints', { token, body: { url: rx.url, events: ['webhook.test'] } });
    if (created.status !== 201) throw new Error(`endpoint not created: ${created.status} ${JSON.stringify(created.body)}`);

    say(`webhooks: warm-up`);
    await fire(ctx.baseUrl, token, { connections: 10, amount: 500 });
    await waitForCount(rx, 500, 30000);
    rx.reset();

    const burst = Number(process.env.BENCH_WEBHOOK_BURST ?? 5000);
    say(`webhooks: throughput, a backlog of ${burst} events, then ${workers} worker(s) start`);
    await Promise.all(running.map((w) => w.stop()));
    const e0 = Date.now();
    const emitted = await fire(ctx.baseUrl, token, { connections: 20, amount: burst });
    const emitSeconds = (Date.now() - e0) / 1000;
    running = await startWorkers();
    const t0 = Date.now();
    const delivered = await waitForCount(rx, burst, 120000);
    const { last } = rx.window();
    const deliverySeconds = (last - t0) / 1000;

    const rate = Number(process.env.BENCH_WEBHOOK_RATE ?? 100);
    say(`webhooks: latency at a steady ${rate} events/s for ${settings.duration} s`);
    rx.reset();
    // An open loop: one emit every 1/rate s on schedule (autocannon's overallRate sends each
    // second's quota in a burst, which measures queueing behind the burst, not a steady rate).
    const emit = { method: 'POST', path: '/api/v1/webhooks/test', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' };
    const steady = await openLoop(ctx.baseUrl, () => emit, { name: 'webhooks', rate, duration: settings.duration });
    const expected = steady.requests_total - steady.errors - steady.non2xx;
    await waitForCount(rx, expected, 60000);
    const lat = [...rx.got.values()].sort((a, b) => a - b);
    rx.close();

    const rows = [
      ['events emitted (burst)', `${emitted.requests.total} in ${emitSeconds.toFixed(1)} s (${(emitted.requests.total / emitSeconds).toFixed(0)}/s through the API)`],
      ['deliveries (burst)', `${delivered} of ${burst}, non-2xx on emit: ${emitted.non2xx}`],
      ['deliveries/s (worker ready to last receipt)', (delivered / deliverySeconds).toFixed(0)],
      [`emit to receipt at ${rate}/s: p50 / p99 / max ms`, `${pct(lat, 50)} / ${pct(lat, 99)} / ${lat[lat.length - 1]}`],
      ['steady-phase deliveries', `${lat.length} of ${expected}`],
      ['worker processes', String(workers)],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    process.stdout.write(`\n${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`);
    const ok = delivered === burst && lat.length === expected && emitted.non2xx === 0 && steady.non2xx === 0 && steady.errors === 0;
    return {
      ok,
      result: {
        burst,
        delivered,
        deliveries_per_s: delivered / deliverySeconds,
        emit_per_s: emitted.requests.total / emitSeconds,
        steady_rate: rate,
        latency_ms: { p50: pct(lat, 50), p99: pct(lat, 99), max: lat[lat.length - 1] },
        workers,
      },
    };
  },
};

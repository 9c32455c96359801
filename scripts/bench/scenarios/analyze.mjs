// POST /api/v1/fraud/analyze/ with the bench API token, a fresh Idempotency-Key per request and a
// realistic body (a seeded account paying one of its usual payees from its known device, now and
// then a new beneficiary), against a database already holding 1,000,000 transactions over 100,000
// accounts (scripts/seed-fraud.mjs; BENCH_FRAUD_ACCOUNTS / BENCH_FRAUD_TRANSACTIONS override).
// Per analysis the app makes: 1 Redis call (rate limit) + 1 Redis pipeline (velocity), the
// idempotency key's PostgreSQL statements, 1 engine read and 1 engine write (a transaction with
// webhook events only when an alert or score event is due).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ADMIN_PG_URL } from '../environment.mjs';
import { accountOf, payeeOf, seedFraud } from '../../seed-fraud.mjs';

const ACCOUNTS = Number(process.env.BENCH_FRAUD_ACCOUNTS ?? 100_000);
const TRANSACTIONS = Number(process.env.BENCH_FRAUD_TRANSACTIONS ?? 1_000_000);
const run = randomBytes(4).toString('hex');
let seq = 0;

/** The bench database is the bench_* database holding the bench organization. */
async function benchDatabase(organizationId) {
  const admin = new pg.Client({ connectionString: ADMIN_PG_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_%' ORDER BY oid DESC`);
    for (const { datname } of rows) {
      const url = new URL(ADMIN_PG_URL);
      url.pathname = `/${datname}`;
      const c = new pg.Client({ connectionString: url.toString() });
      try {
        await c.connect();
        const hit = await c.query('SELECT 1 FROM organizations WHERE id = $1', [organizationId]).catch(() => ({ rows: [] }));
        if (hit.rows.length) return c;
      } catch {
        /* not ours */
      }
      await c.end().catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
  throw new Error('bench database not found');
}

function body() {
  const i = Math.floor(Math.random() * ACCOUNTS);
  const fresh = Math.random() < 0.05;
  const receiver = fresh ? accountOf(Math.floor(Math.random() * ACCOUNTS)) : accountOf(payeeOf(i, Math.floor(Math.random() * 4), ACCOUNTS));
  const amount = Math.round(Math.exp(Math.log(20000) + 0.5 * (Math.random() + Math.random() + Math.random() - 1.5) * 2));
  return JSON.stringify({
    transaction_id: `BENCH-${run}-${++seq}`,
    sender_account: accountOf(i),
    receiver_account: receiver === accountOf(i) ? accountOf((i + 1) % ACCOUNTS) : receiver,
    amount,
    channel: 'mobile',
    currency: 'NGN',
    ip_address: `41.58.${i % 250}.${(i % 200) + 1}`,
    device_id: `dev-${i}`,
    metadata: { timezone: 'Africa/Lagos', session_id: randomBytes(6).toString('hex') },
  });
}

export default {
  name: 'analyze',
  description: 'POST /api/v1/fraud/analyze/ (API token, Idempotency-Key, realistic body) over 1M seeded transactions / 100k accounts',
  defaults: { connections: 32 },
  async setup(ctx) {
    const client = await benchDatabase(ctx.credentials.organization_id);
    try {
      await seedFraud(client, ctx.credentials.organization_id, { accounts: ACCOUNTS, transactions: TRANSACTIONS, log: (l) => process.stderr.write(`bench: analyze: ${l}\n`) });
    } finally {
      await client.end();
    }
  },
  request: ({ credentials }) => {
    const headers = { authorization: `Bearer ${credentials.api_token}`, 'content-type': 'application/json' };
    return {
      requests: [
        {
          method: 'POST',
          path: '/api/v1/fraud/analyze/',
          headers: { ...headers, 'idempotency-key': `pre-${run}` },
          body: body(),
          setupRequest: (req) => ({ ...req, headers: { ...headers, 'idempotency-key': `${run}-${++seq}` }, body: body() }),
        },
      ],
    };
  },
};

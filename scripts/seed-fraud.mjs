// Seeds the fraud engine's history for one organization: N accounts with learned profiles, four
// usual payees and one known device each, and M past transactions between them over D days (one
// partition per month, each filled then attached; 20,000,000 in minutes). Set-based
// INSERT … SELECT over generate_series (PostgreSQL generates the rows itself; nothing crosses the
// wire row by row), then ANALYZE.
//
//   node scripts/seed-fraud.mjs --database-url postgres://… --organization <uuid> [--accounts 100000] [--transactions 1000000] [--days 30]
//
// The bench scenario `analyze` calls seedFraud() on its fresh database. Accounts are
// '1' + 9 digits (1000000000 …); account i's payees and device follow from i (payeeOf below), so a
// load generator can send realistic transfers without reading the database.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const accountOf = (i) => String(1_000_000_000 + i);
/** The k-th usual payee (k = 0..3) of account i among n accounts. */
export const payeeOf = (i, k, n) => {
  const j = (i * 7919 + (k + 1) * 104729) % n;
  return j === i ? (j + 1) % n : j;
};

/** The first instant (UTC) of the month `offset` months after the one holding `at`. */
const monthStart = (at, offset = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
const partitionName = (m) => `fraud_transactions_p${m.getUTCFullYear()}${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
// uuidv7() of the migration at a given time (a seeded row's key carries its created_at, as a live one does)
const uuidv7At = (at) =>
  `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING substring(int8send(floor(extract(epoch FROM ${at}) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid`;

/**
 * The transactions, `days` of history up to an hour ago, evenly spaced, each written (created_at) when it occurred:
 * one month partition at a time, filled as a plain table and attached afterwards (the indexes are built once, sorted,
 * rather than grown row by row; a CHECK of the month's range spares the attach its scan). The bench database is new:
 * the migration's partitions of the past and of this month are empty and are replaced by whole months.
 */
async function seedTransactions(client, organizationId, { accounts: n, transactions, days, log }) {
  const acct = (x) => `(1000000000 + (${x}))::text`;
  const payee = (i, k) => `(CASE WHEN ((${i}) * 7919 + (${k} + 1) * 104729) % ${n} = (${i}) THEN (((${i}) * 7919 + (${k} + 1) * 104729) % ${n} + 1) % ${n} ELSE ((${i}) * 7919 + (${k} + 1) * 104729) % ${n} END)`;
  const now = new Date((await client.query('SELECT now() AS now')).rows[0].now);
  const stepMs = (days * 86_400_000) / transactions;
  const atOf = (g) => now.getTime() - 3_600_000 - (transactions - g) * stepMs;
  const { rows: parts } = await client.query(
    `SELECT c.relname AS name, (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''([^'']+)''\\)'))[1]::timestamptz AS upper
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'fraud_transactions'::regclass`,
  );
  for (const p of parts) {
    if (p.upper && new Date(p.upper) <= monthStart(now, 1)) {
      const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM "${p.name}") AS used`);
      if (rows[0].used) throw new Error(`${p.name} holds rows: seed a new database`);
      await client.query(`DROP TABLE "${p.name}"`);
    }
  }
  for (let m = monthStart(new Date(atOf(1))); m <= monthStart(now); m = monthStart(m, 1)) {
    const [from, to] = [m, monthStart(m, 1)];
    const gFrom = Math.max(1, Math.floor(transactions - (now.getTime() - 3_600_000 - from.getTime()) / stepMs) - 1);
    const gTo = Math.min(transactions, Math.ceil(transactions - (now.getTime() - 3_600_000 - to.getTime()) / stepMs) + 1);
    const name = partitionName(m);
    const started = Date.now();
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query(`CREATE TABLE "${name}" (LIKE fraud_transactions INCLUDING DEFAULTS, CONSTRAINT "${name}_range" CHECK (created_at >= '${from.toISOString()}' AND created_at < '${to.toISOString()}'))`);
    const { rowCount } = await client.query(
      `INSERT INTO "${name}" (id, organization_id, transaction_id, sender_account, receiver_account, amount, currency, channel, ip_address, ip_country, device_id,
                             risk_score, risk_level, recommended_action, signals, occurred_at, created_at)
       SELECT ${uuidv7At('at')}, $1, 'SEED-' || g, ${acct('g % ' + n)}, ${acct(payee('g % ' + n, `(g / ${n}) % 4`))},
              round((exp(ln(20000) + 0.5 * (random() + random() + random() - 1.5) * 2))::numeric, 2), 'NGN', 'mobile',
              '41.58.' || (g % 250) || '.' || (g % 200 + 1), 'NG', 'dev-' || (g % ${n}), 0, 'low', 'approve', '[]'::jsonb, at, at
         FROM generate_series(${gFrom}, ${gTo}) g, LATERAL (SELECT $2::timestamptz - make_interval(secs => (${transactions} - g) * ${stepMs / 1000}) AS at) x
        WHERE at >= $3 AND at < $4`,
      [organizationId, new Date(now.getTime() - 3_600_000), from, to],
    );
    await client.query(`ALTER TABLE fraud_transactions ATTACH PARTITION "${name}" FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`);
    await client.query(`ALTER TABLE "${name}" DROP CONSTRAINT "${name}_range"`);
    await client.query('COMMIT');
    log(`${name}: ${rowCount} transactions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

export async function seedFraud(client, organizationId, { accounts = 100_000, transactions = 1_000_000, days = 30, log = () => undefined } = {}) {
  const n = accounts;
  const acct = (x) => `(1000000000 + (${x}))::text`;
  const payee = (i, k) => `(CASE WHEN ((${i}) * 7919 + (${k} + 1) * 104729) % ${n} = (${i}) THEN (((${i}) * 7919 + (${k} + 1) * 104729) % ${n} + 1) % ${n} ELSE ((${i}) * 7919 + (${k} + 1) * 104729) % ${n} END)`;
  const started = Date.now();
  log(`seeding ${transactions} transactions over ${n} accounts and ${days} days`);
  await seedTransactions(client, organizationId, { accounts: n, transactions, days, log });
  await client.query('BEGIN');
  await client.query(`SET LOCAL synchronous_commit = off`);
  const per = Math.max(1, Math.round(transactions / n));
  const hours = `ARRAY[${Array.from({ length: 24 }, (_, h) => (h >= 8 && h <= 20 ? `${Math.ceil(per / 13)}` : '0')).join(',')}]::int[]`;
  await client.query(
    `INSERT INTO fraud_account_profiles (organization_id, account_number, txn_count, amount_log_mean, amount_log_m2, hours, channels, countries, inbound_count, last_txn_at,
                                         activity, score, risk_level, scored_at)
     SELECT $1, ${acct('i')}, ${per}, ln(20000), ${per - 1} * 0.25, ${hours}, jsonb_build_object('mobile', ${per}), '{NG}', ${per}, now() - interval '1 hour',
            0, 0, 'low', now() - interval '1 hour'
       FROM generate_series(0, ${n - 1}) i`,
    [organizationId],
  );
  await client.query(
    `INSERT INTO fraud_counterparties (organization_id, sender_account, receiver_account, txn_count, first_seen_at, last_seen_at)
     SELECT DISTINCT ON (1, 2, 3) $1::uuid, ${acct('i')}, ${acct(payee('i', 'k'))}, ${Math.max(1, Math.round(per / 4))}, now() - interval '30 days', now() - interval '1 hour'
       FROM generate_series(0, ${n - 1}) i, generate_series(0, 3) k`,
    [organizationId],
  );
  await client.query(
    `INSERT INTO fraud_account_devices (organization_id, account_number, device_id, first_seen_at, last_seen_at, trusted_since)
     SELECT $1, ${acct('i')}, 'dev-' || i, now() - interval '40 days', now() - interval '1 hour', now() - interval '40 days' FROM generate_series(0, ${n - 1}) i`,
    [organizationId],
  );
  // the network's aggregates on every account (analyze reads and updates one row per side)
  await client.query(
    `INSERT INTO fraud_network_accounts (account_number, bank_code, organization_id, first_seen_at, updated_at, payments_1d, new_payers_1d, new_payers_7d, inflow_6h, outflow_6h,
                                         inflow_banded_6h, outflow_banded_6h, inbound_count, outbound_count, in_log_mean, in_log_m2, payer_orgs)
     SELECT ${acct('i')}, '', $1, now() - interval '30 days', now() - interval '1 hour', ${per / 30}, 0, 0, 20000, 20000, 23170, 23170, ${per}, ${per}, ln(20000), ${per - 1} * 0.25,
            ARRAY[$1::uuid] FROM generate_series(0, ${n - 1}) i
     ON CONFLICT DO NOTHING`,
    [organizationId],
  );
  await client.query('COMMIT');
  for (const t of ['fraud_transactions', 'fraud_account_profiles', 'fraud_counterparties', 'fraud_account_devices', 'fraud_network_accounts']) await client.query(`ANALYZE ${t}`);
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, organization: { type: 'string' }, accounts: { type: 'string', default: '100000' }, transactions: { type: 'string', default: '1000000' }, days: { type: 'string', default: '30' } } });
  if (!values['database-url'] || !values.organization) {
    process.stderr.write('usage: node scripts/seed-fraud.mjs --database-url URL --organization UUID [--accounts N] [--transactions M] [--days D]\n');
    process.exit(2);
  }
  const client = new pg.Client({ connectionString: values['database-url'] });
  await client.connect();
  try {
    await seedFraud(client, values.organization, { accounts: Number(values.accounts), transactions: Number(values.transactions), days: Number(values.days), log: (l) => process.stderr.write(`seed: ${l}\n`) });
  } finally {
    await client.end();
  }
}

// The floors (issue 19): the least a request can cost in this design, as a bare node:http server
// with no framework, auth, validation or logging, run by the bench as its own process beside the
// app and measured in the same run.
//
//   node scripts/bench/floor-server.mjs analyze   (env PORT, DATABASE_URL, DATABASE_POOL_SIZE)
//   node scripts/bench/floor-server.mjs hash      (env PORT)
//
// analyze: per request, with the project's `pg` on the bench's database (tables of its own,
//   created here): 1. read one profile row by key (the sender); 2. one statement that inserts the
//   transaction (with a jsonb signals column) and upserts the profile, committed (durably, as the
//   app's write). Answers a small JSON.
// hash: receives the body (the detect-cached bench's 1 MB multipart) and SHA-256 hashes it as it
//   streams in. Answers the digest.
// Prints "floor listening" on stdout once it accepts requests.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const kind = process.argv[2];
const port = Number(process.env.PORT);

const SCHEMA = `
CREATE TABLE IF NOT EXISTS bench_floor_profiles (
  account_number varchar(10) PRIMARY KEY, txn_count int NOT NULL, amount_log_mean float8 NOT NULL, last_txn_at timestamptz NOT NULL);
CREATE TABLE IF NOT EXISTS bench_floor_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), transaction_id varchar(200) NOT NULL, sender_account varchar(10) NOT NULL,
  receiver_account varchar(10) NOT NULL, amount numeric(20, 2) NOT NULL, signals jsonb NOT NULL, occurred_at timestamptz NOT NULL);`;
const READ = 'SELECT txn_count, amount_log_mean FROM bench_floor_profiles WHERE account_number = $1';
const WRITE = `WITH t AS (
  INSERT INTO bench_floor_transactions (transaction_id, sender_account, receiver_account, amount, signals, occurred_at)
  VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
)
INSERT INTO bench_floor_profiles AS p (account_number, txn_count, amount_log_mean, last_txn_at) VALUES ($2, 1, $7, $6)
ON CONFLICT (account_number) DO UPDATE SET txn_count = p.txn_count + 1,
  amount_log_mean = p.amount_log_mean + (EXCLUDED.amount_log_mean - p.amount_log_mean) / (p.txn_count + 1), last_txn_at = EXCLUDED.last_txn_at
RETURNING (SELECT id FROM t)`;

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const answer = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

async function analyzeHandler() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
  await pool.query(SCHEMA);
  return async (req, res) => {
    try {
      const tx = JSON.parse((await readBody(req)).toString('utf8'));
      const { rows } = await pool.query({ name: 'floor_read', text: READ, values: [tx.sender_account] });
      const signals = JSON.stringify([{ code: 'FLOOR', weight: rows.length ? 0 : 10 }]);
      const w = await pool.query({
        name: 'floor_write',
        text: WRITE,
        values: [tx.transaction_id, tx.sender_account, tx.receiver_account, tx.amount, signals, new Date(), Math.log(tx.amount)],
      });
      answer(res, 200, { id: w.rows[0].id, transaction_id: tx.transaction_id });
    } catch (err) {
      answer(res, 500, { error: String(err?.message ?? err) });
    }
  };
}

function hashHandler() {
  return (req, res) => {
    const hash = createHash('sha256');
    req.on('data', (c) => hash.update(c));
    req.on('end', () => answer(res, 200, { sha256: hash.digest('hex') }));
    req.on('error', () => res.destroy());
  };
}

const handler = kind === 'analyze' ? await analyzeHandler() : kind === 'hash' ? hashHandler() : null;
if (!handler) {
  process.stderr.write('usage: floor-server.mjs analyze|hash\n');
  process.exit(2);
}
const server = createServer({ keepAliveTimeout: 60_000 }, handler);
server.listen(port, '127.0.0.1', () => process.stdout.write('floor listening\n'));
// the bench's stdin pipe ends when the bench goes away: stop with it
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.stdin.unref?.();

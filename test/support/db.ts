import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The test suite's only SQL outside spec files: statements no application repository has (a database per test file, the probe route's own table).

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createDatabase(): Promise<{ name: string; url: string }> {
  const name = `e2e_${randomBytes(5).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(name: string) {
  await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export const PROBE_TABLE_SQL = 'CREATE TABLE IF NOT EXISTS probe_writes (id serial PRIMARY KEY, amount numeric NOT NULL, created_at timestamptz DEFAULT now())';

/** One execution of the idempotency probe route: one row. */
export async function insertProbeWrite(db: { query(text: string, values: unknown[]): Promise<Array<{ id: number }>> }, amount: number): Promise<number> {
  const [row] = await db.query('INSERT INTO probe_writes (amount) VALUES ($1) RETURNING id', [amount]);
  return row.id;
}

/** Stands in for the emailed verification link of a user who signed up (what the tests using it are not about). */
export async function markEmailVerified(db: { query(text: string, values: unknown[]): Promise<unknown> }, email: string): Promise<void> {
  await db.query(`UPDATE users SET status = 'active', email_verified_at = now() WHERE email = $1`, [email]);
}

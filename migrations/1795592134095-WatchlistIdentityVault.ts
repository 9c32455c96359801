import { MigrationInterface, QueryRunner } from 'typeorm';

type Kind = 'bvn' | 'nin';

/** The running configuration's IdentityVault, handed over by migrate() (migrations cannot import src/). */
interface IdentityCrypto {
  hash(kind: Kind, value: string): string;
  legacyHash(kind: Kind, value: string): string;
  encrypt(value: string): string;
  decrypt(stored: string): string;
}

const BATCH = 1000;

// Tables whose BVN/NIN lookup hash can be recomputed from an encrypted copy in the same row.
const SOURCES = [
  { table: 'credit_consents', hash: 'bvn_hash', read: `'bvn' AS kind, bvn_encrypted AS stored`, value: (stored: string) => stored },
  { table: 'credit_reports', hash: 'bvn_hash', read: `'bvn' AS kind, bvn_encrypted AS stored`, value: (stored: string) => stored },
  { table: 'identity_verifications', hash: 'id_hash', read: `id_type AS kind, subject_encrypted AS stored`, value: (stored: string) => (JSON.parse(stored) as { idNumber: string }).idNumber },
] as const;
// Every column that holds such a hash; inquiries and access-log lines follow the sources' mapping.
const HASH_COLUMNS = [...SOURCES.map((s) => [s.table, s.hash]), ['credit_inquiries', 'bvn_hash'], ['credit_access_log', 'subject_hash']] as const;

/**
 * Watchlist BVNs/NINs leave clear text for a lookup hash plus the encrypted value (as consents keep
 * them), and every BVN/NIN lookup hash moves from the master key to the derived 'lookup-hash' key.
 * Access-log lines of a number held nowhere else encrypted cannot be recomputed: they keep the old
 * hash and the access-log search looks for both.
 */
export class WatchlistIdentityVault1795592134095 implements MigrationInterface {
  name = 'WatchlistIdentityVault1795592134095';
  /** Set by migrate() (src/database/data-source.ts) before it runs. */
  context: { identity: IdentityCrypto } | undefined = undefined;

  public async up(queryRunner: QueryRunner): Promise<void> {
    const identity = this.identity();
    await queryRunner.query(`ALTER TABLE "fraud_watchlist_entries" ADD "identifier_hash" character(64)`);
    await queryRunner.query(`ALTER TABLE "fraud_watchlist_entries" ADD "identifier_encrypted" text`);
    await queryRunner.query(`CREATE INDEX "ix_fraud_wl_identifier_hash" ON "fraud_watchlist_entries"  ("identifier_hash") `);
    await rekey(queryRunner, identity, (kind, value) => identity.hash(kind, value), async (remember) => {
      for (;;) {
        const rows: { id: string; kind: Kind; value: string }[] = await queryRunner.query(
          `SELECT id, subject_type AS kind, identifier AS value FROM fraud_watchlist_entries WHERE subject_type IN ('bvn', 'nin') AND identifier IS NOT NULL LIMIT ${BATCH}`,
        );
        if (!rows.length) return;
        await queryRunner.query(
          `UPDATE fraud_watchlist_entries w SET identifier = NULL, identifier_hash = x.hash, identifier_encrypted = x.encrypted
             FROM unnest($1::uuid[], $2::text[], $3::text[]) AS x(id, hash, encrypted) WHERE w.id = x.id`,
          [rows.map((r) => r.id), rows.map((r) => identity.hash(r.kind, r.value)), rows.map((r) => identity.encrypt(r.value))],
        );
        await remember(rows.map((r) => [identity.legacyHash(r.kind, r.value), identity.hash(r.kind, r.value)]));
      }
    });
    await queryRunner.query(`ALTER TABLE "fraud_watchlist_entries" ADD CONSTRAINT "ck_fraud_wl_identity_not_clear" CHECK ("subject_type" NOT IN ('bvn', 'nin') OR "identifier" IS NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const identity = this.identity();
    await queryRunner.query(`ALTER TABLE "fraud_watchlist_entries" DROP CONSTRAINT "ck_fraud_wl_identity_not_clear"`);
    await rekey(queryRunner, identity, (kind, value) => identity.legacyHash(kind, value), async (remember) => {
      for (;;) {
        const rows: { id: string; kind: Kind; stored: string }[] = await queryRunner.query(
          `SELECT id, subject_type AS kind, identifier_encrypted AS stored FROM fraud_watchlist_entries WHERE identifier_encrypted IS NOT NULL LIMIT ${BATCH}`,
        );
        if (!rows.length) return;
        const values = rows.map((r) => identity.decrypt(r.stored));
        await queryRunner.query(
          `UPDATE fraud_watchlist_entries w SET identifier = x.value, identifier_hash = NULL, identifier_encrypted = NULL
             FROM unnest($1::uuid[], $2::text[]) AS x(id, value) WHERE w.id = x.id`,
          [rows.map((r) => r.id), values],
        );
        await remember(rows.map((r, i) => [identity.hash(r.kind, values[i]), identity.legacyHash(r.kind, values[i])]));
      }
    });
    await queryRunner.query(`DROP INDEX "public"."ix_fraud_wl_identifier_hash"`);
    await queryRunner.query(`ALTER TABLE "fraud_watchlist_entries" DROP COLUMN "identifier_encrypted"`);
    await queryRunner.query(`ALTER TABLE "fraud_watchlist_entries" DROP COLUMN "identifier_hash"`);
  }

  private identity(): IdentityCrypto {
    if (!this.context) throw new Error(`${this.name} needs the encryption key: run it through migrate() (npm start, or the service's startup)`);
    return this.context.identity;
  }
}

/**
 * Replaces every BVN/NIN lookup hash by target(kind, number): a map old -> new is built from the
 * watchlist step and from every row that keeps the number encrypted, then applied to all hash columns.
 */
async function rekey(
  q: QueryRunner,
  identity: IdentityCrypto,
  target: (kind: Kind, value: string) => string,
  watchlist: (remember: (pairs: string[][]) => Promise<void>) => Promise<void>,
): Promise<void> {
  await q.query(`CREATE TEMP TABLE identity_rekey (old character(64) PRIMARY KEY, new character(64) NOT NULL)`);
  const remember = async (pairs: string[][]) => {
    await q.query(`INSERT INTO identity_rekey (old, new) SELECT * FROM unnest($1::bpchar[], $2::bpchar[]) ON CONFLICT (old) DO NOTHING`, [pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
  };
  await watchlist(remember);
  for (const source of SOURCES) {
    let after = '';
    for (;;) {
      const rows: { old: string; kind: Kind; stored: string }[] = await q.query(
        `SELECT DISTINCT ON (${source.hash}) ${source.hash} AS old, ${source.read} FROM ${source.table} WHERE ${source.hash} > $1 ORDER BY ${source.hash} LIMIT ${BATCH}`,
        [after],
      );
      if (!rows.length) break;
      await remember(rows.map((r) => [r.old, target(r.kind, source.value(readable(identity, source.table, r.stored)))]));
      after = rows[rows.length - 1].old;
    }
  }
  for (const [table, column] of HASH_COLUMNS) {
    await q.query(`UPDATE ${table} t SET ${column} = r.new FROM identity_rekey r WHERE t.${column} = r.old`);
  }
  await q.query(`DROP TABLE identity_rekey`);
}

/** A value the configured key cannot read stops the migration: converting with a wrong key would lose the data. */
function readable(identity: IdentityCrypto, table: string, stored: string): string {
  try {
    return identity.decrypt(stored);
  } catch {
    throw new Error(`${table}: a value does not decrypt with ENCRYPTION_KEY; start with the key these rows were written with`);
  }
}

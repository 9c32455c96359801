import { afterAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { dataSourceOptions, loadMigrations, revertLastMigration } from '../src/database/data-source.js';
import { databaseBefore } from './support/earlier-schema.js';
import { createDatabase, dropDatabase } from './support/test-app.js';

// Every migration's down(), as `cli migration:revert` runs it: all of them back to an empty schema and forward again. And
// issue 19's index migrations, built concurrently by one helper (migrations/support/concurrent-index.ts): each reverts to the
// indexes before it; a valid index of the name (an operator's, built ahead) is kept, and an invalid one (a concurrent build
// that failed half-way) is built again.
const COUNTERPARTIES_BY_SENDER = 1795621600000;
const DEVICE_LINKS_BY_TIME = 1795621700000;

interface IndexRow {
  name: string;
  valid: boolean;
  columns: string;
  oid: number;
}

async function indexesOf(ds: DataSource, table: string): Promise<IndexRow[]> {
  return ds.query(
    `SELECT c.relname AS name, i.indisvalid AS valid, regexp_replace(pg_get_indexdef(i.indexrelid), '.*\\((.*)\\)$', '\\1') AS columns, c.oid::int AS oid
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = $1::regclass AND c.relname NOT LIKE 'PK_%' ORDER BY c.relname`,
    [table],
  );
}
const named = (rows: IndexRow[]) => rows.map(({ name, valid, columns }) => ({ name, valid, columns }));

const DEVICES_AFTER = [
  { name: 'ix_fraud_acc_dev_device_seen', valid: true, columns: 'device_id, organization_id, livemode, first_seen_at' },
  { name: 'ix_fraud_acc_dev_trusted', valid: true, columns: 'organization_id, livemode, account_number, trusted_since' },
];
const DEVICES_BEFORE = [{ name: 'ix_fraud_acc_dev_account', valid: true, columns: 'organization_id, livemode, account_number' }];
const COUNTERPARTIES_AFTER = [
  { name: 'ix_fraud_cp_receiver', valid: true, columns: 'organization_id, receiver_account, first_seen_at' },
  { name: 'ix_fraud_cp_sender_first_seen', valid: true, columns: 'sender_account, organization_id, livemode, first_seen_at' },
];

describe("migrations: revert (cli migration:revert), apply again; an index built concurrently: an operator's kept, a failed build rebuilt", () => {
  const databases: string[] = [];
  const sources: DataSource[] = [];

  afterAll(async () => {
    for (const ds of sources) if (ds.isInitialized) await ds.destroy();
    for (const name of databases) await dropDatabase(name);
  });

  it('each reverts to the indexes before it (cli migration:revert) and applies again', async () => {
    const { database, ds, config } = await databaseBefore(Number.MAX_SAFE_INTEGER);
    databases.push(database.name);
    sources.push(ds);
    expect(named(await indexesOf(ds, 'fraud_account_devices'))).toEqual(DEVICES_AFTER);
    expect(named(await indexesOf(ds, 'fraud_counterparties'))).toEqual(COUNTERPARTIES_AFTER);

    // the last migration, MemberSince, makes a table of its own: its down() drops it
    expect(await revertLastMigration(config, database.url)).toBe('MemberSince1795621800000');
    expect(await ds.query(`SELECT to_regclass('fraud_member_since') AS t`)).toEqual([{ t: null }]);

    // TypeORM's own revert opens a transaction for every migration: an index cannot be built or dropped CONCURRENTLY in one
    await expect(ds.undoLastMigration({ transaction: 'each' })).rejects.toThrow(/cannot run inside a transaction block/);
    expect(named(await indexesOf(ds, 'fraud_account_devices'))).toEqual(DEVICES_AFTER);

    // the one before is DeviceLinksByTime: its down() gives the account index back and drops both of its own
    expect(await revertLastMigration(config, database.url)).toBe('DeviceLinksByTime1795621700000');
    expect(named(await indexesOf(ds, 'fraud_account_devices'))).toEqual(DEVICES_BEFORE);
    expect(await revertLastMigration(config, database.url)).toBe('CounterpartiesBySenderRecent1795621600000');
    expect(named(await indexesOf(ds, 'fraud_counterparties'))).toEqual(COUNTERPARTIES_AFTER.filter((i) => i.name !== 'ix_fraud_cp_sender_first_seen'));
    const applied = await ds.query(`SELECT timestamp::bigint AS at FROM schema_migrations ORDER BY id DESC LIMIT 1`);
    expect(Number(applied[0].at)).toBeLessThan(COUNTERPARTIES_BY_SENDER);

    await ds.runMigrations({ transaction: 'each' });
    expect(named(await indexesOf(ds, 'fraud_account_devices'))).toEqual(DEVICES_AFTER);
    expect(named(await indexesOf(ds, 'fraud_counterparties'))).toEqual(COUNTERPARTIES_AFTER);
  });

  it("a valid index of the name is kept; an invalid one a failed concurrent build left is built again", async () => {
    const { database, ds, config } = await databaseBefore(DEVICE_LINKS_BY_TIME);
    databases.push(database.name);
    sources.push(ds);
    // two links of one organization, so that a unique index on it fails half-way and leaves an invalid index of the name
    await ds.query(`INSERT INTO fraud_account_devices (organization_id, livemode, account_number, device_id, first_seen_at, last_seen_at)
      VALUES ('00000000-0000-4000-8000-000000000001', true, '0100000001', 'dev-a', now(), now()),
             ('00000000-0000-4000-8000-000000000001', true, '0100000002', 'dev-b', now(), now())`);
    await expect(ds.query(`CREATE UNIQUE INDEX CONCURRENTLY ix_fraud_acc_dev_trusted ON fraud_account_devices (organization_id)`)).rejects.toThrow(/could not create unique index/);
    // an operator built the other ahead, as the migration's comment allows (its definition is not compared)
    await ds.query(`CREATE INDEX CONCURRENTLY ix_fraud_acc_dev_device_seen ON fraud_account_devices (device_id, organization_id, livemode, first_seen_at)`);
    const before = await indexesOf(ds, 'fraud_account_devices');
    expect(named(before)).toEqual([
      ...DEVICES_BEFORE,
      DEVICES_AFTER[0],
      { name: 'ix_fraud_acc_dev_trusted', valid: false, columns: 'organization_id' },
    ]);
    await ds.destroy();

    const upgrade = new DataSource(dataSourceOptions(config, database.url, { migrations: await loadMigrations(), extra: { max: 1 } }));
    sources.push(upgrade);
    await upgrade.initialize();
    await upgrade.runMigrations({ transaction: 'each' });
    const after = await indexesOf(upgrade, 'fraud_account_devices');
    expect(named(after)).toEqual(DEVICES_AFTER);
    // the operator's index is the same index (not dropped and built again); the invalid one was replaced
    expect(after.find((i) => i.name === 'ix_fraud_acc_dev_device_seen')!.oid).toBe(before.find((i) => i.name === 'ix_fraud_acc_dev_device_seen')!.oid);
    expect(after.find((i) => i.name === 'ix_fraud_acc_dev_trusted')!.oid).not.toBe(before.find((i) => i.name === 'ix_fraud_acc_dev_trusted')!.oid);
  });

  it('every migration reverts, to an empty schema, and applying them all again gives the same schema', async () => {
    const { database, ds, config } = await databaseBefore(Number.MAX_SAFE_INTEGER);
    databases.push(database.name);
    sources.push(ds);
    // tables, columns and indexes; not partitions (named by the day or month a migration ran, bounded by its time: a run
    // across midnight would make others), whose parents' columns and indexes are compared
    const notPartition = (column: string) => `NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.relname = ${column} AND c.relnamespace = 'public'::regnamespace AND c.relispartition)`;
    const schema = async () => ({
      columns: await ds.query(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' AND ${notPartition('table_name')} ORDER BY 1, 2`),
      indexes: await ds.query(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND ${notPartition('tablename')} ORDER BY 1, 2`),
    });
    const migrated = await schema();
    const names = (await loadMigrations()).map((m) => (new m() as { name: string }).name).reverse();
    for (const name of names) expect(await revertLastMigration(config, database.url)).toBe(name);
    // and a database never migrated has nothing to revert (no table of migrations made for it)
    const empty = await createDatabase();
    databases.push(empty.name);
    expect(await revertLastMigration(config, empty.url)).toBeNull();
    expect(await revertLastMigration(config, database.url)).toBeNull();
    const left: { tablename: string }[] = await ds.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    expect(left.map((t) => t.tablename)).toEqual(['schema_migrations']);
    // and no function (uuidv7) or enum type a migration made (an extension's, pgcrypto's, stays: other schemas may use it)
    expect(await ds.query(`SELECT proname FROM pg_proc p WHERE pronamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`)).toEqual([]);
    expect(await ds.query(`SELECT typname FROM pg_type WHERE typnamespace = 'public'::regnamespace AND typtype = 'e'`)).toEqual([]);
    await ds.runMigrations({ transaction: 'each' });
    expect(await schema()).toEqual(migrated);
  }, 180_000);
});

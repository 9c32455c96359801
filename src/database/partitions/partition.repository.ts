import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** One partition of a range-partitioned table; upperBound is null for one without an upper bound (MAXVALUE). */
export interface Partition {
  name: string;
  upperBound: Date | null;
}

/** DDL takes no bind parameters: names come from PARTITIONED_TABLES and are checked, bounds are Date.toISOString(). */
const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a partition table name: ${name}`);
  return `"${name}"`;
};

/** Milliseconds since the epoch as PostgreSQL's numeric text gives them: -Infinity is before any instant, Infinity none. */
const instant = (ms: string): Date | null => {
  const n = Number(ms);
  return n === -Infinity ? new Date(0) : Number.isFinite(n) ? new Date(n) : null;
};

// 42P07 duplicate_table, 23505 unique_violation (two CREATE TABLE IF NOT EXISTS racing on the catalog)
const ALREADY_MADE = new Set(['42P07', '23505']);

/** The catalog work of time-partitioned tables: list partitions with their bounds, create a range, drop one. */
@Injectable()
export class PartitionRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The table's partitions, oldest first, with the upper bound of each (parsed from its FOR VALUES clause). */
  async partitionsOf(table: string): Promise<Partition[]> {
    const rows: Array<{ name: string; upper_bound: Date | null }> = await this.db.query(
      `SELECT c.relname AS name, (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''([^'']+)''\\)'))[1]::timestamptz AS upper_bound
         FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = to_regclass($1) ORDER BY upper_bound NULLS LAST, name`,
      [table],
    );
    return rows.map((r) => ({ name: r.name, upperBound: r.upper_bound ? new Date(r.upper_bound) : null }));
  }

  /** Tables named as `table`'s partitions (`<table>_p<digits>`) that are no partition of anything: detached, or never attached. */
  async detachedOf(table: string): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.db.query(
      `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND NOT relispartition AND relnamespace = current_schema()::regnamespace
          AND relname ~ ('^' || $1 || '_p[0-9]{6}([0-9]{2})?$') ORDER BY relname`,
      [table],
    );
    return rows.map((r) => r.name);
  }

  /**
   * `<table>_legacy` (the old table the partitioning migrations attached FROM (MINVALUE)) when it is no partition of
   * anything: detached by a run that stopped before its DROP. `before` is an instant its rows are all older than (in
   * milliseconds, rounded up), read without scanning the table: the CHECK constraint DETACH … CONCURRENTLY leaves on it
   * (the partition's bound, `key IS NOT NULL AND key < bound`, validated), else its newest key through a btree index
   * that leads with the key, else null: nothing says it cheaply, and the table is left for an operator.
   */
  async detachedLegacyOf(table: string): Promise<{ name: string; before: Date | null } | null> {
    const name = `${table}_legacy`;
    const [row]: Array<{ key: string; bound: string | null; indexed: boolean }> = await this.db.query(
      `SELECT a.attname AS key,
              (SELECT min(ceil(extract(epoch FROM (regexp_match(pg_get_constraintdef(k.oid),
                        '^CHECK \\(\\(\\(' || a.attname || ' IS NOT NULL\\) AND \\(' || a.attname || ' < ''([^'']+)''::timestamp with time zone\\)\\)\\)$'))[1]::timestamptz) * 1000))
                 FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'c' AND k.convalidated)::text AS bound,
              EXISTS (SELECT 1 FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_am am ON am.oid = ic.relam JOIN pg_attribute ca ON ca.attrelid = c.oid AND ca.attname = a.attname
                       WHERE i.indrelid = c.oid AND am.amname = 'btree' AND i.indisvalid AND i.indpred IS NULL AND i.indkey[0] = ca.attnum) AS indexed
         FROM pg_class c, pg_partitioned_table pt JOIN pg_attribute a ON a.attrelid = pt.partrelid AND a.attnum = pt.partattrs[0]
        WHERE c.relname = $2 AND c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND NOT c.relispartition AND pt.partrelid = to_regclass($1)`,
      [table, name],
    );
    if (!row) return null;
    if (row.bound) return { name, before: instant(row.bound) };
    if (!row.indexed) return { name, before: null };
    // one step down the index's right edge; an empty table has nothing to keep
    const [newest]: Array<{ before: string | null }> = await this.db.query(
      `SELECT ceil(extract(epoch FROM max(${ident(row.key)}) + interval '1 microsecond') * 1000)::text AS before FROM ${ident(name)}`,
    );
    return { name, before: newest.before === null ? new Date(0) : instant(newest.before) };
  }

  /** Whether a table of that name exists (a partition, or a table of its own). */
  async exists(name: string): Promise<boolean> {
    const [row]: Array<{ exists: boolean }> = await this.db.query(`SELECT to_regclass($1) IS NOT NULL AS exists`, [name]);
    return row.exists;
  }

  /** Whether partition `name` holds a row matching `predicate` (SQL from PARTITIONED_TABLES, never from input). */
  async holds(name: string, predicate: string): Promise<boolean> {
    const [row]: Array<{ holds: boolean }> = await this.db.query(`SELECT EXISTS (SELECT 1 FROM ${ident(name)} WHERE ${predicate}) AS holds`);
    return row.holds;
  }

  /** Whether a table of that name exists, and whether it is one of `table`'s partitions (and its detach pending). */
  private async state(table: string, name: string): Promise<{ exists: boolean; attached: boolean; pending: boolean }> {
    const [row]: Array<{ exists: boolean; attached: boolean; pending: boolean }> = await this.db.query(
      `SELECT to_regclass($2) IS NOT NULL AS exists,
              EXISTS (SELECT 1 FROM pg_inherits WHERE inhparent = to_regclass($1) AND inhrelid = to_regclass($2)) AS attached,
              EXISTS (SELECT 1 FROM pg_inherits WHERE inhparent = to_regclass($1) AND inhrelid = to_regclass($2) AND inhdetachpending) AS pending`,
      [table, name],
    );
    return row;
  }

  /**
   * Makes partition `name` of `table` for [from, to) unless it is one already; answers whether it made it. It is made as
   * a table of its own and then attached: ATTACH takes the parent's SHARE UPDATE EXCLUSIVE lock, which inserts do not
   * wait for (CREATE TABLE … PARTITION OF would take ACCESS EXCLUSIVE and queue them). A table left unattached by a run
   * that stopped between the two is attached by the next.
   */
  async create(table: string, name: string, from: Date, to: Date): Promise<boolean> {
    const before = await this.state(table, name);
    if (before.attached) return false;
    try {
      if (!before.exists) await this.db.query(`CREATE TABLE IF NOT EXISTS ${ident(name)} (LIKE ${ident(table)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE)`);
      await this.db.query(`ALTER TABLE ${ident(table)} ATTACH PARTITION ${ident(name)} FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`);
      return true;
    } catch (err) {
      // another run made it at the same moment (42P07 duplicate_table, 23505 on the catalog, or "already a partition")
      if (ALREADY_MADE.has((err as { code?: string }).code ?? '') || (await this.state(table, name)).attached) return false;
      throw err;
    }
  }

  /**
   * Drops one partition and its rows without holding writes back: DETACH … CONCURRENTLY takes only the parent's SHARE
   * UPDATE EXCLUSIVE lock and waits for the transactions that may still use the partition; the detached table is then
   * dropped on its own. A detach that was interrupted (statement timeout, a stopped worker) is finished by the next run.
   */
  async drop(table: string, name: string): Promise<void> {
    const { attached, pending } = await this.state(table, name);
    if (attached) await this.db.query(`ALTER TABLE ${ident(table)} DETACH PARTITION ${ident(name)} ${pending ? 'FINALIZE' : 'CONCURRENTLY'}`);
    await this.db.query(`DROP TABLE IF EXISTS ${ident(name)}`);
  }
}

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

  /** Creates partition `name` of `table` for [from, to) unless a table of that name exists; answers whether it made it. */
  async create(table: string, name: string, from: Date, to: Date): Promise<boolean> {
    const exists: Array<{ made: boolean }> = await this.db.query('SELECT to_regclass($1) IS NOT NULL AS made', [name]);
    if (exists[0].made) return false;
    try {
      await this.db.query(`CREATE TABLE IF NOT EXISTS ${ident(name)} PARTITION OF ${ident(table)} FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`);
      return true;
    } catch (err) {
      if (ALREADY_MADE.has((err as { code?: string }).code ?? '')) return false;
      throw err;
    }
  }

  /**
   * Drops one partition and its rows. Dropping takes the parent's lock for a moment (it waits for statements in
   * flight and holds new ones back while it runs): it gives up after lockTimeoutMs rather than queue writes behind it.
   */
  async drop(name: string, lockTimeoutMs: number): Promise<void> {
    await this.db.transaction(async (manager) => {
      await manager.query(`SELECT set_config('lock_timeout', $1, true)`, [`${lockTimeoutMs}ms`]);
      await manager.query(`DROP TABLE IF EXISTS ${ident(name)}`);
    });
  }
}

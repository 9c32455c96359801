import type { DataSource, EntityManager, EntityMetadata, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';
import { modifyReturning, named } from '../database/sql.js';
import type { Moved, StateKind } from './transition-table.js';

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * The SQL of every status change of one kind: the conditional UPDATE, the history row and the
 * idle rows a sweep re-queues. Table and column names come from the entity's metadata.
 */
export class StateTransitionRepository<E extends ObjectLiteral, S extends string, K extends keyof E & string> {
  private readonly meta: EntityMetadata;
  private readonly table: string;

  constructor(
    private readonly db: DataSource,
    readonly kind: StateKind<E, S, K>,
  ) {
    this.meta = db.getMetadata(kind.entity);
    this.table = quote(this.meta.tableName);
    if (!this.meta.updateDateColumn || !this.meta.createDateColumn) throw new Error(`${this.meta.name} needs created and updated dates to have a lifecycle`);
  }

  /**
   * To `to` from one of `sources`; to its own status (a takeover) only when idle `takeOverAfterSeconds`. The sub-select locks
   * the row to read the status it leaves, and the WHERE re-checks that latest version. Null when nothing moved.
   */
  async move(
    manager: EntityManager,
    move: { id: string; to: S; sources: S[]; changes: Partial<E>; takeOverAfterSeconds?: number },
  ): Promise<Moved<E, K> | null> {
    const params: Record<string, unknown> = { id: move.id, to: move.to, sources: move.sources, stale: move.takeOverAfterSeconds ?? null };
    const sets = [`${this.col('status')} = :to`, `${this.updated} = now()`];
    const stamp = this.kind.stamps?.[move.to];
    if (stamp) sets.push(`${this.col(stamp)} = now()`);
    const count = this.kind.counts?.[move.to];
    if (count) sets.push(`${this.col(count)} = t.${this.col(count)} + 1`);
    for (const [property, value] of Object.entries(move.changes)) {
      if (value === undefined) continue;
      const column = this.column(property);
      params[`v_${property}`] = isJson(column) && value !== null ? JSON.stringify(value) : value;
      sets.push(`${quote(column.databaseName)} = :v_${property}`);
    }
    const returning = this.kind.returning.map((p) => `t.${this.col(p)} AS ${quote(p)}`).join(', ');
    const s = named(
      `UPDATE ${this.table} t SET ${sets.join(', ')}
         FROM (SELECT ${this.id}, ${this.col('status')} FROM ${this.table} WHERE ${this.id} = :id FOR UPDATE) prev
        WHERE t.${this.id} = prev.${this.id} AND t.${this.col('status')} = ANY (:sources)
          AND (t.${this.col('status')} <> :to OR t.${this.updated} < now() - make_interval(secs => :stale))
        RETURNING prev.${this.col('status')} AS "fromStatus", ${returning}`,
      params,
    );
    const [row] = await modifyReturning<Moved<E, K>>(manager, s.text, s.values);
    return row ?? null;
  }

  async recordHistory(manager: EntityManager, id: string, fromStatus: string | null, toStatus: S, reason: string): Promise<void> {
    const history = this.kind.history!;
    await manager.insert(history.entity, { [history.key]: id, fromStatus, toStatus, reason: reason.slice(0, 300) });
  }

  /** Ids of rows sitting in a status longer than its age (seconds), oldest first: what a sweep re-queues. */
  async idleIds(ages: Partial<Record<S, number>>, limit: number): Promise<string[]> {
    const params: Record<string, unknown> = { limit };
    const idle = Object.entries(ages).map(([status, seconds], i) => {
      params[`s${i}`] = status;
      params[`a${i}`] = seconds;
      return `(${this.col('status')} = :s${i} AND ${this.updated} < now() - make_interval(secs => :a${i}))`;
    });
    const s = named(
      `SELECT ${this.id} AS id FROM ${this.table} WHERE ${idle.join(' OR ')} ORDER BY ${quote(this.meta.createDateColumn!.databaseName)} LIMIT :limit`,
      params,
    );
    const rows: { id: string }[] = await this.db.query(s.text, s.values);
    return rows.map((r) => r.id);
  }

  private get id() {
    return quote(this.meta.primaryColumns[0].databaseName);
  }

  private get updated() {
    return quote(this.meta.updateDateColumn!.databaseName);
  }

  private col(property: string) {
    return quote(this.column(property).databaseName);
  }

  private column(property: string): ColumnMetadata {
    const column = this.meta.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${this.meta.name} has no property ${property}`);
    return column;
  }
}

const isJson = (column: ColumnMetadata) => column.type === 'jsonb' || column.type === 'json';

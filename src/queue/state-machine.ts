import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { StateTransitionRepository } from './state-transition.repository.js';
import { type Moved, type StateKind, sourcesOf } from './transition-table.js';

/** Runs in the move's transaction once the row has moved: the outbox event, a row of its own. */
export type OnMoved<E extends ObjectLiteral, K extends keyof E> = (manager: EntityManager, moved: Moved<E, K>) => Promise<unknown>;

export interface TransitionOptions<E extends ObjectLiteral, K extends keyof E> {
  /** Columns written beside the status. */
  changes?: Partial<E>;
  /** For the history row. */
  reason?: string;
  /** A move to the status the row already has (a takeover) needs it idle this long. */
  takeOverAfterSeconds?: number;
  within?: OnMoved<E, K>;
  /** Move inside the caller's transaction. */
  manager?: EntityManager;
}

/** The only way a row of a kind changes status: one conditional UPDATE (of two racing workers one wins), with history, `within` and the kind's hook (its webhook event) in its transaction. */
export class StateMachine<E extends ObjectLiteral, S extends string, K extends keyof E & string> {
  readonly rows: StateTransitionRepository<E, S, K>;

  constructor(
    private readonly db: DataSource,
    kind: StateKind<E, S, K>,
    private readonly onEnter: Partial<Record<S, OnMoved<E, K>>> = {},
  ) {
    this.rows = new StateTransitionRepository(db, kind);
  }

  /** Null (and nothing changed) when the row's status does not allow the move. */
  async transition(id: string, to: S, options: TransitionOptions<E, K> = {}): Promise<Moved<E, K> | null> {
    const sources = sourcesOf(this.rows.kind.transitions, to);
    // a takeover moves the row to the status it has: a new owner, not a status change (no history row)
    if (options.takeOverAfterSeconds !== undefined && !sources.includes(to)) sources.push(to);
    if (!sources.length) return null;
    const { history, counter } = this.rows.kind;
    const hook = this.onEnter[to];
    const apply = async (manager: EntityManager) => {
      const moved = await this.rows.move(manager, { id, to, sources, changes: options.changes ?? {}, takeOverAfterSeconds: options.takeOverAfterSeconds });
      if (!moved) return null;
      if (history && moved.fromStatus !== to) await this.rows.recordHistory(manager, id, moved.fromStatus, to, options.reason ?? '');
      await options.within?.(manager, moved);
      await hook?.(manager, moved);
      return moved;
    };
    // A lone conditional UPDATE is atomic by itself: no transaction's extra round trips.
    const moved = options.manager ? await apply(options.manager) : history || options.within || hook ? await this.db.transaction(apply) : await apply(this.db.manager);
    if (moved && moved.fromStatus !== to) counter?.inc({ to });
    return moved;
  }
}

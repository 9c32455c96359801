import type { Counter } from 'prom-client';
import type { EntityTarget, ObjectLiteral } from 'typeorm';

/** Where each status may go; a status listing none is terminal. */
export type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

/** The statuses a row may be in to move to `to` (the WHERE of the one conditional update). */
export function sourcesOf<S extends string>(table: TransitionTable<S>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => table[from].includes(to));
}

export const canTransition = <S extends string>(table: TransitionTable<S>, from: S, to: S) => table[from].includes(to);

export const isTerminal = <S extends string>(table: TransitionTable<S>, status: S) => table[status].length === 0;

/** A history row per move: the entity and the property holding the moved row's id (beside fromStatus, toStatus, reason). */
export interface HistorySpec {
  entity: EntityTarget<ObjectLiteral>;
  key: string;
}

/**
 * One kind of row with a status (credit report, verification, report case): its transition table
 * and what entering a status writes. Properties are the entity's; identifiers never come from input.
 */
export interface StateKind<E extends ObjectLiteral, S extends string, K extends keyof E & string> {
  entity: EntityTarget<E>;
  transitions: TransitionTable<S>;
  /** Timestamp set on entering a status (started_at on a claim, completed_at at the end). */
  stamps?: Partial<Record<S, keyof E & string>>;
  /** Counter incremented on entering a status (attempts on a claim). */
  counts?: Partial<Record<S, keyof E & string>>;
  /** Read back after every move. */
  returning: readonly K[];
  history?: HistorySpec;
  /** Counts status changes by target status. */
  counter?: Counter<'to'>;
}

/** A row as a move left it, with the status it came from. */
export type Moved<E extends ObjectLiteral, K extends keyof E> = Pick<E, K> & { fromStatus: string };

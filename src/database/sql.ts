import type { DataSource, EntityManager } from 'typeorm';

type Runner = Pick<DataSource | EntityManager, 'query'>;

/**
 * Rows of an UPDATE or DELETE … RETURNING. TypeORM answers those statements with
 * [rows, affectedCount] (and other statements with rows), so callers must not guess.
 */
export async function modifyReturning<T>(runner: Runner, sql: string, params: unknown[] = []): Promise<T[]> {
  const result = await runner.query(sql, params);
  return Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? (result[0] as T[]) : (result as T[]);
}

/** Number of rows an UPDATE or DELETE touched. */
export async function modifyCount(runner: Runner, sql: string, params: unknown[] = []): Promise<number> {
  const result = await runner.query(sql, params);
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

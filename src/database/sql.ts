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

/** A statement with named parameters compiled to pg's positional form: `{ text, values }`. */
export interface Statement {
  text: string;
  values: unknown[];
}

const compiled = new Map<string, { text: string; names: string[] }>();

/**
 * The one way to bind parameters by name: `:name` in the text (never `::cast`), values from an
 * object. Each distinct text is compiled once; a name used twice binds one parameter.
 */
export function named(text: string, params: Record<string, unknown>): Statement {
  let entry = compiled.get(text);
  if (!entry) {
    const names: string[] = [];
    const out = text.replace(/(?<![:\w]):([a-zA-Z_][a-zA-Z0-9_]*)/g, (_m, name: string) => {
      let i = names.indexOf(name);
      if (i < 0) i = names.push(name) - 1;
      return `$${i + 1}`;
    });
    entry = { text: out, names };
    compiled.set(text, entry);
  }
  return {
    text: entry.text,
    values: entry.names.map((name) => {
      if (!(name in params)) throw new Error(`SQL parameter :${name} has no value`);
      return params[name];
    }),
  };
}

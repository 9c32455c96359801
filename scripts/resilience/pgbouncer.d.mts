export interface Pgbouncer {
  /** DATABASE_URL for the service: the same database through PgBouncer. */
  url: string;
  port: number;
  /** Server connections to PostgreSQL it keeps at most. */
  poolSize: number;
  tail(): string;
  stats(): Promise<{ transactions: number; transactionMs: number; waitMs: number }>;
  stop(): Promise<void>;
  kill(): void;
}
export declare function startPgbouncer(targetUrl: string, options?: { poolSize?: number; statementTimeoutMs?: number }): Promise<Pgbouncer>;

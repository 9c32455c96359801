import pg from 'pg';

/**
 * The pg client behind a transaction-pooling PgBouncer (1.18 tracks no prepared statements): a named
 * statement is prepared on one server connection and run on whichever the next transaction gets, so
 * every statement goes unnamed (parsed each time). The hot-path repositories keep their names.
 */
export class UnnamedStatementClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through unchanged
  override query(config: any, values?: any, callback?: any): any {
    const named = config !== null && typeof config === 'object' && typeof config.submit !== 'function' && config.name;
    return super.query(named ? { ...config, name: undefined } : config, values, callback);
  }
}

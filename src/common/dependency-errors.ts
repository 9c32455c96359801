// Failures of PostgreSQL or Redis being away (restart, failover, network) as opposed to bugs: a
// client should retry them, so they answer 503 SERVICE_UNAVAILABLE rather than 500.

/**
 * SQLSTATEs that mean "the database is not there right now": connection failures (not 08P01, a
 * protocol violation, which is a bug), shutdown, crash recovery, too many connections.
 */
const PG_UNAVAILABLE = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);
const NODE_NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN', 'EAI_AGAIN']);
const MESSAGES = [
  // pg (node-postgres)
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  // ioredis with the offline queue off
  'Connection is closed',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
  // Redis: a primary demoted by a failover (the client reconnects to the new one), or one loading its data
  "READONLY You can't write against a read only replica",
  'LOADING Redis is loading the dataset in memory',
];

export function isDependencyUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e !== 'object') return false;
    const code = typeof e.code === 'string' ? e.code : '';
    if (PG_UNAVAILABLE.has(code) || NODE_NETWORK.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (MESSAGES.some((m) => message.includes(m))) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

/** A NUL (22021) or unencodable character (22P05): only input causes these; other data exceptions are validation's job, and a bug if they reach here (a logged 500). */
const PG_UNSTORABLE = new Set(['22021', '22P05']);

export function isUnstorableInput(err: unknown): boolean {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | undefined;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' && PG_UNSTORABLE.has(code);
}

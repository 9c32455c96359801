// Failures of PostgreSQL or Redis being away (restart, failover, network) as opposed to bugs: a
// client should retry them, so they answer 503 SERVICE_UNAVAILABLE rather than 500.

/** SQLSTATE classes and codes that mean "the database is not there right now". */
const PG_UNAVAILABLE = /^(08|57P0[1-3]|53300|53400)/;
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
];

export function isDependencyUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e !== 'object') return false;
    const code = typeof e.code === 'string' ? e.code : '';
    if (PG_UNAVAILABLE.test(code) || NODE_NETWORK.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (MESSAGES.some((m) => message.includes(m))) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

/**
 * Input PostgreSQL cannot store (a NUL character in text, bytes invalid in UTF-8): the client's
 * mistake, not the service's. Class 22 (data exception) codes that only input can cause.
 */
const PG_UNSTORABLE = new Set(['22021', '22P05', '22P02', '22003', '22001', '54000', '54001']);

export function isUnstorableInput(err: unknown): boolean {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | undefined;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' && PG_UNSTORABLE.has(code);
}

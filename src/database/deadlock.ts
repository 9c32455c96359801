/** PostgreSQL's deadlock_detected: one transaction of a lock cycle is aborted, and nothing of it is kept. */
const DEADLOCK = '40P01';

export function isDeadlock(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | null | undefined;
  return (e?.code ?? e?.driverError?.code) === DEADLOCK;
}

/**
 * Runs a whole transaction `work` again when PostgreSQL aborted it as one side of a deadlock (two transactions locking
 * the same rows in opposite orders: an analysis of A -> B beside one of B -> A, or beside an analyst's resolution of a
 * transfer B -> A), up to `attempts` times, after a random pause growing per attempt so the two sides do not collide again.
 * `work` must be the transaction itself: a retry inside one that PostgreSQL aborted would fail.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isDeadlock(err) || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

import type { RecordedInquiry } from '../credit-inquiry.repository.js';

export type ConsentRefusal = 'not_found' | 'revoked' | 'expired' | 'bvn_mismatch' | 'purpose_not_covered';

/** One credit call at the gate: its consent check and its access-log line (no BVN: hash and mask only). */
export interface GateCheck {
  reference: string;
  organizationId: string;
  /** Compare the subject with the consent's BVN. */
  matchBvn: boolean;
  subjectHash: string;
  purpose: string | null;
  actor: string;
  action: string;
  subjectMasked: string;
  resourceId: string | null;
  requestId: string;
  /** Bureaus whose recorded hard inquiries to read when allowed, or null. */
  bureaus: string[] | null;
}

export interface GateAnswer {
  id: string | null;
  refusal: ConsentRefusal | null;
  hardInquiries: RecordedInquiry[] | null;
}

/** Statements in flight at once; while they run, further checks queue and go together in the next. */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 64;

interface Pending {
  check: GateCheck;
  resolve: (a: GateAnswer) => void;
  reject: (e: unknown) => void;
}

/**
 * The consent gate's statement, batched: a lone call goes at once (no added wait); calls that
 * arrive while MAX_IN_FLIGHT statements are running share the next one. Under load this saves a
 * round trip, a commit and the driver's per-query work per call. A batch that fails as a statement
 * (one bad row) is retried one by one, so one call's error never becomes its neighbours'.
 */
export class ConsentGate {
  private queue: Pending[] = [];
  private inFlight = 0;

  /** `run` answers a batch of checks in one statement (ConsentRepository.gate). */
  constructor(private readonly run: (checks: GateCheck[]) => Promise<GateAnswer[]>) {}

  check(check: GateCheck): Promise<GateAnswer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ check, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.settle(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async settle(batch: Pending[]): Promise<void> {
    try {
      const answers = await this.run(batch.map((p) => p.check));
      batch.forEach((p, i) => p.resolve(answers[i]));
    } catch (err) {
      if (batch.length > 1 && isStatementError(err)) {
        await Promise.all(batch.map((p) => this.run([p.check]).then(([a]) => p.resolve(a), p.reject)));
      } else {
        for (const p of batch) p.reject(err);
      }
    }
  }
}

/**
 * PostgreSQL refused the statement for its data (class 22 data exception, 23 integrity), so one
 * row may be at fault: worth retrying the calls one by one. Not a lost connection, a shutdown or a
 * timeout, where 64 single retries would only add load to a database already in trouble.
 */
function isStatementError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

import type { RecordedInquiry } from '../credit-inquiry.repository.js';

export type ConsentRefusal = 'not_found' | 'revoked' | 'expired' | 'bvn_mismatch' | 'purpose_not_covered';

/** One credit call at the gate: its consent check and its access-log line (no BVN: hash and mask only). */
export interface GateCheck {
  reference: string;
  organizationId: string;
  livemode: boolean;
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
  /** false: only a refusal is logged (the allowed read is logged later, by whatever reads). */
  logAllowed: boolean;
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
 * Batches the gate statement: a lone call goes at once, calls arriving while MAX_IN_FLIGHT run share the next (a round trip and a
 * commit saved each); a batch refused for its data is retried one by one, so one call's error never becomes its neighbours'.
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

/** Refused for its data (class 22, 23): one row may be at fault. Not an outage, where 64 single retries only add load. */
function isStatementError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

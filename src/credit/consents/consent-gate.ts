import type pg from 'pg';
import { recordedInquiriesSql, RecordedInquiryRow } from '../credit-file.service.js';

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
  hardInquiries: RecordedInquiryRow[] | null;
}

// The consent checks of several concurrent credit calls and their access-log lines in one
// statement: one round trip and one commit for the lot, each call's line committed before it is
// answered. $1 is a JSON array of checks; a row comes back per check, numbered by `n`.
const GATE = {
  name: 'credit_consent_gate',
  text: `WITH g AS (
           SELECT * FROM json_to_recordset($1::json) AS x(n int, ref text, org uuid, match_bvn boolean, subject_hash text, purpose text,
                                                          actor text, act text, masked text, resource text, request text, bureau_codes text[])
         ), d AS (
           SELECT g.*, c.id AS consent_id,
                  CASE WHEN c.id IS NULL THEN 'not_found'
                       WHEN c.revoked_at IS NOT NULL THEN 'revoked'
                       WHEN c.expires_at <= now() THEN 'expired'
                       WHEN g.match_bvn AND c.bvn_hash <> g.subject_hash THEN 'bvn_mismatch'
                       WHEN g.purpose IS NOT NULL AND NOT (g.purpose = ANY (c.purposes)) THEN 'purpose_not_covered'
                  END AS refusal
             FROM g LEFT JOIN credit_consents c ON c.reference = g.ref AND c.organization_id = g.org
         ), log AS (
           INSERT INTO credit_access_log (organization_id, actor, action, subject_hash, subject_masked, consent_reference, resource_id, outcome, reason, request_id)
           SELECT org, actor, act, subject_hash, masked, left(ref, 80), CASE WHEN refusal IS NULL THEN resource END,
                  CASE WHEN refusal IS NULL THEN 'allowed' ELSE 'refused' END, refusal, left(request, 128)
             FROM d ORDER BY n
         )
         SELECT d.n, d.consent_id AS id, d.refusal,
                CASE WHEN d.refusal IS NULL AND d.bureau_codes IS NOT NULL THEN ${recordedInquiriesSql('d.subject_hash', 'd.bureau_codes')} END AS hard_inquiries
           FROM d ORDER BY d.n`,
};

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

  constructor(private readonly pool: () => pg.Pool) {}

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

  private async run(checks: GateCheck[]): Promise<GateAnswer[]> {
    const rows = checks.map((c, n) => ({
      n,
      ref: c.reference,
      org: c.organizationId,
      match_bvn: c.matchBvn,
      subject_hash: c.subjectHash,
      purpose: c.purpose,
      actor: c.actor,
      act: c.action,
      masked: c.subjectMasked,
      resource: c.resourceId,
      request: c.requestId,
      bureau_codes: c.bureaus,
    }));
    const { rows: out } = await this.pool().query({ ...GATE, values: [JSON.stringify(rows)] });
    const answers: GateAnswer[] = new Array(checks.length);
    for (const r of out as { n: number; id: string | null; refusal: ConsentRefusal | null; hard_inquiries: RecordedInquiryRow[] | null }[]) {
      answers[r.n] = { id: r.id, refusal: r.refusal, hardInquiries: r.hard_inquiries };
    }
    if (out.length !== checks.length || answers.includes(undefined as never)) throw new Error(`consent gate answered ${out.length} rows for ${checks.length} checks`);
    return answers;
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

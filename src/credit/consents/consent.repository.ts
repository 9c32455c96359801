import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { hotPathPool } from '../../database/hot-path.js';
import { named } from '../../database/sql.js';
import { recordedHardInquiriesSql, type RecordedInquiry } from '../credit-inquiry.repository.js';
import type { ConsentRefusal, GateAnswer, GateCheck } from './consent-gate.js';
import { Consent } from './entities/consent.entity.js';

// The consent checks of several concurrent credit calls and their access-log lines in one
// statement; :checks is a JSON array of checks, one row comes back per check, numbered by `n`.
const GATE = `WITH g AS (
    SELECT * FROM json_to_recordset(:checks::json) AS x(n int, ref text, org uuid, livemode boolean, match_bvn boolean, subject_hash text, purpose text,
                                                      actor text, act text, masked text, resource text, request text, bureau_codes text[], log_allowed boolean)
  ), d AS (
    SELECT g.*, c.id AS consent_id,
           CASE WHEN c.id IS NULL THEN 'not_found'
                WHEN c.revoked_at IS NOT NULL THEN 'revoked'
                WHEN c.expires_at <= now() THEN 'expired'
                WHEN g.match_bvn AND c.bvn_hash <> g.subject_hash THEN 'bvn_mismatch'
                WHEN g.purpose IS NOT NULL AND NOT (g.purpose = ANY (c.purposes)) THEN 'purpose_not_covered'
           END AS refusal
      FROM g LEFT JOIN credit_consents c ON c.reference = g.ref AND c.organization_id = g.org AND c.livemode = g.livemode
  ), log AS (
    INSERT INTO credit_access_log (organization_id, livemode, actor, action, subject_hash, subject_masked, consent_reference, resource_id, outcome, reason, request_id)
    SELECT org, livemode, actor, act, subject_hash, masked, left(ref, 80), CASE WHEN refusal IS NULL THEN resource END,
           CASE WHEN refusal IS NULL THEN 'allowed' ELSE 'refused' END, refusal, left(request, 128)
      FROM d WHERE refusal IS NOT NULL OR log_allowed ORDER BY n
  )
  SELECT d.n, d.consent_id AS id, d.refusal,
         CASE WHEN d.refusal IS NULL AND d.bureau_codes IS NOT NULL THEN ${recordedHardInquiriesSql('d.subject_hash', 'd.bureau_codes', 'd.livemode')} END AS hard_inquiries
    FROM d ORDER BY d.n`;

export type NewConsent = Omit<Consent, 'id' | 'createdAt'>;

/** Consents, and the gate statement every credit call goes through (it also writes the access-log line). */
@Injectable()
export class ConsentRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Consent) private readonly consents: Repository<Consent>,
  ) {}

  create(consent: NewConsent): Promise<Consent> {
    return this.consents.save(this.consents.create(consent));
  }

  /** Ids of the organization's consents for a BVN in one mode (any state): what links its report cases to the customer. */
  async idsForBvnHash(organizationId: string, livemode: boolean, bvnHash: string): Promise<string[]> {
    const rows = await this.consents.find({ select: { id: true }, where: { organizationId, livemode, bvnHash } });
    return rows.map((r) => r.id);
  }

  findByReference(reference: string, organizationId: string, livemode: boolean): Promise<Consent | null> {
    return this.consents.findOne({ where: { reference, organizationId, livemode } });
  }

  /** The first revocation time stays. */
  async revoke(reference: string, organizationId: string, livemode: boolean): Promise<void> {
    await this.consents.update({ reference, organizationId, livemode, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  findById(id: string): Promise<Consent | null> {
    return this.consents.findOne({ where: { id } });
  }

  findValidity(id: string): Promise<Pick<Consent, 'id' | 'revokedAt' | 'expiresAt'> | null> {
    return this.consents.findOne({ where: { id }, select: { id: true, revokedAt: true, expiresAt: true } });
  }

  /** The encrypted BVN of a consent, by id, or by reference within an organization. */
  findEncryptedBvn(where: { id: string } | { reference: string; organizationId: string; livemode: boolean }): Promise<Pick<Consent, 'id' | 'bvnEncrypted'> | null> {
    return this.consents.findOne({ where, select: { id: true, bvnEncrypted: true } });
  }

  async referenceOf(id: string): Promise<string | null> {
    const c = await this.consents.findOne({ where: { id }, select: { id: true, reference: true } });
    return c?.reference ?? null;
  }

  /** One statement for a batch of gate checks (hot path: a named prepared statement on the pool). */
  async gate(checks: GateCheck[]): Promise<GateAnswer[]> {
    const rows = checks.map((c, n) => ({
      n,
      ref: c.reference,
      org: c.organizationId,
      livemode: c.livemode,
      match_bvn: c.matchBvn,
      subject_hash: c.subjectHash,
      purpose: c.purpose,
      actor: c.actor,
      act: c.action,
      masked: c.subjectMasked,
      resource: c.resourceId,
      request: c.requestId,
      bureau_codes: c.bureaus,
      log_allowed: c.logAllowed,
    }));
    const { rows: out } = await hotPathPool(this.db).query({ name: 'credit_consent_gate', ...named(GATE, { checks: JSON.stringify(rows) }) });
    const answers: GateAnswer[] = new Array(checks.length);
    for (const r of out as { n: number; id: string | null; refusal: ConsentRefusal | null; hard_inquiries: RecordedInquiry[] | null }[]) {
      answers[r.n] = { id: r.id, refusal: r.refusal, hardInquiries: r.hard_inquiries };
    }
    if (out.length !== checks.length || answers.includes(undefined as never)) throw new Error(`consent gate answered ${out.length} rows for ${checks.length} checks`);
    return answers;
  }
}

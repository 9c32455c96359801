import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Principal } from '../../auth/principal.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/inject-config.js';
import { ApiError } from '../../common/errors.js';
import { AccessLogService } from '../access-log/access-log.service.js';
import type { BureauCode, ConsentPurpose } from '../credit.constants.js';
import type { RecordedInquiry } from '../credit-inquiry.repository.js';
import { consentRefusals } from '../credit-metrics.js';
import { IdentityKind, IdentityVault } from '../../common/identity-vault.js';
import { ConsentGate, type ConsentRefusal } from './consent-gate.js';
import type { ConsentDto, CreateConsentDto } from './dto/consent.dto.js';
import { ConsentRepository } from './consent.repository.js';
import type { Consent } from './entities/consent.entity.js';

const MAX_VALIDITY_MS = 10 * 365 * 86400_000;
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export type { ConsentRefusal };

const REFUSAL_TEXT: Record<ConsentRefusal, string> = {
  not_found: 'no consent with this reference exists for your organization',
  revoked: 'the consent has been revoked',
  expired: 'the consent has expired',
  bvn_mismatch: 'the consent was given for another BVN',
  purpose_not_covered: 'the consent does not cover this purpose',
};

export interface ConsentCheck {
  action: string;
  kind: IdentityKind;
  /** The BVN (or NIN) the call is about. */
  subject: string;
  consentReference: string;
  /** The BVN must equal the consent's (false for a NIN, which consents do not carry). */
  matchBvn: boolean;
  purpose?: ConsentPurpose;
  resourceId?: string;
  requestId: string;
  /** Also read the BVN's recorded hard inquiries on these bureaus, in the same statement (credit calls). */
  readHardInquiriesOn?: BureauCode[];
  /** false when nothing is read now: a refusal is still logged, the read later logs itself (openForWorker). */
  logAllowed?: boolean;
}

/** A background read under a consent, for its access-log line. */
export interface WorkerRead {
  /** worker:<what>, in the access log's actor column. */
  actor: string;
  action: string;
  resourceId: string;
  /** The job (and attempt) that reads, in place of a request id. */
  requestId: string;
}

export interface GrantedConsent {
  id: string;
  reference: string;
  /** When readHardInquiriesOn was given. */
  hardInquiries: RecordedInquiry[];
}

/** Consents: recorded, read and revoked through the API; checked (and the access logged) before every credit call. */
@Injectable()
export class ConsentsService {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly vault: IdentityVault,
    private readonly accessLog: AccessLogService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The consent check and its access-log line, one statement per batch of concurrent calls. */
  private readonly gate = new ConsentGate((checks) => this.consents.gate(checks));

  async create(principal: Principal, dto: CreateConsentDto, requestId: string): Promise<ConsentDto> {
    const now = new Date();
    const expiresAt = dto.expires_at ? new Date(dto.expires_at) : new Date(now.getTime() + this.config.credit.consentDefaultDays * 86400_000);
    if (expiresAt <= now || expiresAt.getTime() - now.getTime() > MAX_VALIDITY_MS) {
      throw ApiError.validation([{ field: 'expires_at', issue: 'expires_at must be in the future and within 10 years' }]);
    }
    const consent = await this.consents.create({
      reference: newReference(),
      organizationId: principal.organizationId,
      livemode: principal.livemode,
      bvnEncrypted: this.vault.encrypt(dto.bvn),
      bvnHash: this.vault.hash('bvn', dto.bvn),
      purposes: dto.purposes,
      subjectName: dto.subject_name ?? null,
      evidenceUrl: dto.evidence_url ?? null,
      grantedAt: now,
      expiresAt,
      revokedAt: null,
      createdBy: principal.key,
    });
    await this.log(principal, 'consent.create', dto.bvn, consent.reference, requestId);
    return this.toDto(consent, dto.bvn);
  }

  async get(principal: Principal, reference: string, requestId: string): Promise<ConsentDto> {
    const consent = await this.find(principal, reference);
    const bvn = this.vault.decrypt(consent.bvnEncrypted);
    await this.log(principal, 'consent.read', bvn, reference, requestId);
    return this.toDto(consent, bvn);
  }

  /** Revoking twice is harmless: the first revocation time stays. */
  async revoke(principal: Principal, reference: string, requestId: string): Promise<ConsentDto> {
    await this.consents.revoke(reference, principal.organizationId, principal.livemode);
    const consent = await this.find(principal, reference);
    const bvn = this.vault.decrypt(consent.bvnEncrypted);
    await this.log(principal, 'consent.revoke', bvn, reference, requestId);
    return this.toDto(consent, bvn);
  }

  /** Every credit call's gate: own organization, that BVN, live, covering the purpose, else 403 CONSENT_INVALID; logged either way. */
  async authorize(principal: Principal, check: ConsentCheck): Promise<GrantedConsent> {
    const { id, refusal, hardInquiries } = await this.gate.check({
      reference: check.consentReference,
      organizationId: principal.organizationId,
      livemode: principal.livemode,
      matchBvn: check.matchBvn,
      subjectHash: this.vault.hash(check.kind, check.subject),
      purpose: check.purpose ?? null,
      actor: principal.key,
      action: check.action,
      subjectMasked: IdentityVault.mask(check.subject),
      resourceId: check.resourceId ?? null,
      requestId: check.requestId,
      bureaus: check.readHardInquiriesOn ?? null,
      logAllowed: check.logAllowed ?? true,
    });
    if (refusal) {
      consentRefusals.inc({ reason: refusal });
      throw new ApiError('CONSENT_INVALID', `The consent does not allow this call: ${REFUSAL_TEXT[refusal]}.`, [
        { field: 'consent_reference', issue: refusal },
      ]);
    }
    return { id: id!, reference: check.consentReference, hardInquiries: hardInquiries ?? [] };
  }

  /**
   * The consent gate when the caller names only the consent (a financial report case reading the
   * applicant's bureau file): the BVN is the consent's own. Same checks and access log as authorize.
   */
  async authorizeByReference(principal: Principal, check: Omit<ConsentCheck, 'kind' | 'subject' | 'matchBvn'>): Promise<GrantedConsent> {
    const c = await this.consents.findEncryptedBvn({ reference: check.consentReference, organizationId: principal.organizationId, livemode: principal.livemode });
    if (!c) {
      consentRefusals.inc({ reason: 'not_found' });
      throw new ApiError('CONSENT_INVALID', `The consent does not allow this call: ${REFUSAL_TEXT.not_found}.`, [{ field: 'consent_reference', issue: 'not_found' }]);
    }
    return this.authorize(principal, { ...check, kind: 'bvn', subject: this.vault.decrypt(c.bvnEncrypted), matchBvn: true });
  }

  /** The organization's consent ids for a BVN (report cases point at them); the BVN is matched by its hash only. */
  consentIdsForBvn(principal: Principal, bvn: string): Promise<string[]> {
    return this.consents.idsForBvnHash(principal.organizationId, principal.livemode, this.vault.hash('bvn', bvn));
  }

  /**
   * A worker about to read credit data under a consent its request was authorized with: the consent is
   * checked again and the read logged, one line per read (refused too), before the BVN is handed over.
   */
  async openForWorker(consentId: string, read: WorkerRead): Promise<{ bvn: string; refusal: null } | { bvn: null; refusal: ConsentRefusal }> {
    const c = await this.consents.findById(consentId);
    if (!c) return { bvn: null, refusal: 'not_found' };
    const refusal = lapsed(c);
    const bvn = this.vault.decrypt(c.bvnEncrypted);
    await this.accessLog.record(
      { organizationId: c.organizationId, livemode: c.livemode, key: read.actor },
      { action: read.action, kind: 'bvn', subject: bvn, consentReference: c.reference, resourceId: read.resourceId, outcome: refusal ? 'refused' : 'allowed', reason: refusal, requestId: read.requestId },
    );
    return refusal ? { bvn: null, refusal } : { bvn, refusal: null };
  }

  /** For a worker re-checking before it uses a consent: why it is no longer usable, or null. */
  async stillValid(consentId: string): Promise<ConsentRefusal | null> {
    const c = await this.consents.findValidity(consentId);
    return c ? lapsed(c) : 'not_found';
  }

  async referenceOf(consentId: string): Promise<string> {
    return (await this.consents.referenceOf(consentId)) ?? '';
  }

  private async find(principal: Principal, reference: string): Promise<Consent> {
    const consent = await this.consents.findByReference(reference, principal.organizationId, principal.livemode);
    if (!consent) throw ApiError.notFound('Consent');
    return consent;
  }

  private log(principal: Principal, action: string, bvn: string, reference: string, requestId: string) {
    return this.accessLog.record(principal, { action, kind: 'bvn', subject: bvn, consentReference: reference, outcome: 'allowed', requestId });
  }

  private toDto(c: Consent, bvn: string): ConsentDto {
    return {
      consent_reference: c.reference,
      bvn,
      purposes: c.purposes,
      status: lapsed(c) ?? 'active',
      granted_at: c.grantedAt.toISOString(),
      expires_at: c.expiresAt.toISOString(),
      revoked_at: c.revokedAt ? c.revokedAt.toISOString() : null,
      subject_name: c.subjectName,
      evidence_url: c.evidenceUrl,
      livemode: c.livemode,
    };
  }
}

/** CNS- and 20 characters from an unambiguous alphabet: 100 bits, unguessable. */
function newReference(): string {
  const bytes = randomBytes(20);
  let out = 'CNS-';
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

/** Why a consent found by id can no longer be used, or null. */
function lapsed(c: Pick<Consent, 'revokedAt' | 'expiresAt'>): 'revoked' | 'expired' | null {
  if (c.revokedAt) return 'revoked';
  if (c.expiresAt <= new Date()) return 'expired';
  return null;
}

import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource, Repository } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { modifyReturning } from '../../database/sql.js';
import { WebhookEmitter } from '../../webhooks/webhook-emitter.service.js';
import { AccessLogService } from '../access-log/access-log.service.js';
import { ConsentsService } from '../consents/consents.service.js';
import { CREDIT_JOB_OPTIONS, CREDIT_QUEUE, VERIFICATION_JOB } from '../credit.constants.js';
import { IdentityVault } from '../../common/identity-vault.js';
import type { CreateVerificationDto, VerificationAcceptedDto, VerificationDto } from './dto/verification.dto.js';
import { IdentityVerification } from './entities/identity-verification.entity.js';
import { IDENTITY_PROVIDER } from './providers/identity-provider.js';
import type { IdentityClaim, IdentityMatch, IdentityProvider } from './providers/identity-provider.js';

const STALE_PROCESSING_SECONDS = 120;

/**
 * BVN/NIN identity verifications: consent-gated, answered 202, checked by a worker against the
 * identity provider; the outcome (match per field) is polled or sent as verification.completed.
 */
@Injectable()
export class VerificationsService {
  private readonly logger = new Logger(VerificationsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(IdentityVerification) private readonly verifications: Repository<IdentityVerification>,
    @InjectQueue(CREDIT_QUEUE) private readonly queue: Queue,
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    private readonly consents: ConsentsService,
    private readonly vault: IdentityVault,
    private readonly accessLog: AccessLogService,
    private readonly emitter: WebhookEmitter,
  ) {}

  async create(principal: Principal, dto: CreateVerificationDto, requestId: string): Promise<VerificationAcceptedDto> {
    if (!dto.bvn === !dto.nin) {
      throw ApiError.validation([{ field: dto.bvn ? 'nin' : 'bvn', issue: 'send exactly one of bvn and nin' }]);
    }
    const idType = dto.bvn ? 'bvn' : 'nin';
    const idNumber = (dto.bvn ?? dto.nin)!;
    const id = randomUUID();
    // Consents are given for a BVN: a BVN must be the consent's; a NIN cannot be compared with it.
    const consent = await this.consents.authorize(principal, {
      action: `verification.create`,
      kind: idType,
      subject: idNumber,
      consentReference: dto.consent_reference,
      matchBvn: idType === 'bvn',
      resourceId: id,
      requestId,
    });
    const claim: IdentityClaim = {
      idType,
      idNumber,
      first_name: dto.first_name,
      last_name: dto.last_name,
      middle_name: dto.middle_name,
      date_of_birth: dto.date_of_birth,
      phone_number: dto.phone_number,
    };
    await this.verifications.insert({
      id,
      organizationId: principal.organizationId,
      idType,
      idHash: this.vault.hash(idType, idNumber),
      subjectEncrypted: this.vault.encrypt(JSON.stringify(claim)),
      consentId: consent.id,
      status: 'pending',
    });
    await this.dispatch(id);
    return { verification_id: id, status: 'pending', request_id: requestId };
  }

  async get(principal: Principal, id: string, requestId: string): Promise<VerificationDto> {
    const v = await this.verifications.findOne({ where: { id, organizationId: principal.organizationId } });
    if (!v) throw ApiError.notFound('Verification');
    const claim = JSON.parse(this.vault.decrypt(v.subjectEncrypted)) as IdentityClaim;
    const consentReference = await this.consents.referenceOf(v.consentId);
    await this.accessLog.record(principal, { action: 'verification.read', kind: v.idType, subject: claim.idNumber, consentReference, resourceId: id, outcome: 'allowed', requestId });
    const outcome = v.outcome as IdentityMatch | null;
    return {
      verification_id: v.id,
      id_type: v.idType,
      id_number: IdentityVault.mask(claim.idNumber),
      status: v.status,
      id_found: outcome ? outcome.found : null,
      all_matched: outcome ? outcome.found && outcome.fields.every((f) => f.match) : null,
      fields: outcome?.fields ?? [],
      failure_reason: v.failureReason,
      created_at: v.createdAt.toISOString(),
      completed_at: v.completedAt ? v.completedAt.toISOString() : null,
      request_id: requestId,
    };
  }

  async dispatch(id: string) {
    await this.queue.add(VERIFICATION_JOB, { verificationId: id }, { ...CREDIT_JOB_OPTIONS, jobId: `verification:${id}` }).catch((err) => {
      this.logger.warn(`verification ${id} left for the sweep: ${err.message}`);
    });
  }

  /** Runs one verification; throws for Bull to retry a provider outage, fails it on the last attempt. */
  async run(id: string, lastAttempt: boolean): Promise<void> {
    const [claimed] = await modifyReturning<{ id: string; organization_id: string; subject_encrypted: string; consent_id: string }>(
      this.db,
      `UPDATE identity_verifications SET status = 'processing', attempts = attempts + 1, updated_at = now()
        WHERE id = $1 AND (status = 'pending' OR (status = 'processing' AND updated_at < now() - make_interval(secs => $2)))
        RETURNING id, organization_id, subject_encrypted, consent_id`,
      [id, STALE_PROCESSING_SECONDS],
    );
    if (!claimed) return;
    const refusal = await this.consents.stillValid(claimed.consent_id);
    if (refusal) return this.finish(id, claimed.organization_id, { failure: `consent_${refusal}` });
    let match: IdentityMatch;
    try {
      match = await this.provider.verify(JSON.parse(this.vault.decrypt(claimed.subject_encrypted)) as IdentityClaim);
    } catch (err) {
      if (lastAttempt) return this.finish(id, claimed.organization_id, { failure: 'provider_unavailable' });
      await this.db.query(`UPDATE identity_verifications SET status = 'pending', updated_at = now() WHERE id = $1 AND status = 'processing'`, [id]);
      throw err;
    }
    await this.finish(id, claimed.organization_id, { match });
  }

  private async finish(id: string, organizationId: string, outcome: { match?: IdentityMatch; failure?: string }) {
    await this.db.transaction(async (m) => {
      const [done] = await modifyReturning<{ id: string; id_type: string; status: string }>(
        m,
        `UPDATE identity_verifications SET status = $2, outcome = $3, failure_reason = $4, completed_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'processing' RETURNING id, id_type, status`,
        [id, outcome.match ? 'completed' : 'failed', outcome.match ? JSON.stringify(outcome.match) : null, outcome.failure ?? null],
      );
      if (!done) return;
      const match = outcome.match;
      await this.emitter.emit(m, organizationId, 'verification.completed', {
        verification_id: id,
        id_type: done.id_type,
        status: done.status,
        id_found: match ? match.found : null,
        all_matched: match ? match.found && match.fields.every((f) => f.match) : null,
        fields: match?.fields ?? [],
        failure_reason: outcome.failure ?? null,
      });
    });
  }

  async sweep(): Promise<void> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM identity_verifications
        WHERE (status = 'pending' AND updated_at < now() - interval '30 seconds')
           OR (status = 'processing' AND updated_at < now() - make_interval(secs => $1))
        ORDER BY created_at LIMIT 500`,
      [STALE_PROCESSING_SECONDS],
    );
    for (const { id } of rows) await this.dispatch(id);
  }
}

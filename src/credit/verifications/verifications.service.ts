import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bull';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { type Attempt, JobLifecycle, type JobOutcome } from '../../queue/job-lifecycle.js';
import { WebhookEmitter } from '../../webhooks/webhook-emitter.service.js';
import { AccessLogService } from '../access-log/access-log.service.js';
import { ConsentsService } from '../consents/consents.service.js';
import { CREDIT_QUEUE } from '../credit.constants.js';
import { IdentityVault } from '../../common/identity-vault.js';
import type { CreateVerificationDto, VerificationAcceptedDto, VerificationDto } from './dto/verification.dto.js';
import type { IdentityVerification } from './entities/identity-verification.entity.js';
import { IdentityVerificationRepository } from './identity-verification.repository.js';
import { IDENTITY_PROVIDER } from './providers/identity-provider.js';
import { SandboxIdentityProvider } from './providers/sandbox-identity.provider.js';
import type { IdentityClaim, IdentityMatch, IdentityProvider } from './providers/identity-provider.js';
import { type MovedVerification, VERIFICATION_JOBS, type VerificationLifecycle } from './verification.lifecycle.js';

/**
 * BVN/NIN identity verifications: consent-gated, answered 202, checked by a worker against the
 * identity provider; the outcome (match per field) is polled or sent as verification.completed.
 */
@Injectable()
export class VerificationsService {
  private readonly jobs: VerificationLifecycle;
  private readonly sandboxIdentity = new SandboxIdentityProvider();

  constructor(
    @InjectDataSource() db: DataSource,
    @InjectQueue(CREDIT_QUEUE) queue: Queue,
    private readonly verifications: IdentityVerificationRepository,
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    private readonly consents: ConsentsService,
    private readonly vault: IdentityVault,
    private readonly accessLog: AccessLogService,
    private readonly emitter: WebhookEmitter,
  ) {
    this.jobs = new JobLifecycle(db, queue, VERIFICATION_JOBS, (m, v) => this.emitCompleted(m, v));
  }

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
    await this.verifications.insertPending({
      id,
      organizationId: principal.organizationId,
      livemode: principal.livemode,
      idType,
      idHash: this.vault.hash(idType, idNumber),
      subjectEncrypted: this.vault.encrypt(JSON.stringify(claim)),
      consentId: consent.id,
    });
    await this.jobs.dispatch(id);
    return { verification_id: id, status: 'pending', request_id: requestId };
  }

  async get(principal: Principal, id: string, requestId: string): Promise<VerificationDto> {
    const v = await this.verifications.findOwned(id, principal.organizationId, principal.livemode);
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
      livemode: v.livemode,
    };
  }

  /** Runs one verification; a provider outage is retried, then fails the verification. */
  run(id: string, attempt: Attempt): Promise<unknown> {
    return this.jobs.run(id, attempt, 'provider_unavailable', (claimed) => this.check(claimed));
  }

  sweep(): Promise<number> {
    return this.jobs.sweep();
  }

  private async check(claimed: MovedVerification): Promise<JobOutcome<IdentityVerification>> {
    const refusal = await this.consents.stillValid(claimed.consentId);
    if (refusal) return { failed: `consent_${refusal}` };
    // the job row's mode picks the provider: test verifications always use the sandbox registry
    const match = await (claimed.livemode ? this.provider : this.sandboxIdentity).verify(JSON.parse(this.vault.decrypt(claimed.subjectEncrypted)) as IdentityClaim);
    return { completed: { outcome: match as unknown as Record<string, unknown> } };
  }

  /** verification.completed, in the transaction that completes or fails the verification. */
  private emitCompleted(manager: EntityManager, v: MovedVerification) {
    const match = v.outcome as IdentityMatch | null;
    return this.emitter.emit(manager, v, 'verification.completed', {
      verification_id: v.id,
      id_type: v.idType,
      status: v.status,
      id_found: match ? match.found : null,
      all_matched: match ? match.found && match.fields.every((f) => f.match) : null,
      fields: match?.fields ?? [],
      failure_reason: v.failureReason,
    });
  }
}

import { Injectable } from '@nestjs/common';
import type { Principal } from '../../auth/principal.js';
import { IdentityKind, IdentityVault } from '../../common/identity-vault.js';
import { CreditAccessLogRepository } from './credit-access-log.repository.js';
import type { CreditAccessLog } from './credit-access-log.entity.js';
import type { AccessLogEntryDto, AccessLogListDto, AccessLogQueryDto } from '../dto/access-log.dto.js';

export interface AccessEntry {
  action: string;
  kind: IdentityKind;
  subject: string;
  consentReference: string | null;
  resourceId?: string | null;
  outcome: 'allowed' | 'refused';
  reason?: string | null;
  requestId: string;
}

/** The access log of BVN/NIN data: every read or refused attempt, per organization, for role A. */
@Injectable()
export class AccessLogService {
  constructor(
    private readonly lines: CreditAccessLogRepository,
    private readonly vault: IdentityVault,
  ) {}

  /** `principal` is the caller, or a worker's stand-in (key worker:<what>) scoped to the row it works on. */
  async record(principal: Pick<Principal, 'organizationId' | 'livemode' | 'key'>, e: AccessEntry): Promise<void> {
    await this.lines.append({
      organizationId: principal.organizationId,
      livemode: principal.livemode,
      actor: principal.key,
      action: e.action,
      subjectHash: this.vault.hash(e.kind, e.subject),
      subjectMasked: IdentityVault.mask(e.subject),
      consentReference: e.consentReference?.slice(0, 80) ?? null,
      resourceId: e.resourceId ?? null,
      outcome: e.outcome,
      reason: e.reason ?? null,
      requestId: e.requestId.slice(0, 128),
    });
  }

  async list(principal: Principal, q: AccessLogQueryDto, page: number, pageSize: number): Promise<AccessLogListDto> {
    const subjectHashes: string[][] = [];
    for (const kind of ['bvn', 'nin'] as const) {
      const subject = q[kind];
      // lines of a number held nowhere else encrypted kept the hash from before derived keys (migration WatchlistIdentityVault)
      if (subject) subjectHashes.push([this.vault.hash(kind, subject), this.vault.legacyHash(kind, subject)]);
    }
    const [lines, count] = await this.lines.page({ organizationId: principal.organizationId, livemode: principal.livemode, subjectHashes, action: q.action }, page, pageSize);
    return { count, page, page_size: pageSize, results: lines.map(toAccessLogEntry) };
  }
}

function toAccessLogEntry(l: CreditAccessLog): AccessLogEntryDto {
  return {
    id: l.id,
    actor: l.actor,
    action: l.action,
    subject: l.subjectMasked,
    consent_reference: l.consentReference,
    resource_id: l.resourceId,
    outcome: l.outcome,
    reason: l.reason,
    request_id: l.requestId,
    created_at: l.createdAt.toISOString(),
  };
}

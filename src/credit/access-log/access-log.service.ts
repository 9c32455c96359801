import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../../auth/principal.js';
import { hotPathPool } from '../../database/hot-path.js';
import { IdentityKind, IdentityVault } from '../../common/identity-vault.js';
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

const INSERT = {
  name: 'credit_access_log_insert',
  text: `INSERT INTO credit_access_log (organization_id, actor, action, subject_hash, subject_masked, consent_reference, resource_id, outcome, reason, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
};

/** The access log of BVN/NIN data: every read or refused attempt, per organization, for role A. */
@Injectable()
export class AccessLogService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly vault: IdentityVault,
  ) {}

  async record(principal: Principal, e: AccessEntry): Promise<void> {
    await hotPathPool(this.db).query({
      ...INSERT,
      values: [
        principal.organizationId,
        principal.key,
        e.action,
        this.vault.hash(e.kind, e.subject),
        IdentityVault.mask(e.subject),
        e.consentReference?.slice(0, 80) ?? null,
        e.resourceId ?? null,
        e.outcome,
        e.reason ?? null,
        e.requestId.slice(0, 128),
      ],
    });
  }

  async list(principal: Principal, q: AccessLogQueryDto, page: number, pageSize: number): Promise<AccessLogListDto> {
    const where = ['organization_id = $1'];
    const params: unknown[] = [principal.organizationId];
    for (const kind of ['bvn', 'nin'] as const) {
      const subject = q[kind];
      if (!subject) continue;
      // lines of a number held nowhere else encrypted kept the hash from before derived keys (migration WatchlistIdentityVault)
      params.push([this.vault.hash(kind, subject), this.vault.legacyHash(kind, subject)]);
      where.push(`subject_hash = ANY($${params.length}::bpchar[])`);
    }
    if (q.action) {
      params.push(q.action);
      where.push(`action = $${params.length}`);
    }
    const clause = where.join(' AND ');
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM credit_access_log WHERE ${clause}`, params);
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT id, actor, action, subject_masked, consent_reference, resource_id, outcome, reason, request_id, created_at
         FROM credit_access_log WHERE ${clause}
        ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { count, page, page_size: pageSize, results: rows.map(toAccessLogEntry) };
  }
}

function toAccessLogEntry(r: Record<string, unknown>): AccessLogEntryDto {
  return {
    id: r.id as string,
    actor: r.actor as string,
    action: r.action as string,
    subject: r.subject_masked as string,
    consent_reference: (r.consent_reference as string | null) ?? null,
    resource_id: (r.resource_id as string | null) ?? null,
    outcome: r.outcome as 'allowed' | 'refused',
    reason: (r.reason as string | null) ?? null,
    request_id: r.request_id as string,
    created_at: (r.created_at as Date).toISOString(),
  };
}

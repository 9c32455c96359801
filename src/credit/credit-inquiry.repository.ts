import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { hotPathPool } from '../database/hot-path.js';
import { named } from '../database/sql.js';
import { CreditInquiry } from './entities/credit-inquiry.entity.js';

/** A hard inquiry recorded through this service, as a bureau file lists it (date as YYYY-MM-DD). */
export type RecordedInquiry = Pick<CreditInquiry, 'id' | 'organizationId' | 'purpose'> & { date: string };

export type NewInquiry = Omit<CreditInquiry, 'createdAt'>;

/** A BVN hash's recorded hard inquiries as one JSON array; SQL expressions as arguments, so the gate statement embeds it (one round trip). */
export const recordedHardInquiriesSql = (bvnHash: string, bureaus: string, livemode: string) =>
  `(SELECT coalesce(json_agg(json_build_object('id', i.id, 'organizationId', i.organization_id, 'purpose', i.purpose,
                                              'date', to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))), '[]'::json)
      FROM (SELECT id, organization_id, purpose, created_at FROM credit_inquiries
             WHERE bvn_hash = ${bvnHash} AND livemode = ${livemode} AND inquiry_type = 'hard' AND recorded_on_bureau AND bureaus && ${bureaus}::text[]
               AND created_at > now() - interval '60 months'
             ORDER BY created_at DESC LIMIT 200) i)`;

const HARD_INQUIRIES = `SELECT ${recordedHardInquiriesSql(':bvnHash', ':bureaus', ':livemode')} AS rows`;

/** Inquiries made through the service: recorded once, read back into every organization's scores. */
@Injectable()
export class CreditInquiryRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(CreditInquiry) private readonly inquiries: Repository<CreditInquiry>,
  ) {}

  async record(inquiry: NewInquiry): Promise<void> {
    await this.inquiries.insert(inquiry);
  }

  /** The organization's latest inquiries on a BVN hash in one mode, newest first. */
  recentOfOrganization(organizationId: string, livemode: boolean, bvnHash: string, limit: number): Promise<CreditInquiry[]> {
    return this.inquiries.find({ where: { organizationId, livemode, bvnHash }, order: { createdAt: 'DESC' }, take: limit });
  }

  /** Hard inquiries on a BVN in one mode: test inquiries never reach live files. */
  async recordedHard(bvnHash: string, bureaus: string[], livemode: boolean): Promise<RecordedInquiry[]> {
    const { rows } = await hotPathPool(this.db).query({ name: 'credit_hard_inquiries_of_bvn', ...named(HARD_INQUIRIES, { bvnHash, bureaus, livemode }) });
    return rows[0].rows as RecordedInquiry[];
  }
}

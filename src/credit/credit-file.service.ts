import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hotPathPool } from '../database/hot-path.js';
import { BureauGateway, FetchedFile } from './bureaus/bureau-gateway.service.js';
import type { BureauInquiry } from './bureaus/bureau.types.js';
import type { BureauChoice } from './credit.constants.js';

export interface RecordedInquiryRow {
  id: string;
  organization_id: string;
  purpose: string;
  date: string;
}

/**
 * The hard inquiries recorded through this service for a BVN hash ($bvnHash) on any of the bureaus
 * ($bureaus, text[]), as one JSON array. Also embedded in the consent gate's statement, so a credit
 * call reads them in the same round trip as its consent.
 */
export const recordedInquiriesSql = (bvnHash: string, bureaus: string) =>
  `(SELECT coalesce(json_agg(json_build_object('id', i.id, 'organization_id', i.organization_id, 'purpose', i.purpose,
                                              'date', to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))), '[]'::json)
      FROM (SELECT id, organization_id, purpose, created_at FROM credit_inquiries
             WHERE bvn_hash = ${bvnHash} AND inquiry_type = 'hard' AND recorded_on_bureau AND bureaus && ${bureaus}::text[]
               AND created_at > now() - interval '60 months'
             ORDER BY created_at DESC LIMIT 200) i)`;

const HARD_INQUIRIES = { name: 'credit_hard_inquiries_of_bvn', text: `SELECT ${recordedInquiriesSql('$1', '$2')} AS rows` };

/**
 * A consumer's bureau file as the scorecard and the history read it: the bureau(s)' file plus the
 * hard inquiries recorded through this service (kept in PostgreSQL, per BVN, for every organization).
 */
@Injectable()
export class CreditFileService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly gateway: BureauGateway,
  ) {}

  /** The file of `choice`, with the recorded hard inquiries (from recordedRows) merged in. */
  async load(bvn: string, choice: BureauChoice, own: BureauInquiry[]): Promise<FetchedFile> {
    const fetched = await this.gateway.fetch(bvn, choice);
    if (!own.length) return fetched;
    // A real bureau lists the inquiries it recorded for us again: count each once, as our record
    // (which knows the member organization, so one lender's repeat pulls are recognised).
    const ours = new Set(own.map((q) => q.reference));
    const inquiries = [...own, ...fetched.file.inquiries.filter((q) => !q.reference || !ours.has(q.reference))].sort((a, b) => b.date.localeCompare(a.date));
    return { ...fetched, file: { ...fetched.file, inquiries } };
  }

  /** Hard inquiries recorded through this service on the bureaus of `choice` (when not read with the consent). */
  async recordedRows(bvnHash: string, choice: BureauChoice): Promise<RecordedInquiryRow[]> {
    const { rows } = await hotPathPool(this.db).query({ ...HARD_INQUIRIES, values: [bvnHash, this.gateway.codesOf(choice)] });
    return rows[0].rows as RecordedInquiryRow[];
  }

  /** As the viewer sees them: their own as "Your organization", others only as a member, as on a bureau report. */
  static asInquiries(rows: RecordedInquiryRow[], viewer: string): BureauInquiry[] {
    return rows.map((r) => ({
      date: r.date,
      institution: r.organization_id === viewer ? 'Your organization' : 'Another member institution',
      inquiry_type: 'hard',
      purpose: r.purpose,
      reference: r.id,
      institution_id: `member:${r.organization_id}`,
    }));
  }
}

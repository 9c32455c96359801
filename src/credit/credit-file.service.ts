import { Injectable } from '@nestjs/common';
import { BureauGateway, FetchedFile } from './bureaus/bureau-gateway.service.js';
import type { BureauInquiry } from './bureaus/bureau.types.js';
import type { BureauChoice } from './credit.constants.js';
import { CreditInquiryRepository, type RecordedInquiry } from './credit-inquiry.repository.js';

/**
 * A consumer's bureau file as the scorecard and the history read it: the bureau(s)' file plus the
 * hard inquiries recorded through this service (kept in PostgreSQL, per BVN, for every organization).
 */
@Injectable()
export class CreditFileService {
  constructor(
    private readonly inquiries: CreditInquiryRepository,
    private readonly gateway: BureauGateway,
  ) {}

  /** The file of `choice`, with the recorded hard inquiries (from recordedRows) merged in. */
  /** `livemode` false: the sandbox bureaus, whatever is configured. */
  async load(bvn: string, choice: BureauChoice, own: BureauInquiry[], livemode: boolean): Promise<FetchedFile> {
    const fetched = await this.gateway.fetch(bvn, choice, livemode);
    if (!own.length) return fetched;
    // A real bureau lists the inquiries it recorded for us again: count each once, as our record
    // (which knows the member organization, so one lender's repeat pulls are recognised).
    const ours = new Set(own.map((q) => q.reference));
    const inquiries = [...own, ...fetched.file.inquiries.filter((q) => !q.reference || !ours.has(q.reference))].sort((a, b) => b.date.localeCompare(a.date));
    return { ...fetched, file: { ...fetched.file, inquiries } };
  }

  /** Hard inquiries recorded through this service on the bureaus of `choice` (when not read with the consent). */
  recordedRows(bvnHash: string, choice: BureauChoice, livemode: boolean): Promise<RecordedInquiry[]> {
    return this.inquiries.recordedHard(bvnHash, this.gateway.codesOf(choice), livemode);
  }

  /** As the viewer sees them: their own as "Your organization", others only as a member, as on a bureau report. */
  static asInquiries(rows: RecordedInquiry[], viewer: string): BureauInquiry[] {
    return rows.map((r) => ({
      date: r.date,
      institution: r.organizationId === viewer ? 'Your organization' : 'Another member institution',
      inquiry_type: 'hard',
      purpose: r.purpose,
      reference: r.id,
      institution_id: `member:${r.organizationId}`,
    }));
  }
}

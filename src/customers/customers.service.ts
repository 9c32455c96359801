import { Injectable } from '@nestjs/common';
import type { Principal } from '../auth/principal.js';
import { IdentityVault } from '../common/identity-vault.js';
import { ApiError } from '../common/errors.js';
import { CreditService } from '../credit/credit.service.js';
import { DetectionService } from '../documents/detection.service.js';
import { FinancialReportsService } from '../financial-reports/financial-reports.service.js';
import { FraudCustomerView } from '../fraud/customer-view.service.js';
import type { CustomerCreditDto, CustomerOverviewDto, CustomerOverviewQueryDto } from './dto/customer-overview.dto.js';

/** One view of a customer, joined from the other domains' services for the caller's organization (no SQL of its own). */
@Injectable()
export class CustomersService {
  constructor(
    private readonly fraud: FraudCustomerView,
    private readonly credit: CreditService,
    private readonly reports: FinancialReportsService,
    private readonly documents: DetectionService,
  ) {}

  async overview(principal: Principal, q: CustomerOverviewQueryDto, requestId: string): Promise<CustomerOverviewDto> {
    if (!q.account_number && !q.bvn) throw ApiError.validation([{ field: 'account_number', issue: 'give account_number, bvn, or both' }]);
    const account = q.account_number ?? null;
    const [fraud, documents, cases, credit] = await Promise.all([
      account ? this.fraud.of(principal, account) : null,
      account ? this.documents.checkedStatementsOf(principal, account) : [],
      q.bvn ? this.reports.casesOfCustomer(principal, q.bvn) : [],
      this.creditPart(principal, q, requestId),
    ]);
    return {
      account_number: account,
      bvn: q.bvn ? IdentityVault.mask(q.bvn) : null,
      fraud: fraud?.fraud ?? null,
      network_reports: fraud?.network_reports ?? null,
      credit,
      financial_reports: cases,
      documents,
      request_id: requestId,
    };
  }

  /** Only under a valid consent (the read is in the credit access log); otherwise absent with the reason, never failing the view. */
  private async creditPart(principal: Principal, q: CustomerOverviewQueryDto, requestId: string): Promise<CustomerCreditDto> {
    if (!q.bvn) return { available: false, reason: 'bvn_missing', message: 'Give bvn and consent_reference for the credit part.' };
    if (!q.consent_reference) return { available: false, reason: 'consent_missing', message: 'The credit part needs consent_reference, a consent of your organization for this BVN.' };
    try {
      const c = await this.credit.customerCredit(principal, q.bvn, q.consent_reference, requestId);
      return { available: true, score: c.score, rating: c.rating, bureaus_answered: c.bureaus_answered, recent_inquiries: c.recent_inquiries };
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CONSENT_INVALID') return { available: false, reason: err.details[0]?.issue ?? 'consent_invalid', message: err.message };
      if (err instanceof ApiError && err.code === 'BUREAU_UNAVAILABLE') return { available: false, reason: 'bureau_unavailable', message: err.message };
      throw err;
    }
  }
}

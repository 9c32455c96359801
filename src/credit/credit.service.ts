import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Principal } from '../auth/principal.js';
import { BureauGateway } from './bureaus/bureau-gateway.service.js';
import { ConsentsService } from './consents/consents.service.js';
import type { BureauChoice, ConsentPurpose } from './credit.constants.js';
import { CreditFileService } from './credit-file.service.js';
import type { CreditHistoryDto, CreditHistoryQueryDto, CreditInquiryDto, CreditInquiryRequestDto, CreditScoreDto, CreditScoreRequestDto } from './dto/credit.dto.js';
import { toBureauFields, toHistoryFields, toScoreFields } from './credit.mapper.js';
import { computeScore, ScoreOptions, scoreOfToday } from './engine/scorecard.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/inject-config.js';
import { summarizeHistory } from './engine/repayment-history.js';
import { CreditInquiryRepository } from './credit-inquiry.repository.js';
import { IdentityVault } from '../common/identity-vault.js';

export const DEFAULT_HISTORY_MONTHS = 24;

/** Foreign-currency facilities without a bureau rate are converted at the configured USD rate. */
export const scoreOptionsOf = (config: AppConfig): ScoreOptions => ({ ngnPer: { NGN: 1, USD: config.reports.usdNgnRate } });

/** Scores, inquiries and repayment histories: consent gate, bureau file, scorecard. */
@Injectable()
export class CreditService {
  /** One options object for the process, so scoreOfToday's per-day memo holds. */
  private readonly scoreOptions: ScoreOptions;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly consents: ConsentsService,
    private readonly files: CreditFileService,
    private readonly gateway: BureauGateway,
    private readonly vault: IdentityVault,
    private readonly inquiries: CreditInquiryRepository,
  ) {
    this.scoreOptions = scoreOptionsOf(config);
  }

  async score(principal: Principal, dto: CreditScoreRequestDto, requestId: string): Promise<CreditScoreDto> {
    const fetched = await this.gateAndLoad(principal, { action: 'credit.score', bvn: dto.bvn, consentReference: dto.consent_reference, choice: dto.bureau, requestId });
    const card = scoreOfToday(fetched.file, this.scoreOptions);
    return { bvn: dto.bvn, ...toScoreFields(card), ...toBureauFields(fetched), request_id: requestId };
  }

  /** The score the lender sees comes before its own hard inquiry is recorded; later scores count it. */
  async inquire(principal: Principal, dto: CreditInquiryRequestDto, requestId: string): Promise<CreditInquiryDto> {
    const inquiryId = randomUUID();
    const { consent, file, answered } = await this.gateAndLoad(principal, {
      action: `credit.inquiry.${dto.inquiry_type}`,
      bvn: dto.bvn,
      consentReference: dto.consent_reference,
      purpose: dto.purpose,
      resourceId: inquiryId,
      choice: dto.bureau,
      requestId,
    });
    const { score } = computeScore(file, new Date(), this.scoreOptions);
    const recorded =
      dto.inquiry_type === 'hard' &&
      (await this.gateway.recordInquiry({ inquiryId, bvn: dto.bvn, inquiryType: dto.inquiry_type, purpose: dto.purpose, at: new Date() }, answered, principal.livemode));
    await this.inquiries.record({
      id: inquiryId,
      organizationId: principal.organizationId,
      livemode: principal.livemode,
      bvnHash: this.vault.hash('bvn', dto.bvn),
      consentId: consent.id,
      inquiryType: dto.inquiry_type,
      purpose: dto.purpose,
      bureaus: answered,
      recordedOnBureau: recorded,
      scoreAtInquiry: score,
    });
    return { inquiry_id: inquiryId, inquiry_type: dto.inquiry_type, recorded_on_bureau: recorded, score_at_inquiry: score, request_id: requestId };
  }

  async history(principal: Principal, q: CreditHistoryQueryDto, requestId: string): Promise<CreditHistoryDto> {
    const fetched = await this.gateAndLoad(principal, { action: 'credit.history', bvn: q.bvn, consentReference: q.consent_reference, choice: q.bureau, requestId });
    return {
      bvn: q.bvn,
      ...toHistoryFields(summarizeHistory(fetched.file, q.months ?? DEFAULT_HISTORY_MONTHS)),
      ...toBureauFields(fetched),
      request_id: requestId,
    };
  }

  /**
   * The credit part of the customer view: the score and the organization's recent inquiries on the BVN,
   * behind the same consent gate (and access-log line) as every credit call; CONSENT_INVALID when refused.
   */
  async customerCredit(principal: Principal, bvn: string, consentReference: string, requestId: string) {
    const fetched = await this.gateAndLoad(principal, { action: 'customer.overview', bvn, consentReference, requestId });
    const card = scoreOfToday(fetched.file, this.scoreOptions);
    const inquiries = await this.inquiries.recentOfOrganization(principal.organizationId, principal.livemode, this.vault.hash('bvn', bvn), 10);
    return {
      ...toScoreFields(card),
      ...toBureauFields(fetched),
      recent_inquiries: inquiries.map((i) => ({
        inquiry_id: i.id,
        inquiry_type: i.inquiryType,
        purpose: i.purpose,
        bureaus: i.bureaus,
        score_at_inquiry: i.scoreAtInquiry,
        created_at: new Date(i.createdAt).toISOString(),
      })),
    };
  }

  /** The consent gate (which also reads the recorded hard inquiries), then the bureau file. */
  private async gateAndLoad(
    principal: Principal,
    c: { action: string; bvn: string; consentReference: string; purpose?: ConsentPurpose; resourceId?: string; choice?: BureauChoice; requestId: string },
  ) {
    const choice = c.choice ?? 'all';
    const consent = await this.consents.authorize(principal, {
      action: c.action,
      kind: 'bvn',
      subject: c.bvn,
      consentReference: c.consentReference,
      matchBvn: true,
      purpose: c.purpose,
      resourceId: c.resourceId,
      requestId: c.requestId,
      readHardInquiriesOn: this.gateway.codesOf(choice),
    });
    const fetched = await this.files.load(c.bvn, choice, CreditFileService.asInquiries(consent.hardInquiries, principal.organizationId), principal.livemode);
    return { consent, ...fetched };
  }
}

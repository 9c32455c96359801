import type { ReportSummary } from './engine/affordability.js';
import type { ReportCaseDto, ReportCaseSummaryDto, ReportCaseTransitionDto } from './dto/report-case.dto.js';
import type { ReportCaseTransition } from './entities/report-case-transition.entity.js';
import type { ReportCase } from './entities/report-case.entity.js';
import type { CaseListRow } from './report-case.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The five summary fields of the contract (report.ready's `report`), from a stored report. */
export function summaryOf(report: Record<string, unknown> | null): ReportSummary {
  const r = (report ?? {}) as Partial<ReportSummary>;
  return {
    score: Number(r.score ?? 0),
    income_monthly_usd: Number(r.income_monthly_usd ?? 0),
    income_monthly_local: Number(r.income_monthly_local ?? 0),
    affordability_ceiling_local: Number(r.affordability_ceiling_local ?? 0),
    dti_ratio: Number(r.dti_ratio ?? 0),
  };
}

export function toReportCaseDto(c: ReportCase, pdfUrl: string | null): ReportCaseDto {
  const ready = c.status === 'REPORT_READY' && c.report;
  return {
    case_id: c.id,
    reference_id: c.referenceId,
    subject_id: c.subjectId,
    status: c.status,
    created_at: c.createdAt.toISOString(),
    connection_completed_at: iso(c.connectionCompletedAt),
    report_completed_at: iso(c.reportCompletedAt),
    webhook_delivered_at: iso(c.webhookDeliveredAt),
    livemode: c.livemode,
    applicant_consent: c.consentVersion && c.consentGivenAt ? { version: c.consentVersion, given_at: c.consentGivenAt.toISOString() } : null,
    redirect_url: c.redirectUrl,
    report: ready
      ? {
          ...summaryOf(c.report),
          report_pdf_url: pdfUrl,
          currency: c.report?.currency ?? 'NGN',
          generated_at: c.report?.generated_at ?? null,
          details: c.report?.details ?? {},
        }
      : null,
  };
}

export function toReportCaseSummaryDto(c: CaseListRow): ReportCaseSummaryDto {
  return {
    case_id: c.id,
    reference_id: c.referenceId,
    status: c.status,
    score: c.score,
    created_at: c.createdAt.toISOString(),
    report_completed_at: iso(c.reportCompletedAt),
    webhook_delivered_at: iso(c.webhookDeliveredAt),
  };
}

export function toTransitionDto(t: ReportCaseTransition): ReportCaseTransitionDto {
  return { from_status: t.fromStatus, to_status: t.toStatus, reason: t.reason, created_at: t.createdAt.toISOString() };
}

/** "Adaeze Okonkwo" -> "Adaeze O.": enough for the applicant to recognise, little for anyone else. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1][0].toUpperCase()}.` : parts[0];
}

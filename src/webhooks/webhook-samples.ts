import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from './webhook-events.js';

/** A sample body of each event type, shaped as the real emitters shape it, for `cli webhooks:trigger` (test mode only). */
export function sampleEventFields(type: WebhookEventType, organizationId: string, now = new Date()): Record<string, unknown> {
  const at = now.toISOString();
  switch (type) {
    case 'fraud.alert':
      return {
        alert_id: randomUUID(), transaction_id: `txn_sample_${now.getTime()}`, account_number: '0000000001', receiver_account: '0000000002',
        amount: 950000, currency: 'NGN', severity: 'high', risk_score: 82, risk_level: 'high', recommended_action: 'review',
        signals: ['AMOUNT_UNUSUAL', 'NEW_RECEIVER'], created_at: at,
      };
    case 'fraud.alert.resolved':
      return {
        alert_id: randomUUID(), transaction_id: `txn_sample_${now.getTime()}`, account_number: '0000000001', receiver_account: '0000000002',
        severity: 'high', source: 'analysis', outcome: 'confirmed_fraud', note: 'Customer confirmed the transfer was a scam.', resolved_by: 1, resolved_at: at,
      };
    case 'fraud.score.updated':
      return { account_number: '0000000001', fraud_score: 64, risk_level: 'high', previous_score: 20, previous_risk_level: 'low', report_count: 1, last_updated: at };
    case 'credit.report.ready':
      return { report_id: randomUUID(), status: 'completed', score: 642, rating: 'fair', bureau_source: ['crc', 'first_central'], failure_reason: null };
    case 'verification.completed':
      return {
        verification_id: randomUUID(), id_type: 'bvn', status: 'completed', id_found: true, all_matched: true,
        fields: [{ field: 'first_name', match: true }, { field: 'last_name', match: true }], failure_reason: null,
      };
    case 'report.ready':
      return {
        case_id: randomUUID(), reference_id: 'sample-ref-001', status: 'REPORT_READY',
        report: { score: 72, income_monthly_usd: 296.13, income_monthly_local: 459000, affordability_ceiling_local: 138600, dti_ratio: 0.098 },
        report_pdf_url: 'https://api.example.com/api/v1/report/00000000-0000-0000-0000-000000000000/pdf?expires=0&sig=sample',
      };
    case 'report.failed':
      return { case_id: randomUUID(), reference_id: 'sample-ref-001', status: 'FAILED' };
    case 'webhook.test':
      return { message: 'Sample event sent by cli webhooks:trigger.', organization_id: organizationId };
  }
}

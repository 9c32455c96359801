import type { Schemas } from '../api/client';

type EventType = Schemas['WebhookDeliveryDto']['event_type'];

// Documentation of each event's body (what the service emits); every body also carries event, event_id and created_at.
export const CATALOGUE: Record<EventType, { when: string; fields: string[] }> = {
  'fraud.alert': {
    when: 'An analysis recommends anything but approve (an alert is opened).',
    fields: ['alert_id', 'transaction_id', 'account_number', 'receiver_account', 'amount', 'currency', 'severity', 'risk_score', 'risk_level', 'recommended_action', 'signals'],
  },
  'fraud.alert.resolved': {
    when: 'An analyst resolves a fraud alert (confirmed_fraud, legitimate or inconclusive).',
    fields: ['alert_id', 'transaction_id', 'account_number', 'receiver_account', 'severity', 'source', 'outcome', 'note', 'resolved_by', 'resolved_at'],
  },
  'fraud.score.updated': {
    when: "An account's fraud score changes level or moves by 5 points or more.",
    fields: ['account_number', 'fraud_score', 'risk_level', 'previous_score', 'previous_risk_level', 'report_count', 'last_updated'],
  },
  'credit.report.ready': {
    when: 'An asynchronous credit report completes or fails.',
    fields: ['report_id', 'status', 'score', 'rating', 'bureau_source', 'failure_reason'],
  },
  'verification.completed': {
    when: 'A BVN/NIN verification finishes.',
    fields: ['verification_id', 'id_type', 'status', 'id_found', 'all_matched', 'fields', 'failure_reason'],
  },
  'report.ready': {
    when: 'A financial report reaches REPORT_READY.',
    fields: ['case_id', 'reference_id', 'status', 'report', 'report_pdf_url'],
  },
  'report.failed': {
    when: 'A financial report fails, or its consent link expired.',
    fields: ['case_id', 'reference_id', 'status'],
  },
  'webhook.test': {
    when: 'You press “Send test event”.',
    fields: ['message', 'organization_id'],
  },
};

export const EVENT_TYPES = Object.keys(CATALOGUE) as EventType[];

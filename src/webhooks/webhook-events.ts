/** Every event type the service sends (the contract's Events table, and fraud.alert.resolved of the analyst workspace). */
export const WEBHOOK_EVENT_TYPES = [
  'fraud.alert',
  'fraud.alert.resolved',
  'fraud.score.updated',
  'credit.report.ready',
  'verification.completed',
  'report.ready',
  'report.failed',
  'webhook.test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

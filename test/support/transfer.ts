import { randomUUID } from 'node:crypto';

/** A body for POST /api/v1/fraud/analyze/: an ordinary ₦20,000 mobile transfer from the usual phone in Lagos; `over` changes any field. */
export const transfer = (over: Record<string, unknown> = {}) => ({
  transaction_id: `TX-${randomUUID()}`,
  sender_account: '0100000001',
  receiver_account: '0200000001',
  amount: 20000,
  channel: 'mobile',
  ip_address: '41.58.1.1',
  device_id: 'dev-usual',
  ...over,
});

import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { FAST_ACCEPT } from '../../common/validation.pipe.js';
import { AnalyzeTransactionDto } from './analyze.dto.js';

// The fast acceptance check may only say yes where class-validator says yes (whitelist and
// forbidNonWhitelisted as the global pipe); everything else takes the full path.
const valid = {
  transaction_id: 'TXN-1',
  sender_account: '0123456789',
  receiver_account: '9876543210',
  amount: 25000.5,
  channel: 'mobile',
  currency: 'NGN',
  ip_address: '41.58.1.1',
  device_id: 'dev-1',
  metadata: { timezone: 'Africa/Lagos', n: 1, ok: true, none: null },
};
const variants: Record<string, unknown>[] = [
  valid,
  { ...valid, currency: undefined },
  { transaction_id: 'x', sender_account: '0123456789', receiver_account: '9876543210', amount: 1, channel: 'ussd' },
  { ...valid, amount: 0 },
  { ...valid, amount: -1 },
  { ...valid, amount: 1.005 },
  { ...valid, amount: 1e16 },
  { ...valid, amount: 1e15 },
  { ...valid, amount: '100' },
  { ...valid, amount: Number.NaN },
  { ...valid, channel: 'fax' },
  { ...valid, currency: 'EUR' },
  { ...valid, currency: null },
  { ...valid, sender_account: '12345' },
  { ...valid, receiver_account: '01234567ab' },
  { ...valid, transaction_id: '' },
  { ...valid, transaction_id: 'x'.repeat(200) },
  { ...valid, transaction_id: 'x'.repeat(201) },
  { ...valid, transaction_id: '\uFE0F' },
  { ...valid, ip_address: '' },
  { ...valid, ip_address: 'x'.repeat(65) },
  { ...valid, device_id: '' },
  { ...valid, device_id: 7 },
  { ...valid, metadata: [] },
  { ...valid, metadata: 'tz' },
  { ...valid, metadata: { nested: { a: 1 } } },
  { ...valid, extra: 1 },
  JSON.parse('{"__proto__": {"x": 1}, "transaction_id": "t", "sender_account": "0123456789", "receiver_account": "9876543210", "amount": 1, "channel": "web"}'),
];

describe('AnalyzeTransactionDto fast acceptance', () => {
  it.each(variants.map((v, i) => [i, v]))('variant %i: accepted fast only when class-validator accepts', async (_i, body) => {
    const plain = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
    const fast = AnalyzeTransactionDto[FAST_ACCEPT](plain);
    const errors = await validate(plainToInstance(AnalyzeTransactionDto, plain) as object, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
    if (fast) expect(errors).toEqual([]);
  });

  it('takes the ordinary bodies fast', () => {
    expect(AnalyzeTransactionDto[FAST_ACCEPT](JSON.parse(JSON.stringify(valid)))).toBe(true);
    expect(AnalyzeTransactionDto[FAST_ACCEPT](JSON.parse(JSON.stringify(variants[2])))).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { VelocityService } from '../src/fraud/velocity/velocity.service.js';
import { REDIS_URL } from './support/test-app.js';

// The transfer windows' script on a real Redis: what a sender paid one receiver in the hour (a takeover's drain in parts).
describe('velocity windows: what went to a receiver in the hour', () => {
  let redis: Redis;
  let velocity: VelocityService;
  const org = `velocity-spec-${randomUUID()}`;
  const at = Date.parse('2026-10-01T10:00:00Z');
  const record = (receiver: string, minutes: number, amount: number, account = 'A') => velocity.recordTransfer(org, account, receiver, new Date(at + minutes * 60_000), false, amount);

  beforeAll(() => {
    redis = new Redis(REDIS_URL);
    velocity = new VelocityService(redis, { now: () => new Date(at) });
  });
  afterAll(async () => {
    const keys = await redis.keys(`fraud:vel:${org}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('sums the amounts sent to this receiver within 60 minutes and counts the transfers, this one included, and nothing sent to others or earlier', async () => {
    expect((await record('R1', 0, 60_000)).toReceiver60m).toBe(60_000);
    expect((await record('R2', 5, 9_999.5)).toReceiver60m).toBe(9_999.5); // another payee, kobo kept
    const third = await record('R1', 10, 45_500.25);
    expect(third.toReceiver60m).toBe(105_500.25);
    expect(third).toMatchObject({ last10m: 2, last60m: 3, receivers10m: 2, partsToReceiver60m: 2 });
    // 61 minutes after the first part: it has left the hour
    const later = await record('R1', 61, 1_000);
    expect(later.toReceiver60m).toBe(46_500.25);
    // and only the last 10 minutes' receivers are distinct receivers: R1 alone (R2 was paid 56 minutes ago)
    expect(later).toMatchObject({ last10m: 1, last60m: 3, receivers10m: 1, partsToReceiver60m: 2 });
    // another sender's transfers to the same receiver are its own
    expect(await record('R1', 61, 7_000, 'B')).toMatchObject({ toReceiver60m: 7_000, partsToReceiver60m: 1 });
  });

  it('keeps every digit of a large amount, and writes members a replica still on the old pattern reads the same receiver from', async () => {
    expect((await record('R9', 0, 99_999_999_999_999.99, 'D')).toReceiver60m).toBe(99_999_999_999_999.99);
    const [newest] = await redis.zrevrange(`fraud:vel:${org}:transfer:D`, 0, 0);
    expect(newest).toMatch(/\|[0-9.]+:R9$/);
    // the pattern the script used before amounts were kept
    expect(await redis.eval("return string.match(ARGV[1], '^[^:]*:[^:]*:(.+)$')", 0, newest)).toBe('R9');
  });

  it("counts members without an amount (written before amounts were kept, or by the velocity check) as transfers, adding nothing to the sum", async () => {
    const key = `fraud:vel:${org}:transfer:C`;
    await redis.zadd(key, at, `${at}:aaaaaaaaaaaa:R1`, at + 1, `${at + 1}:bbbbbbbbbbbb`);
    const next = await record('R1', 1, 5_000, 'C');
    expect(next.toReceiver60m).toBe(5_000);
    // (a transfer to R1 all the same: one of the parts)
    expect(next).toMatchObject({ last10m: 3, receivers10m: 1, partsToReceiver60m: 2 });
  });
});

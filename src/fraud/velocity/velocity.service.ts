import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Principal } from '../../auth/principal.js';
import { ApiError } from '../../common/errors.js';
import { InjectRedis } from '../../redis/redis.module.js';
import { MAX_WINDOW_MINUTES, type VelocityCheckDto, type VelocityEvent } from '../dto/velocity.dto.js';
import { InjectClock, type Clock } from '../engine/clock.js';

const MINUTE = 60_000;
const RETAIN_MS = MAX_WINDOW_MINUTES * MINUTE;

/** One Redis sorted set per organization, event type and account, scored by the engine's clock so every replica counts the same window; record and count in one pipeline. */
@Injectable()
export class VelocityService {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectClock() private readonly clock: Clock,
  ) {}

  async check(principal: Principal, dto: VelocityCheckDto) {
    const windowMinutes = dto.window_minutes ?? 60;
    const threshold = dto.threshold ?? 5;
    const now = this.clock.now().getTime();
    const key = windowKey(principal.livemode ? principal.organizationId : `${principal.organizationId}:test`, dto.event_type, dto.account_number);
    const results = await this.redis
      .pipeline()
      .zadd(key, now, member(now))
      .zremrangebyscore(key, '-inf', now - RETAIN_MS)
      .zcount(key, `(${now - windowMinutes * MINUTE}`, now)
      .pexpire(key, RETAIN_MS)
      .exec()
      .catch(() => null);
    const count = results?.[2]?.[0] ? null : (results?.[2]?.[1] as number | undefined);
    if (count === undefined || count === null) throw new ApiError('SERVICE_UNAVAILABLE', 'Velocity windows are unavailable; retry shortly.', [], { 'Retry-After': '5' });
    return { exceeded: count > threshold, event_count: count, threshold, window_minutes: windowMinutes };
  }

  /**
   * One script round trip: records the transfer (member names the receiver and the amount), counts 10 and 60 minutes, distinct
   * receivers in 10 minutes, round amounts, and what the sender paid this receiver in 60 minutes and in how many transfers (this
   * transfer included: a takeover's drain in parts).
   */
  async recordTransfer(organizationId: string, account: string, receiver: string, at: Date, round: boolean, amount: number) {
    const now = at.getTime();
    const redis = this.redis as Redis & { fraudTransfer?: (...args: (string | number)[]) => Promise<(number | string)[]> };
    if (!redis.fraudTransfer) redis.defineCommand('fraudTransfer', { numberOfKeys: 2, lua: TRANSFER_LUA });
    const [last10m, last60m, receivers10m, round60m, toReceiver60m, partsToReceiver60m] = await redis.fraudTransfer!(
      windowKey(organizationId, 'transfer', account),
      `fraud:vel:${organizationId}:round:${account}`,
      now,
      `${member(now)}|${amount}:${receiver}`,
      round ? 1 : 0,
      RETAIN_MS,
      receiver,
    );
    return {
      last10m: Number(last10m), last60m: Number(last60m), receivers10m: Number(receivers10m), round60m: Number(round60m), toReceiver60m: Number(toReceiver60m),
      partsToReceiver60m: Number(partsToReceiver60m),
    };
  }
}

const TRANSFER_LUA = `
local now = tonumber(ARGV[1])
local retain = tonumber(ARGV[4])
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - retain)
local c10 = redis.call('ZCOUNT', KEYS[1], '(' .. (now - 600000), now)
local c60 = redis.call('ZCOUNT', KEYS[1], '(' .. (now - 3600000), now)
-- one pass over the hour's latest 100 transfers (newest first): distinct receivers in 10 minutes, and what went to this
-- receiver (ARGV[5]) in the hour, in how many transfers. A member is now:hex|amount:receiver; one written before amounts were kept (now:hex:receiver),
-- or by the velocity check (now:hex), adds no amount (the former still counts as a transfer to its receiver), and a replica
-- still on the old pattern reads the same receiver
local seen, distinct, toReceiver, parts = {}, 0, 0, 0
local recent = redis.call('ZREVRANGEBYSCORE', KEYS[1], now, '(' .. (now - 3600000), 'WITHSCORES', 'LIMIT', 0, 100)
for i = 1, #recent, 2 do
  local m = recent[i]
  local r = string.match(m, '^[^:]*:[^:]*:(.+)$')
  if r and tonumber(recent[i + 1]) > now - 600000 and not seen[r] then seen[r] = true; distinct = distinct + 1 end
  if r == ARGV[5] then toReceiver = toReceiver + (tonumber(string.match(m, '^[^:]*:[^:|]*|([^:]*):')) or 0); parts = parts + 1 end
end
redis.call('PEXPIRE', KEYS[1], retain)
local r60 = 0
if ARGV[3] == '1' then
  redis.call('ZADD', KEYS[2], now, ARGV[2])
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - 3600000)
  r60 = redis.call('ZCOUNT', KEYS[2], '(' .. (now - 3600000), now)
  redis.call('PEXPIRE', KEYS[2], 3600000)
end
-- a string (a script's number reply is truncated to an integer), with every digit a double holds
return {c10, c60, distinct, r60, string.format('%.17g', toReceiver), parts}`;

function windowKey(organizationId: string, event: VelocityEvent, account: string) {
  return `fraud:vel:${organizationId}:${event}:${account}`;
}

function member(now: number) {
  return `${now}:${randomBytes(6).toString('hex')}`;
}

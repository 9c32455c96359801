import { describe, expect, it } from '@jest/globals';
import { describeRedis, redisConnection } from './redis.module.js';

const sentinel = { hosts: [{ host: '10.0.0.5', port: 26379 }, { host: 'fd00::7', port: 26380 }], name: 'risk-primary', password: 'sentinels-own' };

describe('redisConnection (every client is built from it)', () => {
  it('connects to the URL: host, port, database, credentials and TLS', () => {
    const o = redisConnection({ url: 'rediss://app:p%40ss@redis.internal:6380/2', sentinel: null });
    expect(o).toEqual({
      host: 'redis.internal',
      port: 6380,
      db: 2,
      username: 'app',
      password: 'p@ss',
      tls: {},
      retryStrategy: expect.any(Function),
    });
    // every client, Bull's too, retries within 2 s (Bull's own default backs off to 20 s)
    expect([1, 5, 50].map((n) => o.retryStrategy?.(n))).toEqual([200, 1000, 2000]);
    expect(redisConnection({ url: 'redis://[::1]', sentinel: null })).toMatchObject({ host: '::1', port: 6379, db: 0, tls: undefined });
  });

  it('asks the sentinels for the primary; the URL still gives its credentials and database', () => {
    const o = redisConnection({ url: 'redis://:primary-pass@unused:6379/3', sentinel });
    expect(o).toMatchObject({ sentinels: sentinel.hosts, name: 'risk-primary', sentinelPassword: 'sentinels-own', password: 'primary-pass', db: 3, enableTLSForSentinelMode: false });
    expect(o.failoverDetector).toBeUndefined(); // see redisConnection
    expect(o.host).toBeUndefined();
    expect(o.port).toBeUndefined();
    // a demoted primary's READONLY answer sends the client back to the sentinels
    expect(o.reconnectOnError?.(new Error("READONLY You can't write against a read only replica."))).toBe(true);
    expect(o.reconnectOnError?.(new Error('ERR wrong number of arguments'))).toBe(false);
  });

  it('describes the target without credentials', () => {
    expect(describeRedis({ url: 'redis://:secret@redis.internal:6379', sentinel: null })).toBe('redis://***@redis.internal:6379');
    expect(describeRedis({ url: 'redis://:secret@unused', sentinel })).toBe('the primary "risk-primary" of sentinels 10.0.0.5:26379,fd00::7:26380');
  });
});

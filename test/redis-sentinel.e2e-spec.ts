import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Bull from 'bull';
import type { Redis } from 'ioredis';
import { type SentinelSet, startSentinels } from '../scripts/resilience/sentinels.mjs';
import { type AppConfig, loadConfig } from '../src/config/config.js';
import { generateSecrets } from '../src/config/secrets.js';
import { bullRedisOptions } from '../src/queue/queue.module.js';
import { assertRedisReachable, createRedis } from '../src/redis/redis.module.js';

// Redis Sentinel (REDIS_SENTINELS, REDIS_SENTINEL_NAME): the clients the service builds (ours, the
// revocation subscriber, Bull's) find the primary through a sentinel and follow it to the replica a
// failover promotes, without being rebuilt. A primary, a replica and a sentinel of this test's own.
async function eventually(check: () => Promise<boolean>, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** The port of the Redis a client is connected to. */
const portOf = async (client: Redis) => Number(/tcp_port:(\d+)/.exec(await client.info('server'))?.[1]);

describe('Redis Sentinel', () => {
  let dir: string;
  let set: SentinelSet;
  let config: AppConfig;
  let client: Redis;
  let subscriber: Redis;
  let queue: Bull.Queue;
  const heard: string[] = [];
  const processed: number[] = [];
  const channel = `sentinel-test:${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sentinel-'));
    set = await startSentinels(dir, { sentinels: 1 });
    const prefix = `t${randomBytes(4).toString('hex')}:`;
    // the URL's host does not resolve: only the sentinel can lead the clients to the primary
    config = loadConfig({ ...generateSecrets(), REDIS_URL: 'redis://found-by-sentinels.invalid:6379', REDIS_KEY_PREFIX: prefix, ...set.env });
    client = createRedis(config.redis, prefix);
    client.on('error', () => undefined);
    await client.connect();
    subscriber = createRedis(config.redis);
    subscriber.on('error', () => undefined);
    subscriber.on('message', (_channel: string, message: string) => heard.push(message));
    await subscriber.connect();
    await subscriber.subscribe(channel);
    queue = new Bull('sentinel', { prefix: `${prefix}bull`, redis: bullRedisOptions(config) });
    void queue.process(async (job) => {
      processed.push(job.data.n);
    });
  }, 60_000);

  afterAll(async () => {
    await queue?.close().catch(() => undefined);
    client?.disconnect();
    subscriber?.disconnect();
    set?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reaches the primary the sentinel names', async () => {
    await expect(assertRedisReachable(config.redis)).resolves.toBeUndefined();
    expect(await portOf(client)).toBe(set.primaryPort);
    await queue.add({ n: 1 });
    expect(await eventually(async () => processed.includes(1))).toBe(true);
  });

  it('follows a failover: commands, pub/sub and Bull reach the promoted replica', async () => {
    await client.set('before', 'kept');
    await client.call('WAIT', '1', '5000'); // replicated before the switch
    await set.ask(set.sentinels[0].port, 'SENTINEL', 'FAILOVER', set.name);
    expect(await eventually(async () => (await set.primary()) === set.replicaPort)).toBe(true);
    // the sentinel turns the old primary into a replica, which drops its clients
    expect(await eventually(async () => /role:slave/.test(String(await set.ask(set.primaryPort, 'INFO', 'replication'))))).toBe(true);

    // the same client objects, never rebuilt
    expect(await eventually(async () => (await client.set('after', 'written')) === 'OK' && (await portOf(client)) === set.replicaPort)).toBe(true);
    expect(await client.get('before')).toBe('kept');
    expect(await eventually(async () => (await client.publish(channel, 'after the failover')) > 0 && heard.includes('after the failover'))).toBe(true);
    await queue.add({ n: 2 });
    expect(await eventually(async () => processed.includes(2))).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from '@jest/globals';
import { createRedis } from '../../src/redis/redis.module.js';

/**
 * Two replicas' clients of the machine's real Redis (as the e2e tests use) under a key prefix of this run's own, and
 * one whose every command fails at once (nothing listens on port 1), as when Redis is away. Connects them before the
 * file's tests and deletes the run's keys after.
 */
export function redisReplicas(name: string) {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `${name}${randomBytes(4).toString('hex')}:`;
  const replicaA = createRedis({ url, sentinel: null }, prefix);
  const replicaB = createRedis({ url, sentinel: null }, prefix);
  const away = createRedis({ url: 'redis://127.0.0.1:1', sentinel: null }, prefix);
  away.on('error', () => undefined);
  beforeAll(async () => {
    await Promise.all([replicaA.connect(), replicaB.connect()]);
  });
  afterAll(async () => {
    const keys = await replicaA.keys(`${prefix}*`);
    if (keys.length) await replicaA.del(...keys.map((k) => k.slice(prefix.length)));
    replicaA.disconnect();
    replicaB.disconnect();
    away.disconnect();
  });
  /** One more replica's client under the same prefix (its caller connects and ends it). */
  const another = () => createRedis({ url, sentinel: null }, prefix);
  return { replicaA, replicaB, away, another };
}

// Redis Sentinel on loopback, for the resilience suite's failover phase and the sentinel e2e test:
// a primary, a replica and `sentinels` sentinels (a majority is the quorum), no persistence, on
// free ports. `redis-server --sentinel` runs the sentinels, so nothing but redis-server is needed.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../bench/environment.mjs';

export const SENTINEL_PRIMARY_NAME = 'resilience';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One command to the Redis or sentinel on `port`; rejects at once if nothing answers. */
async function ask(port, ...args) {
  const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.call(...args);
  } finally {
    client.disconnect();
  }
}

async function until(what, fn, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await fn().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`redis sentinel: ${what} not within ${ms / 1000} s`);
    await sleep(100);
  }
}

/** A flat [key, value, …] reply as an object. */
const fields = (flat) => Object.fromEntries(flat.flatMap((v, i) => (i % 2 ? [] : [[v, flat[i + 1]]])));

/**
 * Starts the set and waits until every sentinel knows the replica and the other sentinels, so a
 * failover can be authorised. `downAfterMs` is how long the primary must be silent to be down.
 */
export async function startSentinels(dir, { sentinels = 3, downAfterMs = 1000 } = {}) {
  const children = new Map(); // port -> child process
  const run = (port, args) => {
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    children.set(port, child);
    return child;
  };
  const kill = () => {
    for (const child of children.values()) if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
  };
  try {
    const data = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--repl-diskless-sync-delay', '0'];
    // a replica's full sync lands on disk whatever --save says: in the set's own folder, never the caller's working directory
    const files = (port) => ['--dir', dir, '--dbfilename', `dump-${port}.rdb`];
    const primaryPort = await freePort();
    run(primaryPort, ['--port', String(primaryPort), ...data, ...files(primaryPort)]);
    const replicaPort = await freePort();
    run(replicaPort, ['--port', String(replicaPort), ...data, ...files(replicaPort), '--replicaof', '127.0.0.1', String(primaryPort)]);
    await until('replica in sync', async () => /master_link_status:up/.test(await ask(replicaPort, 'INFO', 'replication')), 15_000);

    const sentinelPorts = [];
    for (let i = 0; i < sentinels; i++) {
      const port = await freePort();
      const conf = join(dir, `sentinel-${port}.conf`); // a sentinel rewrites its file as it learns
      writeFileSync(
        conf,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor ${SENTINEL_PRIMARY_NAME} 127.0.0.1 ${primaryPort} ${Math.floor(sentinels / 2) + 1}`,
          `sentinel down-after-milliseconds ${SENTINEL_PRIMARY_NAME} ${downAfterMs}`,
          `sentinel failover-timeout ${SENTINEL_PRIMARY_NAME} 10000`,
          `sentinel parallel-syncs ${SENTINEL_PRIMARY_NAME} 1`,
          '',
        ].join('\n'),
      );
      run(port, [conf, '--sentinel']);
      sentinelPorts.push(port);
    }
    await until('sentinels know the replica and each other', async () => {
      for (const port of sentinelPorts) {
        const m = fields(await ask(port, 'SENTINEL', 'MASTER', SENTINEL_PRIMARY_NAME));
        if (Number(m['num-slaves']) < 1 || Number(m['num-other-sentinels']) < sentinels - 1) return false;
      }
      return true;
    }, 30_000);

    /** The primary's port as the sentinels see it now (the first one that answers). */
    const primary = async () => {
      for (const port of sentinelPorts) {
        const addr = await ask(port, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', SENTINEL_PRIMARY_NAME).catch(() => null);
        if (addr) return Number(addr[1]);
      }
      throw new Error('no sentinel answers');
    };
    return {
      name: SENTINEL_PRIMARY_NAME,
      sentinels: sentinelPorts.map((port) => ({ host: '127.0.0.1', port })),
      /** The service's configuration for this set. */
      env: { REDIS_SENTINELS: sentinelPorts.map((p) => `127.0.0.1:${p}`).join(','), REDIS_SENTINEL_NAME: SENTINEL_PRIMARY_NAME },
      primaryPort,
      replicaPort,
      url: `redis://127.0.0.1:${primaryPort}`,
      primary,
      ask,
      /** SIGKILL of whichever node is the primary now; resolves with its port once it has exited. */
      killPrimary: async () => {
        const port = await primary();
        const child = children.get(port);
        child.kill('SIGKILL');
        await new Promise((r) => (child.exitCode !== null || child.signalCode ? r() : child.on('exit', r)));
        return port;
      },
      kill,
    };
  } catch (err) {
    kill();
    throw err;
  }
}

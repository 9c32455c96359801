import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { runToExit } from './support/service-process.js';
import { REDIS_URL, startTestApp, TEST_SECRETS, TestApp } from './support/test-app.js';

// Behind one load balancer (TRUST_PROXY=1), the client address is the one the balancer appended,
// the rightmost X-Forwarded-For entry. An attacker who rotates the entries in front of it must not
// get a fresh per-IP budget each time. (TRUST_PROXY=true used the leftmost, which the client writes.)

const randomIp = () => `198.51.100.${1 + (randomBytes(1)[0] % 254)}, 10.${randomBytes(1)[0]}.0.1`;

describe('TRUST_PROXY: rotating X-Forwarded-For behind one proxy does not escape the per-IP limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_IP: '5', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '20' });
  });
  afterAll(async () => {
    await t?.close();
  });

  // what the balancer forwards: whatever the client sent, then the address it saw
  const viaProxy = (clientAddress: string) => `${randomIp()}, ${clientAddress}`;
  const failedLogin = (clientAddress: string) =>
    request(t.server)
      .post('/v1/accounts/login/')
      .set('X-Forwarded-For', viaProxy(clientAddress))
      .send({ email: `nobody-${randomBytes(4).toString('hex')}@bank.test`, password: 'Wrong-Password-1' });

  it('counts failed logins by the address the proxy saw, whatever the client puts in front of it', async () => {
    const attacker = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await failedLogin(attacker)).status).toBe(401);
    const refused = await failedLogin(attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    // another client behind the same proxy keeps its own budget
    expect((await failedLogin('203.0.113.8')).status).toBe(401);
  });

  it('counts anonymous requests the same way', async () => {
    const client = '203.0.113.20';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await request(t.server).get(`/c/${randomBytes(8).toString('hex')}/session`).set('X-Forwarded-For', viaProxy(client))).status);
    }
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses TRUST_PROXY=true at start, saying what to set instead', async () => {
    const { code, output } = await runToExit(['dist/main.js', 'api'], {
      ...TEST_SECRETS,
      NODE_ENV: 'test',
      TRUST_PROXY: 'true',
      DATABASE_URL: t.databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: t.config.redis.keyPrefix,
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain('TRUST_PROXY=true would trust every X-Forwarded-For');
    expect(output).toMatch(/the number of proxies in front of the service \(e\.g\. 1\) or their addresses\/CIDRs/);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { linkTokenOf } from './support/financial-reports-helpers.js';
import { runToExit, ServiceProcess, startService } from './support/service-process.js';
import { createDatabase, dropDatabase, serviceEnv } from './support/test-app.js';

// The hosted link's token (/c/{token}/…) and a PDF link's signature are credentials: whoever
// reads the service's log must not be able to open the applicant's page or download the report.
// The real service's output is read, as a log shipper would.

describe('credentials in URLs never reach the access log', () => {
  let database: { name: string; url: string };
  let service: ServiceProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createDatabase();
    env = serviceEnv(database.url, 'logs', { LOG_LEVEL: 'info' });
    service = await startService(env);
  });
  afterAll(async () => {
    await service?.stop();
    if (database) await dropDatabase(database.name);
  });

  it('logs /c/{token} paths and PDF links with the token, sig and expiry redacted', async () => {
    const boot = await runToExit(['dist/cli.js', 'bootstrap', '--org', 'Log Bank', '--email', 'admin@logs.test', '--password', 'Correct-Horse-9!'], env);
    expect(boot.code).toBe(0);
    const { api_token: apiToken } = JSON.parse(boot.output.trim().split('\n').pop()!) as { api_token: string };
    const created = await fetch(`${service.baseUrl}/api/v1/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Adaeze O.', reference_id: 'LOGS-1' }),
    });
    expect(created.status).toBe(202);
    const { case_id: caseId, link_url: linkUrl } = (await created.json()) as { case_id: string; link_url: string };
    const token = linkTokenOf(linkUrl);

    expect((await fetch(`${service.baseUrl}/c/${token}`)).status).toBe(200);
    expect((await fetch(`${service.baseUrl}/c/${token}/session`)).status).toBe(200);
    expect((await fetch(`${service.baseUrl}/c/${token}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"public_token":1}' })).status).toBe(400);
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const sig = randomBytes(32).toString('hex');
    expect((await fetch(`${service.baseUrl}/api/v1/report/${caseId}/pdf?expires=${expires}&sig=${sig}`)).status).toBe(403);
    await service.stop(); // flushes the log

    const lines = service.output().split('\n').filter((l) => l.startsWith('{'));
    const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
    // the requests were logged, so the absence of the credentials below means something
    expect(urls).toEqual(
      expect.arrayContaining(['/c/[Redacted]', '/c/[Redacted]/session', '/c/[Redacted]/complete', `/api/v1/report/${caseId}/pdf?expires=[Redacted]&sig=[Redacted]`]),
    );
    const output = service.output();
    expect(output).not.toContain(token);
    expect(output).not.toContain(sig);
  });
});

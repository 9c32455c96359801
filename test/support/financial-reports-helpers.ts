import { createHmac, timingSafeEqual } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ReportCaseTransition } from '../../src/financial-reports/entities/report-case-transition.entity.js';
import type { TestApp } from './test-app.js';

/** The settings every reports e2e file runs with: fast relay, fast sweep, fast provider retries. */
export const REPORTS_TEST_ENV = {
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_RETRY_DELAYS: '1,1,1',
  WEBHOOK_RELAY_INTERVAL_MS: '100',
  REPORT_EXPIRY_SWEEP_INTERVAL_MS: '200',
  REPORT_PROVIDER_ATTEMPTS: '3',
  REPORT_PROVIDER_RETRY_DELAY_MS: '100',
};

/** An integrator's check: HMAC-SHA256 over the raw body, compared in constant time. */
export function signatureHolds(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const want = Buffer.from('sha256=' + createHmac('sha256', secret).update(raw).digest('hex'));
  const have = Buffer.from(header);
  return want.length === have.length && timingSafeEqual(want, have);
}

export async function registerReportWebhook(t: TestApp, token: string, url: string): Promise<{ id: string; secret: string }> {
  const res = await request(t.server)
    .post('/api/v1/webhooks/endpoints')
    .set('Authorization', `Bearer ${token}`)
    .send({ url, events: ['report.ready', 'report.failed'] })
    .expect(201);
  return res.body;
}

export const linkTokenOf = (linkUrl: string) => new URL(linkUrl).pathname.split('/')[2];

/** The case's history, oldest first. */
export async function historyOf(t: TestApp, caseId: string): Promise<Array<{ from_status: string | null; to_status: string; created_at: Date }>> {
  const rows = await t.app.get(DataSource).getRepository(ReportCaseTransition).find({ where: { caseId }, order: { id: 'ASC' } });
  return rows.map((r) => ({ from_status: r.fromStatus, to_status: r.toStatus, created_at: r.createdAt }));
}

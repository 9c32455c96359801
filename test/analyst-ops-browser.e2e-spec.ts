import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { HOSTED_CONSENT_VERSION } from '../src/financial-reports/hosted/hosted-consent.js';
import { DashboardBrowser, freePort, heading, startBrowser } from './support/browser.js';
import { linkTokenOf, registerReportWebhook, REPORTS_TEST_ENV } from './support/financial-reports-helpers.js';
import { startReceiver, waitFor } from './support/receiver.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Issue 16's operations pages in Headless Chromium at 1280 and 375 px: the network's reviewers move
// another bank's report received -> under_review -> verified without seeing who filed it; a report
// case shows its transitions, its webhook and its PDF; the engine page shows precision, alerts by
// severity and the shadow rules beside the live ones. axe-core on every state, screenshots printed.
describe('dashboard in headless Chromium: network review, report cases, engine', () => {
  let t: TestApp;
  let base: string;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let browser: DashboardBrowser;
  let operator: Awaited<ReturnType<typeof createOrganization>>; // the first organization runs the network
  let bank: Awaited<ReturnType<typeof createOrganization>>;
  let reportId = '';
  let readyCase = { case_id: '', reference_id: '' };
  let pendingCase = { case_id: '', reference_id: '' };

  const DAY = 24 * 3600 * 1000;
  // the replayed history ends three days ago: every analysis falls in the engine page's 8-week window
  const T0 = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 9) - 25 * DAY;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const analyze = (body: object, time: number) =>
    request(t.server).post('/api/v1/fraud/analyze/').set(auth(operator.api_token)).set('X-Replay-Time', new Date(time).toISOString()).send(body).expect(200);
  const tx = (over: Record<string, unknown>) => ({
    transaction_id: `TX-${randomUUID()}`,
    receiver_account: '0210000001',
    amount: 20000,
    channel: 'mobile',
    ip_address: '41.58.1.1',
    ...over,
  });
  const newCase = async (reference: string) =>
    (await request(t.server).post('/api/v1/report').set(auth(operator.api_token)).send({ full_name: 'Adaeze Okonkwo', reference_id: reference }).expect(202)).body as { case_id: string; link_url: string };

  /** A customer's usual transfers, then a risky one that is held back; its alert is resolved with `outcome`. */
  async function heldBack(sender: string, receiver: string, outcome: 'confirmed_fraud' | 'legitimate') {
    for (let i = 0; i < 20; i++) {
      const res = await analyze(tx({ sender_account: sender, amount: 15000 + ((i * 3737) % 10000), device_id: `dev-${sender}` }), T0 + i * DAY);
      expect(res.body.recommended_action).toBe('approve');
    }
    const risky = await analyze(tx({ sender_account: sender, receiver_account: receiver, amount: 900_000, channel: 'web', device_id: `dev-new-${sender}`, ip_address: '185.220.101.1' }), T0 + 21 * DAY);
    expect(risky.body.recommended_action).not.toBe('approve');
    const alerts = await request(t.server).get(`/api/v1/fraud/alerts/?account_number=${sender}`).set(auth(operator.api_token)).expect(200);
    await request(t.server).post(`/api/v1/fraud/alerts/${alerts.body.results[0].alert_id}/resolve`).set(auth(operator.api_token)).send({ outcome, note: 'Checked with the customer.' }).expect(200);
  }

  async function login(page: Page, who: { email: string; password: string }) {
    await page.goto(`${base}/dashboard/login`);
    await page.fill('input[name=email]', who.email);
    await page.fill('input[name=password]', who.password);
    await page.click('button[type=submit]');
    await heading(page, 'Overview');
  }
  async function go(page: Page, link: string, title: string) {
    if (page.viewportSize()!.width < 500) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: link }).click();
    await heading(page, title);
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ ...REPORTS_TEST_ENV, PUBLIC_BASE_URL: base, FRAUD_REPLAY_CLOCK: 'true' });
    await t.app.listen(port, '127.0.0.1');
    rx = await startReceiver();
    browser = await startBrowser('analyst-ops');
    operator = await createOrganization(t, 'Network Operator Bank');
    bank = await createOrganization(t, 'Lagos Microfinance Bank');

    // another bank's network report, with the reporter's details only that bank may see
    const filed = await request(t.server)
      .post('/api/v1/fraud/report/')
      .set(auth(bank.api_token))
      .send({ reporter_email: 'fraud-desk@lagos-mfb.test', account_number: '0310000001', fraud_type: 'account_takeover', amount_lost: 450000, description: 'Customer Bisi tricked on a call', evidence_urls: ['https://evidence.lagos-mfb.test/case/77.pdf'] })
      .expect(201);
    reportId = filed.body.report_id;

    // the operator's engine: a shadow rule set that holds back nothing (no signal weighs), set before any analysis is scored
    const settings = (await request(t.server).get('/api/v1/fraud/settings').set(auth(operator.api_token)).expect(200)).body;
    await request(t.server)
      .put('/api/v1/fraud/settings')
      .set(auth(operator.api_token))
      .send({ weights: settings.weights, thresholds: settings.thresholds, shadow: { weights: Object.fromEntries(Object.keys(settings.weights).map((k) => [k, 0])), thresholds: { medium: 98, high: 99, critical: 100 } }, report_confirmed_fraud: false })
      .expect(200);
    await heldBack('0110000001', '0310000001', 'confirmed_fraud');
    await heldBack('0110000002', '0310000002', 'legitimate');

    // a report case that reaches REPORT_READY with the sandbox bank (its report.ready delivered), and one still waiting
    await registerReportWebhook(t, operator.api_token, rx.url);
    const ready = await newCase('LOAN-2026-000123');
    const c = `/c/${linkTokenOf(ready.link_url)}`;
    await request(t.server).post(`${c}/link-token`).send({ consent_version: HOSTED_CONSENT_VERSION }).expect(200);
    const pub = await request(t.server).post(`${c}/sandbox/connect`).send({ profile: 'salaried', institution_id: 'zenith' }).expect(200);
    await request(t.server).post(`${c}/complete`).send({ public_token: pub.body.public_token }).expect(200);
    await waitFor(async () => (await request(t.server).get(`/api/v1/report/${ready.case_id}`).set(auth(operator.api_token)).expect(200)).body.webhook_delivered_at);
    readyCase = { case_id: ready.case_id, reference_id: 'LOAN-2026-000123' };
    pendingCase = { case_id: (await newCase('LOAN-2026-000124')).case_id, reference_id: 'LOAN-2026-000124' };
  });
  afterAll(async () => {
    await browser?.close();
    await rx?.close();
    await t?.close();
  });

  it('at 1280 px: reviews a network report, opens a report case, reads the engine', async () => {
    const { page, context } = await browser.open(1280);
    await login(page, operator);

    // network review: received -> under_review -> verified, never the reporter's details
    await go(page, 'Network review', 'Network review');
    const row = page.locator(`tr[data-report-id="${reportId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('received');
    const shown = (await page.locator('main').textContent()) ?? '';
    expect(shown).toContain('0310000001');
    for (const secret of ['fraud-desk@lagos-mfb.test', 'Bisi', 'Lagos Microfinance']) expect(shown).not.toContain(secret);
    await browser.check(page, 'network-received-1280');
    await row.getByRole('button', { name: 'Start review' }).click();
    await page.locator(`tr[data-report-id="${reportId}"][data-status="under_review"]`).waitFor();
    await row.getByRole('button', { name: 'Verify' }).click();
    await browser.check(page, 'network-verify-dialog-1280');
    await page.getByRole('dialog').getByRole('button', { name: 'Verify report' }).click();
    await page.locator(`tr[data-report-id="${reportId}"][data-status="verified"]`).waitFor();
    expect((await request(t.server).get(`/api/v1/fraud/report/${reportId}`).set(auth(bank.api_token)).expect(200)).body.status).toBe('verified');
    await page.selectOption('select[name=status]', 'received');
    await page.getByText('No report is received.').waitFor();
    await page.selectOption('select[name=status]', 'verified');
    await row.waitFor();
    await browser.check(page, 'network-verified-1280');

    // report cases: the list filtered by state, then one case with its transitions, webhook and PDF
    await go(page, 'Report cases', 'Report cases');
    await page.locator(`tr[data-case-id="${pendingCase.case_id}"]`).waitFor();
    await page.locator(`tr[data-case-id="${readyCase.case_id}"][data-status="REPORT_READY"]`).waitFor();
    await browser.check(page, 'report-cases-1280');
    await page.selectOption('select[name=status]', 'REPORT_READY');
    await page.locator(`tr[data-case-id="${pendingCase.case_id}"]`).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: readyCase.reference_id }).click();
    const detail = page.getByTestId('case-detail');
    await detail.locator('li[data-to="REPORT_READY"]').waitFor();
    expect(await detail.locator('.timeline li').evaluateAll((items) => items.map((li) => li.getAttribute('data-to')))).toEqual(['PENDING_CONNECTION', 'CONNECTED', 'PROCESSING', 'REPORT_READY']);
    await detail.locator('[data-testid="case-deliveries"] tr[data-status="succeeded"]', { hasText: 'report.ready' }).waitFor();
    const pdf = new URL((await detail.getByTestId('pdf-link').getAttribute('href'))!);
    expect(pdf.pathname).toBe(`/api/v1/report/${readyCase.case_id}/pdf`);
    const file = await request(t.server).get(pdf.pathname + pdf.search).expect(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    await browser.check(page, 'report-case-1280');

    // the engine: precision from the two labels, alerts by severity, shadow beside live
    await go(page, 'Engine', 'Engine');
    await page.getByTestId('engine').waitFor();
    await page.locator('figure.chart svg.recharts-surface').nth(1).waitFor();
    const tiles = (await page.locator('.tiles').textContent()) ?? '';
    expect(tiles).toContain('50.0%');
    const shadow = page.getByTestId('engine-shadow');
    expect(await shadow.locator('tr', { hasText: 'Live rules' }).textContent()).toContain('50.0%');
    expect(await shadow.locator('tr', { hasText: 'Shadow rules' }).textContent()).toContain('—');
    await page.locator('figure.chart svg.recharts-surface').nth(2).waitFor();
    await browser.check(page, 'engine-1280');
    await context.close();
    expect(browser.problems).toEqual([]);
  });

  it('at 375 px: the same pages fit the width and pass axe', async () => {
    const { page, context } = await browser.open(375);
    await login(page, operator);
    await go(page, 'Network review', 'Network review');
    await page.locator(`tr[data-report-id="${reportId}"][data-status="verified"]`).waitFor();
    await browser.check(page, 'network-375');
    await go(page, 'Report cases', 'Report cases');
    await page.getByRole('button', { name: readyCase.reference_id }).click();
    await page.getByTestId('case-detail').locator('li[data-to="REPORT_READY"]').waitFor();
    await page.getByTestId('case-deliveries').waitFor();
    await browser.check(page, 'report-case-375');
    await go(page, 'Engine', 'Engine');
    await page.locator('figure.chart svg.recharts-surface').nth(2).waitFor();
    await browser.check(page, 'engine-375');
    await context.close();
    expect(browser.problems).toEqual([]);
  });

  it('another bank’s administrator is told the review is the operator’s, and sees none of it', async () => {
    const { page, context } = await browser.open(1280);
    await login(page, bank);
    await go(page, 'Network review', 'Network review');
    await page.getByTestId('not-reviewer').waitFor();
    expect(await page.locator('tr[data-report-id]').count()).toBe(0);
    await browser.check(page, 'network-not-reviewer-1280');
    await context.close();
    // the API answers 403 FORBIDDEN with the envelope; the page shows it as the message above, not as an error
    expect(browser.problems).toEqual([]);
  });
});

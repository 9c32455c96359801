import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Page } from 'playwright-core';
import request from 'supertest';
import { DashboardBrowser, freePort, heading, noTokenInStorage, startBrowser } from './support/browser.js';
import { createOrganization, startTestApp, TestApp } from './support/test-app.js';

// Acceptance of issue 16's analyst workspace in the dashboard, in Debian's headless Chromium: a
// transfer sent to review is taken, opened, resolved as legitimate; the identical transfer is then
// approved with no new alert; the customer view shows the account. 1280 and 375 px, axe on each state.
describe('analyst workspace in headless Chromium: review, resolve, learn, customer view', () => {
  let t: TestApp;
  let base: string;
  let checks: DashboardBrowser;
  let bank: Awaited<ReturnType<typeof createOrganization>>;

  const DAY = 24 * 3600 * 1000;
  // the engine's clock (X-Replay-Time) puts the customer's history in the past days; the browser acts at the real time
  const R = Math.floor(Date.now() / 1000) * 1000;
  const sender = '0150000001';
  const payee = '0350000001';
  const analyze = (body: object, at: number) =>
    request(t.server).post('/api/v1/fraud/analyze/').set('Authorization', `Bearer ${bank.api_token}`).set('X-Replay-Time', new Date(at).toISOString()).send(body);
  const transfer = (over: Record<string, unknown> = {}) => ({
    transaction_id: `TX-${randomUUID()}`,
    sender_account: sender,
    receiver_account: payee,
    amount: 2_000_000,
    channel: 'mobile',
    ip_address: '8.8.8.8',
    device_id: 'dev-new-phone',
    ...over,
  });
  const alertsOf = async (account: string) =>
    (await request(t.server).get(`/api/v1/fraud/alerts/?account_number=${account}`).set('Authorization', `Bearer ${bank.api_token}`).expect(200)).body;
  let reviewed: { transaction_id: string; alert_id: string };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await startTestApp({ PUBLIC_BASE_URL: base, FRAUD_REPLAY_CLOCK: 'true', LOG_LEVEL: 'error' });
    await t.app.listen(port, '127.0.0.1');
    checks = await startBrowser('analyst-workspace');
    bank = await createOrganization(t, 'Ikeja Microfinance Bank');

    // a baseline: 20 ordinary transfers, one a day from the usual phone, all approved
    for (let i = 0; i < 20; i++) {
      const body = transfer({ receiver_account: i % 2 ? '0250000001' : '0250000002', amount: 15000 + ((i * 3737) % 10000), ip_address: '41.58.1.1', device_id: 'dev-usual-phone' });
      expect((await analyze(body, R - (20 - i) * DAY).expect(200)).body.recommended_action).toBe('approve');
    }
    // then ₦2,000,000 to a new payee from a new phone abroad: high, but only two kinds of evidence (access, amount), so review, not decline; one alert
    const first = await analyze(transfer(), R).expect(200);
    expect(first.body.recommended_action).toBe('review');
    const list = await alertsOf(sender);
    expect(list.count).toBe(1);
    reviewed = { transaction_id: first.body.transaction_id, alert_id: list.results[0].alert_id };
  }, 120_000);
  afterAll(async () => {
    await checks?.close();
    await t?.close();
  });

  async function logIn(page: Page) {
    await page.goto(`${base}/dashboard/login`);
    await heading(page, 'Log in');
    await page.fill('input[name=email]', bank.email);
    await page.fill('input[name=password]', bank.password);
    await page.click('button[type=submit]');
    await heading(page, 'Overview');
  }

  it('takes the review alert, opens the transfer, resolves it as legitimate; the same transfer is then approved with no new alert; the customer view shows the account', async () => {
    const { page, context } = await checks.open(1280);
    await logIn(page);

    // the inbox, filtered to unassigned open alerts
    await page.getByRole('link', { name: 'Alerts' }).click();
    await heading(page, 'Alerts');
    const row = page.locator(`tr[data-alert-id="${reviewed.alert_id}"]`);
    await row.waitFor();
    await page.selectOption('select[name=status]', 'open');
    await page.selectOption('select[name=assignee]', 'none');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator(`tr[data-alert-id="${reviewed.alert_id}"][data-status="open"]`).waitFor();
    expect(await row.textContent()).toContain('Unassigned');
    await checks.check(page, 'alerts-inbox-1280');

    // 1. take it: it is mine and in review
    await row.getByRole('button', { name: `Take alert on ${sender}` }).click();
    await page.getByText('No alert matches these filters').waitFor();
    await page.selectOption('select[name=status]', '');
    await page.selectOption('select[name=assignee]', 'mine');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator(`tr[data-alert-id="${reviewed.alert_id}"][data-status="in_review"]`, { hasText: bank.email }).waitFor();

    // 2. open the transfer: amount in naira, channel, device, IP, payee, signals with their points, history, the account's recent analyses
    await row.getByRole('link', { name: /Open alert/ }).click();
    await heading(page, 'Alert');
    expect(await page.getByTestId('tx-amount').textContent()).toBe('₦2,000,000.00');
    const summary = (await page.locator('main').textContent()) ?? '';
    for (const shown of ['mobile', 'dev-new-phone', '8.8.8.8', payee, reviewed.transaction_id]) expect(summary).toContain(shown);
    const signals = page.getByTestId('signals').locator('tbody tr');
    expect(await signals.count()).toBeGreaterThan(0);
    expect(await signals.first().textContent()).toMatch(/\+\d/);
    expect(await page.getByTestId('alert-history').textContent()).toContain('assigned');
    await page.getByTestId('recent-analyses').locator(`tr[data-transaction-id="${reviewed.transaction_id}"]`).waitFor();
    await checks.check(page, 'alert-detail-1280');

    // 3. resolve it as legitimate, with a note
    await page.getByLabel('Legitimate').check();
    await page.getByLabel(/^Note/).fill('Customer confirmed by phone: new phone while travelling, buying a car.');
    await page.getByRole('button', { name: 'Resolve alert' }).click();
    await page.getByTestId('resolution').waitFor();
    expect(await page.getByTestId('resolution').textContent()).toContain('legitimate');
    expect(await page.getByTestId('alert-history').locator('tbody tr').count()).toBe(2);
    await page.getByTestId('recent-analyses').locator(`tr[data-transaction-id="${reviewed.transaction_id}"]`, { hasText: 'legitimate' }).waitFor();
    await checks.check(page, 'alert-resolved-1280');
    const resolved = await request(t.server).get(`/api/v1/fraud/alerts/${reviewed.alert_id}`).set('Authorization', `Bearer ${bank.api_token}`).expect(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', outcome: 'legitimate', assignee_id: bank.user_id });

    // 4. the identical transfer a day later is approved, and the inbox has no new alert
    const again = await analyze(transfer(), R + DAY).expect(200);
    expect(again.body.recommended_action).toBe('approve');
    expect((await alertsOf(sender)).count).toBe(1);
    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    await heading(page, 'Alerts');
    await page.fill('input[name=account_number]', sender);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.locator(`tr[data-alert-id="${reviewed.alert_id}"][data-status="resolved"]`).waitFor();
    expect(await page.getByTestId('alerts-count').textContent()).toBe('1 alert');
    await page.selectOption('select[name=status]', 'open');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No alert matches these filters').waitFor();

    // 5. the customer view of the account, linked from the alert
    await page.goto(`${base}/dashboard/alerts/${reviewed.alert_id}`);
    await heading(page, 'Alert');
    await page.getByRole('link', { name: 'Open customer view' }).click();
    await heading(page, 'Customer view');
    const view = page.getByTestId('customer-view');
    await view.waitFor();
    await view.getByTestId('fraud-score').waitFor();
    for (const id of [reviewed.transaction_id, again.body.transaction_id]) await view.locator(`tr[data-transaction-id="${id}"]`).first().waitFor();
    expect(await view.getByTestId('credit-hidden').textContent()).toContain('bvn missing');
    await checks.check(page, 'customer-1280');

    // by BVN with a consent reference that is not a consent of this organization: the credit part says why, the rest shows
    await page.fill('input[name=bvn]', '22212345678');
    await page.fill('input[name=consent_reference]', 'CONSENT-UNKNOWN');
    await page.getByRole('button', { name: 'Show customer' }).click();
    await page.getByTestId('credit-hidden').getByText(/not found/).waitFor();
    const shown = (await page.getByTestId('customer-view').textContent()) ?? '';
    expect(shown).toContain('222******78'); // masked
    expect(shown).not.toContain('22212345678');
    expect(page.url()).not.toContain('22212345678'); // nor in the address bar or history
    await checks.check(page, 'customer-bvn-1280');

    // an API error is shown from the error envelope
    await page.goto(`${base}/dashboard/alerts/${randomUUID()}`);
    await heading(page, 'Alert');
    await page.getByTestId('api-error').getByText(/not found/i).waitFor();
    expect(await page.getByTestId('error-request-id').textContent()).toMatch(/\S{8,}/);

    await noTokenInStorage(page, [bank.api_token]);
    await context.close();
    expect(checks.problems).toEqual([]);
  }, 180_000);

  it('fits 375 px: the inbox, the alert and the customer view pass axe without sideways scrolling', async () => {
    const { page, context } = await checks.open(375);
    await logIn(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Alerts' }).click();
    await heading(page, 'Alerts');
    await page.locator(`tr[data-alert-id="${reviewed.alert_id}"]`).waitFor();
    await checks.check(page, 'alerts-inbox-375');
    await page.goto(`${base}/dashboard/alerts/${reviewed.alert_id}`);
    await heading(page, 'Alert');
    await page.getByTestId('signals').waitFor();
    await page.getByTestId('recent-analyses').waitFor();
    await checks.check(page, 'alert-detail-375');
    await page.getByRole('link', { name: 'Open customer view' }).click();
    await heading(page, 'Customer view');
    await page.getByTestId('fraud-score').waitFor();
    await checks.check(page, 'customer-375');
    await noTokenInStorage(page, [bank.api_token]);
    await context.close();
    expect(checks.problems).toEqual([]);
  }, 120_000);
});
